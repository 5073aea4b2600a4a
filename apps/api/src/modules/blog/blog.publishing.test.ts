import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type TestContext, build, createUser, injectWithToken, login } from "../../../test/helper";

/** Stands in for the web app's POST /revalidate and records what it was asked. */
let web: Server;
let webCalls: { secret: string | undefined; paths: string[] }[] = [];
let webStatus = 200;
const SECRET = "revalidate-secret-for-tests-4567";

let ctx: TestContext;
let admin: string;
let events: { postId: number; slug: string; publishedAt: string }[] = [];

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
  ctx.app.events.on("blog.post_published", ({ postId, slug, publishedAt }) => {
    events.push({ postId, slug, publishedAt });
  });
  admin = (await login(ctx, await createUser(ctx, { role: "admin" }))).access;
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => web.close(resolve));
});
beforeEach(() => {
  webCalls = [];
  events = [];
  webStatus = 200;
});

const as = (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: object) =>
  injectWithToken(ctx, admin, { method, url, payload });

describe("publishing", () => {
  it("publishes, unpublishes and re-publishes with sensible dates, revalidation and one event", async () => {
    const category = (await as("POST", "/api/blog/categories/", { name: "Guitarra" })).json();
    const draft = (await as("POST", "/api/blog/posts/", { title: "Afinar", body_markdown: "x", category_ids: [category.id] })).json();
    webCalls = [];
    const paths = ["/blog", "/blog/afinar", "/blog/categoria/guitarra", "/sitemap.xml"];

    const published = (await as("PATCH", `/api/blog/posts/${draft.id}/`, { status: "published" })).json();
    expect(published.status).toBe("published");
    expect(Date.parse(published.published_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(webCalls).toEqual([{ secret: SECRET, paths }]);
    expect(events).toEqual([{ postId: draft.id, slug: "afinar", publishedAt: published.published_at }]);
    expect((await ctx.app.inject({ url: "/api/blog/public/posts/afinar/" })).statusCode).toBe(200);

    const unpublished = (await as("PATCH", `/api/blog/posts/${draft.id}/`, { status: "draft" })).json();
    expect(unpublished).toMatchObject({ status: "draft", published_at: published.published_at });
    expect(webCalls).toHaveLength(2);
    expect(webCalls[1]!.paths).toEqual(paths);
    const hidden = await ctx.app.inject({ url: "/api/blog/public/posts/afinar/" });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ errors: ["La entrada del blog no existe."], code: "not_found" });

    const again = (await as("PATCH", `/api/blog/posts/${draft.id}/`, { status: "published" })).json();
    expect(again.published_at).toBe(published.published_at);
    expect(events).toHaveLength(1); // first publication only

    // Editing a published post refreshes its old and new pages; a draft edit refreshes nothing.
    webCalls = [];
    await as("PATCH", `/api/blog/posts/${draft.id}/`, { slug: "afinar-la-guitarra", category_ids: [] });
    expect(webCalls[0]!.paths).toEqual([
      "/blog",
      "/blog/afinar",
      "/blog/categoria/guitarra",
      "/sitemap.xml",
      "/blog/afinar-la-guitarra",
    ]);
    const other = (await as("POST", "/api/blog/posts/", { title: "Borrador quieto", body_markdown: "x" })).json();
    webCalls = [];
    await as("PATCH", `/api/blog/posts/${other.id}/`, { title: "Sigue en borrador" });
    expect(webCalls).toEqual([]);

    await as("DELETE", `/api/blog/posts/${draft.id}/`);
    expect(webCalls).toEqual([{ secret: SECRET, paths: ["/blog", "/blog/afinar-la-guitarra", "/sitemap.xml"] }]);
  });

  it("accepts an explicit past date and announces a post created as published", async () => {
    const post = (
      await as("POST", "/api/blog/posts/", {
        title: "Con fecha",
        body_markdown: "x",
        status: "published",
        published_at: "2025-11-02T15:30:00-05:00",
      })
    ).json();
    expect(post.published_at).toBe("2025-11-02T20:30:00.000Z");
    expect(events).toEqual([{ postId: post.id, slug: "con-fecha", publishedAt: "2025-11-02T20:30:00.000Z" }]);
    expect(webCalls[0]!.paths).toEqual(["/blog", "/blog/con-fecha", "/sitemap.xml"]);
  });

  it("announces a post once when two publications race", async () => {
    const post = (await as("POST", "/api/blog/posts/", { title: "Carrera", body_markdown: "x" })).json();
    const responses = await Promise.all([
      as("PATCH", `/api/blog/posts/${post.id}/`, { status: "published" }),
      as("PATCH", `/api/blog/posts/${post.id}/`, { status: "published" }),
      as("PATCH", `/api/blog/posts/${post.id}/`, { status: "published" }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(events).toHaveLength(1);
  });

  it("never fails the admin's request when the web app refuses", async () => {
    webStatus = 500;
    const post = await as("POST", "/api/blog/posts/", { title: "Web caída", body_markdown: "x", status: "published" });
    expect(post.statusCode).toBe(201);
    expect(webCalls).toHaveLength(1);
  });
});

describe("categories", () => {
  it("adds, replaces and removes categories by id, keeping the posts", async () => {
    const created = await as("POST", "/api/blog/categories/", { name: "Percusión" });
    expect(created.statusCode).toBe(201);
    const category = created.json();
    expect(category).toMatchObject({ name: "Percusión", slug: "percusion", post_count: 0 });
    const same = await as("POST", "/api/blog/categories/", { name: "percusion" });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({
      errors: ["Ya existe una categoría con un nombre equivalente («percusion»)."],
      code: "validation_error",
      fields: { name: "Ya existe una categoría con un nombre equivalente («percusion»)." },
    });
    const empty = await as("POST", "/api/blog/categories/", { name: " " });
    expect(empty.json()).toEqual({ errors: ["El nombre de la categoría es obligatorio"], code: "validation_error" });

    const post = (
      await as("POST", "/api/blog/posts/", { title: "Caja", body_markdown: "x", status: "published", category_ids: [category.id] })
    ).json();
    webCalls = [];
    const replaced = await as("PUT", `/api/blog/categories/${category.id}/`, { name: "Caja y guacharaca" });
    expect(replaced.json()).toEqual({ id: category.id, name: "Caja y guacharaca", slug: "caja-y-guacharaca", post_count: 1 });
    expect(webCalls[0]!.paths).toEqual([
      "/blog",
      "/blog/categoria/percusion",
      "/blog/categoria/caja-y-guacharaca",
      "/blog/caja",
      "/sitemap.xml",
    ]);
    const explicit = await as("PUT", `/api/blog/categories/${category.id}/`, { name: "Percusión", slug: "percusion-vallenata" });
    expect(explicit.json().slug).toBe("percusion-vallenata");
    const other = (await as("POST", "/api/blog/categories/", { name: "Otra" })).json();
    const clash = await as("PUT", `/api/blog/categories/${other.id}/`, { name: "Otra", slug: "percusion-vallenata" });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().errors).toEqual(["Ya existe una categoría con el slug «percusion-vallenata»."]);

    const list = (await as("GET", "/api/blog/categories/?page_size=100")).json();
    expect(list.results.map((c: { slug: string }) => c.slug)).toEqual(expect.arrayContaining(["otra", "percusion-vallenata"]));

    expect((await as("DELETE", `/api/blog/categories/${category.id}/`)).statusCode).toBe(204);
    expect((await as("GET", `/api/blog/categories/${category.id}/`)).json()).toEqual({
      errors: ["La categoría no existe."],
      code: "not_found",
    });
    expect((await as("DELETE", `/api/blog/categories/${category.id}/`)).statusCode).toBe(404);
    expect((await as("PUT", `/api/blog/categories/${category.id}/`, { name: "x" })).statusCode).toBe(404);
    const kept = (await as("GET", `/api/blog/posts/${post.id}/`)).json();
    expect(kept.categories).toEqual([]);
  });
});
