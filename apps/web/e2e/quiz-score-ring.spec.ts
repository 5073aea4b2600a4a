import { expect, test } from "./fixtures";

const estudiante = { email: "estudiante@fzacademia.com", password: "Estudiante2026!" };

// Issue 35.8: the score's text overlapped its ring at some widths. At each width the corners of
// the text's box must lie inside the ring's hole (stroke 10 of 100 units: the hole's radius is
// 37 % of the ring's width) and clear of the stroke by 4 px — a font a little wider than ours,
// or a larger default size, must not make them touch — for the widest score (100 %) and a
// two-digit one (88 %, as wide as most).
for (const score of [100, 88]) {
  test(`the score ${score} % stays inside its ring at 320, 360, 390, 768 and 1366 px`, async ({ page, signIn }) => {
    // The grader answers as it does; only the score shown is set.
    await page.route("**/api/levels/*/exercises/*/attempts/", async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...body, score, passed: true } });
    });
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(estudiante, "/academia/niveles/1/ejercicios/1");
    await page.getByRole("button", { name: "Todas" }).click();
    const questions = page.getByTestId("question");
    const count = await questions.count();
    for (let index = 0; index < count; index += 1) await questions.nth(index).locator("input").first().check();
    await page.getByRole("button", { name: "Enviar respuestas" }).click();
    const ring = page.getByRole("img", { name: `Nota: ${score} %` });
    await expect(ring).toBeVisible();
    for (const width of [320, 360, 390, 768, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await ring.scrollIntoViewIfNeeded();
      const fit = await ring.evaluate((element) => {
        const ringBox = element.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(element.querySelector("[data-testid=score]")!);
        const text = range.getBoundingClientRect();
        const cx = ringBox.left + ringBox.width / 2;
        const cy = ringBox.top + ringBox.height / 2;
        const hole = 0.37 * ringBox.width;
        const corners = [
          [text.left, text.top],
          [text.right, text.top],
          [text.left, text.bottom],
          [text.right, text.bottom],
        ];
        return { hole, farthest: Math.max(...corners.map(([x, y]) => Math.hypot(x! - cx, y! - cy))), text: text.width };
      });
      expect(fit.text, `${width} px`).toBeGreaterThan(0);
      expect(fit.farthest, `${width} px: the text reaches ${fit.farthest.toFixed(1)} px from the centre, the hole ${fit.hole.toFixed(1)} px`).toBeLessThan(fit.hole - 4);
      if (score === 100 && (width === 360 || width === 1366)) await ring.screenshot({ path: test.info().outputPath(`ring-${width}.png`) });
    }
  });
}
