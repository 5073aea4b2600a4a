import { expect, test } from "./fixtures";

const estudiante = { email: "estudiante@fzacademia.com", password: "Estudiante2026!" };

// Issue 35.8: the second click of a double-click on «Siguiente» at the last-but-one question
// landed on «Enviar respuestas», which takes its place, and sent the quiz.
test.describe("a submit is a deliberate, separate action", () => {
  for (const how of ["a double-click", "two fast clicks"] as const) {
    test(`${how} on «Siguiente» at the last-but-one question sends nothing`, async ({ page, signIn }) => {
      const posted: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST" && request.url().includes("/attempts")) posted.push(request.url());
      });
      await signIn(estudiante, "/academia/niveles/1/ejercicios/1");
      await expect(page.getByRole("heading", { level: 1, name: "Fundamentos del acordeón" })).toBeVisible();
      const total = await page.getByRole("navigation", { name: "Ir a una pregunta" }).getByRole("button").count();
      expect(total).toBeGreaterThanOrEqual(2);
      for (let index = 0; index < total - 2; index += 1) {
        await page.getByTestId("question").locator("input").first().check();
        await page.getByRole("button", { name: "Siguiente" }).click();
        await expect(page.getByRole("button", { name: new RegExp(`^Pregunta ${index + 2}`) })).toHaveAttribute("aria-current", "step");
      }
      await page.getByTestId("question").locator("input").first().check();
      const next = page.getByRole("button", { name: "Siguiente" });
      if (how === "a double-click") {
        await next.dblclick();
      } else {
        // Each of these is a first click (click count 1), as a fast double tap can be.
        const box = (await next.boundingBox())!;
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      }
      await expect(page.getByRole("button", { name: new RegExp(`^Pregunta ${total}`) })).toHaveAttribute("aria-current", "step");
      await page.waitForTimeout(800);
      expect(posted).toEqual([]);
      await expect(page.getByTestId("attempt-result")).toHaveCount(0);

      // The submit button still works when pressed on purpose.
      await page.getByRole("button", { name: "Enviar respuestas" }).click();
      const missing = page.getByRole("alertdialog");
      if (await missing.isVisible()) await missing.getByRole("button", { name: "Enviar de todos modos" }).click();
      await expect(page.getByTestId("attempt-result")).toBeVisible();
      expect(posted).toHaveLength(1);
    });
  }
});
