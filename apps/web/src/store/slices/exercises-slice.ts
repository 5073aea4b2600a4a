import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { AttemptResultItem, ExerciseDetailItem, ExerciseSummaryItem, Page } from "@/lib/academy-types";

export interface ExercisesPagination {
  count: number;
  next: string | null;
  previous: string | null;
  loading: boolean;
}

export interface ExercisesState {
  exercise: ExerciseDetailItem | null;
  list: ExerciseSummaryItem[];
  /** Which level `list` belongs to, and which of its pages it is. */
  listLevelId: number | null;
  page: number;
  pagination: ExercisesPagination;
  loading: boolean;
  /** The graded attempt of `exercise`, until the student tries again. */
  result: AttemptResultItem | null;
}

const initialState: ExercisesState = {
  exercise: null,
  list: [],
  listLevelId: null,
  page: 1,
  pagination: { count: 0, next: null, previous: null, loading: false },
  loading: false,
  result: null,
};

export const exercisesSlice = createSlice({
  name: "exercises",
  initialState,
  reducers: {
    patchExercises(state, action: PayloadAction<Partial<ExercisesState>>) {
      Object.assign(state, action.payload);
    },
    patchExercisesPagination(state, action: PayloadAction<Partial<ExercisesPagination>>) {
      Object.assign(state.pagination, action.payload);
    },
    setExerciseList(state, action: PayloadAction<{ levelId: number; page: number; data: Page<ExerciseSummaryItem> }>) {
      const { levelId, page, data } = action.payload;
      state.list = data.results;
      state.listLevelId = levelId;
      state.page = page;
      state.pagination = { count: data.count, next: data.next, previous: data.previous, loading: false };
    },
    setExercise(state, action: PayloadAction<ExerciseDetailItem | null>) {
      if (state.exercise?.id !== action.payload?.id) state.result = null;
      state.exercise = action.payload;
      // Opening an exercise makes it the level's last seen one.
      if (action.payload) {
        const openedId = action.payload.id;
        for (const item of state.list) item.lastSeen = item.id === openedId;
      }
    },
    setAttemptResult(state, action: PayloadAction<AttemptResultItem>) {
      const result = action.payload;
      state.result = result;
      const update = <T extends { id: number; bestScore: number | null; attemptsCount: number; passed: boolean }>(item: T) => {
        item.bestScore = Math.max(item.bestScore ?? 0, result.score);
        item.attemptsCount += 1;
        item.passed = item.passed || result.passed;
      };
      if (state.exercise?.id === result.exerciseId) update(state.exercise);
      const listed = state.list.find((item) => item.id === result.exerciseId);
      if (listed) update(listed);
    },
    clearAttemptResult(state) {
      state.result = null;
    },
  },
});

export const { patchExercises, patchExercisesPagination, setExerciseList, setExercise, setAttemptResult, clearAttemptResult } =
  exercisesSlice.actions;
