import { mkdirSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page, type ViewportSize, chromium } from "@playwright/test";
import { type Account, expect, test, watchContentSecurityPolicy } from "./fixtures";

/**
 * Steps several journeys share: the seed's people, a Chromium with a fake camera and microphone,
 * a person's own browser context, and recording and sending a take.
 */

/**
 * Waits until React has hydrated `element` (its props are on the DOM node): the page's parts
 * hydrate in short tasks after their server HTML shows (lib/deferred-hydration), and a click
 * that lands on server HTML not yet hydrated does nothing.
 */
export async function hydrated(element: Locator): Promise<Locator> {
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps$")))).toBe(true);
  return element;
}

/** The seed's accounts (packages/db seed). */
export const SEED = {
  /** Camila Gutiérrez, the demo student. */
  estudiante: { email: "estudiante@fzacademia.com", password: "Estudiante2026!" },
  andres: { email: "andres@fzacademia.com", password: "Estudiante2026!" },
  lucia: { email: "lucia@fzacademia.com", password: "Estudiante2026!" },
  /** Rafael Orozco, the demo teacher. */
  profesor: { email: "profesor@fzacademia.com", password: "Profesor2026!" },
  admin: { email: "admin@fzacademia.com", password: "AdminFZ2026!" },
} satisfies Record<string, Account>;

/**
 * Debian's Chromium with the fake capture devices: a synthetic picture and a beep, or `audioFile`
 * (a WAV, looped) as the microphone. Without `allow`, the permission prompt is refused.
 */
export function launchWithFakeMedia({ audioFile, allow = true }: { audioFile?: string; allow?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--autoplay-policy=no-user-gesture-required",
      "--use-fake-device-for-media-stream",
      ...(audioFile ? [`--use-file-for-fake-audio-capture=${audioFile}`] : []),
      ...(allow ? ["--use-fake-ui-for-media-stream"] : []),
    ],
  });
}

/**
 * One journey step with a microphone that plays `file` (looped): a browser of its own, a page
 * `width` px wide; the step fails on any Content-Security-Policy violation.
 */
export async function withMicrophone(
  baseURL: string | undefined,
  file: string,
  { width = 1280, allow = true }: { width?: number; allow?: boolean },
  run: (page: Page) => Promise<void>,
): Promise<void> {
  const browser = await launchWithFakeMedia({ audioFile: file, allow });
  try {
    const { page, violations } = await openPerson(browser, baseURL, { viewport: { width, height: 900 } });
    await run(page);
    expect(violations, "Content-Security-Policy violations").toEqual([]);
  } finally {
    await browser.close();
  }
}

/**
 * The metronome's calibration on the fake microphone, until it measures the latency. A loaded
 * machine can stall Chromium's fake capture device for a moment, so the claps come out uneven;
 * the page then says so and the student calibrates again (at most three times here).
 */
export async function calibrateMetronome(page: Page): Promise<void> {
  const result = page.getByTestId("calibration-result");
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await page.getByRole("button", { name: /^Calibrar( de nuevo)?$/ }).click();
    await expect(result).toHaveAttribute("data-phase", /armed|listening/);
    await expect(result).toHaveAttribute("data-phase", /done|failed/, { timeout: 20_000 });
    if ((await result.getAttribute("data-phase")) === "done") break;
  }
  await expect(result).toContainText("¡Listo!");
}

/**
 * One fake-media browser for the spec's journeys (launched before them, closed after), and the
 * folder of their screenshots made. Returns how to reach the browser once it is running.
 */
export function fakeMediaBrowserPerSpec(shots: string): () => Browser {
  let browser: Browser | undefined;
  test.beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    browser = await launchWithFakeMedia();
  });
  test.afterAll(async () => {
    await browser?.close();
  });
  return () => browser!;
}

/** An address no run has used: the letters and digits of `prefix`, the time and a random number. */
export function uniqueEmail(prefix: string): string {
  const local = prefix.normalize("NFD").replace(/[^a-z0-9]/gi, "").toLowerCase() || "estudiante";
  return `${local}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/**
 * A visitor registers through /registro and lands in the academy, greeted by name. Returns the
 * e-mail it used (a fresh one unless given).
 */
export async function registerStudent(
  page: Page,
  { firstName, lastName = "Pruebas", email = uniqueEmail(firstName), password = "una-clave-segura" }: { firstName: string; lastName?: string; email?: string; password?: string },
): Promise<string> {
  await page.goto("/registro");
  await page.getByLabel("Nombre").fill(firstName);
  await page.getByLabel("Apellido").fill(lastName);
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña").fill(password);
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page.getByRole("heading", { name: new RegExp(`Hola, ${firstName}`) })).toBeVisible({ timeout: 30_000 });
  return email;
}

export interface Person {
  context: BrowserContext;
  page: Page;
  /** Content-Security-Policy violations seen in this context (the `test` fixture watches only its own). */
  violations: string[];
}

/** A person's own context in `browser` (a desktop by default, or a touch phone). */
export async function openPerson(
  browser: Browser,
  baseURL: string | undefined,
  { viewport = { width: 1366, height: 900 }, phone = false }: { viewport?: ViewportSize; phone?: boolean } = {},
): Promise<Person> {
  const context = await browser.newContext({
    baseURL,
    locale: "es-CO",
    viewport,
    ...(phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  });
  const violations = await watchContentSecurityPolicy(context, new URL(baseURL ?? "http://localhost").origin);
  return { context, page: await context.newPage(), violations };
}

/** «Empezar a grabar» until the timer shows `atLeast` (a pattern of the timer's text), then «Detener». */
export async function recordTake(page: Page, atLeast = /0:0[3-9]/): Promise<void> {
  await page.getByRole("button", { name: "Empezar a grabar" }).click();
  await expect(page.getByRole("timer")).toHaveText(atLeast, { timeout: 15_000 });
  await page.getByRole("button", { name: "Detener" }).click();
}

/** «Enviar al profesor» from the send page: waits for the take's own page and returns its id. */
export async function sendTake(page: Page): Promise<number> {
  await page.getByRole("button", { name: "Enviar al profesor" }).click();
  await expect(page).toHaveURL(/\/academia\/revisiones\/\d+$/, { timeout: 30_000 });
  return Number(page.url().split("/").pop());
}

/** The teacher, on a take's page, claims it. */
export async function claimTake(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Tomar para revisar" }).click();
  await expect(page.getByTestId("take-status")).toHaveText("En revisión");
}

/** Moves the take's player to `seconds` (as a teacher pausing there would). */
export async function takePlayerAt(page: Page, seconds: number): Promise<void> {
  await page.getByTestId("take-media").evaluate(async (element: HTMLMediaElement, at) => {
    element.pause();
    element.currentTime = at;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }, seconds);
}

/** The page at 360 px and at 1366 px wide, as `<folder>/<name>-<width>.png`; it stays at 1366 px. */
export async function shootBothWidths(page: Page, folder: string, name: string): Promise<void> {
  for (const width of [360, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(folder, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** The API as `account` (a bearer token from /api/token/): `call` fails the journey on any answer but 2xx. */
export async function apiAs(request: APIRequestContext, account: Account) {
  const token = ((await (await request.post("/api/token/", { data: account })).json()) as { access: string }).access;
  const headers = { authorization: `Bearer ${token}` };
  return {
    headers,
    async call(method: "GET" | "POST" | "PUT" | "PATCH", url: string, data?: unknown) {
      const response = await request.fetch(url, { method, headers, data });
      expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
      return response.json();
    },
  };
}
