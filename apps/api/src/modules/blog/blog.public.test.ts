import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedBlog } from "@fz/db/seed/blog";
import { DEMO_BLOG_POSTS } from "@fz/db/seed/blog-content";
import { type TestContext, build, createUser } from "../../../test/helper";
import { preparePostBody, renderMarkdown } from "./blog.markdown";

let ctx: TestContext;
const seed = () => seedBlog(ctx.db, { preparePost: (input) => preparePostBody(renderMarkdown, input) });
const get = (url: string) => ctx.app.inject({ method: "GET", url });

const PUBLISHED = DEMO_BLOG_POSTS.filter((post) => post.publishedDaysAgo !== null)
  .sort((a, b) => a.publishedDaysAgo! - b.publishedDaysAgo!)
  .map((post) => post.slug);
const DRAFT = DEMO_BLOG_POSTS.find((post) => post.publishedDaysAgo === null)!.slug;

beforeAll(async () => {
  ctx = await build();
  await createUser(ctx, { email: "admin@fzacademia.com", role: "admin", firstName: "Fabián", lastName: "Zuleta" });
});
afterAll(async () => {
  await ctx.close();
});

describe("demo seed", () => {
  it("creates the demo blog once", async () => {
    expect(await seed()).toEqual({ created: DEMO_BLOG_POSTS.length });
    expect(await seed()).toEqual({ created: 0 });
    expect(DEMO_BLOG_POSTS.length).toBeGreaterThanOrEqual(6);
    expect(PUBLISHED.length).toBe(DEMO_BLOG_POSTS.length - 1);
  });
});

