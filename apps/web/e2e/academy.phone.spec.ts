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
});
