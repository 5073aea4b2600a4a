import { expect, test } from "./fixtures";

const student = { email: "estudiante@fzacademia.com", password: "Estudiante2026!" };

test.describe("the shell", () => {
  test("home shows the navigation and the WhatsApp contact link", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/FZ Academia/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    const nav = page.getByRole("navigation", { name: /principal/i });
    for (const title of ["Inicio", "Cursos", "Contacto", "Blog"]) {
      await expect(nav.getByRole("link", { name: title, exact: true })).toBeVisible();
    }
    const contact = nav.getByRole("link", { name: "Contacto", exact: true });
    await expect(contact).toHaveAttribute("target", "_blank");
    const href = await contact.getAttribute("href");
    expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    const text = decodeURIComponent(new URL(href!).searchParams.get("text") ?? "");
    expect(text).toMatch(/nombre/i);
    expect(text).toMatch(/instrumento/i);
    await expect(page.getByRole("link", { name: "Escríbenos por WhatsApp" })).toBeVisible();
  });

  test("an unknown API path answers JSON 404 and the API reference is served", async ({ request }) => {
    const missing = await request.get("/api/no-existe/");
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ errors: ["No se encontró lo que buscaba."], code: "not_found" });
    const docs = await request.get("/api/docs/");
    expect(docs.status()).toBe(200);
  });
});

test.describe("credentials sign-in", () => {
  test("the demo student signs in, reaches /academia and signs out", async ({ page }) => {
    await page.goto("/ingresar");
    await page.getByLabel("Correo electrónico").fill(student.email);
    await page.getByLabel("Contraseña").fill(student.password);
    await page.getByRole("button", { name: "Ingresar" }).click();
    await expect(page).toHaveURL(/\/academia$/);
    await expect(page.getByRole("heading", { name: /Hola, Camila/ })).toBeVisible();
    // The floating WhatsApp icon is not shown on non-public pages on a wide screen.
    await expect(page.getByRole("link", { name: "Escríbenos por WhatsApp" })).toBeHidden();
    await page.getByRole("button", { name: "Cerrar sesión" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/academia");
    await expect(page).toHaveURL(/\/ingresar\?next=%2Facademia/);
  });

  test("a wrong password shows the error toast", async ({ page }) => {
    await page.goto("/ingresar");
    await page.getByLabel("Correo electrónico").fill(student.email);
    await page.getByLabel("Contraseña").fill("no-es-la-clave");
    await page.getByRole("button", { name: "Ingresar" }).click();
    await expect(page.getByText("Error de autenticación")).toBeVisible();
    await expect(page.getByText("Correo electrónico o contraseña incorrectos.")).toBeVisible();
    await expect(page).toHaveURL(/\/ingresar/);
  });

  test("a visitor registers and lands in the academy", async ({ page }) => {
    const email = `nuevo-${Date.now()}@example.com`;
    await page.goto("/registro");
    await page.getByLabel("Nombre").fill("Valentina");
    await page.getByLabel("Apellido").fill("Ríos");
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByLabel("Contraseña").fill("una-clave-segura");
    await page.getByLabel("País").selectOption({ label: "Colombia" });
    await page.getByLabel("Instrumento").selectOption({ label: "Acordeón" });
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    await expect(page).toHaveURL(/\/academia$/);
    await expect(page.getByRole("heading", { name: /Hola, Valentina/ })).toBeVisible();
  });
});
