import { axeViolations } from "./a11y";
import { expect, test } from "./fixtures";

/**
 * The practice that keeps beginners (issue 40, decision 045): the daily goal against today's
 * real practice, the streak beside it, and the trophies for days practised in all. Andrés, the
 * seeded student who practises steadily, has met today's ten-minute goal and has seven days in all.
 */
const andres = { email: "andres@fzacademia.com", password: "Estudiante2026!" };
const camila = { email: "estudiante@fzacademia.com", password: "Estudiante2026!" };

test.describe("the daily goal and the trophies", () => {
  test("a student who met today's goal sees it, changes it, and sees the trophies that never reset", async ({ page, signIn }, testInfo) => {
    await signIn(andres, "/academia/practica");
    const goal = page.getByTestId("daily-goal");
    await expect(goal.getByRole("heading", { name: "Tu meta de hoy" })).toBeVisible();
    await expect(page.getByTestId("goal-status")).toHaveText("¡Meta de hoy cumplida! Racha: 1 día.");
    await expect(goal.getByRole("progressbar", { name: "Tu meta de hoy" })).toHaveAttribute("aria-valuetext", "11 de 10 minutos");
    await expect(goal.getByRole("button", { name: "10 min" })).toHaveAttribute("aria-pressed", "true");

    const trophies = page.getByTestId("day-trophy");
    await expect(trophies).toHaveCount(4);
    await expect(page.getByTestId("total-days")).toHaveText("Has practicado 7 días en total. Estos trofeos no se pierden aunque se corte tu racha.");
    await expect(trophies.nth(0)).toContainText("¡Conseguido!");
    await expect(trophies.nth(1)).toContainText("7 de 30 días");
    await expect(page.getByTestId("practice-day-rule")).toHaveText(/te escucha tocar al menos 5 minutos .* El metrónomo sonando sin que toques no cuenta\./);
    await page.screenshot({ path: testInfo.outputPath("practice-goal-desktop.png"), fullPage: true });
    expect(await axeViolations(page, testInfo)).toEqual([]);

    // A bigger goal: today's eleven minutes no longer meet it.
    await goal.getByRole("button", { name: "20 min" }).click();
    await expect(page.getByText("Tu meta diaria ahora es de 20 minutos")).toBeVisible();
    await expect(page.getByTestId("goal-status")).toHaveText(/^Te faltan 9 minutos con el micrófono escuchándote para cumplir tu meta de 20 minutos\./);
    await page.reload();
    await expect(goal.getByRole("button", { name: "20 min" })).toHaveAttribute("aria-pressed", "true");
    await goal.getByRole("button", { name: "10 min" }).click();
    await expect(page.getByTestId("goal-status")).toHaveText(/^¡Meta de hoy cumplida!/);

    // The trophies stand beside the streak achievements on the points page too.
    await page.goto("/academia/puntos");
    await expect(page.getByText("7 días de práctica", { exact: true })).toBeVisible();
    await expect(page.getByText("Racha de 7 días", { exact: true })).toBeVisible();

    // At 360 px the ring, the choice and the trophies fit the phone.
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/academia/practica");
    await expect(page.getByTestId("goal-status")).toHaveText(/^¡Meta de hoy cumplida!/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: testInfo.outputPath("practice-goal-360.png"), fullPage: true });
  });

  test("a student who has not chosen a goal is asked to, and a metronome clicking in silence hears nothing", async ({ page, signIn }) => {
    await signIn(camila, "/academia/practica");
    await expect(page.getByText("Elige tu meta diaria")).toBeVisible();
    await expect(page.getByTestId("daily-goal").getByRole("button", { name: "5 min" })).toHaveAttribute("aria-pressed", "true");
    await page.goto("/academia/practica/metronomo");
    await page.getByTestId("metronome-toggle").click();
    await expect(page.getByTestId("practice-time")).toHaveText("3 s", { timeout: 10_000 });
    // Time counted, nothing heard: the metronome alone is not real practice.
    await expect(page.getByTestId("practice-heard-time")).toHaveText("0 s");
    await page.getByTestId("metronome-toggle").click();
    await page.getByRole("button", { name: "Guardar en mi registro" }).click();
    await expect(page.getByText(/de práctica; te escuchamos tocar 0 s\./)).toBeVisible();
  });
});
