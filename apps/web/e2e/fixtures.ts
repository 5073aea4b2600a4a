import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";

/**
 * Every journey imports `test` from here: it fails when any page of ours (popups and the
 * sandbox checkout included) logs a Content-Security-Policy violation, so a new inline
 * script, a new third-party origin or a policy too tight shows up in the journey that hits it.
 * Two witnesses, because each misses cases the other sees: the `securitypolicyviolation`
 * event (caught from the first script of every document) and the console's "Refused to …".
 * Frames of other origins (YouTube, Vimeo) answer for their own policies and are not counted.
 */

declare global {
  interface Window {
    __reportCspViolation?: (violation: string) => void;
  }
}

/** Starts recording violations on a context; returns the list it fills. */
export async function watchContentSecurityPolicy(context: BrowserContext, origin: string): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding("__reportCspViolation", ({ frame }, violation: string) => {
    if (frame.url().startsWith(origin)) violations.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : "";
      window.__reportCspViolation?.(
        `${event.effectiveDirective} refused ${event.blockedURI || "(inline)"} on ${event.documentURI}${where} (${event.disposition})`,
      );
    });
  });
  context.on("console", (message) => {
    const page = message.page();
    if (/^Refused to /.test(message.text()) && (!page || page.url().startsWith(origin))) {
      violations.push(`console on ${page?.url() ?? "?"}: ${message.text()}`);
    }
  });
  return violations;
}

export interface Account {
  email: string;
  password: string;
}

/**
 * Signs in through /ingresar as a person would, and waits to land on `next` (its path, and its
 * query when it has one). A student sent to a page they may not see stays on it (the page says
 * so): that is still where they land.
 */
export async function signInOn(page: Page, account: Account, next = "/academia"): Promise<void> {
  const target = new URL(next, "http://localhost");
  await page.goto(`/ingresar?next=${encodeURIComponent(next)}`);
  await page.getByLabel("Correo electrónico").fill(account.email);
  await page.getByLabel("Contraseña", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Ingresar" }).click();
  await expect(page).toHaveURL((url) => url.pathname === target.pathname && (target.search === "" || url.search === target.search));
}

/**
 * React's hydration failures (a server-rendered page the browser rendered differently, or a
 * boundary updated before it hydrated: React throws the HTML away and renders again, and the
 * page jumps). Production builds name them only by number.
 */
const HYDRATION_FAILURE = /Minified React error #(418|419|421|423|425)\b|Hydration failed|hydrat(ed|ion) .*didn't match|before it finished hydrating/i;

export const test = base.extend<{
  contentSecurityPolicy: string[];
  hydrationFailures: string[];
  signIn: (account: Account, next?: string) => Promise<void>;
}>({
  /** `signIn(account, next)`: the test's page, signed in (signInOn for another browser's page). */
  signIn: async ({ page }, provide) => {
    await provide((account, next) => signInOn(page, account, next));
  },
  contentSecurityPolicy: [
    async ({ context, baseURL }, use) => {
      const violations = await watchContentSecurityPolicy(context, new URL(baseURL ?? "http://localhost").origin);
      await use(violations);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
  /** Every journey fails when a page of ours hydrates to something else than its server HTML. */
  hydrationFailures: [
    async ({ context }, use) => {
      const failures: string[] = [];
      context.on("weberror", (webError) => {
        const message = webError.error().message;
        if (HYDRATION_FAILURE.test(message)) failures.push(`${webError.page()?.url() ?? "?"}: ${message.slice(0, 200)}`);
      });
      await use(failures);
      expect(failures, "hydration failures").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
