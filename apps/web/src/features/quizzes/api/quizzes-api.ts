import { api } from "@/lib/api-client";
import type { AttemptResultItem, ExerciseDetailItem, ExerciseSummaryItem, LevelItem, Page } from "@/lib/academy-types";

export const EXERCISES_PAGE_SIZE = 5;

export interface AnswerInput {
  questionId: number;
  optionIds: number[];
}

export function listExercises(levelId: number, page: number, signal?: AbortSignal): Promise<Page<ExerciseSummaryItem>> {
  return api.get(`/api/levels/${levelId}/exercises/`, { query: { page, pageSize: EXERCISES_PAGE_SIZE }, signal });
}

/** Questions and options, never the answers; opening it makes it the level's last seen exercise. */
export function getExercise(levelId: number, exerciseId: number, signal?: AbortSignal): Promise<ExerciseDetailItem> {
  return api.get(`/api/levels/${levelId}/exercises/${exerciseId}/`, { signal });
}

/** Graded on the server: score, pass/fail and per-question feedback with explanations. */
export function submitAttempt(levelId: number, exerciseId: number, answers: AnswerInput[]): Promise<AttemptResultItem> {
  return api.post(`/api/levels/${levelId}/exercises/${exerciseId}/attempts/`, { answers });
}

/** The level of an exercise: its title and whether the student may submit attempts. */
export function getLevel(levelId: number, signal?: AbortSignal): Promise<LevelItem> {
  return api.get(`/api/levels/${levelId}/`, { signal });
}
