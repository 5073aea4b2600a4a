import type { PointsEntry, PointsResponse, RedeemType } from "@fz/contracts/points";
import { api } from "@/lib/api-client";
import type { LevelItem, Page, VideoItem } from "@/lib/academy-types";
import type { Camel } from "@/lib/case";

export type PointsSummary = Camel<PointsResponse>;
export type PointsEntryItem = Camel<PointsEntry>;

export const HISTORY_PAGE_SIZE = 10;
/** The catalogue is small (a few dozen levels, a handful of tutorials): one page holds it. */
const WHOLE_LIST = 100;

/** Spec §3 "points data": balance, rewards, achievements and how to earn. */
export function getPoints(signal?: AbortSignal): Promise<PointsSummary> {
  return api.get("/api/points/", { signal });
}

/** Answers the new balance; 400 (with the API's Spanish reason) when the points do not reach. */
export function redeemPoints(redeemType: RedeemType, slug: string): Promise<{ points: number }> {
  return api.post("/api/points/redeem/", { redeemType, slug });
}

export function listPointsHistory(page: number, signal?: AbortSignal): Promise<Page<PointsEntryItem>> {
  return api.get("/api/points/history/", { query: { page, pageSize: HISTORY_PAGE_SIZE }, signal });
}

/** The levels the student can see, with whether each is already open to them. */
export function listLevelsToRedeem(signal?: AbortSignal): Promise<Page<LevelItem>> {
  return api.get("/api/levels/", { query: { pageSize: WHOLE_LIST }, signal });
}

export function listTutorialsToRedeem(signal?: AbortSignal): Promise<Page<VideoItem>> {
  return api.get("/api/courses/videos/", { query: { pageSize: WHOLE_LIST }, signal });
}
