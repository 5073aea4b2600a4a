import { expect, test } from "./fixtures";

const admin = { email: "admin@fzacademia.com", password: "AdminFZ2026!" };

// Issue 35, points 11 and 12, where they were seen: on a 360 px phone.
test.use({ viewport: { width: 360, height: 740 } });

test.describe("issue 35 on a 360 px phone", () => {
  test("/registro with an e-mail that has an account: the message stays at the field, with the next steps, and no toast over the fields", async ({ page }) => {
    await page.goto("/registro");
    await page.getByLabel("Nombre").fill("Camila");
    await page.getByLabel("Apellido").fill("Otra");
    await page.getByLabel("Correo electrónico").fill("estudiante@fzacademia.com");
    await page.getByLabel("Contraseña").fill("una-clave-segura");
    await page.getByRole("button", { name: "Crear cuenta" }).click();

    const email = page.getByLabel("Correo electrónico");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Ya existe una cuenta con este correo electrónico.");
    await expect(email).toBeFocused();
    const help = page.getByTestId("email-taken-help");
    await expect(help.getByRole("link", { name: "Inicia sesión" })).toHaveAttribute("href", "/ingresar");
    await expect(help.getByRole("link", { name: "recupera tu contraseña" })).toHaveAttribute("href", "/recuperar-contrasena");
    await expect(page.getByRole("region", { name: /Notificaciones/ }).getByText("Ya existe una cuenta")).toHaveCount(0);
    // Still there after a toast would have gone.
    await page.waitForTimeout(7_000);
    await expect(email).toHaveAccessibleDescription("Ya existe una cuenta con este correo electrónico.");
    await expect(help).toBeVisible();
    // Its links lead on.
    await help.getByRole("link", { name: "recupera tu contraseña" }).click();
    await expect(page).toHaveURL(/\/recuperar-contrasena$/);
  });

  test("the back office: no WhatsApp bubble, and the order page fits 360 px", async ({ page, signIn }) => {
    await signIn(admin, "/admin/pedidos");
    await expect(page.getByTestId("whatsapp-float")).toHaveCount(0);
    await page.getByRole("link", { name: /^Pedido #\d+$/ }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: /^Pedido #\d+$/ })).toBeVisible();
    await expect(page.getByTestId("whatsapp-float")).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
