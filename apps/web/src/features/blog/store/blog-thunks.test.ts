import { describe, expect, it } from "vitest";
import {
  addBlogCategory,
  deleteBlogCategory,
  loadAdminPosts,
  removeAdminPost,
  renameBlogCategory,
  setPostStatus,
} from "@/features/blog/store/blog-thunks";
import { makeStore } from "@/store/make-store";
import { stubFetch } from "@/test/fetch";

const wirePost = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  slug: `entrada-${id}`,
  title: `Entrada ${id}`,
  excerpt: "Resumen",
  cover_image_url: null,
  status: "draft",
  published_at: null,
  reading_time_minutes: 1,
  categories: [],
  author: null,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
  ...overrides,
});

const page = (results: unknown[], count = results.length) => ({ count, next: null, previous: null, results });

describe("blog admin thunks", () => {
  it("loads a page of admin posts with search and status into the blog area", async () => {
    const { calls } = stubFetch({ status: 200, body: page([wirePost(1), wirePost(2)], 12) });
    const store = makeStore();
    expect(await store.dispatch(loadAdminPosts({ page: 2, search: "acordeón", status: "draft" }))).toBe(true);
    const url = new URL(calls[0]!.url, "http://localhost");
    expect(url.pathname).toBe("/api/blog/posts/");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ page: "2", search: "acordeón", status: "draft", page_size: "10" });
    expect(store.getState().blog.count).toBe(12);
    expect(store.getState().blog.adminPosts.map((post) => post.coverImageUrl)).toEqual([null, null]);
  });

  it("publishes with a PATCH and replaces the row by id", async () => {
    const { calls } = stubFetch(
      { status: 200, body: page([wirePost(1), wirePost(2)]) },
      { status: 200, body: { ...wirePost(2, { status: "published" }), body_markdown: "x", body_html: "<p>x</p>" } },
    );
    const store = makeStore();
    await store.dispatch(loadAdminPosts({}));
    const saved = await store.dispatch(setPostStatus(2, "published"));
    expect(calls[1]).toMatchObject({ method: "PATCH", body: { status: "published" } });
    expect(calls[1]!.url).toContain("/api/blog/posts/2/");
    expect(saved?.status).toBe("published");
    expect(store.getState().blog.adminPosts.map((post) => post.status)).toEqual(["draft", "published"]);
    expect(store.getState().blog.adminPost?.bodyHtml).toBe("<p>x</p>");
  });

  it("removes a deleted post and lowers the count", async () => {
    stubFetch({ status: 200, body: page([wirePost(1), wirePost(2)]) }, { status: 204 });
    const store = makeStore();
    await store.dispatch(loadAdminPosts({}));
    expect(await store.dispatch(removeAdminPost(1))).toBe(true);
    expect(store.getState().blog.adminPosts.map((post) => post.id)).toEqual([2]);
    expect(store.getState().blog.count).toBe(1);
  });

  it("adds, replaces by id and removes by id categories", async () => {
    const { calls } = stubFetch(
      { status: 201, body: { id: 5, name: "Canto", slug: "canto", post_count: 0 } },
      { status: 200, body: { id: 5, name: "Canto vallenato", slug: "canto", post_count: 0 } },
      { status: 204 },
    );
    const store = makeStore();
    await store.dispatch(addBlogCategory({ name: "Canto" }));
    expect(store.getState().blog.categories).toEqual([{ id: 5, name: "Canto", slug: "canto", postCount: 0 }]);
    await store.dispatch(renameBlogCategory(5, { name: "Canto vallenato", slug: "canto" }));
    expect(calls[1]).toMatchObject({ method: "PUT", body: { name: "Canto vallenato", slug: "canto" } });
    expect(store.getState().blog.categories[0]?.name).toBe("Canto vallenato");
    await store.dispatch(deleteBlogCategory(5));
    expect(calls[2]?.method).toBe("DELETE");
    expect(store.getState().blog.categories).toEqual([]);
  });

  it("queues the API's Spanish message as a toast and keeps the state when a call fails", async () => {
    stubFetch({ status: 403, body: { errors: ["No tienes permiso para esta acción."], code: "forbidden" } });
    const store = makeStore();
    expect(await store.dispatch(addBlogCategory({ name: "Canto" }))).toBeNull();
    expect(store.getState().blog.categories).toEqual([]);
    expect(store.getState().errors.list[0]).toMatchObject({
      statusCode: 403,
      error: { title: "Error de autorización", message: "No tienes permiso para esta acción." },
    });
  });
});
