import {
  getCourse,
  getLastViewed,
  getLevel,
  getRateStats,
  getTemary,
  listCourses,
  listLevels,
} from "@/features/academy/api/catalogue-api";
import { pickContinueLevel } from "@/features/academy/components/academy-progress";
import type { LastViewedItem } from "@/lib/academy-types";
import { createAppAsyncThunk, failWith } from "@/store/app-thunk";
import { patchCourses } from "@/store/slices/courses-slice";
import { patchLevels, setLevelDetail, setTemary } from "@/store/slices/levels-slice";
import { setRateStats } from "@/store/slices/rates-slice";

/**
 * `/academia`: every course and level with the student's progress, where the student left
 * off, and the temary of the level to continue (to name the exact topic).
 */
export const fetchAcademyOverview = createAppAsyncThunk(
  "courses/fetchAcademyOverview",
  async (_: void, { dispatch, signal, rejectWithValue }) => {
    try {
      const [courses, levels, last] = await Promise.all([
        listCourses(signal),
        listLevels(undefined, signal),
        // Where the student left off is a garnish: without it the dashboard still picks a level.
        getLastViewed(signal).catch((): LastViewedItem | null => null),
      ]);
      dispatch(patchCourses({ courses: courses.results }));
      dispatch(patchLevels({ data: levels.results, specials: levels.results.filter((level) => level.isSpecial) }));
      const next = pickContinueLevel(levels.results, last);
      if (next) dispatch(setTemary(await getTemary(next.id, signal)));
      return { continueLevelId: next?.id ?? null, lastViewed: last };
    } catch (error) {
      return rejectWithValue(failWith(error, { dispatch, signal }));
    }
  },
);

/** A course page: the course, its levels and each level's rating stats. */
export const fetchCoursePage = createAppAsyncThunk(
  "courses/fetchCoursePage",
  async (courseSlug: string, { dispatch, signal, rejectWithValue }) => {
    try {
      const [course, levels] = await Promise.all([getCourse(courseSlug, signal), listLevels(courseSlug, signal)]);
      dispatch(patchCourses({ allCourseData: course }));
      dispatch(patchLevels({ data: levels.results }));
      // Stats are a garnish: a failure there must not hide the levels.
      const stats = await Promise.allSettled(levels.results.map((level) => getRateStats(level.id, signal)));
      for (const result of stats) if (result.status === "fulfilled") dispatch(setRateStats(result.value));
      return { courseId: course.id };
    } catch (error) {
      return rejectWithValue(failWith(error, { dispatch, signal }));
    }
  },
);

/** A level page: the level (access, progress, prices) and its temary. */
export const fetchLevelPage = createAppAsyncThunk(
  "levels/fetchLevelPage",
  async (levelId: number, { dispatch, signal, rejectWithValue }) => {
    try {
      const [level, temary] = await Promise.all([getLevel(levelId, signal), getTemary(levelId, signal)]);
      dispatch(setLevelDetail(level));
      dispatch(setTemary(temary));
      return { levelId: level.id };
    } catch (error) {
      return rejectWithValue(failWith(error, { dispatch, signal }));
    }
  },
);

/** Only the temary (the topic page's side list), when it is not already loaded. */
export const fetchTemary = createAppAsyncThunk(
  "levels/fetchTemary",
  async (levelId: number, { dispatch, signal, rejectWithValue }) => {
    try {
      dispatch(setTemary(await getTemary(levelId, signal)));
      return { levelId };
    } catch (error) {
      return rejectWithValue(failWith(error, { dispatch, signal }, { report: false }));
    }
  },
);
