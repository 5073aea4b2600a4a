import type { AdminPost, AdminPostSummary, BlogCategory as WireBlogCategory } from "@fz/contracts/blog";
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { Camel } from "@/lib/case";

/** A category as the admin API lists it (`postCount`: every post, drafts included). */
export type BlogCategory = Camel<WireBlogCategory>;
/** A row of the admin list (no body). */
export type AdminPostItem = Camel<AdminPostSummary>;
/** The post being edited: its Markdown and the sanitised HTML the API made of it. */
export type AdminPostDetail = Camel<AdminPost>;

export interface BlogState {
  count: number;
  adminPosts: AdminPostItem[];
  categories: BlogCategory[];
  adminPost: AdminPostDetail | null;
}

const initialState: BlogState = { count: 0, adminPosts: [], categories: [], adminPost: null };

export const blogSlice = createSlice({
  name: "blog",
  initialState,
  reducers: {
    setAdminPosts(state, action: PayloadAction<{ posts: AdminPostItem[]; count: number }>) {
      state.adminPosts = action.payload.posts;
      state.count = action.payload.count;
    },
    setAdminPost(state, action: PayloadAction<AdminPostDetail | null>) {
      state.adminPost = action.payload;
    },
    replaceAdminPost(state, action: PayloadAction<AdminPostItem>) {
      const index = state.adminPosts.findIndex((post) => post.id === action.payload.id);
      if (index !== -1) state.adminPosts[index] = action.payload;
    },
    setCategories(state, action: PayloadAction<BlogCategory[]>) {
      state.categories = action.payload;
    },
    addCategory(state, action: PayloadAction<BlogCategory>) {
      state.categories.push(action.payload);
    },
    replaceCategory(state, action: PayloadAction<BlogCategory>) {
      const index = state.categories.findIndex((category) => category.id === action.payload.id);
      if (index !== -1) state.categories[index] = action.payload;
    },
    removeCategory(state, action: PayloadAction<number>) {
      state.categories = state.categories.filter((category) => category.id !== action.payload);
    },
  },
});

export const { setAdminPosts, setAdminPost, replaceAdminPost, setCategories, addCategory, replaceCategory, removeCategory } =
  blogSlice.actions;
