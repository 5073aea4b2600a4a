import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * The security headers in a real browser (docs/decisions/014-security-headers.md): a walk
 * through every kind of page the product serves — static and dynamic public pages, a blog
 * post, sign-in and registration, the academy with YouTube and Vimeo lessons, the back office,
 * the development provider's popup, the sandbox checkout and the API reference. The fixture
 * fails the journey on any Content-Security-Policy violation; screenshots show the pages
 * still render styled.
 */

const admin = { email: "admin@fzacademia.com", password: "AdminFZ2026!" };
const andres = { email: "andres@fzacademia.com", password: "Estudiante2026!" };

async function snapshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: false });
}

/** The page is hydrated and styled: Tailwind's inlined stylesheet applied to the body. */
async function expectStyled(page: Page) {
  const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(font).not.toMatch(/^(Times|serif|"Times New Roman")/);
}

test.describe("security headers", () => {
  test("pages, API answers and errors carry the headers; a static page keeps its cache", async ({ request }) => {
    // A fresh server's first request may render the page (the seed revalidates what it wrote);
    // from then on it comes from a cache. A page rendered per request would never say so.
    await request.get("/privacidad");
    const page = await request.get("/privacidad");
    const headers = page.headers();
    expect(headers["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"]).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["cache-control"]).toMatch(/s-maxage/);
    // Kept: Next answers from its cache, or the API's page cache replays what it stored (with
    // `Age`; that may be the first render's MISS when it was stored, decision 040).
    expect(headers["x-nextjs-cache"] === "HIT" || headers["x-nextjs-cache"] === "STALE" || headers.age !== undefined).toBe(true);
    for (const url of ["/api/health/", "/api/no-existe/", "/no-existe", "/api/docs/"]) {
      const answer = await request.get(url);
      expect(answer.headers()["x-content-type-options"], url).toBe("nosniff");
      expect(answer.headers()["content-security-policy"], url).toContain("frame-ancestors 'none'");
    }
  });

  test("public pages, a blog post, sign-in and the register modal run with no violation", async ({ page }, testInfo) => {
    for (const path of ["/", "/cursos", "/como-tocar-guitarra", "/blog", "/privacidad", "/terminos", "/ingresar", "/registro", "/no-existe"]) {
      await page.goto(path);
      await expect(page.locator("main").first()).toBeVisible();
      await expectStyled(page);
    }
    await snapshot(page, testInfo, "not-found");
    await page.goto("/blog");
    await page.locator("main a[href^='/blog/']:not([href^='/blog/categoria'])").first().click();
    await expect(page.getByRole("heading", { name: "Sigue leyendo" })).toBeVisible();
    await snapshot(page, testInfo, "blog-post");

    // Client-side navigation (RSC payloads, no new document) between static and dynamic pages.
    await page.goto("/privacidad");
    await snapshot(page, testInfo, "static-page");
    await page.getByRole("navigation", { name: /principal/i }).getByRole("link", { name: "Cursos", exact: true }).click();
    await expect(page).toHaveURL(/\/cursos$/);

    await page.goto("/como-tocar-acordeon-vallenato");
    await page.getByRole("button", { name: "Comprar todos los niveles" }).click();
    await expect(page.getByRole("dialog", { name: "Crea tu cuenta gratis" })).toBeVisible();
    await snapshot(page, testInfo, "register-modal");
  });

  test("the academy plays YouTube and Vimeo lessons in their frames", async ({ page, signIn }, testInfo) => {
    await signIn(andres, "/academia");
    for (const [level, host] of [
      ["Nivel Básico", "www.youtube-nocookie.com"],
      ["Nivel Intermedio", "player.vimeo.com"],
    ] as const) {
      await page.goto("/academia");
      const guitar = page.getByRole("region", { name: "Mis cursos" }).getByRole("listitem").filter({ hasText: "Guitarra" }).first();
      await guitar.getByRole("link", { name: level }).first().click();
      await expect(page.getByRole("heading", { level: 1, name: level })).toBeVisible();
      await page.getByTestId("temary").getByRole("link").nth(-2).click();
      // Offline here, the provider's page does not load, but the frame is allowed to try.
      await expect(page.locator(`iframe[src*="${host}"]`)).toHaveCount(1);
      await snapshot(page, testInfo, `lesson-${host}`);
    }
    await page.goto("/academia/puntos");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the back office runs with no violation", async ({ page, signIn }, testInfo) => {
    await signIn(admin, "/admin");
    for (const path of ["/admin/estudiantes", "/admin/catalogo", "/admin/blog", "/admin/pedidos", "/admin/correos", "/admin/auditoria"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
    await snapshot(page, testInfo, "admin");
  });

  test("the development provider's popup signs a student in", async ({ page }) => {
    await page.goto("/ingresar");
    const popupOpened = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Continuar con Google" }).click();
    const popup = await popupOpened;
    const closed = popup.waitForEvent("close");
    await popup.getByLabel("Correo electrónico").fill(`csp-${Date.now()}@example.com`);
    await popup.getByRole("button", { name: "Continuar", exact: true }).click();
    await closed;
    await expect(page).toHaveURL(/\/academia$/);
  });

  test("the sandbox checkout takes a payment and comes back", async ({ page }, testInfo) => {
    await page.goto("/como-tocar-guitarra");
    await page.getByRole("button", { name: /Guitarra, nivel Básico: plan de\s+4 meses/ }).click();
    const dialog = page.getByRole("dialog", { name: "Crea tu cuenta gratis" });
    await dialog.getByLabel("Nombre").fill("Sara");
    await dialog.getByLabel("Apellido").fill("Pruebas");
    await dialog.getByLabel("Correo electrónico").fill(`csp-pago-${Date.now()}@example.com`);
    await dialog.getByLabel("Contraseña").fill("una-clave-segura");
    await dialog.getByRole("button", { name: "Crear cuenta" }).click();
    await expect(page).toHaveURL(/\/academia\/carrito$/);
    await page.getByRole("button", { name: "Ir a pagar" }).click();
    await expect(page).toHaveURL(/\/api\/sales\/sandbox\/checkout\/[\w-]+\/$/);
    await expect(page.getByText("Pasarela de pruebas.")).toBeVisible();
    await snapshot(page, testInfo, "sandbox-checkout");
    await page.getByRole("button", { name: "Aprobar pago", exact: true }).click();
    await expect(page.getByRole("heading", { name: "¡Pago confirmado!" })).toBeVisible();
  });

  test("the API reference renders", async ({ page }, testInfo) => {
    await page.goto("/api/docs/");
    await expect(page.getByText("FZ Academia API").first()).toBeVisible();
    await snapshot(page, testInfo, "api-reference");
  });
});
