"use client";

import { skipToken } from "@reduxjs/toolkit/query";
import { useMemo } from "react";
import { useCoursesQuery, useLastViewedQuery } from "@/features/academy/api/academy-api";
import { pickContinueLevel } from "@/features/academy/utils/academy-progress";
import type { CourseItem, LastViewedItem, LevelItem, TopicSummaryItem } from "@/lib/academy-types";
import { useLevelsQuery, useTemaryQuery } from "@/store/catalogue-api";
import { loadStatus, retryAll, type LoadStatus } from "@/store/query-status";
import { useReadOnOpen } from "@/store/server-data";

export interface AcademyOverview {
  status: Exclude<LoadStatus, "notFound">;
  courses: CourseItem[];
  levels: LevelItem[];
  /** Where the student left off; null before the first topic, or when it could not be read. */
  lastViewed: LastViewedItem | null;
  continueLevel: LevelItem | null;
  /** The temary of `continueLevel` (to name the exact topic), once read. */
  temary: TopicSummaryItem[] | null;
  retry: () => void;
}

/**
 * `/academia`'s reads: every course and level with the student's progress, where the student
 * left off, and the temary of the level to continue. The page appears when all have answered,
 * so the "continue" card never changes under the student's eyes.
 */
export function useAcademyOverview(): AcademyOverview {
  const readOnOpen = useReadOnOpen();
  const courses = useCoursesQuery(undefined, readOnOpen);
  const levels = useLevelsQuery({}, readOnOpen);
  const last = useLastViewedQuery(undefined, readOnOpen);
  // Where the student left off is a garnish: without it the dashboard still picks a level.
  const lastSettled = last.isSuccess || last.isError;
  const lastViewed = last.isSuccess ? last.data : null;
  const continueLevel = useMemo(
    () => (levels.data && lastSettled ? pickContinueLevel(levels.data.results, lastViewed) : null),
    [levels.data, lastSettled, lastViewed],
  );
  const temary = useTemaryQuery(continueLevel ? { levelId: continueLevel.id } : skipToken, readOnOpen);

  const reads = [courses, levels, ...(continueLevel ? [temary] : [])];
  const status = loadStatus(reads);
  return {
    status: status === "notFound" ? "failed" : status === "ready" && !lastSettled ? "loading" : status,
    courses: courses.data?.results ?? [],
    levels: levels.data?.results ?? [],
    lastViewed,
    continueLevel,
    temary: continueLevel && temary.currentData ? temary.currentData.results : null,
    retry: () => retryAll([courses, levels, last, temary]),
  };
}
