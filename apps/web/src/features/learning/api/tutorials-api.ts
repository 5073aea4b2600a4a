import { api } from "@/lib/api-client";
import type { Page, VideoDetailItem, VideoItem } from "@/lib/academy-types";

export const TUTORIALS_PAGE_SIZE = 12;

/** Every tutorial, each marked `purchased` when the student can watch it now. */
export function listTutorials(page: number, signal?: AbortSignal): Promise<Page<VideoItem>> {
  return api.get("/api/courses/videos/", { query: { page, pageSize: TUTORIALS_PAGE_SIZE }, signal });
}

export function listPurchasedTutorials(page: number, signal?: AbortSignal): Promise<Page<VideoItem>> {
  return api.get("/api/courses/videos/purchased/", { query: { page, pageSize: TUTORIALS_PAGE_SIZE }, signal });
}

/** A tutorial without its source (what a student who has not bought it may see). */
export function getTutorial(id: number, signal?: AbortSignal): Promise<VideoItem> {
  return api.get(`/api/courses/videos/${id}/`, { signal });
}

/** A bought tutorial with its player. */
export function getPurchasedTutorial(id: number, signal?: AbortSignal): Promise<VideoDetailItem> {
  return api.get(`/api/courses/videos/${id}/purchased_detail/`, { signal });
}
