import { describe, expect, it } from "vitest";
import { addCategory, blogSlice, removeCategory, replaceAdminPost, replaceCategory, setAdminPosts } from "@/store/slices/blog-slice";

describe("blog reducers", () => {
  const reducer = blogSlice.reducer;

  it("adds, replaces by id and removes by id categories", () => {
    let state = reducer(undefined, addCategory({ id: 1, name: "Acordeón" }));
    state = reducer(state, addCategory({ id: 2, name: "Guitarra" }));
    state = reducer(state, replaceCategory({ id: 1, name: "Acordeón vallenato" }));
    expect(state.categories).toEqual([{ id: 1, name: "Acordeón vallenato" }, { id: 2, name: "Guitarra" }]);
    state = reducer(state, removeCategory(1));
    expect(state.categories).toEqual([{ id: 2, name: "Guitarra" }]);
  });

  it("replaces an admin post by id", () => {
    let state = reducer(undefined, setAdminPosts({ posts: [{ id: 1, title: "a" }, { id: 2, title: "b" }], count: 2 }));
    state = reducer(state, replaceAdminPost({ id: 2, title: "B" }));
    expect(state.adminPosts).toEqual([{ id: 1, title: "a" }, { id: 2, title: "B" }]);
    expect(state.count).toBe(2);
  });
});
