import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { axeViolations } from "./a11y";

const admin = { email: "admin@fzacademia.com", password: "AdminFZ2026!" };
const student = { email: "estudiante@fzacademia.com", password: "Estudiante2026!" };

async function firstPublishedSlug(page: Page): Promise<string> {
  const answer = (await (await page.request.get("/api/blog/public/posts/?page_size=1")).json()) as { results: { slug: string }[] };
  return answer.results[0]!.slug;
}

test.describe("public blog", () => {
  test("the blog lists published posts with date and reading time, and filters by category", async ({ page }) => {
    const response = await page.goto("/blog");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Blog de música vallenata" })).toBeVisible();
    const cards = page.locator("main article");
    expect(await cards.count()).toBeGreaterThan(0);
    await expect(cards.first()).toContainText(/min de lectura/);
    await expect(cards.first().locator("time")).toHaveAttribute("datetime", /^\d{4}-/);

    const filter = page.getByRole("navigation", { name: "Categorías del blog" });
    await filter.getByRole("link", { name: /Acordeón/ }).click();
    await expect(page).toHaveURL(/\/blog\/categoria\/acordeon$/);
    await expect(page.getByRole("heading", { level: 1, name: "Acordeón" })).toBeVisible();
    await expect(filter.getByRole("link", { name: /Acordeón/ })).toHaveAttribute("aria-current", "page");
  });

  test("a post page has its cover, es-CO date, categories, body, related posts and BlogPosting data", async ({ page }) => {
    const slug = await firstPublishedSlug(page);
    const response = await page.goto(`/blog/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("article time").first()).toHaveText(/^\d{1,2} de [a-z]+ de \d{4}$/);
    await expect(page.getByText(/min de lectura/).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Sigue leyendo" })).toBeVisible();
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.map((text) => JSON.parse(text)["@type"])).toContain("BlogPosting");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/blog/${slug}$`));
  });

  test("an unknown post, category or page number is a Spanish 404", async ({ page }) => {
    for (const path of ["/blog/no-existe-esta-entrada", "/blog/categoria/no-existe", "/blog?pagina=999", "/blog?pagina=abc"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "Página no encontrada" })).toBeVisible();
    }
  });

  test("the blog pages have no axe violations", async ({ page }, testInfo) => {
    for (const path of ["/blog", `/blog/${await firstPublishedSlug(page)}`, "/blog/categoria/acordeon"]) {
      await page.goto(path);
      expect(await axeViolations(page, testInfo), path).toEqual([]);
    }
  });
});

test.describe("blog administration", () => {
  test("an admin writes a post with a category and publishes it: it is on /blog, its category and the sitemap", async ({ page, signIn }) => {
    await signIn(admin, "/admin/blog");
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await expect(page.getByRole("heading", { name: "Entradas del blog" })).toBeVisible();

    await page.getByRole("link", { name: "Nueva entrada" }).click();
    const title = `Rutina de calentamiento para acordeoneros ${Date.now()}`;
    await page.getByLabel("Título", { exact: true }).fill(title);
    await page
      .getByRole("textbox", { name: "Contenido" })
      .fill(
        "## Antes de tocar\n\nAbre y cierra el **fuelle** despacio durante un minuto.\n\n- Escalas lentas\n- Bajos alternados\n\n" +
          '<script>window.__previewRan = true</script>\n\n<iframe src="/"></iframe>\n\n<img src="/x" onerror="window.__previewRan = true">\n\n<b>Respira</b> entre frases.',
      );
    const preview = page.getByTestId("markdown-preview");
    await expect(preview.getByRole("heading", { name: "Antes de tocar" })).toBeVisible();
    await expect(preview.locator("b", { hasText: "Respira" })).toBeVisible();
    // Raw HTML is cleaned in the preview exactly as on the published page.
    await expect(preview.locator("script, iframe, [onerror]")).toHaveCount(0);
    const previewHtml = await preview.innerHTML();
    await page.getByRole("checkbox", { name: "Consejos de práctica" }).check();
    await page.getByRole("button", { name: "Publicar" }).click();
    await expect(page).toHaveURL(/\/admin\/blog\/\d+$/);
    await expect(page.getByText("Entrada publicada")).toBeVisible();

    await page.goto("/blog");
    await expect(page.getByRole("link", { name: title })).toBeVisible();
    await page.goto("/blog/categoria/consejos-de-practica");
    await expect(page.getByRole("link", { name: title })).toBeVisible();
    await page.getByRole("link", { name: title }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Antes de tocar" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __previewRan?: boolean }).__previewRan)).toBeUndefined();
    const publishedHtml = await page.locator("article").getByRole("heading", { name: "Antes de tocar" }).locator("xpath=..").innerHTML();
    expect(publishedHtml).toBe(previewHtml);
    const slug = new URL(page.url()).pathname.split("/").pop();
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`/blog/${slug}</loc>`);
  });

  test("an admin manages categories", async ({ page, signIn }) => {
    await signIn(admin, "/admin/blog/categorias");
    await expect(page.getByRole("heading", { name: "Categorías del blog" })).toBeVisible();
    const name = `Canto ${Date.now()}`;
    await page.getByLabel("Nueva categoría").fill(name);
    await page.getByRole("button", { name: "Añadir" }).click();
    await expect(page.getByText(name, { exact: true })).toBeVisible();
    await page.getByRole("button", { name: `Renombrar «${name}»` }).click();
    await page.getByLabel(`Nuevo nombre de «${name}»`).fill(`${name} vallenato`);
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByText(`${name} vallenato`, { exact: true })).toBeVisible();
    await page.getByRole("button", { name: `Eliminar «${name} vallenato»` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Sí, eliminar" }).click();
    await expect(page.getByText(`${name} vallenato`, { exact: true })).toBeHidden();
  });

  test("a student cannot open /admin/blog", async ({ page, signIn }) => {
    await signIn(student, "/admin/blog");
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await expect(page.getByRole("heading", { name: "No tienes acceso a esta sección" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Nueva entrada" })).toHaveCount(0);
  });

  test("an anonymous visitor is sent to sign in", async ({ page }) => {
    await page.goto("/admin/blog");
    await expect(page).toHaveURL(/\/ingresar\?next=%2Fadmin%2Fblog/);
  });
});
