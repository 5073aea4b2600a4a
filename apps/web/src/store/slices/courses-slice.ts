import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { CourseItem, RecommendationItem, ThemeRefItem } from "@/lib/academy-types";
import type { Entity } from "@/store/slices/entity";

export interface CoursesState {
  courses: CourseItem[];
  questions: Entity[];
  /** The topic being studied, with its finished flag, next topic and what to do next. */
  theme: ThemeRefItem | null;
  finished: boolean;
  nextTheme: ThemeRefItem | null;
  recommendation: RecommendationItem | null;
  /** The course whose page is open. */
  allCourseData: CourseItem | null;
}

const initialState: CoursesState = {
  courses: [],
  questions: [],
  theme: null,
  finished: false,
  nextTheme: null,
  recommendation: null,
  allCourseData: null,
};

export const coursesSlice = createSlice({
  name: "courses",
  initialState,
  reducers: {
    patchCourses(state, action: PayloadAction<Partial<CoursesState>>) {
      Object.assign(state, action.payload);
    },
    /** Where the student stands in a topic: opened (GET) or just finished (POST finish). */
    setThemeStanding(
      state,
      action: PayloadAction<{
        theme: ThemeRefItem;
        finished: boolean;
        nextTheme: ThemeRefItem | null;
        recommendation: RecommendationItem;
      }>,
    ) {
      Object.assign(state, action.payload);
    },
  },
});

export const { patchCourses, setThemeStanding } = coursesSlice.actions;
