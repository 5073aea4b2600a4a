import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * «Mi cuenta» → «Eliminar mi cuenta» (decision 046), shared by the desktop and the 360 px phone
 * journeys: a freshly registered student deletes the account — first with a wrong password,
 * refused at the field — is signed out with a message, and cannot sign in again.
 */
export async function deleteFreshAccount(page: Page, label: string): Promise<void> {
  const email = `borrar-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = "Borrar-Cuenta-2026";
  await page.goto("/registro");
  await page.getByLabel("Nombre").fill("Marta");
  await page.getByLabel("Apellido").fill("Borrado");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña").fill(password);
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page.getByRole("heading", { name: /Hola, Marta/ })).toBeVisible();

  await page.getByRole("navigation", { name: "Academia" }).getByRole("link", { name: "Mi cuenta" }).click();
  await expect(page).toHaveURL(/\/academia\/cuenta$/);
  await expect(page.getByRole("heading", { name: "Mi cuenta", level: 1 })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  const section = page.getByRole("region", { name: "Eliminar mi cuenta" });
  await expect(section.getByText(/Tus interpretaciones enviadas al profesor/)).toBeVisible();

  const field = section.getByLabel("Tu contraseña");
  const confirm = section.getByRole("button", { name: "Eliminar mi cuenta para siempre" });
  // Empty, then wrong: each said at the field, the account untouched.
  await confirm.click();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(/Escribe tu contraseña para confirmar/);
  await field.fill("no-es-esta");
  await confirm.click();
  await expect(field).toHaveAccessibleDescription(/La contraseña no es correcta/);
  await expect(page).toHaveURL(/\/academia\/cuenta$/);

  await field.fill(password);
  await confirm.click();
  await expect(page.getByText("Eliminamos tu cuenta y todos tus datos.", { exact: false })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  expect(await page.evaluate(() => [window.localStorage.getItem("token"), document.cookie.includes("token=")])).toEqual([null, false]);

  // The account is gone: signing in again is refused.
  await page.goto("/ingresar");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Ingresar" }).click();
  await expect(page.getByText("Correo electrónico o contraseña incorrectos.").first()).toBeVisible();
  await expect(page).toHaveURL(/\/ingresar/);
  const answer = await page.request.post("/api/token/", { data: { email, password } });
  expect(answer.status()).toBe(401);
}
