import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// The narrowest phone the product is designed for (issue 15: 360 × 740).
test.use({ viewport: { width: 360, height: 740 } });

const estudiante = { email: "estudiante@fzacademia.com", password: "Estudiante2026!" };

async function inViewport(page: Page, selector: ReturnType<Page["locator"]>) {
  const box = await selector.boundingBox();
  expect(box).not.toBeNull();
  const { height } = page.viewportSize()!;
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(height);
}

test.describe("forms and chrome at 360 px", () => {
  test("/registro with a 300-character name: focus moves to the name and its message is on screen", async ({ page }) => {
    await page.goto("/registro");
    const name = page.getByLabel("Nombre", { exact: true });
    await name.fill("a".repeat(300));
    await page.getByLabel("Apellido").fill("Ruiz");
    await page.getByLabel("Correo electrónico").fill(`largo-${Date.now()}@example.com`);
    await page.getByLabel("Contraseña").fill("clave-larga-123");
    await page.getByRole("button", { name: "Crear cuenta" }).click();

    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    const message = page.getByText("El nombre no puede tener más de 80 caracteres", { exact: true });
    await expect(message).toBeVisible();
    await inViewport(page, message);
    await expect(page.getByRole("alert").filter({ hasText: "Revisa 1 campo" })).toHaveCount(1);
    await expect(page).toHaveURL(/\/registro$/);
  });

  test("a password of eight spaces is refused in Spanish", async ({ page }) => {
    await page.goto("/registro");
    await page.getByLabel("Nombre", { exact: true }).fill("Ana");
    await page.getByLabel("Apellido").fill("Ruiz");
    await page.getByLabel("Correo electrónico").fill(`espacios-${Date.now()}@example.com`);
    const password = page.getByLabel("Contraseña");
    await password.fill("        ");
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    await expect(password).toBeFocused();
    await expect(page.getByText("La contraseña no puede tener solo espacios", { exact: true })).toBeVisible();
  });

  test("the WhatsApp bubble does not cover «Empieza gratis»", async ({ page }) => {
    await page.goto("/");
    const cta = page.getByRole("main").getByRole("link", { name: /Empieza gratis/ }).or(page.getByRole("main").getByRole("button", { name: /Empieza gratis/ })).first();
    await cta.scrollIntoViewIfNeeded();
    const bubble = page.getByTestId("whatsapp-float");
    const [a, b] = [await cta.boundingBox(), await bubble.boundingBox()];
    expect(a).not.toBeNull();
    const overlaps = b !== null && a!.x < b.x + b.width && b.x < a!.x + a!.width && a!.y < b.y + b.height && b.y < a!.y + a!.height;
    if (overlaps) {
      // Where they meet, the bubble steps aside: invisible and not in the way of the tap.
      await expect(bubble).toHaveAttribute("data-aside", "true");
      await expect(bubble).toHaveCSS("opacity", "0");
      await expect(bubble).toHaveCSS("pointer-events", "none");
    }
    await cta.click();
    await expect(page.getByRole("dialog", { name: "Crea tu cuenta gratis" })).toBeVisible();
  });

  test("signed in: toasts open below the header; the footer offers the academy, not sign-in; Esc on the menu returns focus", async ({ page }) => {
    await page.goto("/ingresar");
    await page.getByLabel("Correo electrónico").fill(estudiante.email);
    await page.getByLabel("Contraseña").fill(estudiante.password);
    await page.getByRole("button", { name: "Ingresar" }).click();
    const toast = page.getByRole("region", { name: /Notificaciones/ }).getByText("Hola de nuevo, Camila");
    await expect(toast).toBeVisible();
    const header = await page.locator("header").first().boundingBox();
    // The toast slides in from above: read where it settles, not a frame of its entrance.
    await expect
      .poll(async () => (await toast.boundingBox())!.y, { timeout: 3_000 })
      .toBeGreaterThanOrEqual(header!.y + header!.height - 1);

    await page.goto("/cursos");
    const footer = page.locator("footer");
    await expect(footer.getByRole("link", { name: "Mi academia" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Iniciar sesión" })).toHaveCount(0);
    await expect(footer.getByRole("link", { name: "Crear una cuenta" })).toHaveCount(0);

    const menuButton = page.getByRole("button", { name: "Abrir menú" });
    await menuButton.click();
    await page.getByRole("navigation", { name: "Menú" }).getByRole("link").first().focus();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Abrir menú" })).toBeFocused();
  });

  test("/verificar-correo without a token says the link is incomplete", async ({ page }) => {
    await page.goto("/verificar-correo");
    await expect(page.getByRole("heading", { name: "Al enlace le falta una parte" })).toBeVisible();
    await expect(page.getByText(/venció/)).toHaveCount(0);
  });
});
