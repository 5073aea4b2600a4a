import type { AddressInfo } from "node:net";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCourse, createLevel } from "../../test/academy-factory";
import { type TestContext, build, createUser, injectWithToken, login } from "../../test/helper";
import fp from "fastify-plugin";
import { PublicCache, etagMatches, strongEtag } from "../lib/public-cache";
import { createLocalBroadcast } from "./broadcast";
import publicCache from "./public-cache";

let ctx: TestContext;
let admin: string;
let student: string;

beforeAll(async () => {
  // No web app to refresh: the API's own cache is what these tests look at.
  ctx = await build({ SERVE_WEB: "false" });
  admin = (await login(ctx, await createUser(ctx, { role: "admin" }))).access;
  student = (await login(ctx, await createUser(ctx))).access;
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: "GET", url, headers });
const asAdmin = (method: "POST" | "PATCH" | "DELETE", url: string, payload?: object) => injectWithToken(ctx, admin, { method, url, payload });

describe("public catalogue cache", () => {
  it("answers the same bytes with a strong ETag, and 304 to If-None-Match", async () => {
    await createCourse(ctx, { title: "Piano clásico" });
    await createCourse(ctx, { title: "Canto" });
    const first = await get("/api/courses_public/");
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers["cache-control"]).toBe("public, no-cache");

    const second = await get("/api/courses_public/");
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(etag);
    expect(second.headers["content-type"]).toBe(first.headers["content-type"]);

    const revalidated = await get("/api/courses_public/", { "if-none-match": etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe("");
    expect(revalidated.headers.etag).toBe(etag);

    const otherTag = await get("/api/courses_public/", { "if-none-match": '"otro"' });
    expect(otherTag.statusCode).toBe(200);
    // Another query string is another entry, with its own links.
    const paged = await get("/api/courses_public/?page_size=1");
    expect(paged.json().results).toHaveLength(1);
    expect(paged.headers.etag).not.toBe(etag);
  });

  it("shows an admin's catalogue write at once, through the admin API", async () => {
    const before = await get("/api/courses_public/");
    const created = await asAdmin("POST", "/api/admin/courses/", { title: "Violín", short_description: "Corta", description: "Larga", is_published: true });
    expect(created.statusCode, created.body).toBe(201);
    const after = await get("/api/courses_public/");
    expect(after.json().results.map((c: { title: string }) => c.title)).toContain("Violín");
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // The old tag no longer matches: the client gets the new body.
    expect((await get("/api/courses_public/", { "if-none-match": before.headers.etag as string })).statusCode).toBe(200);

    const renamed = await asAdmin("PATCH", `/api/admin/courses/${created.json().id}/`, { title: "Violín para todos" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await get(`/api/courses_public/${created.json().slug}/`)).json().title).toBe("Violín para todos");
    expect((await get("/api/courses_public/")).json().results.map((c: { title: string }) => c.title)).toContain("Violín para todos");
  });

  it("shows a topic edit in the public topic at once", async () => {
    const course = await createCourse(ctx);
    const { level, themes } = await createLevel(ctx, course.id, { topics: 2, free: 1 });
    const url = `/api/themes_public/${themes[0]!.slug}/?level=${level.id}`;
    expect((await get(url)).json().body).toBe(themes[0]!.body);
    const edited = await asAdmin("PATCH", `/api/admin/themes/${themes[0]!.id}/`, { body: "## Nuevo contenido" });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = (await get(url)).json();
    expect(after.body).toBe("## Nuevo contenido");
    expect(after.body_html).toBe("<h2>Nuevo contenido</h2>");
  });

  it("keeps a public topic (a frozen answer, sent as bytes) with its ETag, and answers 304 to it", async () => {
    const course = await createCourse(ctx);
    const { level, themes } = await createLevel(ctx, course.id, { topics: 1, free: 1 });
    const url = `/api/themes_public/${themes[0]!.slug}/?level=${level.id}`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBe(strongEtag(first.rawPayload));
    expect(first.headers["content-length"]).toBe(String(first.rawPayload.length));
    expect(first.json().title).toBe(themes[0]!.title);
    expect(ctx.app.publicCache.get(url)?.body.equals(first.rawPayload)).toBe(true);
    const again = await get(url, { "if-none-match": String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it("never caches a signed-in answer: private variants read the session each time", async () => {
    const course = await createCourse(ctx);
    await createLevel(ctx, course.id, { topics: 1 });
    const url = `/api/levels/?course=${course.slug}`;
    const mine = await injectWithToken(ctx, student, { method: "GET", url });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers.etag).toBeUndefined();
    expect(mine.json().results[0].progress).toMatchObject({ viewed: 0 });
    // The public twin carries no progress, whoever asks (a token is ignored there).
    const publicWithToken = await injectWithToken(ctx, student, { method: "GET", url: `/api/levels_public/?course=${course.slug}` });
    expect(publicWithToken.json().results[0].progress).toBeNull();
    const anonymous = await get(`/api/levels_public/?course=${course.slug}`);
    expect(anonymous.body).toBe(publicWithToken.body);
    // No private answer was stored: every entry is a public path.
    const privateAgain = await get(url);
    expect(privateAgain.statusCode).toBe(401);
  });

  it("shows a blog publication at once in the public list and post", async () => {
    const before = await get("/api/blog/public/posts/");
    const created = await asAdmin("POST", "/api/blog/posts/", { title: "Escalas mayores", body_markdown: "Texto." });
    expect(created.statusCode, created.body).toBe(201);
    expect((await get("/api/blog/public/posts/")).body).toBe(before.body); // a draft changes nothing public
    const published = await asAdmin("PATCH", `/api/blog/posts/${created.json().id}/`, { status: "published" });
    expect(published.statusCode, published.body).toBe(200);
    const after = await get("/api/blog/public/posts/");
    expect(after.json().results.map((p: { slug: string }) => p.slug)).toContain(created.json().slug);
    expect((await get(`/api/blog/public/posts/${created.json().slug}/`)).statusCode).toBe(200);

    const unpublished = await asAdmin("DELETE", `/api/blog/posts/${created.json().id}/`);
    expect(unpublished.statusCode).toBe(204);
    expect((await get("/api/blog/public/posts/")).json().results.map((p: { slug: string }) => p.slug)).not.toContain(created.json().slug);
    expect((await get(`/api/blog/public/posts/${created.json().slug}/`)).statusCode).toBe(404);
  });

  it("answers a hit over real HTTP before Fastify, with the same bytes and headers", async () => {
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = ctx.app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/api/courses_public/?page_size=2`;
    const first = await fetch(url);
    const body = await first.text();
    const second = await fetch(url);
    expect(await second.text()).toBe(body);
    for (const name of ["etag", "cache-control", "content-type"]) expect(second.headers.get(name)).toBe(first.headers.get(name));
    const notModified = await fetch(url, { headers: { "if-none-match": first.headers.get("etag")! } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("etag")).toBe(first.headers.get("etag"));
    // A write clears it: the next answer over HTTP is new.
    const created = await asAdmin("POST", "/api/admin/courses/", { title: "Batería", short_description: "Corta", description: "Larga", is_published: true });
    expect(created.statusCode).toBe(201);
    const after = await fetch(`http://127.0.0.1:${port}/api/courses_public/`);
    expect(((await after.json()) as { results: { title: string }[] }).results.map((c: { title: string }) => c.title)).toContain("Batería");
    // Private paths never come from the cache.
    expect((await fetch(`http://127.0.0.1:${port}/api/courses/`)).status).toBe(401);
  });

  it("keeps a failed admin write from clearing anything, and a student's write too", async () => {
    await get("/api/courses_public/");
    const size = ctx.app.publicCache.size;
    expect(size).toBeGreaterThan(0);
    const refused = await asAdmin("POST", "/api/admin/courses/", { title: "" });
    expect(refused.statusCode).toBe(400);
    await injectWithToken(ctx, student, { method: "POST", url: "/api/notifications/mark-all-as-read/" });
    expect(ctx.app.publicCache.size).toBe(size);
  });
});

describe("PublicCache", () => {
  const entry = (text: string) => ({ body: Buffer.from(text), etag: strongEtag(text), headers: { "content-type": "application/json" } });

  it("refuses a body computed before an invalidation of its scope (a read racing a write)", () => {
    const cache = new PublicCache();
    const generation = cache.generation("blog");
    cache.invalidate(["blog"]);
    expect(cache.set("/a", "blog", generation, entry("old"))).toBe(false);
    expect(cache.get("/a")).toBeUndefined();
    expect(cache.set("/a", "blog", cache.generation("blog"), entry("new"))).toBe(true);
    // Another scope's invalidation leaves it.
    cache.invalidate(["catalogue"]);
    expect(cache.get("/a")?.body.toString()).toBe("new");
  });

  it("stays within its entry and byte bounds, dropping the least recently used", () => {
    const cache = new PublicCache({ maxEntries: 2, maxBytes: 10 });
    cache.set("/1", "blog", 0, entry("aaaa"));
    cache.set("/2", "blog", 0, entry("bbbb"));
    cache.get("/1");
    cache.set("/3", "blog", 0, entry("cccc"));
    expect(cache.get("/2")).toBeUndefined();
    expect(cache.get("/1")).toBeDefined();
    cache.set("/4", "blog", 0, entry("dddddddd"));
    expect(cache.size).toBe(1);
    // The entry just stored is never the one that makes room.
    expect(cache.get("/4")).toBeDefined();
    expect(cache.set("/big", "blog", 0, entry("x".repeat(11)))).toBe(false);
  });

  it("keeps the shared values read since they were last passed over, and the one just stored", () => {
    const cache = new PublicCache({ maxEntries: 2 });
    cache.setValue("a", "catalogue", 0, { n: 1 }, 10);
    cache.setValue("b", "catalogue", 0, { n: 2 }, 10);
    cache.getValue("a");
    cache.setValue("c", "catalogue", 0, { n: 3 }, 10);
    expect(cache.getValue("b")).toBeUndefined();
    expect(cache.getValue("a")).toEqual({ n: 1 });
    expect(cache.getValue("c")).toEqual({ n: 3 });
    // Both read: one of them makes room, never the new one.
    cache.setValue("d", "catalogue", 0, { n: 4 }, 10);
    expect(cache.valueCount).toBe(2);
    expect(cache.getValue("d")).toEqual({ n: 4 });
  });

  it("matches If-None-Match lists, weak forms and *", () => {
    expect(etagMatches('"a", "b"', '"b"')).toBe(true);
    expect(etagMatches('W/"b"', '"b"')).toBe(true);
    expect(etagMatches("*", '"b"')).toBe(true);
    expect(etagMatches('"c"', '"b"')).toBe(false);
    expect(etagMatches(undefined, '"b"')).toBe(false);
  });

  it("refuses to cache a route that reads a session", async () => {
    const app = Fastify();
    // The cache's invalidations travel on the broadcast (this process only, here).
    await app.register(fp(async (instance) => void instance.decorate("broadcast", createLocalBroadcast(instance.log)), { name: "broadcast" }));
    await app.register(publicCache, { cache: new PublicCache() });
    expect(() =>
      app.get("/privado", { config: { publicCache: "catalogue" }, preHandler: async () => {} }, async () => ({ secreto: true })),
    ).toThrow(/must not read a session/);
    await app.close();
  });
});
