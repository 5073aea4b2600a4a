import { describe, expect, it } from "vitest";
import { quizzesApi } from "@/features/quizzes/api/quizzes-api";
import { clearAttemptResult } from "@/features/quizzes/stores/quizzes-slice";
import { toCamel } from "@/lib/case";
import type { QuizDetailItem } from "@/lib/academy-types";
import { failureStatus } from "@/store/api";
import { wireQuizSummary } from "@/test/academy-factories";
import { stubFetch } from "@/test/fetch";
import { makeTestStore as makeStore } from "@/test/render";

type Store = ReturnType<typeof makeStore>;
const listPage = (store: Store, page: number) => quizzesApi.endpoints.quizPage.select({ levelId: 1, page })(store.getState());

const attempt = {
  id: 40,
  exercise_id: 5,
  score: 75,
  pass_mark: 70,
  passed: true,
  correct_count: 1,
  total_questions: 2,
  created_at: "2026-01-01T00:00:00.000Z",
  questions: [
    { question_id: 1, credit: 1, correct: true, selected_option_ids: [10], correct_option_ids: [10], explanation: "Así es." },
    { question_id: 2, credit: 0.5, correct: false, selected_option_ids: [20], correct_option_ids: [20, 21], explanation: "Faltó una." },
  ],
};

describe("a level's quizzes", () => {
  it("loads a page with its pagination and the last seen exercise", async () => {
    const { calls } = stubFetch({
      status: 200,
      body: { count: 7, next: "/api/levels/1/exercises/?page=3", previous: "/api/levels/1/exercises/?page=1", results: [wireQuizSummary({ last_seen: true })] },
    });
    const store = makeStore();
    await store.dispatch(quizzesApi.endpoints.quizPage.initiate({ levelId: 1, page: 2 }));
    expect(calls[0]?.url).toBe("/api/levels/1/exercises/?page=2&page_size=5");
    const read = listPage(store, 2);
    const { results: _results, ...pagination } = read.data!;
    expect({ ...pagination, loading: read.isLoading }).toEqual({ count: 7, next: "/api/levels/1/exercises/?page=3", previous: "/api/levels/1/exercises/?page=1", loading: false });
    expect(read.originalArgs).toMatchObject({ levelId: 1, page: 2 });
    expect(read.data?.results[0]?.lastSeen).toBe(true);
  });

  it("stops loading when the page fails", async () => {
    stubFetch({ status: 500, body: { errors: ["x"], code: "internal" } });
    const store = makeStore();
    await store.dispatch(quizzesApi.endpoints.quizPage.initiate({ levelId: 1, page: 1 }));
    expect(listPage(store, 1).isLoading).toBe(false);
    expect(store.getState().errors.list[0]?.error.id).toBe("NETWORK_ERROR_500");
  });
});

describe("submitting an attempt", () => {
  it("sends snake_case answers, keeps the graded result and updates the standing", async () => {
    const { calls } = stubFetch(
      { status: 200, body: { count: 1, next: null, previous: null, results: [wireQuizSummary()] } },
      { status: 201, body: attempt },
    );
    const store = makeStore();
    await store.dispatch(quizzesApi.endpoints.quizPage.initiate({ levelId: 1, page: 1 }));
    // The quiz is open (read before; opening it made it the level's last seen one).
    await store.dispatch(quizzesApi.util.upsertQueryData("quiz", { levelId: 1, quizId: 5 }, toCamel({ ...wireQuizSummary(), questions: [] }) as QuizDetailItem));
    await store.dispatch(
      quizzesApi.endpoints.submitAttempt.initiate({ levelId: 1, quizId: 5, answers: [{ questionId: 1, optionIds: [10] }, { questionId: 2, optionIds: [20] }] }),
    );
    expect(calls[1]).toMatchObject({
      method: "POST",
      url: "/api/levels/1/exercises/5/attempts/",
      body: { answers: [{ question_id: 1, option_ids: [10] }, { question_id: 2, option_ids: [20] }] },
    });
    const state = store.getState().exercises;
    expect(state.result).toMatchObject({ score: 75, passed: true, correctCount: 1 });
    expect(state.result?.questions[1]).toMatchObject({ credit: 0.5, correctOptionIds: [20, 21] });
    expect(quizzesApi.endpoints.quiz.select({ levelId: 1, quizId: 5 })(store.getState()).data).toMatchObject({
      bestScore: 75,
      attemptsCount: 1,
      passed: true,
      lastSeen: false,
    });
    expect(listPage(store, 1).data?.results[0]).toMatchObject({ bestScore: 75, attemptsCount: 1, passed: true, lastSeen: true });

    store.dispatch(clearAttemptResult());
    expect(store.getState().exercises.result).toBeNull();
  });

  it("reports a refused attempt (no access) and keeps no result", async () => {
    stubFetch({ status: 403, body: { errors: ["Necesitas acceso a este nivel para presentar sus ejercicios."], code: "forbidden" } });
    const store = makeStore();
    const action = await store.dispatch(quizzesApi.endpoints.submitAttempt.initiate({ levelId: 2, quizId: 6, answers: [] }));
    expect(failureStatus(action.error)).toBe(403);
    expect(store.getState().exercises.result).toBeNull();
    expect(store.getState().errors.list[0]?.error.message).toBe("Necesitas acceso a este nivel para presentar sus ejercicios.");
  });
});
