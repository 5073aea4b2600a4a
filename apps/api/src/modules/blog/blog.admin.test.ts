import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type TestContext, build, createUser, injectWithToken, login } from "../../../test/helper";

/** Stands in for the web app's POST /revalidate and records what it was asked. */
let web: Server;
let webCalls: { secret: string | undefined; paths: string[] }[] = [];
let webStatus = 200;
const SECRET = "revalidate-secret-for-tests-0123";

let ctx: TestContext;
let admin: string;
let student: string;
let published: { postId: number; slug: string }[] = [];

beforeAll(async () => {
  web = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      if (request.method === "POST" && request.url === "/revalidate") {
        webCalls.push({ secret: request.headers["x-revalidate-secret"] as string, paths: JSON.parse(body).paths });
      }
      response.writeHead(webStatus).end();
    });
  });
  await new Promise<void>((resolve) => web.listen(0, "127.0.0.1", resolve));
  const { port } = web.address() as AddressInfo;
  ctx = await build({ INTERNAL_WEB_URL: `http://127.0.0.1:${port}`, REVALIDATE_SECRET: SECRET });
  ctx.app.events.on("blog.post_published", ({ postId, slug }) => {
    published.push({ postId, slug });
  });
  const adminUser = await createUser(ctx, { role: "admin" });
  const studentUser = await createUser(ctx);
  admin = (await login(ctx, adminUser)).access;
  student = (await login(ctx, studentUser)).access;
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => web.close(resolve));
});
beforeEach(() => {
  webCalls = [];
  published = [];
  webStatus = 200;
});

const as = (token: string, method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: object) =>
  injectWithToken(ctx, token, { method, url, payload });

async function createCategory(name: string, slug?: string) {
  const response = await as(admin, "POST", "/api/blog/categories/", { name, slug });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; name: string; slug: string; post_count: number };
}

