import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { Entity } from "@/store/slices/entity";

export interface BlogCategory {
  id: number;
  name: string;
  slug?: string;
}

export interface BlogState {
  count: number;
  adminPosts: Entity[];
  categories: BlogCategory[];
  adminPost: Entity | null;
}

const initialState: BlogState = { count: 0, adminPosts: [], categories: [], adminPost: null };

export const blogSlice = createSlice({
  name: "blog",
  initialState,
  reducers: {
    setAdminPosts(state, action: PayloadAction<{ posts: Entity[]; count: number }>) {
      state.adminPosts = action.payload.posts;
      state.count = action.payload.count;
    },
    setAdminPost(state, action: PayloadAction<Entity | null>) {
      state.adminPost = action.payload;
    },
    replaceAdminPost(state, action: PayloadAction<Entity>) {
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
