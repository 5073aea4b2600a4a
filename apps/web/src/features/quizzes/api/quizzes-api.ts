import type { Page } from "@fz/contracts/common";
import type { AttemptResultItem, QuizDetailItem, QuizSummaryItem } from "@/lib/academy-types";
import { api } from "@/store/api";

export const QUIZZES_PAGE_SIZE = 5;

export interface AnswerInput {
  questionId: number;
  optionIds: number[];
}

export interface QuizKey {
  levelId: number;
  quizId: number;
}

const quizzesPath = (levelId: number) => `/api/levels/${levelId}/exercises/`;

/** A level's quizzes ("ejercicios" on the wire and in the URLs), taken and graded on the server (decision 020). */
export const quizzesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page of a level's quizzes, with the student's standing and the one opened last. */
    quizPage: build.query<Page<QuizSummaryItem>, { levelId: number; page: number }>({
      query: ({ levelId, page }) => ({ path: quizzesPath(levelId), query: { page, pageSize: QUIZZES_PAGE_SIZE } }),
      providesTags: (_page, _error, { levelId }) => [{ type: "Quiz", id: `level-${levelId}` }],
    }),
    /** Questions and options, never the answers; opening it makes it the level's last seen quiz. */
    quiz: build.query<QuizDetailItem, QuizKey>({
      query: ({ levelId, quizId }) => `${quizzesPath(levelId)}${quizId}/`,
      providesTags: (_quiz, _error, { quizId }) => [{ type: "Quiz", id: quizId }],
      async onQueryStarted({ levelId, quizId }, { dispatch, getState, queryFulfilled }) {
        if (!(await queryFulfilled.then(() => true, () => false))) return;
        // The level's list marks it as the one opened last, in every page already read.
        for (const args of quizzesApi.util.selectCachedArgsForQuery(getState(), "quizPage")) {
          if (args.levelId !== levelId) continue;
          dispatch(
            quizzesApi.util.updateQueryData("quizPage", args, (page) => {
              for (const item of page.results) item.lastSeen = item.id === quizId;
            }),
          );
        }
      },
    }),
    /** Graded on the server: score, pass/fail and per-question feedback with explanations. */
    submitAttempt: build.mutation<AttemptResultItem, QuizKey & { answers: AnswerInput[] }>({
      query: ({ levelId, quizId, answers }) => ({ path: `${quizzesPath(levelId)}${quizId}/attempts/`, method: "POST", body: { answers } }),
      async onQueryStarted({ levelId, quizId }, { dispatch, getState, queryFulfilled }) {
        const result = await queryFulfilled.then(({ data }) => data, () => null);
        if (!result) return;
        // The student's standing moves at once, in the quiz and in the level's list.
        const standing = <T extends { id: number; bestScore: number | null; attemptsCount: number; passed: boolean }>(item: T) => {
          item.bestScore = Math.max(item.bestScore ?? 0, result.score);
          item.attemptsCount += 1;
          item.passed = item.passed || result.passed;
        };
        dispatch(quizzesApi.util.updateQueryData("quiz", { levelId, quizId }, standing));
        for (const args of quizzesApi.util.selectCachedArgsForQuery(getState(), "quizPage")) {
          if (args.levelId !== levelId) continue;
          dispatch(
            quizzesApi.util.updateQueryData("quizPage", args, (page) => {
              const listed = page.results.find((item) => item.id === result.exerciseId);
              if (listed) standing(listed);
            }),
          );
        }
        // A passed quiz may earn points, finish a topic that asks for it and open the next (issue 40).
        dispatch(api.util.invalidateTags(result.passed ? ["Points", "Topic", { type: "Level", id: levelId }, "Progress", "Certificate"] : ["Points"]));
      },
    }),
  }),
});

export const { useQuizPageQuery, useQuizQuery, useSubmitAttemptMutation } = quizzesApi;
