import { describe, expect, it } from "vitest";
import { addCategory, blogSlice, removeCategory, replaceAdminPost, replaceCategory, setAdminPosts } from "@/store/slices/blog-slice";
import { adminPostItem, category } from "@/test/blog-factories";

describe("blog reducers", () => {
  const reducer = blogSlice.reducer;

  it("adds, replaces by id and removes by id categories", () => {
    let state = reducer(undefined, addCategory(category({ id: 1, name: "Acordeón" })));
    state = reducer(state, addCategory(category({ id: 2, name: "Guitarra" })));
    state = reducer(state, replaceCategory(category({ id: 1, name: "Acordeón vallenato" })));
    expect(state.categories.map((c) => [c.id, c.name])).toEqual([
      [1, "Acordeón vallenato"],
      [2, "Guitarra"],
    ]);
    state = reducer(state, removeCategory(1));
    expect(state.categories.map((c) => c.id)).toEqual([2]);
  });

  it("replaces an admin post by id and ignores an unknown id", () => {
    let state = reducer(undefined, setAdminPosts({ posts: [adminPostItem({ id: 1, title: "a" }), adminPostItem({ id: 2, title: "b" })], count: 2 }));
    state = reducer(state, replaceAdminPost(adminPostItem({ id: 2, title: "B", status: "published" })));
    state = reducer(state, replaceAdminPost(adminPostItem({ id: 9, title: "nada" })));
    expect(state.adminPosts.map((p) => [p.id, p.title, p.status])).toEqual([
      [1, "a", "draft"],
      [2, "B", "published"],
    ]);
    expect(state.count).toBe(2);
  });
});