describe("public posts", () => {
  it("lists published posts only, newest first, with categories and author", async () => {
    const response = await get("/api/blog/public/posts/?page_size=100");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(PUBLISHED.length);
    expect(body.results.map((p: { slug: string }) => p.slug)).toEqual(PUBLISHED);
    expect(body.results.map((p: { slug: string }) => p.slug)).not.toContain(DRAFT);
    const first = body.results[0];
    expect(first).toMatchObject({ author: { first_name: "Fabián", last_name: "Zuleta" }, cover_image_url: `/images/blog/${first.slug}.jpg` });
    expect(first).not.toHaveProperty("body_html");
    expect(first.reading_time_minutes).toBeGreaterThanOrEqual(1);
    const dates = body.results.map((p: { published_at: string }) => Date.parse(p.published_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it("paginates within bounds", async () => {
    const page1 = (await get("/api/blog/public/posts/?page_size=4")).json();
    expect(page1.results).toHaveLength(4);
    expect(page1.next).toBe("/api/blog/public/posts/?page_size=4&page=2");
    const page2 = (await get(page1.next)).json();
    expect(page2.results).toHaveLength(PUBLISHED.length - 4);
    expect(page2.next).toBeNull();
    expect(page2.previous).toBe("/api/blog/public/posts/?page_size=4&page=1");
    expect((await get("/api/blog/public/posts/?page=50")).json().results).toEqual([]);
    for (const url of [
      "/api/blog/public/posts/?page_size=101",
      "/api/blog/public/posts/?page=0",
      "/api/blog/public/posts/?page_size=abc",
      "/api/blog/public/categories/?page_size=1000",
      "/api/blog/public/sitemap/?page_size=101",
    ]) {
      const bad = await get(url);
      expect(bad.statusCode, url).toBe(400);
      expect(bad.json().code).toBe("validation_error");
    }
    expect((await get("/api/blog/public/posts/?page_size=101")).json().errors).toEqual([
      "El tamaño de página no puede ser mayor que 100",
    ]);
  });

  it("filters by category slug and searches without caring about accents", async () => {
    const percussion = (await get("/api/blog/public/posts/?category=percusion")).json();
    expect(percussion.results.map((p: { slug: string }) => p.slug).sort()).toEqual(
      DEMO_BLOG_POSTS.filter((p) => p.publishedDaysAgo !== null && p.categories.includes("percusion"))
        .map((p) => p.slug)
        .sort(),
    );
    for (const post of percussion.results) {
      expect(post.categories.map((c: { slug: string }) => c.slug)).toContain("percusion");
    }
    expect((await get("/api/blog/public/posts/?category=no-existe")).json()).toMatchObject({ count: 0, results: [] });
    const search = (await get(`/api/blog/public/posts/?search=${encodeURIComponent("AFINADÓR")}`)).json();
    expect(search.results.map((p: { slug: string }) => p.slug)).toEqual(["guitarra-como-afinar-sin-afinador"]);
    // The draft's words are not findable publicly.
    expect((await get("/api/blog/public/posts/?search=dembow")).json().count).toBe(0);
  });

  it("answers one post with its body, categories and related posts", async () => {
    const response = await get("/api/blog/public/posts/historia-del-vallenato-y-sus-cuatro-aires/");
    expect(response.statusCode).toBe(200);
    const post = response.json();
    expect(post.title).toBe("Historia del vallenato y sus cuatro aires");
    expect(post.categories.map((c: { name: string }) => c.name)).toEqual(["Acordeón", "Percusión"]);
    expect(post.body_html).toContain("Valledupar");
    expect(post).not.toHaveProperty("body_markdown");
    expect(post.related).toHaveLength(3);
    const relatedSlugs = post.related.map((p: { slug: string }) => p.slug);
    expect(relatedSlugs).not.toContain(post.slug);
    expect(relatedSlugs).not.toContain(DRAFT);
    // Sharing a category comes first, newest first.
    for (const related of post.related) {
      expect(related.categories.some((c: { slug: string }) => ["acordeon", "percusion"].includes(c.slug))).toBe(true);
    }
    expect(relatedSlugs[0]).toBe("como-elegir-tu-primer-acordeon-vallenato");
  });

  it("fills related posts with the newest when few share a category", async () => {
    const post = (await get("/api/blog/public/posts/guitarra-como-afinar-sin-afinador/")).json();
    expect(post.related.map((p: { slug: string }) => p.slug)).toEqual(
      PUBLISHED.filter((slug) => slug !== "guitarra-como-afinar-sin-afinador").slice(0, 3),
    );
  });

  it("answers 404 in the error shape for a draft or an unknown slug", async () => {
    for (const slug of [DRAFT, "no-existe", "%3Cscript%3E"]) {
      const response = await get(`/api/blog/public/posts/${slug}/`);
      expect(response.statusCode, slug).toBe(404);
      expect(response.json()).toEqual({ errors: ["La entrada del blog no existe."], code: "not_found" });
    }
  });
});

describe("public categories and sitemap", () => {
  it("lists categories with their published post counts", async () => {
    const body = (await get("/api/blog/public/categories/")).json();
    expect(body.results.map((c: { name: string }) => c.name)).toEqual(["Acordeón", "Consejos de práctica", "Guitarra", "Percusión"]);
    const count = (slug: string) =>
      DEMO_BLOG_POSTS.filter((p) => p.publishedDaysAgo !== null && (p.categories as readonly string[]).includes(slug)).length;
    for (const category of body.results) expect(category.post_count, category.slug).toBe(count(category.slug));
  });

  it("pages through the published slugs for the sitemap", async () => {
    const first = (await get("/api/blog/public/sitemap/?page_size=5")).json();
    expect(first.count).toBe(PUBLISHED.length);
    const rest = (await get(first.next)).json();
    const slugs = [...first.results, ...rest.results].map((e: { slug: string }) => e.slug);
    expect(slugs).toEqual(PUBLISHED);
    expect(Number.isNaN(Date.parse(first.results[0].updated_at))).toBe(false);
    expect(Number.isNaN(Date.parse(first.results[0].published_at))).toBe(false);
  });
});
