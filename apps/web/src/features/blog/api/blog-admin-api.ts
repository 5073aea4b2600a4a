import type { AdminPostsQuery, BlogCategoryWrite, BlogPostPatch, BlogPostWrite, UploadResponse } from "@fz/contracts/blog";
import { api } from "@/lib/api-client";
import type { Camel } from "@/lib/case";
import type { Paginated } from "@/lib/server-api";
import type { AdminPostDetail, AdminPostItem, BlogCategory } from "@/store/slices/blog-slice";

/** Admin calls of spec §7 (`/api/blog/posts/`, `/api/blog/categories/`), through the one client. */
export type AdminPostsFilter = Partial<Camel<AdminPostsQuery>>;
export type PostWrite = Camel<BlogPostWrite>;
export type PostPatch = Camel<BlogPostPatch>;
export type CategoryWrite = Camel<BlogCategoryWrite>;
export type UploadedImage = Camel<UploadResponse>;

export const ADMIN_PAGE_SIZE = 10;

export function listAdminPosts(filter: AdminPostsFilter, signal?: AbortSignal) {
  return api.get<Paginated<AdminPostItem>>("/api/blog/posts/", {
    query: { pageSize: ADMIN_PAGE_SIZE, ...filter, search: filter.search || undefined },
    signal,
  });
}

export function getAdminPost(id: number, signal?: AbortSignal) {
  return api.get<AdminPostDetail>(`/api/blog/posts/${id}/`, { signal });
}

export function createAdminPost(post: PostWrite) {
  return api.post<AdminPostDetail>("/api/blog/posts/", post);
}

/** PATCH: only the fields given change (publish/unpublish sends just the status). */
export function patchAdminPost(id: number, patch: PostPatch) {
  return api.patch<AdminPostDetail>(`/api/blog/posts/${id}/`, patch);
}

export function deleteAdminPost(id: number) {
  return api.delete<void>(`/api/blog/posts/${id}/`);
}

/** All categories: a blog has a handful, so one page of 100 is all of them. */
export async function listAdminCategories(signal?: AbortSignal) {
  const page = await api.get<Paginated<BlogCategory>>("/api/blog/categories/", { query: { pageSize: 100 }, signal });
  return page.results;
}

export function createCategory(category: CategoryWrite) {
  return api.post<BlogCategory>("/api/blog/categories/", category);
}

export function replaceCategoryById(id: number, category: CategoryWrite) {
  return api.put<BlogCategory>(`/api/blog/categories/${id}/`, category);
}

export function deleteCategoryById(id: number) {
  return api.delete<void>(`/api/blog/categories/${id}/`);
}

/** The image itself is the body; the answer's `url` becomes the post's `coverImageUrl`. */
export function uploadCoverImage(file: File) {
  return api.post<UploadedImage>("/api/blog/uploads/", file, { headers: { "Content-Type": file.type } });
}
