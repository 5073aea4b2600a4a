import { api } from "@/lib/api-client";
import type {
  AskForRateItem,
  FinishThemeResult,
  LevelItem,
  Page,
  RateItem,
  RateStatsItem,
  TemaryPage,
  ThemeDetailItem,
} from "@/lib/academy-types";

const themePath = (slug: string) => `/api/themes/${encodeURIComponent(slug)}/`;

/** A topic of a level; opening an open one records the view on the server. */
export function getTheme(slug: string, levelId: number, signal?: AbortSignal): Promise<ThemeDetailItem> {
  return api.get(themePath(slug), { query: { level: levelId }, signal });
}

export function finishTheme(slug: string, levelId: number): Promise<FinishThemeResult> {
  return api.post(`${themePath(slug)}finish/`, undefined, { query: { level: levelId } });
}

/** Whether to ask the student to rate the topic's level now. */
export function getAskForRate(slug: string, levelId: number, signal?: AbortSignal): Promise<AskForRateItem> {
  return api.get(`${themePath(slug)}ask-for-rate/`, { query: { level: levelId }, signal });
}

/** "Not now": the API stops asking for this level. */
export function dismissAskForRate(slug: string, levelId: number): Promise<AskForRateItem> {
  return api.post(`${themePath(slug)}ask-for-rate/`, undefined, { query: { level: levelId } });
}

export function listRates(levelId: number, pageSize: number, signal?: AbortSignal): Promise<Page<RateItem>> {
  return api.get(`/api/levels/${levelId}/rates/`, { query: { pageSize }, signal });
}

export function getRateStats(levelId: number, signal?: AbortSignal): Promise<RateStatsItem> {
  return api.get(`/api/levels/${levelId}/rates/stats/`, { signal });
}

/** Creates the student's rating of the level, or replaces it. */
export function rateLevel(levelId: number, rating: { score: number; comment: string | null }): Promise<RateItem> {
  return api.post(`/api/levels/${levelId}/rates/`, rating);
}

/** The ordered topics of a topic's level (a level has at most a few dozen), for the side list. */
export function getTemary(levelId: number, signal?: AbortSignal): Promise<TemaryPage> {
  return api.get(`/api/levels/${levelId}/temary/`, { query: { pageSize: 100 }, signal });
}

/** The level of a topic: its prices and free topics, for the unlock prompt. */
export function getLevel(levelId: number, signal?: AbortSignal): Promise<LevelItem> {
  return api.get(`/api/levels/${levelId}/`, { signal });
}
