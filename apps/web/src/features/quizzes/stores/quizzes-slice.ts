import { createSlice } from "@reduxjs/toolkit";
import { quizzesApi } from "@/features/quizzes/api/quizzes-api";
import type { AttemptResultItem } from "@/lib/academy-types";
import { clearAuth } from "@/store/slices/auth-slice";

/**
 * Quizzes' client state, kept under spec §3's name for the area (`exercises`): the graded
 * attempt the student is looking at, until they try again or open another quiz. The quizzes
 * themselves are server data (RTK Query: `quizPage`, `quiz`).
 */
export interface QuizzesState {
  result: AttemptResultItem | null;
}

const initialState: QuizzesState = { result: null };

export const quizzesSlice = createSlice({
  name: "exercises",
  initialState,
  reducers: {
    clearAttemptResult(state) {
      state.result = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(clearAuth, () => initialState)
      .addMatcher(quizzesApi.endpoints.submitAttempt.matchFulfilled, (state, action) => {
        state.result = action.payload;
      })
      // Another quiz opened: the previous one's result is not this one's.
      .addMatcher(quizzesApi.endpoints.quiz.matchFulfilled, (state, action) => {
        if (state.result && state.result.exerciseId !== action.payload.id) state.result = null;
      });
  },
});

export const { clearAttemptResult } = quizzesSlice.actions;

/** The graded attempt of this quiz, if it is the one the student is looking at. */
export const selectAttemptResult = (state: { exercises: QuizzesState }, quizId: number): AttemptResultItem | null =>
  state.exercises.result?.exerciseId === quizId ? state.exercises.result : null;
