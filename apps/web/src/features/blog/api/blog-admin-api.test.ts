import { describe, expect, it } from "vitest";
import { blogAdminApi } from "@/features/blog/api/blog-admin-api";
import { wireAdminPost as wirePost, wireAdminPostDetail } from "@/test/blog-factories";
import { stubFetch } from "@/test/fetch";
import { makeTestStore as makeStore } from "@/test/render";

type Store = ReturnType<typeof makeStore>;

const page = (results: unknown[], count = results.length) => ({ count, next: null, previous: null, results });

/** The blog area as the store holds it: RTK Query's cache of the admin reads. */
const postsPage = (store: Store, filter = { page: 1 }) => blogAdminApi.endpoints.adminPosts.select(filter)(store.getState()).data;
const categories = (store: Store) => blogAdminApi.endpoints.blogCategories.select()(store.getState()).data;
const settled = (store: Store) => Promise.all(store.dispatch(blogAdminApi.util.getRunningQueriesThunk()));

describe("the blog's back office endpoints", () => {
  it("loads a page of admin posts with search and status into the blog area", async () => {
    const { calls } = stubFetch({ status: 200, body: page([wirePost(1), wirePost(2)], 12) });
    const store = makeStore();
    const filter = { page: 2, search: "acordeón", status: "draft" as const };
    await store.dispatch(blogAdminApi.endpoints.adminPosts.initiate(filter));
    const url = new URL(calls[0]!.url, "http://localhost");
    expect(url.pathname).toBe("/api/blog/posts/");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ page: "2", search: "acordeón", status: "draft", page_size: "10" });
    expect(postsPage(store, filter)?.count).toBe(12);
    expect(postsPage(store, filter)?.results.map((post) => post.coverImageUrl)).toEqual([null, null]);
  });

  it("publishes with a PATCH: the post's copy is the answer, and the list shows the row published", async () => {
    const published = wireAdminPostDetail(2, { status: "published", body_markdown: "x", body_html: "<p>x</p>" });
    const { calls } = stubFetch(
      { status: 200, body: page([wirePost(1), wirePost(2)]) },
      { status: 200, body: published },
      { status: 200, body: page([wirePost(1), wirePost(2, { status: "published" })]) },
    );
    const store = makeStore();
    await store.dispatch(blogAdminApi.endpoints.adminPosts.initiate({ page: 1 }));
    const saved = await store.dispatch(blogAdminApi.endpoints.updatePost.initiate({ id: 2, patch: { status: "published" } }));
    await settled(store);

    expect(calls[1]).toMatchObject({ method: "PATCH", body: { status: "published" } });
    expect(calls[1]!.url).toContain("/api/blog/posts/2/");
    expect(saved.data?.status).toBe("published");
    // The list is read again (same filter and page) rather than patched by hand; its row 2 is published.
    expect(calls.map((call) => `${call.method} ${new URL(call.url, "http://localhost").pathname}`)).toEqual([
      "GET /api/blog/posts/",
      "PATCH /api/blog/posts/2/",
      "GET /api/blog/posts/",
    ]);
    expect(postsPage(store)?.results.map((post) => [post.id, post.status])).toEqual([
      [1, "draft"],
      [2, "published"],
    ]);
    // The answer is the post being edited, with its HTML, without reading it again.
    expect(blogAdminApi.endpoints.adminPost.select(2)(store.getState()).data?.bodyHtml).toBe("<p>x</p>");
  });

  it("removes a deleted post: the list is read again and its count is lower", async () => {
    const { calls } = stubFetch({ status: 200, body: page([wirePost(1), wirePost(2)]) }, { status: 204 }, { status: 200, body: page([wirePost(2)]) });
    const store = makeStore();
    await store.dispatch(blogAdminApi.endpoints.adminPosts.initiate({ page: 1 }));
    const deleted = await store.dispatch(blogAdminApi.endpoints.deletePost.initiate(1));
    await settled(store);
    expect("error" in deleted).toBe(false);
    expect(calls[1]).toMatchObject({ method: "DELETE" });
    expect(calls[1]!.url).toContain("/api/blog/posts/1/");
    expect(postsPage(store)?.results.map((post) => post.id)).toEqual([2]);
    expect(postsPage(store)?.count).toBe(1);
  });

  it("adds, renames by id (keeping the slug) and removes by id categories", async () => {
    const canto = { id: 5, name: "Canto", slug: "canto", post_count: 0 };
    const guitarra = { id: 2, name: "Guitarra", slug: "guitarra", post_count: 3 };
    const { calls } = stubFetch(
      { status: 200, body: page([guitarra]) },
      { status: 201, body: canto },
      { status: 200, body: page([guitarra, canto]) },
      { status: 200, body: { ...canto, name: "Canto vallenato" } },
      { status: 200, body: page([guitarra, { ...canto, name: "Canto vallenato" }]) },
      { status: 204 },
      { status: 200, body: page([guitarra]) },
    );
    const store = makeStore();
    await store.dispatch(blogAdminApi.endpoints.blogCategories.initiate());

    await store.dispatch(blogAdminApi.endpoints.createCategory.initiate({ name: "Canto" }));
    await settled(store);
    expect(calls[1]).toMatchObject({ method: "POST", body: { name: "Canto" } });
    expect(categories(store)).toEqual([
      { id: 2, name: "Guitarra", slug: "guitarra", postCount: 3 },
      { id: 5, name: "Canto", slug: "canto", postCount: 0 },
    ]);

    await store.dispatch(blogAdminApi.endpoints.replaceCategory.initiate({ id: 5, category: { name: "Canto vallenato", slug: "canto" } }));
    await settled(store);
    expect(calls[3]).toMatchObject({ method: "PUT", body: { name: "Canto vallenato", slug: "canto" } });
    expect(calls[3]!.url).toContain("/api/blog/categories/5/");
    expect(categories(store)?.map((category) => [category.id, category.name])).toEqual([
      [2, "Guitarra"],
      [5, "Canto vallenato"],
    ]);

    await store.dispatch(blogAdminApi.endpoints.deleteCategory.initiate(5));
    await settled(store);
    expect(calls[5]?.method).toBe("DELETE");
    expect(calls[5]!.url).toContain("/api/blog/categories/5/");
    expect(categories(store)?.map((category) => category.id)).toEqual([2]);
  });

  it("queues the API's Spanish message as a toast and keeps the state when a call fails", async () => {
    stubFetch({ status: 200, body: page([]) }, { status: 403, body: { errors: ["No tienes permiso para esta acción."], code: "forbidden" } });
    const store = makeStore();
    await store.dispatch(blogAdminApi.endpoints.blogCategories.initiate());
    const created = await store.dispatch(blogAdminApi.endpoints.createCategory.initiate({ name: "Canto" }));
    await settled(store);
    expect(created.data).toBeUndefined();
    expect(categories(store)).toEqual([]);
    expect(store.getState().errors.list[0]).toMatchObject({
      statusCode: 403,
      error: { title: "Error de autorización", message: "No tienes permiso para esta acción." },
    });
  });
});
