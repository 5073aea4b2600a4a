import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";

/*
 * The public pages are static and may sit in a CDN (docs/decisions/010): a write must show on
 * them at once, and nothing personal may ever be served with a shared-cache header.
 */
const admin = { email: "admin@fzacademia.com", password: "AdminFZ2026!" };
const student = { email: "estudiante@fzacademia.com", password: "Estudiante2026!" };
const LANDING = "/como-tocar-acordeon-vallenato";

async function token(request: APIRequestContext, account: { email: string; password: string }) {
  const response = await request.post("/api/token/", { data: account });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { access: string; user: { first_name: string; last_name: string; email: string } };
}

async function html(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(path, { headers });
  expect(response.status(), path).toBe(200);
  return { text: await response.text(), cacheControl: response.headers()["cache-control"] ?? "" };
}

test.describe("static public pages", () => {
  test("public pages answer with a shared-cache header", async ({ request }) => {
    for (const path of ["/", "/cursos", LANDING, "/blog", "/privacidad", "/sitemap.xml"]) {
      const { cacheControl } = await html(request, path);
      expect(cacheControl, path).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=\d+$/);
    }
  });

  test("a course change shows on /cursos and its landing page right after the write", async ({ request }) => {
    const { access } = await token(request, admin);
    const auth = { Authorization: `Bearer ${access}` };
    const course = (await (await request.get(`/api/courses_public${LANDING}/`)).json()) as { id: number; short_description: string };
    // Both pages are in the server's cache before the write.
    await html(request, "/cursos");
    await html(request, LANDING);
    const changed = `Descripción corta de prueba ${Date.now()}`;
    const patch = await request.patch(`/api/admin/courses/${course.id}/`, { headers: auth, data: { short_description: changed } });
    expect(patch.ok()).toBe(true);
    try {
      expect((await html(request, "/cursos")).text).toContain(changed);
      expect((await html(request, LANDING)).text).toContain(changed);
    } finally {
      await request.patch(`/api/admin/courses/${course.id}/`, { headers: auth, data: { short_description: course.short_description } });
    }
    expect((await html(request, LANDING)).text).not.toContain(changed);
  });

  test("a published post shows on /blog, the home page and its own page right after the write", async ({ request }) => {
    const { access } = await token(request, admin);
    const auth = { Authorization: `Bearer ${access}` };
    await html(request, "/blog");
    await html(request, "/");
    const title = `Entrada de prueba de caché ${Date.now()}`;
    const created = await request.post("/api/blog/posts/", {
      headers: auth,
      data: { title, body_markdown: "Un texto corto para probar que la página se actualiza al publicar.", status: "published" },
    });
    expect(created.status()).toBe(201);
    const post = (await created.json()) as { id: number; slug: string };
    try {
      expect((await html(request, "/blog")).text).toContain(title);
      expect((await html(request, "/")).text).toContain(title);
      expect((await html(request, `/blog/${post.slug}`)).text).toContain(title);
    } finally {
      await request.delete(`/api/blog/posts/${post.id}/`, { headers: auth });
    }
    expect((await html(request, "/blog")).text).not.toContain(title);
    expect((await request.get(`/blog/${post.slug}`)).status()).toBe(404);
  });

  test("a signed-in request gets the same anonymous page; the academy is never shareable", async ({ request }) => {
    const session = await token(request, student);
    const signedIn = { Cookie: `token=${session.access}`, Authorization: `Bearer ${session.access}` };
    for (const path of ["/", "/cursos", LANDING, "/blog"]) {
      const { text, cacheControl } = await html(request, path, signedIn);
      expect(cacheControl, path).toMatch(/^public, /);
      // Nothing of the student's in a page a CDN may hand to anyone.
      expect(text, path).not.toContain(session.user.email);
      expect(text, path).not.toContain(session.user.last_name);
    }
    for (const path of ["/academia", "/academia/puntos", "/admin"]) {
      const response = await request.get(path, { headers: signedIn, maxRedirects: 0 });
      expect(response.headers()["cache-control"] ?? "", path).not.toMatch(/public|s-maxage/);
    }
  });
});
