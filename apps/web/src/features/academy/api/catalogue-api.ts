import { api } from "@/lib/api-client";
import type { CourseItem, LastViewedItem, LevelItem, Page, RateStatsItem, TemaryPage } from "@/lib/academy-types";

/** Catalogue lists are small (six courses, a few levels each): one page holds them all. */
const WHOLE_LIST = 100;

export function listCourses(signal?: AbortSignal): Promise<Page<CourseItem>> {
  return api.get("/api/courses/", { query: { pageSize: WHOLE_LIST }, signal });
}

export function getCourse(courseKey: string, signal?: AbortSignal): Promise<CourseItem> {
  return api.get(`/api/courses/${encodeURIComponent(courseKey)}/`, { signal });
}

/** The levels of every course, or of one (`course` is an id or a slug), with the student's progress. */
export function listLevels(course?: string, signal?: AbortSignal): Promise<Page<LevelItem>> {
  return api.get("/api/levels/", { query: { pageSize: WHOLE_LIST, course }, signal });
}

export function getLevel(levelKey: string | number, signal?: AbortSignal): Promise<LevelItem> {
  return api.get(`/api/levels/${encodeURIComponent(String(levelKey))}/`, { signal });
}

/** The ordered topics of a level with viewed/finished/locked state (a level has at most a few dozen). */
export function getTemary(levelKey: string | number, signal?: AbortSignal): Promise<TemaryPage> {
  return api.get(`/api/levels/${encodeURIComponent(String(levelKey))}/temary/`, { query: { pageSize: WHOLE_LIST }, signal });
}

export function getRateStats(levelId: number, signal?: AbortSignal): Promise<RateStatsItem> {
  return api.get(`/api/levels/${levelId}/rates/stats/`, { signal });
}

/** Where the signed-in student left off: the topic opened last (null before the first one). */
export function getLastViewed(signal?: AbortSignal): Promise<LastViewedItem> {
  return api.get("/api/themes/last-viewed/", { signal });
}
