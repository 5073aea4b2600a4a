import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { axeViolations } from "./a11y";

const COURSE_SLUGS = [
  "como-tocar-acordeon-vallenato",
  "como-tocar-guitarra",
  "como-tocar-caja-vallenata",
  "como-tocar-guacharaca-vallenata",
  "como-tocar-guitarra-vallenata",
  "como-tocar-guitarra-urbana",
];

const PUBLIC_PAGES = ["/", "/cursos", ...COURSE_SLUGS.map((slug) => `/${slug}`), "/blog", "/privacidad", "/terminos"];

async function expectShell(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  const nav = page.getByRole("navigation", { name: "Principal" });
  for (const title of ["Inicio", "Cursos", "Contacto", "Blog"]) {
    await expect(nav.getByRole("link", { name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
}

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => (JSON.parse(text) as { "@type": string })["@type"]);
}

test.describe("public pages", () => {
  test("every public page has a title of its own (not the site's name alone, not another page's)", async ({ page }) => {
    const titles = new Map<string, string>();
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      const title = (await page.title()).trim();
      expect(title, path).not.toBe("");
      if (path !== "/") expect(title, path).not.toBe("FZ Academia");
      const clash = [...titles].find(([, other]) => other === title);
      expect(clash, `${path} has the same title as ${clash?.[0]}: «${title}»`).toBeUndefined();
      titles.set(path, title);
    }
  });

  for (const path of PUBLIC_PAGES) {
    test(`${path} answers 200 with a Spanish title, description, canonical URL and the navigation`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(/FZ Academia/);
      await expectShell(page);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length ?? 0).toBeGreaterThan(50);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(canonical).toMatch(path === "/" ? /^https?:\/\/[^/]+\/?$/ : new RegExp(`${path}$`));
      await expect(page.locator('meta[property="og:image"]')).toHaveCount(1);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    });
  }

  test("the home page has the courses, the #about section, testimonials and Organization data", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "¿Qué instrumento quieres tocar?" })).toBeVisible();
    for (const slug of COURSE_SLUGS) await expect(page.locator(`main a[href="/${slug}"]`).first()).toBeVisible();
    await expect(page.locator("section#about")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Estudiantes que ya están tocando" })).toBeVisible();
    expect(await jsonLdTypes(page)).toContain("Organization");
    // The footer's "Como funciona" link reaches the anchor.
    await page.getByRole("navigation", { name: "Pie de página" }).getByRole("link", { name: "Como funciona" }).click();
    await expect(page).toHaveURL(/\/#about$/);
  });

  test("every landing page shows its course, levels or plans, and Course data", async ({ page }) => {
    for (const slug of COURSE_SLUGS) {
      await page.goto(`/${slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Cómo tocar");
      await expect(page.getByRole("heading", { name: "Elige tu nivel" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Comprar todos los niveles" })).toBeVisible();
      expect(await jsonLdTypes(page)).toContain("Course");
    }
  });

  test("an unknown root path is the Spanish 404", async ({ page }) => {
    const response = await page.goto("/como-tocar-piano");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Página no encontrada" })).toBeVisible();
  });

  test("robots.txt and sitemap.xml list the public site", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    for (const path of ["/cursos", ...COURSE_SLUGS.map((slug) => `/${slug}`), "/blog", "/privacidad"]) {
      expect(xml).toContain(`${path}</loc>`);
    }
  });
});

test.describe("WhatsApp", () => {
  test("every WhatsApp link is the deep link with the prefilled Spanish text, in a new tab", async ({ page }) => {
    await page.goto("/");
    const links = page.locator('a[href^="https://wa.me/"]');
    expect(await links.count()).toBeGreaterThanOrEqual(4);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      const text = decodeURIComponent(new URL((await link.getAttribute("href"))!).searchParams.get("text") ?? "");
      expect(text).toMatch(/nombre/i);
      expect(text).toMatch(/instrumento/i);
    }
    // No internet here: WhatsApp answers from a stand-in, so the popup's address is the
    // deep link itself (an error page or about:blank would fail).
    await page.context().route("https://wa.me/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>WhatsApp</title>" }));
    const cta = page.getByRole("link", { name: "Pregunta por WhatsApp" });
    const href = (await cta.getAttribute("href"))!;
    const [popup] = await Promise.all([page.waitForEvent("popup"), cta.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(href);
    expect(new URL(popup.url()).hostname).toBe("wa.me");
    await expect(popup).toHaveTitle("WhatsApp");
    await popup.close();
  });
});

test.describe("register modal", () => {
  test("a landing page CTA opens it with the choice; registering takes the choice to the cart", async ({ page }) => {
    await page.goto("/como-tocar-acordeon-vallenato");
    await page.getByRole("button", { name: "Comprar todos los niveles" }).click();
    const dialog = page.getByRole("dialog", { name: "Crea tu cuenta gratis" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Todos los niveles, con una sola compra")).toBeVisible();
    await dialog.getByLabel("Nombre").fill("Mateo");
    await dialog.getByLabel("Apellido").fill("Gutiérrez");
    await dialog.getByLabel("Correo electrónico").fill(`modal-${Date.now()}@example.com`);
    await dialog.getByLabel("Contraseña").fill("una-clave-segura");
    await dialog.getByRole("button", { name: "Crear cuenta" }).click();
    // "Todos los niveles" without a length yet: the cart asks for it, with the course's prices.
    await expect(page).toHaveURL(/\/academia\/carrito\?elegir=todo&curso=como-tocar-acordeon-vallenato$/);
    await expect(dialog).toBeHidden();
    const chooser = page.getByTestId("purchase-all-chooser");
    await expect(chooser.getByRole("heading", { name: "Todos los niveles de Acordeón vallenato" })).toBeVisible();
    expect(await page.evaluate(() => window.sessionStorage.getItem("fz.pendingPurchase"))).toBeNull();
    await chooser.getByRole("button", { name: "Agregar al carrito: todos los niveles por 4 meses" }).click();
    await expect(page).toHaveURL(/\/academia\/carrito$/);
    await expect(page.getByTestId("cart-item").getByRole("heading", { name: "Todos los niveles" })).toBeVisible();
  });

  test("it closes with Escape and keeps nothing", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Empieza gratis" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Crea tu cuenta gratis" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => window.sessionStorage.getItem("fz.pendingPurchase"))).toBeNull();
  });
});

test.describe("a visitor's first load", () => {
  // What every public page makes a visitor download before it is interactive (the document's
  // own module scripts): neither zod (its settings are set without it, src/lib/zod-jitless.ts)
  // nor a student's header tools (loaded once a student signs in, app/header-student-tools.tsx);
  // and each of them asks V8 to compile it eagerly, off the main thread.
  test("carries no validation library and no student tools, and is marked for eager compilation", async ({ request }) => {
    for (const path of ["/", "/blog", `/${COURSE_SLUGS[0]}`]) {
      const document = await (await request.get(path)).text();
      const scripts = [...document.matchAll(/<script([^>]*)><\/script>/g)]
        .map((match) => match[1] ?? "")
        .filter((attributes) => !attributes.includes("noModule"))
        .map((attributes) => /src="(\/_next\/static\/[^"]+)"/.exec(attributes)?.[1])
        .filter((src): src is string => src !== undefined);
      expect(scripts.length, path).toBeGreaterThan(3);
      for (const src of scripts) {
        const code = await (await request.get(src)).text();
        expect(code.includes("._zod.def"), `${path}: ${src} carries zod`).toBe(false);
        expect(code.includes("Ver todas las notificaciones"), `${path}: ${src} carries the bell`).toBe(false);
        expect(code.includes("/api/points/"), `${path}: ${src} carries the points balance`).toBe(false);
        // Compiled off the main thread while it streams (scripts/web-compile-hints.mjs).
        expect(code.startsWith("//# allFunctionsCalledOnLoad\n"), `${path}: ${src} has no compile hint`).toBe(true);
      }
    }
  });
});

test.describe("accessibility (axe)", () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path} has no axe violations`, async ({ page }, testInfo) => {
      await page.goto(path);
      expect(await axeViolations(page, testInfo)).toEqual([]);
    });
  }
});
