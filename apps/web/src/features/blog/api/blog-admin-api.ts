import type {
  AdminPost,
  AdminPostSummary,
  BlogCategory,
  BlogCategoryWrite,
  BlogPostPatch,
  BlogPostStatus,
  BlogPostWrite,
  UploadResponse,
} from "@fz/contracts/blog";
import type { Page } from "@fz/contracts/common";
import { api as http } from "@/lib/api-client";
import type { Camel } from "@/lib/case";
import { api } from "@/store/api";

/** The blog's back office (spec §7: `/api/blog/posts/`, `/api/blog/categories/`), admin only. */

/** A row of the admin list (no body). */
export type AdminPostItem = Camel<AdminPostSummary>;
/** The post being edited: its Markdown and the sanitised HTML the API made of it. */
export type AdminPostDetail = Camel<AdminPost>;
/** A category as the admin API lists it (`postCount`: every post, drafts included). */
export type AdminCategory = Camel<BlogCategory>;
export type PostWrite = Camel<BlogPostWrite>;
export type PostPatch = Camel<BlogPostPatch>;
export type CategoryWrite = Camel<BlogCategoryWrite>;
export type UploadedImage = Camel<UploadResponse>;

export interface AdminPostsFilter {
  page: number;
  search?: string;
  status?: BlogPostStatus;
}

export const ADMIN_PAGE_SIZE = 10;

/** Every list of posts (each filter and page is its own cache entry). */
const POST_LISTS = { type: "Post", id: "LIST" } as const;

/**
 * The blog's back office through RTK Query (decision 020). Lists provide `Post`/`Category`,
 * a post its own `Post` id. Writes invalidate what they change — the lists (a post's row,
 * the categories' post counts, the category names on the rows) and `AdminLog`, since every
 * blog write is audited — instead of patching rows by hand: a post published from a list
 * filtered to drafts leaves it, and the count follows. A saved post's answer is the post
 * itself, so it replaces the cached copy without a second read.
 */
export const blogAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminPosts: build.query<Page<AdminPostItem>, AdminPostsFilter>({
      query: (filter) => ({
        path: "/api/blog/posts/",
        query: { pageSize: ADMIN_PAGE_SIZE, page: filter.page, search: filter.search || undefined, status: filter.status },
      }),
      providesTags: [POST_LISTS],
    }),
    adminPost: build.query<AdminPostDetail, number>({
      query: (id) => `/api/blog/posts/${id}/`,
      providesTags: (_post, _error, id) => [{ type: "Post", id }],
    }),
    createPost: build.mutation<AdminPostDetail, PostWrite>({
      query: (body) => ({ path: "/api/blog/posts/", method: "POST", body }),
      invalidatesTags: [POST_LISTS, "Category", "AdminLog"],
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => keepAnswer(dispatch, queryFulfilled),
    }),
    /** PATCH: only the fields given change (publishing from the list sends just the status). */
    updatePost: build.mutation<AdminPostDetail, { id: number; patch: PostPatch }>({
      query: ({ id, patch }) => ({ path: `/api/blog/posts/${id}/`, method: "PATCH", body: patch }),
      invalidatesTags: [POST_LISTS, "Category", "AdminLog"],
      onQueryStarted: (_args, { dispatch, queryFulfilled }) => keepAnswer(dispatch, queryFulfilled),
    }),
    deletePost: build.mutation<void, number>({
      query: (id) => ({ path: `/api/blog/posts/${id}/`, method: "DELETE" }),
      invalidatesTags: (_result, _error, id) => [POST_LISTS, { type: "Post", id }, "Category", "AdminLog"],
    }),
    /** All categories: a blog has a handful, so one page of 100 is all of them. */
    blogCategories: build.query<AdminCategory[], void>({
      query: () => ({ path: "/api/blog/categories/", query: { pageSize: 100 } }),
      transformResponse: (page: Page<AdminCategory>) => page.results,
      providesTags: ["Category"],
    }),
    createCategory: build.mutation<AdminCategory, CategoryWrite>({
      query: (body) => ({ path: "/api/blog/categories/", method: "POST", body }),
      invalidatesTags: ["Category", "AdminLog"],
    }),
    /** PUT replaces the category: send its slug as it is to keep its public address. */
    replaceCategory: build.mutation<AdminCategory, { id: number; category: CategoryWrite }>({
      query: ({ id, category }) => ({ path: `/api/blog/categories/${id}/`, method: "PUT", body: category }),
      // Posts show their categories' names.
      invalidatesTags: ["Category", "Post", "AdminLog"],
    }),
    deleteCategory: build.mutation<void, number>({
      query: (id) => ({ path: `/api/blog/categories/${id}/`, method: "DELETE" }),
      invalidatesTags: ["Category", "Post", "AdminLog"],
    }),
  }),
});

/** The answer of a create or an update is the post: it becomes the cached copy at once. */
async function keepAnswer(dispatch: (action: unknown) => unknown, queryFulfilled: Promise<{ data: AdminPostDetail }>) {
  try {
    const { data } = await queryFulfilled;
    dispatch(blogAdminApi.util.upsertQueryData("adminPost", data.id, data));
  } catch {
    // The failure was reported by the base query; the form keeps what was typed.
  }
}

export const {
  useAdminPostsQuery,
  useAdminPostQuery,
  useCreatePostMutation,
  useUpdatePostMutation,
  useDeletePostMutation,
  useBlogCategoriesQuery,
  useCreateCategoryMutation,
  useReplaceCategoryMutation,
  useDeleteCategoryMutation,
} = blogAdminApi;

/** The image itself is the body; the answer's `url` becomes the post's `coverImageUrl`. Not an endpoint: a file, not JSON. */
export function uploadCoverImage(file: File) {
  return http.post<UploadedImage>("/api/blog/uploads/", file, { headers: { "Content-Type": file.type } });
}
