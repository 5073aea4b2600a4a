import {
  createAdminPost,
  createCategory,
  deleteAdminPost,
  deleteCategoryById,
  getAdminPost,
  listAdminCategories,
  listAdminPosts,
  patchAdminPost,
  replaceCategoryById,
  type AdminPostsFilter,
  type CategoryWrite,
  type PostPatch,
  type PostWrite,
} from "@/features/blog/api/blog-admin-api";
import type { AppThunk } from "@/store/make-store";
import {
  addCategory,
  removeCategory,
  replaceAdminPost,
  replaceCategory,
  setAdminPost,
  setAdminPosts,
  setCategories,
  type AdminPostDetail,
  type BlogCategory,
} from "@/store/slices/blog-slice";
import { reportError } from "@/store/slices/errors-slice";

/**
 * The admin blog's calls, each ending in the spec's `blog` state area. On failure the error
 * goes to the toasts (spec §8) and the thunk answers null/false, so a form keeps its input.
 */

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

export function loadAdminPosts(filter: AdminPostsFilter, signal?: AbortSignal): AppThunk<Promise<boolean>> {
  return async (dispatch) => {
    try {
      const page = await listAdminPosts(filter, signal);
      dispatch(setAdminPosts({ posts: page.results, count: page.count }));
      return true;
    } catch (error) {
      if (!isAbort(error)) dispatch(reportError(error));
      return false;
    }
  };
}

export function loadAdminPost(id: number, signal?: AbortSignal): AppThunk<Promise<AdminPostDetail | null>> {
  return async (dispatch) => {
    dispatch(setAdminPost(null));
    try {
      const post = await getAdminPost(id, signal);
      dispatch(setAdminPost(post));
      return post;
    } catch (error) {
      if (!isAbort(error)) dispatch(reportError(error));
      return null;
    }
  };
}

/** Creates (no id) or updates a post; the answer becomes `adminPost` and replaces its list row. */
export function saveAdminPost(id: number | null, post: PostWrite | PostPatch): AppThunk<Promise<AdminPostDetail | null>> {
  return async (dispatch) => {
    try {
      const saved = id === null ? await createAdminPost(post as PostWrite) : await patchAdminPost(id, post);
      dispatch(setAdminPost(saved));
      dispatch(replaceAdminPost(saved));
      return saved;
    } catch (error) {
      dispatch(reportError(error));
      return null;
    }
  };
}

export function setPostStatus(id: number, status: "draft" | "published"): AppThunk<Promise<AdminPostDetail | null>> {
  return saveAdminPost(id, { status });
}

export function removeAdminPost(id: number): AppThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    try {
      await deleteAdminPost(id);
      const { adminPosts, count, adminPost } = getState().blog;
      dispatch(setAdminPosts({ posts: adminPosts.filter((post) => post.id !== id), count: Math.max(0, count - 1) }));
      if (adminPost?.id === id) dispatch(setAdminPost(null));
      return true;
    } catch (error) {
      dispatch(reportError(error));
      return false;
    }
  };
}

export function loadCategories(signal?: AbortSignal): AppThunk<Promise<boolean>> {
  return async (dispatch) => {
    try {
      dispatch(setCategories(await listAdminCategories(signal)));
      return true;
    } catch (error) {
      if (!isAbort(error)) dispatch(reportError(error));
      return false;
    }
  };
}

export function addBlogCategory(category: CategoryWrite): AppThunk<Promise<BlogCategory | null>> {
  return async (dispatch) => {
    try {
      const created = await createCategory(category);
      dispatch(addCategory(created));
      return created;
    } catch (error) {
      dispatch(reportError(error));
      return null;
    }
  };
}

export function renameBlogCategory(id: number, category: CategoryWrite): AppThunk<Promise<BlogCategory | null>> {
  return async (dispatch) => {
    try {
      const saved = await replaceCategoryById(id, category);
      dispatch(replaceCategory(saved));
      return saved;
    } catch (error) {
      dispatch(reportError(error));
      return null;
    }
  };
}

export function deleteBlogCategory(id: number): AppThunk<Promise<boolean>> {
  return async (dispatch) => {
    try {
      await deleteCategoryById(id);
      dispatch(removeCategory(id));
      return true;
    } catch (error) {
      dispatch(reportError(error));
      return false;
    }
  };
}
