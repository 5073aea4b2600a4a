import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { Entity } from "@/store/slices/entity";

export interface CoursesState {
  courses: Entity[];
  questions: Entity[];
  theme: Entity | null;
  finished: boolean;
  nextTheme: Entity | null;
  recommendation: Entity | null;
  allCourseData: Entity | null;
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
  },
});

export const { patchCourses } = coursesSlice.actions;
