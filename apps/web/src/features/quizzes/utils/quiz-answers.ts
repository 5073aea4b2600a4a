import type { AnswerInput } from "@/features/quizzes/api/quizzes-api";
import type { QuizDetailItem } from "@/lib/academy-types";

/**
 * The student's answers while taking a quiz, as a pure reducer: which options are
 * chosen per question, the presentation mode and the question on screen.
 */

export type Question = QuizDetailItem["questions"][number];
export type QuizMode = "one" | "all";

export interface AnswersState {
  /** Chosen option ids per question id. */
  chosen: Record<number, number[]>;
  mode: QuizMode;
  /** The question shown in "one at a time" mode. */
  index: number;
}

export type AnswersAction =
  | { type: "choose"; question: Pick<Question, "id" | "kind">; optionId: number }
  | { type: "mode"; mode: QuizMode }
  | { type: "goTo"; index: number; total: number }
  | { type: "reset" };

export const initialAnswers: AnswersState = { chosen: {}, mode: "one", index: 0 };

export function answersReducer(state: AnswersState, action: AnswersAction): AnswersState {
  switch (action.type) {
    case "choose": {
      const { question, optionId } = action;
      const current = state.chosen[question.id] ?? [];
      const next =
        question.kind === "single"
          ? [optionId]
          : current.includes(optionId)
            ? current.filter((id) => id !== optionId)
            : [...current, optionId];
      return { ...state, chosen: { ...state.chosen, [question.id]: next } };
    }
    case "mode":
      return { ...state, mode: action.mode };
    case "goTo":
      return { ...state, index: Math.max(0, Math.min(action.total - 1, action.index)) };
    case "reset":
      // A retry keeps the mode the student chose.
      return { ...initialAnswers, mode: state.mode };
  }
}

export function isAnswered(state: AnswersState, questionId: number): boolean {
  return (state.chosen[questionId]?.length ?? 0) > 0;
}

export function unansweredCount(questions: Pick<Question, "id">[], state: AnswersState): number {
  return questions.filter((question) => !isAnswered(state, question.id)).length;
}

/** The attempt body: every question, in order; an unanswered one goes with no options (it earns 0). */
export function toAttemptAnswers(questions: Pick<Question, "id">[], state: AnswersState): AnswerInput[] {
  return questions.map((question) => ({ questionId: question.id, optionIds: [...(state.chosen[question.id] ?? [])] }));
}
