import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const estudiante = { email: "estudiante@fzacademia.com", password: "Estudiante2026!" };

async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("the academy on a phone", () => {
  test("continue where I left off, practise with the player and find the temary", async ({ page }) => {
    await page.goto("/ingresar?next=%2Facademia");
    await page.getByLabel("Correo electrónico").fill(estudiante.email);
    await page.getByLabel("Contraseña").fill(estudiante.password);
    await page.getByRole("button", { name: "Ingresar" }).click();
    await expect(page.getByRole("heading", { name: "Hola, Camila" })).toBeVisible();

    const resume = page.getByTestId("continue-card");
    await expect(resume.getByText("Continúa donde lo dejaste")).toBeVisible();
    await expectNoSideScroll(page);
    await resume.getByRole("link", { name: "Continuar" }).tap();

    const player = page.getByRole("region", { name: /Reproductor de práctica/ });
    await expect(player).toBeVisible();
    await expectNoSideScroll(page);
    // Every control is a real touch target inside the screen.
    const width = page.viewportSize()!.width;
    for (const name of ["Marcar inicio del bucle (A)", "Marcar final del bucle (B)", "Modo espejo", "Atajos de teclado"]) {
      const box = await player.getByRole("button", { name }).boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      expect(box!.height).toBeGreaterThanOrEqual(40);
    }
    await player.getByRole("button", { name: "Modo espejo" }).tap();
    await expect(player.getByRole("button", { name: "Modo espejo" })).toHaveAttribute("aria-pressed", "true");

    // The temary folds away above the lesson and opens on demand.
    await page.getByText(/^Temario del nivel/).tap();
    await expect(page.getByTestId("temary").first()).toBeVisible();

    await page.getByRole("link", { name: "Nivel Básico" }).first().tap();
    await expect(page.getByRole("heading", { level: 1, name: "Nivel Básico" })).toBeVisible();
    await expectNoSideScroll(page);

    // A locked topic with long neighbours' titles still fits the screen.
    await page.goto("/academia/niveles/2/temas/la-puya");
    await expect(page.getByTestId("unlock-prompt")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Temas vecinos" })).toBeVisible();
    await expectNoSideScroll(page);

    await page.goto("/academia/niveles/1/ejercicios/1");
    await expect(page.getByTestId("question")).toBeVisible();
    await expectNoSideScroll(page);
  });

  test("a perfect score fits inside its ring on a 360 px phone", async ({ page, signIn }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    // The grader answers as it does; only the score shown is set to the widest one, 100 %.
    await page.route("**/api/levels/*/exercises/*/attempts/", async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...body, score: 100, passed: true } });
    });
    await signIn(estudiante, "/academia/niveles/1/ejercicios/1");
    await page.getByRole("button", { name: "Todas" }).tap();
    const questions = page.getByTestId("question");
    const count = await questions.count();
    for (let index = 0; index < count; index += 1) await questions.nth(index).locator("input").first().check();
    await page.getByRole("button", { name: "Enviar respuestas" }).tap();
    const ring = page.getByRole("img", { name: "Nota: 100 %" });
    await expect(ring).toBeVisible();
    const ringBox = (await ring.boundingBox())!;
    const textWidth = await ring.getByTestId("score").evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getBoundingClientRect().width;
    });
    // The ring's stroke is 10 of its 100 units on each side: the hole is 80 % of its width.
    expect(textWidth).toBeLessThanOrEqual(ringBox.width * 0.8);
    await expectNoSideScroll(page);
  });
});
