import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Social sign-in (spec §4) end to end, with the development identity provider standing in
 * for Firebase: the server must run with DEV_IDENTITY_PROVIDER=true and
 * NEXT_PUBLIC_DEV_IDENTITY_PROVIDER=true (both read at run time).
 */

const admin = { email: "admin@fzacademia.com", password: "AdminFZ2026!" };
const student = { email: "estudiante@fzacademia.com" };

const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The toast container (sonner's region), so page text that says the same is not matched. */
const toasts = (page: Page) => page.getByRole("region", { name: /Notificaciones/ });

async function fillProviderForm(page: Page, email: string, name?: string) {
  await page.getByLabel("Correo electrónico").fill(email);
  if (name) await page.getByLabel("Nombre").fill(name);
  await page.getByRole("button", { name: "Continuar", exact: true }).click();
}

async function signInWithGooglePopup(page: Page, email: string, name?: string) {
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Continuar con Google" }).click();
  const popup = await popupOpened;
  await expect(popup).toHaveURL(/\/api\/dev-idp\/sign-in\?provider=google\.com&mode=popup/);
  // Listen before submitting: the popup posts the token and closes at once, sometimes
  // before a listener added afterwards would see it.
  const closed = popup.waitForEvent("close");
  await fillProviderForm(popup, email, name);
  await closed;
}

type RegistrationLog = { provider: string; user: string | null; is_failed: boolean };

async function registrationLogs(request: APIRequestContext): Promise<RegistrationLog[]> {
  const signIn = await request.post("/api/token/", { data: admin });
  const { access } = (await signIn.json()) as { access: string };
  const response = await request.get("/api/students/registration-logs/?page_size=100", {
    headers: { Authorization: `Bearer ${access}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { results: RegistrationLog[] }).results;
}

async function registrationLogsOf(request: APIRequestContext, email: string) {
  return (await registrationLogs(request)).filter((log) => log.user === email);
}

const failedPopups = async (request: APIRequestContext) =>
  (await registrationLogs(request)).filter((log) => log.is_failed && log.provider === "google.com").length;

test.describe("social sign-in with the development identity provider", () => {
  test.beforeEach(async ({ request }) => {
    const keys = await request.get("/api/dev-idp/jwks.json");
    expect(
      keys.status(),
      "the e2e server needs DEV_IDENTITY_PROVIDER=true and NEXT_PUBLIC_DEV_IDENTITY_PROVIDER=true",
    ).toBe(200);
  });

  test("Google popup: a new student is welcomed, lands in the academy, and signs out", async ({ page, request }) => {
    const email = uniqueEmail("mariana");
    await page.goto("/ingresar");
    await signInWithGooglePopup(page, email, "Mariana Pérez");

    await expect(toasts(page).getByText("Bienvenido a FZ Academia", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/academia$/);
    await expect(page.getByRole("heading", { name: /Hola, Mariana/ })).toBeVisible();
    expect(await registrationLogsOf(request, email)).toEqual([
      expect.objectContaining({ provider: "google.com", is_failed: false }),
    ]);

    // Sign-out only signs the user out.
    await page.getByRole("button", { name: "Cerrar sesión" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Ingresar", exact: true }).first()).toBeVisible();
    await page.goto("/academia");
    await expect(page).toHaveURL(/\/ingresar\?next=%2Facademia/);

    // The same person again: the same account, welcomed, no second registration.
    await signInWithGooglePopup(page, email);
    await expect(toasts(page).getByText("Bienvenido a FZ Academia", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/academia$/);
    await expect(page.getByRole("heading", { name: /Hola, Mariana/ })).toBeVisible();
    expect(await registrationLogsOf(request, email)).toHaveLength(1);
  });

  test("Facebook redirect: from the registration page to the provider and back into the academy", async ({ page }) => {
    const email = uniqueEmail("felipe");
    await page.goto("/registro");
    await page.getByRole("button", { name: "Continuar con Facebook" }).click();
    await expect(page).toHaveURL(/\/api\/dev-idp\/sign-in\?provider=facebook\.com&mode=redirect/);
    await fillProviderForm(page, email, "Felipe Ruiz");

    await expect(toasts(page).getByText("Bienvenido a FZ Academia", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/academia$/);
    await expect(page.getByRole("heading", { name: /Hola, Felipe/ })).toBeVisible();
    // The ID token came back in the fragment and must not stay in the history.
    await page.goBack();
    expect(page.url()).not.toContain("id_token");

    await page.goto("/academia");
    await page.getByRole("button", { name: "Cerrar sesión" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("an e-mail that already signs in with a password: the spec's message, and no session", async ({ page }) => {
    await page.goto("/ingresar");
    await page.getByRole("button", { name: "Continuar con Facebook" }).click();
    await fillProviderForm(page, student.email);

    await expect(
      toasts(page).getByText(`Ya existe un usuario con la dirección de correo electrónico ${student.email}`),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/ingresar$/);
    await expect(page.getByRole("button", { name: "Continuar con Facebook" })).toBeEnabled();
    expect(await page.evaluate(() => window.localStorage.getItem("token"))).toBeNull();
  });

  test("closing the provider's popup is the visitor's own cancel: no error, no failed log, the buttons work again", async ({
    page,
    request,
  }) => {
    const failedBefore = await failedPopups(request);
    await page.goto("/ingresar");
    const popupOpened = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Continuar con Google" }).click();
    const popup = await popupOpened;
    // The popup closes itself on "Cancelar": wait for that instead of for the click's aftermath.
    await Promise.all([popup.waitForEvent("close"), popup.getByRole("button", { name: "Cancelar" }).click({ noWaitAfter: true }).catch(() => {})]);

    await expect(page.getByRole("button", { name: "Continuar con Google" })).toBeEnabled();
    // The button frees only after the cancel settled: any toast would be on screen by now.
    await expect(toasts(page).getByText("Ocurrio un error inesperado")).toHaveCount(0);
    await expect(toasts(page).locator("[data-type=error]")).toHaveCount(0);
    expect(await failedPopups(request)).toBe(failedBefore);
    await expect(page).toHaveURL(/\/ingresar$/);
  });
});
