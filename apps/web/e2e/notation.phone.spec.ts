import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const estudiante = { email: "estudiante@fzacademia.com", password: "Estudiante2026!" };

/**
 * Issue 39 on a 360 px phone: the accordion lesson's score (its clip's paseo as a button
 * tablature with both hands, one bar a second) fits the screen, every bar is reachable — by
 * touch, and by the keyboard through the bar list, which is also the text alternative a screen
 * reader lists — the cursor follows the playing video, and the score downloads as a PDF.
 */
const TOPIC = "/academia/niveles/1/temas/conociendo-el-acordeon";

test.use({ viewport: { width: 360, height: 780 } });

const videoTime = (page: Page) => page.locator("video").evaluate((video: HTMLVideoElement) => video.currentTime);

test("the score fits a 360 px phone, its bars are reachable by touch and keyboard, the cursor follows the video, the PDF downloads", async ({ page, signIn }, testInfo) => {
  await signIn(estudiante, TOPIC);
  const panel = page.getByTestId("score-panel");
  // The score engine starts once the score is on screen (decision 050): scroll to it as a student would.
  await page.getByTestId("score-host").evaluate((host) => host.scrollIntoView({ block: "center" }));
  await expect(page.getByTestId("score-host")).toHaveAttribute("data-status", "ready", { timeout: 30_000 });
  // The page is the student's to scroll: the drawn score does not pull it to its first beat.
  const settled = await page.evaluate(() => window.scrollY);
  await page.waitForTimeout(1500);
  expect(await page.evaluate(() => window.scrollY)).toBe(settled);
  const tab = page.getByTestId("button-tab");
  await expect(tab.locator("svg")).toBeVisible();

  // It fits: nothing wider than the screen, the page does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  for (const part of [panel, tab.locator("svg"), page.getByTestId("accordion-keyboard")]) {
    const box = (await part.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  }
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("partitura-360.png"), fullPage: false });

  // The text alternative: the bar list names every bar and where it starts in the video.
  const bars = page.getByRole("navigation", { name: "Compases de la partitura" });
  await expect(bars.getByRole("button", { name: /^Compás \d+, en / })).toHaveCount(40);
  await expect(bars.getByRole("button", { name: "Compás 40, en 0:39,0" })).toBeAttached();
  await expect(tab.locator("svg")).toHaveAttribute("aria-label", /Tablatura de botones, 40 compases/);

  // The keyboard reaches the bars: Tab from the first to the second, Enter seeks there.
  await bars.getByRole("button", { name: /^Compás 1, en / }).focus();
  await page.keyboard.press("Tab");
  await expect(bars.getByRole("button", { name: /^Compás 2, en / })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect.poll(() => videoTime(page)).toBeCloseTo(1, 1);

  // Touch reaches the last bar, at the list's end.
  await bars.getByRole("button", { name: /^Compás 40, en / }).tap();
  await expect.poll(() => videoTime(page)).toBeCloseTo(39, 1);
  await expect(bars.getByRole("button", { name: /^Compás 40, en / })).toHaveAttribute("aria-current", "true");
  // A bar of the tablature itself: the fifth.
  await tab.locator('[data-tab-bar="4"]').tap();
  await expect.poll(() => videoTime(page)).toBeCloseTo(4, 1);

  // Play: the bar shown (list and tablature) is the bar the video is in, within a beat (0.5 s).
  await page.locator("video").evaluate((video: HTMLVideoElement) => {
    video.muted = true;
  });
  const player = page.getByRole("region", { name: /Reproductor de práctica/ });
  await player.getByRole("button", { name: "Reproducir" }).first().tap();
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(5.2);
  for (let sample = 0; sample < 4; sample += 1) {
    const { time, bar } = await page.evaluate(() => {
      const video = document.querySelector("video")!;
      const current = document.querySelector('[data-testid="bar-list"] [aria-current="true"]');
      return { time: video.currentTime, bar: Number(current?.textContent ?? "0") };
    });
    expect(time, `bar ${bar} shown at ${time} s`).toBeGreaterThanOrEqual(bar - 1 - 0.5);
    expect(time, `bar ${bar} shown at ${time} s`).toBeLessThan(bar + 0.5);
    await page.waitForTimeout(400);
  }
  await expect(page.getByTestId("tab-current")).toBeVisible();
  // The left hand sounds too: on the beat the bass button, then the chord.
  await expect(page.getByTestId("accordion-bass")).toHaveText(/Bajos: (bajo|acorde) (La|Mi|Re), (cerrando|abriendo)/);
  await player.getByRole("button", { name: "Pausar" }).first().tap();
  await page.screenshot({ path: testInfo.outputPath("partitura-360-sonando.png"), fullPage: false });

  // The PDF: the session's own, saved by the browser.
  const download = page.waitForEvent("download");
  await panel.getByRole("button", { name: "Descargar PDF para imprimir" }).tap();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^partitura-conociendo-el-acordeon-\d+\.pdf$/);
  const bytes = readFileSync((await file.path())!);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
});
