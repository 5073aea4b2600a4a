import { describe, expect, it } from "vitest";
import {
  answersReducer,
  initialAnswers,
  toAttemptAnswers,
  unansweredCount,
  type AnswersState,
} from "@/features/quizzes/utils/quiz-answers";

const single = { id: 1, kind: "single" as const };
const multiple = { id: 2, kind: "multiple" as const };
const questions = [{ id: 1 }, { id: 2 }, { id: 3 }];

describe("quiz answers", () => {
  it("keeps one option for a single-choice question", () => {
    let state = answersReducer(initialAnswers, { type: "choose", question: single, optionId: 10 });
    state = answersReducer(state, { type: "choose", question: single, optionId: 11 });
    expect(state.chosen[1]).toEqual([11]);
  });

  it("toggles options of a multiple-choice question", () => {
    let state = answersReducer(initialAnswers, { type: "choose", question: multiple, optionId: 20 });
    state = answersReducer(state, { type: "choose", question: multiple, optionId: 21 });
    state = answersReducer(state, { type: "choose", question: multiple, optionId: 20 });
    expect(state.chosen[2]).toEqual([21]);
  });

  it("counts unanswered questions, an emptied multiple choice included", () => {
    let state = answersReducer(initialAnswers, { type: "choose", question: single, optionId: 10 });
    expect(unansweredCount(questions, state)).toBe(2);
    state = answersReducer(state, { type: "choose", question: multiple, optionId: 20 });
    state = answersReducer(state, { type: "choose", question: multiple, optionId: 20 });
    expect(unansweredCount(questions, state)).toBe(2);
  });

  it("sends every question in order, unanswered ones with no options", () => {
    const state: AnswersState = { ...initialAnswers, chosen: { 2: [21, 22], 1: [10] } };
    expect(toAttemptAnswers(questions, state)).toEqual([
      { questionId: 1, optionIds: [10] },
      { questionId: 2, optionIds: [21, 22] },
      { questionId: 3, optionIds: [] },
    ]);
  });

  it("moves between questions within bounds", () => {
    let state = answersReducer(initialAnswers, { type: "goTo", index: 5, total: 3 });
    expect(state.index).toBe(2);
    state = answersReducer(state, { type: "goTo", index: -1, total: 3 });
    expect(state.index).toBe(0);
  });

  it("starts over on retry, keeping the chosen mode", () => {
    let state = answersReducer(initialAnswers, { type: "mode", mode: "all" });
    state = answersReducer(state, { type: "choose", question: single, optionId: 10 });
    state = answersReducer(state, { type: "goTo", index: 2, total: 3 });
    expect(answersReducer(state, { type: "reset" })).toEqual({ chosen: {}, mode: "all", index: 0 });
  });
});
