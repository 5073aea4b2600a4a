import type { Page } from "@playwright/test";
import { axeViolations } from "./a11y";
import { expect, test } from "./fixtures";
import { registerStudent } from "./steps";

/**
 * Latin-American payments end to end: an administrator creates a coupon in the back office, a
 * student applies it in the cart and pays with Wompi (PSE, Nequi, cards) or Mercado Pago
 * Checkout Pro. Both providers are their local test doubles (started by playwright.config.ts):
 * their hosted pages take the payment, then call our webhooks signed as the real ones sign, and
 * send the browser back to the return pages; the order is paid only when the webhook says so.
 */

const admin = { email: "admin@fzacademia.com", password: "AdminFZ2026!" };

/** "Todos los niveles" of a course for 4 months, through the cart's own chooser. */
async function fillCart(page: Page, course: string) {
  await page.goto(`/academia/carrito?elegir=todo&curso=${course}`);
  await page.getByRole("button", { name: "Agregar al carrito: todos los niveles por 4 meses" }).click();
  await expect(page.getByTestId("cart-item")).toHaveCount(1);
}

const pesos = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));

test.describe("payments", () => {
  test("an admin creates a coupon; a student applies it and pays with Wompi (Nequi) the discounted total", async ({ page, browser }, testInfo) => {
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    // The back office: a new coupon, 10 % off everything.
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await adminPage.goto("/ingresar?next=/admin/cupones");
    await adminPage.getByLabel("Correo electrónico").fill(admin.email);
    await adminPage.getByLabel("Contraseña").fill(admin.password);
    await adminPage.getByRole("button", { name: "Ingresar" }).click();
    await expect(adminPage.getByRole("heading", { name: "Cupones" })).toBeVisible();
    await adminPage.getByRole("button", { name: "Nuevo cupón" }).click();
    const dialog = adminPage.getByRole("dialog", { name: "Nuevo cupón" });
    await dialog.getByLabel("Código").fill(code.toLowerCase());
    await dialog.getByLabel("Descripción").fill("Descuento de la prueba de pagos");
    await dialog.getByLabel("Porcentaje de descuento").fill("10");
    const dialogViolations = await axeViolations(adminPage, testInfo, "dialog");
    if (dialogViolations !== null) expect(dialogViolations, "coupon dialog").toEqual([]);
    await dialog.getByRole("button", { name: "Crear cupón" }).click();
    await expect(dialog).toBeHidden();
    const row = adminPage.getByRole("row").filter({ hasText: code });
    await expect(row).toContainText("10 %");
    await expect(row).toContainText("Vigente");
    const listViolations = await axeViolations(adminPage, testInfo, "main");
    if (listViolations !== null) expect(listViolations, "/admin/cupones").toEqual([]);
    await adminContext.close();

    await registerStudent(page, { firstName: "Mariana", lastName: "Pagos" });
    await fillCart(page, "como-tocar-guitarra");
    const subtotal = pesos(await page.getByTestId("cart-subtotal").textContent());
    expect(subtotal).toBeGreaterThan(0);

    // A code that does not exist is refused beside the field, in Spanish.
    const couponField = page.getByLabel("¿Tienes un cupón?");
    await couponField.fill("no-existe");
    await page.getByRole("button", { name: "Aplicar" }).click();
    await expect(page.getByText("El cupón «NO-EXISTE» no existe. Revisa que esté bien escrito.")).toBeVisible();
    await couponField.fill(code.toLowerCase());
    await page.getByRole("button", { name: "Aplicar" }).click();
    await expect(page.getByTestId("cart-coupon")).toContainText(`Cupón ${code}`);
    const discount = pesos(await page.getByTestId("cart-discount").textContent());
    // 10 % in whole pesos, rounded down (the server's rule).
    expect(discount).toBe(Math.floor(subtotal / 10));
    const total = pesos(await page.getByTestId("cart-total").textContent());
    expect(total).toBe(subtotal - discount);
    await expect(page.getByTestId("cart-vat")).toContainText("Incluye IVA (19 %)");
    const cartViolations = await axeViolations(page, testInfo, "main");
    if (cartViolations !== null) expect(cartViolations, "/academia/carrito with a coupon").toEqual([]);

    // Local providers first for pesos; the sandbox is this server's default.
    const choices = page.getByRole("group", { name: "Medio de pago" }).getByRole("radio");
    await expect(choices).toHaveCount(3);
    await page.getByRole("radio", { name: /Wompi \(Bancolombia\)/ }).check();
    await page.getByRole("button", { name: "Ir a pagar" }).click();

    // Wompi's Web Checkout (the double checked the integrity signature to show this page).
    await expect(page).toHaveURL(/:\d+\/p\/\?public-key=pub_test_/);
    await expect(page.getByText(`Total: ${total.toLocaleString("es-CO")} COP`)).toBeVisible();
    await page.getByRole("button", { name: "Pagar con Nequi" }).click();

    await expect(page).toHaveURL(/\/academia\/compra\/exito\?pedido=\d+/);
    await expect(page.getByRole("heading", { name: "¡Pago confirmado!" })).toBeVisible();
    const receipt = page.getByTestId("order-receipt");
    await expect(receipt.getByTestId("order-discount")).toContainText(discount.toLocaleString("es-CO"));
    await expect(receipt.getByTestId("order-total")).toContainText(total.toLocaleString("es-CO"));
    await expect(receipt.getByTestId("order-vat")).toContainText("Incluye IVA (19 %)");
  });

  test("a student pays with Mercado Pago (PSE); a rejected payment says so and the cart keeps its products", async ({ page }) => {
    await registerStudent(page, { firstName: "Julián", lastName: "Pagos" });
    await fillCart(page, "como-tocar-acordeon-vallenato");
    await page.getByRole("radio", { name: /Mercado Pago/ }).check();
    await page.getByRole("button", { name: "Ir a pagar" }).click();

    // Checkout Pro's page (the preference came from the official SDK, pointed at the double).
    await expect(page).toHaveURL(/:\d+\/checkout\/v1\/redirect\?pref_id=/);
    await page.getByRole("button", { name: "Rechazar el pago" }).click();
    await expect(page).toHaveURL(/\/academia\/compra\/rechazada\?pedido=\d+/);
    await expect(page.getByRole("heading", { name: /rechaz/i })).toBeVisible();

    await page.goto("/academia/carrito");
    await expect(page.getByTestId("cart-item")).toHaveCount(1);
    await page.getByRole("radio", { name: /Mercado Pago/ }).check();
    await page.getByRole("button", { name: "Ir a pagar" }).click();
    await expect(page).toHaveURL(/\/checkout\/v1\/redirect\?pref_id=/);
    await page.getByRole("button", { name: "Pagar con PSE" }).click();
    await expect(page).toHaveURL(/\/academia\/compra\/exito\?pedido=\d+/);
    await expect(page.getByRole("heading", { name: "¡Pago confirmado!" })).toBeVisible();
    await expect(page.getByTestId("order-receipt")).toContainText("Pedido #");

    // The paid products left the cart.
    await page.goto("/academia/carrito");
    await expect(page.getByTestId("empty-cart")).toBeVisible();
  });
});