async function createPost(payload: Record<string, unknown>) {
  const response = await as(admin, "POST", "/api/blog/posts/", { body_markdown: "Texto de la entrada.", ...payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe("permissions", () => {
  it("answers 401 to anonymous and 403 to students on every admin route, in the error shape", async () => {
    const post = await createPost({ title: "Permisos" });
    const category = await createCategory("Permisos");
    const routes: ["GET" | "POST" | "PUT" | "PATCH" | "DELETE", string, object?][] = [
      ["GET", "/api/blog/posts/"],
      ["POST", "/api/blog/posts/", { title: "x", body_markdown: "y" }],
      ["GET", `/api/blog/posts/${post.id}/`],
      ["PUT", `/api/blog/posts/${post.id}/`, { title: "x", body_markdown: "y" }],
      ["PATCH", `/api/blog/posts/${post.id}/`, { title: "x" }],
      ["DELETE", `/api/blog/posts/${post.id}/`],
      ["GET", "/api/blog/categories/"],
      ["POST", "/api/blog/categories/", { name: "x" }],
      ["GET", `/api/blog/categories/${category.id}/`],
      ["PUT", `/api/blog/categories/${category.id}/`, { name: "x" }],
      ["DELETE", `/api/blog/categories/${category.id}/`],
      ["POST", "/api/blog/uploads/"],
    ];
    for (const [method, url, payload] of routes) {
      const anonymous = await ctx.app.inject({ method, url, payload });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(anonymous.json()).toEqual({ errors: ["Debes iniciar sesión para continuar."], code: "not_authenticated" });
      const forbidden = await as(student, method, url, payload);
      expect(forbidden.statusCode, `${method} ${url}`).toBe(403);
      expect(forbidden.json()).toEqual({ errors: ["No tienes permiso para realizar esta acción."], code: "permission_denied" });
    }
    // Nothing was changed by the refused requests.
    expect((await as(admin, "GET", `/api/blog/posts/${post.id}/`)).json().title).toBe("Permisos");
    expect((await as(admin, "GET", `/api/blog/categories/${category.id}/`)).json().name).toBe("Permisos");
    expect(webCalls).toEqual([expect.objectContaining({ paths: ["/blog"] })]);
  });
});

describe("posts CRUD", () => {
  it("creates, reads, lists, patches, replaces and deletes a post", async () => {
    const category = await createCategory("Acordeón");
    expect(category).toMatchObject({ name: "Acordeón", slug: "acordeon", post_count: 0 });
    webCalls = [];
    const created = await createPost({
      title: "Cómo tocar el acordeón",
      body_markdown: "Primer párrafo.\n\nSegundo párrafo.",
      category_ids: [category.id],
      cover_image_url: "/images/blog/acordeon.jpg",
    });
    expect(created).toMatchObject({
      slug: "como-tocar-el-acordeon",
      title: "Cómo tocar el acordeón",
      excerpt: "Primer párrafo. Segundo párrafo.",
      status: "draft",
      published_at: null,
      reading_time_minutes: 1,
      cover_image_url: "/images/blog/acordeon.jpg",
      categories: [{ id: category.id, name: "Acordeón", slug: "acordeon" }],
      body_markdown: "Primer párrafo.\n\nSegundo párrafo.",
      body_html: "<p>Primer párrafo.</p>\n<p>Segundo párrafo.</p>",
    });
    expect(created.author).toMatchObject({ first_name: "Ana", last_name: "Pérez" });
    expect(webCalls).toEqual([]); // a draft is on no public page

    const read = await as(admin, "GET", `/api/blog/posts/${created.id}/`);
    expect(read.json()).toEqual(created);

    const patched = (await as(admin, "PATCH", `/api/blog/posts/${created.id}/`, { title: "Nuevo título" })).json();
    expect(patched).toMatchObject({ title: "Nuevo título", slug: "como-tocar-el-acordeon", status: "draft" });

    const replaced = await as(admin, "PUT", `/api/blog/posts/${created.id}/`, {
      title: "Reemplazado",
      body_markdown: "palabra ".repeat(450),
      status: "published",
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      title: "Reemplazado",
      slug: "como-tocar-el-acordeon",
      status: "published",
      categories: [],
      cover_image_url: null,
      reading_time_minutes: 3,
    });
    expect(replaced.json().published_at).not.toBeNull();

    const list = (await as(admin, "GET", "/api/blog/posts/?search=reemplazado")).json();
    expect(list.count).toBe(1);
    expect(list.results[0]).not.toHaveProperty("body_html");

    expect((await as(admin, "DELETE", `/api/blog/posts/${created.id}/`)).statusCode).toBe(204);
    const gone = await as(admin, "GET", `/api/blog/posts/${created.id}/`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ errors: ["La entrada del blog no existe."], code: "not_found" });
    expect((await as(admin, "DELETE", `/api/blog/posts/${created.id}/`)).statusCode).toBe(404);
    expect((await as(admin, "PATCH", "/api/blog/posts/99999/", { title: "x" })).statusCode).toBe(404);
  });

  it("filters the admin list by status and search (accent-blind), paginated", async () => {
    await createPost({ title: "Filtro borrador canción" });
    await createPost({ title: "Filtro publicado cancion", status: "published" });
    const drafts = (await as(admin, "GET", "/api/blog/posts/?status=draft&search=filtro")).json();
    expect(drafts.results.map((p: { title: string }) => p.title)).toEqual(["Filtro borrador canción"]);
    const both = (await as(admin, "GET", "/api/blog/posts/?search=CANCIÓN&page_size=1")).json();
    expect(both.count).toBe(2);
    expect(both.results).toHaveLength(1);
    expect(both.next).toBe("/api/blog/posts/?search=CANCI%C3%93N&page_size=1&page=2");
    const none = (await as(admin, "GET", "/api/blog/posts/?search=%25_")).json();
    expect(none.count).toBe(0);
  });

  it("refuses bad input with 400 in the error shape and writes nothing", async () => {
    const before = (await as(admin, "GET", "/api/blog/posts/")).json().count;
    const cases: [object, string][] = [
      [{ body_markdown: "x" }, "El título es obligatorio"],
      [{ title: "  ", body_markdown: "x" }, "El título es obligatorio"],
      [{ title: "x", body_markdown: "   " }, "El contenido es obligatorio"],
      [{ title: "x", body_markdown: "y", status: "archived" }, "El estado debe ser «draft» (borrador) o «published» (publicado)"],
      [{ title: "x", body_markdown: "y", slug: "Con Tildes" }, "El slug solo puede tener letras minúsculas sin tildes, números y guiones entre palabras"],
      [{ title: "x", body_markdown: "y", cover_image_url: "javascript:alert(1)" }, "La imagen de portada debe ser una URL http(s) o una ruta del sitio que empiece por «/»"],
      [{ title: "x", body_markdown: "y", cover_image_url: "//evil.example/x.jpg" }, "La imagen de portada debe ser una URL http(s) o una ruta del sitio que empiece por «/»"],
      [{ title: "x", body_markdown: "y", category_ids: [99999] }, "La categoría 99999 no existe."],
      [{ title: "x", body_markdown: "y", category_ids: ["a"] }, "Cada categoría debe ser un identificador numérico"],
      [{ title: "x", body_markdown: "y", published_at: "ayer" }, "La fecha de publicación debe ser una fecha y hora ISO 8601 (por ejemplo 2026-03-01T10:00:00Z)"],
      [{ title: "x", body_markdown: "y", published_at: "2999-01-01T00:00:00Z" }, "La fecha de publicación no puede estar en el futuro."],
      [{ title: "x".repeat(201), body_markdown: "y" }, "El título no puede tener más de 200 caracteres"],
    ];
    for (const [payload, message] of cases) {
      const response = await as(admin, "POST", "/api/blog/posts/", payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe("validation_error");
      expect(response.json().errors).toContain(message);
    }
    const notJson = await ctx.app.inject({
      method: "POST",
      url: "/api/blog/posts/",
      headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
      payload: "{no",
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().code).toBe("invalid_json");
    expect((await as(admin, "GET", "/api/blog/posts/abc/")).statusCode).toBe(400);
    expect((await as(admin, "GET", "/api/blog/posts/")).json().count).toBe(before);
  });
});

describe("slugs through the API", () => {
  it("folds accents, numbers collisions and refuses a taken explicit slug", async () => {
    const first = await createPost({ title: "Año nuevo: pingüinos y acordeón" });
    const second = await createPost({ title: "Año nuevo: ¡pingüinos y ACORDEÓN!" });
    const third = await createPost({ title: "año nuevo pingüinos y acordeon" });
    expect([first.slug, second.slug, third.slug]).toEqual([
      "ano-nuevo-pinguinos-y-acordeon",
      "ano-nuevo-pinguinos-y-acordeon-2",
      "ano-nuevo-pinguinos-y-acordeon-3",
    ]);
    const explicit = await createPost({ title: "Otro", slug: "mi-slug-propio" });
    expect(explicit.slug).toBe("mi-slug-propio");
    const conflict = await as(admin, "POST", "/api/blog/posts/", { title: "Otro", body_markdown: "x", slug: "mi-slug-propio" });
    expect(conflict.statusCode).toBe(400);
    expect(conflict.json()).toEqual({
      errors: ["Ya existe una entrada con el slug «mi-slug-propio». Elige otro."],
      code: "validation_error",
      fields: { slug: "Ya existe una entrada con el slug «mi-slug-propio». Elige otro." },
    });
    const patchConflict = await as(admin, "PATCH", `/api/blog/posts/${first.id}/`, { slug: "mi-slug-propio" });
    expect(patchConflict.statusCode).toBe(400);
    expect(patchConflict.json().errors).toEqual(["Ya existe una entrada con el slug «mi-slug-propio». Elige otro."]);
    const renamed = await as(admin, "PATCH", `/api/blog/posts/${first.id}/`, { slug: "ano-nuevo" });
    expect(renamed.json().slug).toBe("ano-nuevo");
  });

  it("gives concurrent posts with the same title distinct slugs", async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => as(admin, "POST", "/api/blog/posts/", { title: "Carrera de slugs", body_markdown: "x" })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const slugs = responses.map((r) => r.json().slug).sort();
    expect(slugs).toEqual(["carrera-de-slugs", "carrera-de-slugs-2", "carrera-de-slugs-3", "carrera-de-slugs-4", "carrera-de-slugs-5"]);
  });
});

describe("sanitisation", () => {
  it("stores and serves a hostile body inert", async () => {
    const hostile = "<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1))";
    const post = await createPost({ title: "Hostil", body_markdown: hostile, status: "published" });
    for (const html of [post.body_html, (await ctx.app.inject({ url: `/api/blog/public/posts/${post.slug}/` })).json().body_html]) {
      // Whatever the renderer keeps of it, nothing can run: no script element, no event
      // handler attribute, no javascript: URL in any tag.
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/<[^>]+\son\w+\s*=/i);
      expect(html).not.toMatch(/<[^>]+(href|src)\s*=\s*["']?\s*javascript:/i);
    }
    expect(post.body_markdown).toBe(hostile);
  });
});

describe("audit log", () => {
  type Entry = { action: string; entity: string; entity_id: string; actor: { email: string } | null; before: Record<string, unknown> | null; after: Record<string, unknown> | null };
  const entries = async (entity: string, id: number) =>
    ((await as(admin, "GET", `/api/admin/audit/?entity=${entity}&entity_id=${id}`)).json() as { results: Entry[] }).results;

  it("records every post change: create, update, publish, unpublish, delete — with who and what", async () => {
    const post = await createPost({ title: "Auditoría: afinar el acordeón" });
    await as(admin, "PATCH", `/api/blog/posts/${post.id}/`, { title: "Cómo afinar el acordeón" });
    await as(admin, "PATCH", `/api/blog/posts/${post.id}/`, { status: "published" });
    await as(admin, "PATCH", `/api/blog/posts/${post.id}/`, { status: "draft" });
    expect((await as(admin, "DELETE", `/api/blog/posts/${post.id}/`)).statusCode).toBe(204);

    const log = await entries("blog_post", post.id);
    // Newest first.
    expect(log.map((entry) => entry.action)).toEqual([
      "blog_post.delete",
      "blog_post.unpublish",
      "blog_post.publish",
      "blog_post.update",
      "blog_post.create",
    ]);
    expect(log.every((entry) => entry.actor !== null)).toBe(true);
    const update = log[3]!;
    expect(update.before).toMatchObject({ title: "Auditoría: afinar el acordeón", status: "draft" });
    expect(update.after).toMatchObject({ title: "Cómo afinar el acordeón", status: "draft" });
    expect(log[0]).toMatchObject({ before: { title: "Cómo afinar el acordeón" }, after: null });
  });

  it("records category changes, and a refused change leaves no entry", async () => {
    const category = await createCategory("Auditoría técnica");
    await as(admin, "PUT", `/api/blog/categories/${category.id}/`, { name: "Técnica auditada" });
    const clash = await createCategory("Otra auditada");
    expect((await as(admin, "PUT", `/api/blog/categories/${clash.id}/`, { name: "x", slug: category.slug.replace("auditoria-tecnica", "tecnica-auditada") })).statusCode).toBe(400);
    expect((await as(admin, "DELETE", `/api/blog/categories/${category.id}/`)).statusCode).toBe(204);

    const log = await entries("blog_category", category.id);
    expect(log.map((entry) => [entry.action, entry.before?.name ?? null, entry.after?.name ?? null])).toEqual([
      ["blog_category.delete", "Técnica auditada", null],
      ["blog_category.update", "Auditoría técnica", "Técnica auditada"],
      ["blog_category.create", null, "Auditoría técnica"],
    ]);
    expect((await entries("blog_category", clash.id)).map((entry) => entry.action)).toEqual(["blog_category.create"]);
  });
});
