import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const estudiante = { email: "estudiante@fzacademia.com", password: "Estudiante2026!" };

/** The figures a visitor can see (the other currency's are in the HTML, hidden). */
const visibleText = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((nodes) => nodes.filter((node) => (node as HTMLElement).offsetParent !== null).map((node) => node.textContent ?? ""));

test.describe("titles, prices and demo lessons", () => {
  test("page titles: the product name at home, 'Page · FZ Academia' elsewhere (decision 015)", async ({ page }) => {
    for (const [path, title] of [
      ["/", "FZ Academia"],
      ["/cursos", "Cursos · FZ Academia"],
      ["/como-tocar-acordeon-vallenato", "Acordeón vallenato · FZ Academia"],
      ["/blog", "Blog · FZ Academia"],
      ["/ingresar", "Ingresar · FZ Academia"],
    ] as const) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
    }
  });

  test("prices: pesos with IVA by default, dollars on request, remembered across pages", async ({ page }, testInfo) => {
    await page.goto("/cursos");
    const cards = () => visibleText(page, "article [data-currency-only]");
    await expect.poll(async () => (await cards()).length).toBeGreaterThanOrEqual(6);
    // Every figure shown is in pesos and says IVA is included; no dollar figure is visible.
    for (const text of await cards()) expect(text.replace(/\u00a0/g, " ")).toMatch(/^Desde \$ \d{1,3}(\.\d{3})* · IVA incluido$/);
    await expect(page.getByText(/US\$/).filter({ visible: true })).toHaveCount(0);

    // The compact switch above the cards ("Dólares USD" to a screen reader).
    await page.getByRole("button", { name: "Dólares USD" }).click();
    await expect(page.getByRole("button", { name: "Dólares USD" })).toHaveAttribute("aria-pressed", "true");
    for (const text of await cards()) expect(text.replace(/\u00a0/g, " ")).toMatch(/^Desde US\$ \d+,\d{2}$/);

    // The choice holds on the next page, before any script runs (no flash of pesos).
    await page.goto("/como-tocar-caja-vallenata");
    const plans = page.getByRole("region", { name: "Elige tu nivel" });
    await expect(plans.getByText(/US\$\s\d+,\d{2}/).filter({ visible: true }).first()).toBeVisible();
    await expect(plans.getByText(/^\$\s\d/).filter({ visible: true })).toHaveCount(0);
    await page.getByRole("button", { name: "Pesos (COP)" }).first().click();
    await expect(plans.getByText("Precios en pesos colombianos, IVA (19 %) incluido.")).toBeVisible();
    await expect(plans.getByText(/US\$/).filter({ visible: true })).toHaveCount(0);
    await plans.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath("planes-escritorio.png") });
    await page.setViewportSize({ width: 360, height: 740 });
    await plans.getByRole("heading", { name: "Elige tu nivel" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath("planes-360.png") });
    await page.goto("/");
    await page.getByRole("heading", { name: /Acordeón vallenato/ }).first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath("inicio-360.png") });
  });

  test("the cart follows the same switch and shows the IVA of a peso total", async ({ page, signIn }) => {
    // A locked topic's prompt: its plans are priced in the same currency, IVA noted.
    await signIn(estudiante, "/academia/niveles/2/temas/la-puya");
    const prompt = page.getByTestId("unlock-prompt");
    await expect(prompt.getByText("IVA incluido").first()).toBeVisible();
    await prompt.getByRole("button", { name: /Agregar al carrito: Acceso por 1 mes/ }).click();
    await expect(page).toHaveURL(/\/academia\/carrito/);
    const total = page.getByTestId("cart-total");
    await expect(total).toHaveText(/^\$\s?\d{1,3}(\.\d{3})*$/);
    await expect(page.getByTestId("cart-vat")).toContainText("Incluye IVA (19 %)");
    await page.getByRole("button", { name: "Dólares (USD)" }).click();
    await expect(total).toHaveText(/^US\$\s?\d+,\d{2}$/);
    await expect(page.getByTestId("cart-vat")).toHaveCount(0);
    await page.getByRole("button", { name: "Pesos (COP)" }).click();
    await expect(total).toHaveText(/^\$\s?\d/);
  });

  test("a demo lesson is its course's own clip, 30–60 s long, and plays with sound", async ({ page, signIn }, testInfo) => {
    await signIn(estudiante, "/academia/niveles/1/temas/el-fuelle");
    const player = page.getByRole("region", { name: /Reproductor de práctica/ });
    await expect(player).toBeVisible();
    const video = page.locator("video");
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);
    expect(await video.evaluate((element: HTMLVideoElement) => element.currentSrc)).toContain("practica-acordeon-vallenato.mp4");
    const duration = await video.evaluate((element: HTMLVideoElement) => element.duration);
    expect(duration).toBeGreaterThanOrEqual(30);
    expect(duration).toBeLessThanOrEqual(60);
    // The academy labels the topic with the clip's real length.
    await expect(page.getByText(`${Math.round(duration)} s de video`)).toBeVisible();
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = false;
    });
    await player.getByRole("button", { name: "Reproducir" }).first().click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 }).toBeGreaterThan(1.5);
    // Chromium decoded the FLAC sound track, not only the picture.
    const decoded = await video.evaluate((element: HTMLVideoElement & { webkitAudioDecodedByteCount?: number; webkitVideoDecodedByteCount?: number }) => ({
      audio: element.webkitAudioDecodedByteCount ?? 0,
      video: element.webkitVideoDecodedByteCount ?? 0,
      width: element.videoWidth,
    }));
    expect(decoded.audio).toBeGreaterThan(0);
    expect(decoded.video).toBeGreaterThan(0);
    expect(decoded.width).toBe(256);
    await page.screenshot({ path: testInfo.outputPath("leccion-acordeon.png") });
  });
});
