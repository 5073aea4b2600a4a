import type { Page } from "@fz/contracts/common";
import type { LevelItem, LevelProgressItem, RateStatsItem, TemaryPage, VideoItem } from "@/lib/academy-types";
import { api, reportFor, serializeWithoutQuiet, type Quietly } from "@/store/api";
import { catalogueReads, levelPath, WHOLE_LIST } from "@/store/catalogue-reads";

/**
 * The catalogue reads several features share (decision 020): a level, its temary and rating
 * stats are shown by the academy's pages, a topic, a quiz, the receipt and the points
 * dialog; tutorials by the tutorials pages, the receipt and the points dialog. Features do
 * not import each other, so these endpoints live here, once.
 */

/**
 * Tags: a level and its temary are `Level` (by id), patched in place when a topic is opened
 * or finished (below); lists that also carry progress (`levels`, where the student left off)
 * are `Progress`, asked again after those moments.
 */

export { WHOLE_LIST };
export const TUTORIALS_PAGE_SIZE = 12;

export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The levels of every course, or of one (`course` is an id or a slug), with the student's progress and access. */
    levels: build.query<Page<LevelItem>, { course?: string }>({
      query: catalogueReads.levels,
      providesTags: ["Level", "Progress"],
    }),
    /** A level (access, progress, prices) by id or slug. */
    level: build.query<LevelItem, Quietly<{ key: number | string }>>({
      query: (args) => ({ ...catalogueReads.level(args), report: reportFor(args) }),
      serializeQueryArgs: serializeWithoutQuiet,
      providesTags: (level, _error, { key }) => [{ type: "Level", id: level?.id ?? key }],
    }),
    /** The ordered topics of a level with viewed/finished/locked marks (a level has at most a few dozen). */
    temary: build.query<TemaryPage, Quietly<{ levelId: number }>>({
      query: (args) => ({ ...catalogueReads.temary(args), report: reportFor(args) }),
      serializeQueryArgs: serializeWithoutQuiet,
      providesTags: (_page, _error, { levelId }) => [{ type: "Level", id: levelId }],
    }),
    rateStats: build.query<RateStatsItem, Quietly<{ levelId: number }>>({
      query: (args) => ({ path: `${levelPath(args.levelId)}rates/stats/`, report: reportFor(args) }),
      serializeQueryArgs: serializeWithoutQuiet,
      providesTags: (_stats, _error, { levelId }) => [{ type: "Rate", id: levelId }],
    }),
    /** Every tutorial (each marked `purchased` when the student can watch it now), or only the purchased ones. */
    tutorials: build.query<Page<VideoItem>, { page: number; pageSize?: number; purchased?: boolean }>({
      query: ({ page, pageSize = TUTORIALS_PAGE_SIZE, purchased = false }) => ({
        path: purchased ? "/api/courses/videos/purchased/" : "/api/courses/videos/",
        query: { page, pageSize },
      }),
      providesTags: ["Tutorial"],
    }),
    /** A tutorial without its source (what a student who has not bought it may see). */
    tutorial: build.query<VideoItem, Quietly<{ id: number }>>({
      query: (args) => ({ path: `/api/courses/videos/${args.id}/`, report: reportFor(args) }),
      serializeQueryArgs: serializeWithoutQuiet,
      providesTags: (_video, _error, { id }) => [{ type: "Tutorial", id }],
    }),
  }),
});

export const { useLevelsQuery, useLevelQuery, useTemaryQuery, useRateStatsQuery, useTutorialsQuery, useTutorialQuery } = catalogueApi;

type CacheDispatch = (action: ReturnType<typeof catalogueApi.util.updateQueryData>) => unknown;

/**
 * A topic was opened and the API recorded the view: its level's temary marks it viewed and
 * the level's progress counts it, in every copy already read (nothing is asked again).
 */
export function markTopicViewed(dispatch: CacheDispatch, { levelId, themeId }: { levelId: number; themeId: number }): void {
  let newlyViewed = false;
  dispatch(
    catalogueApi.util.updateQueryData("temary", { levelId }, (page) => {
      const theme = page.results.find((item) => item.id === themeId);
      if (!theme || theme.viewed || theme.isLocked) return;
      theme.viewed = true;
      newlyViewed = true;
      if (page.progress) page.progress.viewed += 1;
    }),
  );
  if (!newlyViewed) return;
  dispatch(
    catalogueApi.util.updateQueryData("level", { key: levelId }, (level) => {
      if (level.progress) level.progress.viewed += 1;
    }),
  );
}

/** A topic was finished: the temary marks it and the level's progress becomes the API's answer. */
export function markTopicFinished(
  dispatch: CacheDispatch,
  { levelId, themeId, progress }: { levelId: number; themeId: number; progress: LevelProgressItem },
): void {
  dispatch(
    catalogueApi.util.updateQueryData("temary", { levelId }, (page) => {
      const theme = page.results.find((item) => item.id === themeId);
      if (theme) {
        theme.viewed = true;
        theme.finished = true;
      }
      // In a step-by-step level, the topic waiting for this one opens (issue 40).
      for (const item of page.results) {
        if (item.unlock?.reason === "previous" && item.unlock.previousTheme?.id === themeId) {
          item.unlock = null;
          item.isLocked = item.access === "locked";
        }
      }
      page.progress = progress;
    }),
  );
  dispatch(
    catalogueApi.util.updateQueryData("level", { key: levelId }, (level) => {
      level.progress = progress;
    }),
  );
}
