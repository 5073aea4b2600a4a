import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { Entity } from "@/store/slices/entity";

export interface ExercisesPagination {
  count: number;
  next: string | null;
  previous: string | null;
  loading: boolean;
}

export interface ExercisesState {
  exercise: Entity | null;
  list: Entity[];
  pagination: ExercisesPagination;
  loading: boolean;
}

const initialState: ExercisesState = {
  exercise: null,
  list: [],
  pagination: { count: 0, next: null, previous: null, loading: false },
  loading: false,
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
  },
});

export const { patchExercises, patchExercisesPagination } = exercisesSlice.actions;
