import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { axeViolations } from "./a11y";
import { registerStudent, uniqueEmail } from "./steps";

/**
 * The shop end to end, on the sandbox payment provider (the default without keys): its
 * hosted page approves, declines or cancels, then calls our webhook signed like Stripe and
 * sends the browser back to the return pages.
 */

async function payInSandbox(page: Page, decision: "Aprobar pago" | "Rechazar pago" | "Cancelar") {
  await page.getByRole("button", { name: "Ir a pagar" }).click();
  await expect(page).toHaveURL(/\/api\/sales\/sandbox\/checkout\/[\w-]+\/$/);
  await expect(page.getByText("Pasarela de pruebas.")).toBeVisible();
  await page.getByRole("button", { name: decision, exact: true }).click();
}

test.describe("commerce", () => {
  test("a visitor picks 4 meses of a level on a landing page, registers, pays in the sandbox and the level opens", async ({ page }, testInfo) => {
    await page.goto("/como-tocar-guitarra");
    await page.getByRole("button", { name: /Guitarra, nivel Básico: plan de\s+4 meses/ }).click();
    const dialog = page.getByRole("dialog", { name: "Crea tu cuenta gratis" });
    await expect(dialog.getByText(/Plan de 4 meses/)).toBeVisible();
    await dialog.getByLabel("Nombre").fill("Valentina");
    await dialog.getByLabel("Apellido").fill("Rojas");
    await dialog.getByLabel("Correo electrónico").fill(uniqueEmail("compra"));
    await dialog.getByLabel("Contraseña").fill("una-clave-segura");
    await dialog.getByRole("button", { name: "Crear cuenta" }).click();

    // The choice lands in the cart, and the student with it.
    await expect(page).toHaveURL(/\/academia\/carrito$/);
    const item = page.getByTestId("cart-item");
    await expect(item).toHaveCount(1);
    await expect(item.getByRole("heading", { name: "Nivel Básico" })).toBeVisible();
    await expect(item.getByText("Acceso por 4 meses")).toBeVisible();
    await expect(page.getByTestId("cart-total")).toHaveText(/^\$\s135\.900$/);
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    expect(await page.evaluate(() => window.sessionStorage.getItem("fz.pendingPurchase"))).toBeNull();

    // The same cart in dollars.
    await page.getByRole("button", { name: "Dólares (USD)" }).click();
    await expect(page.getByTestId("cart-total")).toHaveText(/^US\$\s33,99$/);

    await payInSandbox(page, "Aprobar pago");
    await expect(page).toHaveURL(/\/academia\/compra\/exito\?pedido=\d+$/);
    await expect(page.getByRole("heading", { name: "¡Pago confirmado!" })).toBeVisible();
    const receipt = page.getByTestId("order-receipt");
    await expect(receipt.getByTestId("order-status")).toHaveText("Pagado");
    await expect(receipt.getByText("Guitarra · Nivel Básico — 4 meses", { exact: true })).toBeVisible();
    await expect(receipt.getByText(/^Acceso hasta el \d{1,2} de \w+ de \d{4}$/)).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveCount(0);
    const receiptViolations = await axeViolations(page, testInfo, "main");
    if (receiptViolations !== null) expect(receiptViolations, "/academia/compra/exito").toEqual([]);

    // The level's premium topics open: no lock, no prompt, the lesson itself.
    await receipt.getByRole("link", { name: /Ir al nivel/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Nivel Básico" })).toBeVisible();
    await expect(page.getByTestId("unlock-prompt")).toHaveCount(0);
    const temary = page.getByTestId("temary");
    await expect(temary.getByRole("link", { name: /Bloqueado/ })).toHaveCount(0);
    await temary.getByRole("link").nth(2).click();
    await expect(page.getByText(/^Tema 3 de \d+/)).toBeVisible();
    await expect(page.getByTestId("unlock-prompt")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Marcar como terminado" })).toBeVisible();

    // The cart is empty now, and the history shows the paid order.
    await page.goto("/academia/carrito");
    await expect(page.getByTestId("empty-cart")).toBeVisible();
    await page.goto("/academia/compras");
    const order = page.getByTestId("order").first();
    await expect(order.getByTestId("order-status")).toHaveText("Pagado");
    await expect(order.getByText("Guitarra · Nivel Básico — 4 meses")).toBeVisible();
  });

  test("a declined or cancelled payment leaves access closed and the cart intact; the history lists both", async ({ page }, testInfo) => {
    await registerStudent(page, { firstName: "Sebastián" });
    await page.goto("/academia/niveles/5");
    await expect(page.getByRole("heading", { level: 1, name: "Nivel Intermedio" })).toBeVisible();
    const prompt = page.getByTestId("unlock-prompt");
    for (const plan of ["1 mes", "4 meses", "12 meses"]) {
      await expect(prompt.getByRole("button", { name: `Agregar al carrito: Acceso por ${plan}` })).toBeVisible();
    }
    await prompt.getByRole("button", { name: "Agregar al carrito: Acceso por 1 mes" }).click();
    await expect(page).toHaveURL(/\/academia\/carrito$/);
    await expect(page.getByTestId("cart-item")).toHaveCount(1);
    await expect(page.getByTestId("cart-total")).toHaveText(/^\$\s47\.900$/);

    // The cart's own content (the shared header is checked by the shell's journeys).
    const violations = await axeViolations(page, testInfo, "main");
    if (violations !== null) expect(violations, "/academia/carrito").toEqual([]);

    await payInSandbox(page, "Rechazar pago");
    await expect(page).toHaveURL(/\/academia\/compra\/rechazada\?pedido=\d+$/);
    await expect(page.getByRole("heading", { name: "El pago fue rechazado" })).toBeVisible();
    await expect(page.getByText("Tu carrito sigue intacto", { exact: false })).toBeVisible();
    await expect(page.getByTestId("order-status")).toHaveText("Rechazado");
    const declinedViolations = await axeViolations(page, testInfo, "main");
    if (declinedViolations !== null) expect(declinedViolations, "/academia/compra/rechazada").toEqual([]);
    await page.getByRole("link", { name: "Volver al carrito" }).click();
    await expect(page.getByTestId("cart-item")).toHaveCount(1);
    await expect(page.getByTestId("cart-item").getByRole("heading", { name: "Nivel Intermedio" })).toBeVisible();

    await payInSandbox(page, "Cancelar");
    await expect(page).toHaveURL(/\/academia\/compra\/cancelada\?pedido=\d+$/);
    await expect(page.getByRole("heading", { name: "Cancelaste el pago" })).toBeVisible();
    await expect(page.getByText("Tu carrito sigue intacto", { exact: false })).toBeVisible();

    // Access stays closed: the level still offers its plans, its premium topics stay locked.
    await page.goto("/academia/niveles/5");
    await expect(page.getByTestId("unlock-prompt")).toBeVisible();
    await page.getByTestId("temary").getByRole("link", { name: /Bloqueado/ }).first().click();
    await expect(page.getByTestId("unlock-prompt")).toBeVisible();
    await expect(page.getByRole("button", { name: "Marcar como terminado" })).toHaveCount(0);

    // Adding the same plan again does not duplicate it.
    await page.getByTestId("unlock-prompt").getByRole("button", { name: "Agregar al carrito: Acceso por 1 mes" }).click();
    await expect(page).toHaveURL(/\/academia\/carrito$/);
    await expect(page.getByTestId("cart-item")).toHaveCount(1);

    await page.getByRole("link", { name: "Mis compras" }).click();
    const orders = page.getByTestId("order");
    await expect(orders).toHaveCount(2);
    await expect(orders.nth(0).getByTestId("order-status")).toHaveText("Cancelado");
    await expect(orders.nth(1).getByTestId("order-status")).toHaveText("Rechazado");
    await expect(orders.nth(0).getByText("Guitarra · Nivel Intermedio — 1 mes")).toBeVisible();
    const historyViolations = await axeViolations(page, testInfo, "main");
    if (historyViolations !== null) expect(historyViolations, "/academia/compras").toEqual([]);
  });

  test("removing an item takes it out at once; an empty cart points back to the courses", async ({ page }) => {
    await registerStudent(page, { firstName: "Lucía" });
    await page.goto("/academia/niveles/7");
    await page.getByTestId("unlock-prompt").getByRole("button", { name: "Agregar al carrito: Acceso por 12 meses" }).click();
    await expect(page).toHaveURL(/\/academia\/carrito$/);
    const item = page.getByTestId("cart-item");
    await expect(item).toHaveCount(1);
    await item.getByRole("button", { name: /^Quitar .* del carrito$/ }).click();
    await expect(item).toHaveCount(0);
    await expect(page.getByTestId("empty-cart")).toBeVisible();
    await expect(page.getByRole("link", { name: "Ver mis cursos" })).toHaveAttribute("href", "/academia");
    // Gone on the server too.
    await page.reload();
    await expect(page.getByTestId("empty-cart")).toBeVisible();
  });
});
