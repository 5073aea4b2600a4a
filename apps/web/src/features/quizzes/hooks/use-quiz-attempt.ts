"use client";

import { useCallback, useEffect, useReducer, useRef, useState, type Dispatch, type RefObject } from "react";
import { useQuizQuery, useSubmitAttemptMutation } from "@/features/quizzes/api/quizzes-api";
import {
  answersReducer,
  initialAnswers,
  toAttemptAnswers,
  unansweredCount,
  type AnswersAction,
  type AnswersState,
} from "@/features/quizzes/utils/quiz-answers";
import { clearAttemptResult, selectAttemptResult, type QuizzesState } from "@/features/quizzes/stores/quizzes-slice";
import type { AttemptResultItem, LevelItem, QuizDetailItem } from "@/lib/academy-types";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useLevelQuery } from "@/store/catalogue-api";
import { useAppDispatch, useAppSelector } from "@/store/hooks";
import { loadStatus, READ_ON_OPEN, retryAll, type LoadStatus } from "@/store/query-status";

export type QuizStatus = LoadStatus;

export interface QuizAttempt {
  status: QuizStatus;
  /** The quiz of this page, once read. */
  quiz: QuizDetailItem | null;
  /** The graded attempt of this quiz, until the student tries again. */
  result: AttemptResultItem | null;
  /** The quiz's level once loaded; its access decides whether attempts can be sent. */
  level: LevelItem | null;
  answers: AnswersState;
  act: Dispatch<AnswersAction>;
  sending: boolean;
  /** Asking whether to send with unanswered questions. */
  confirming: boolean;
  /** Focused when a result arrives, so screen readers start at the verdict. */
  resultHeading: RefObject<HTMLHeadingElement | null>;
  reload: () => void;
  /** Sends the answers, or first asks to confirm when some questions are unanswered. */
  submit: () => void;
  /** Sends the answers as they are (the confirmation's "send anyway"). */
  confirm: () => void;
  cancelConfirm: () => void;
  /** Starts over: clears the answers and the result, back at the top of the page. */
  retry: () => void;
}

/**
 * The state of taking one quiz: reading it (and its level), the student's answers, sending
 * them and showing the graded result until a retry. Keeps the page's rendering apart from
 * the requests and their ordering.
 */
export function useQuizAttempt(levelId: number, quizId: number): QuizAttempt {
  const dispatch = useAppDispatch();
  const quizRead = useQuizQuery({ levelId, quizId }, READ_ON_OPEN);
  const levelRead = useLevelQuery({ key: levelId }, READ_ON_OPEN);
  const [submitAttempt, submission] = useSubmitAttemptMutation();
  const result = useAppSelector((state: { exercises: QuizzesState }) => selectAttemptResult(state, quizId));
  const [answers, act] = useReducer(answersReducer, initialAnswers);
  const [confirming, setConfirming] = useState(false);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  // The quiz and its level appear together (the level says whether attempts can be sent).
  const status = loadStatus([quizRead, levelRead]);
  const quiz = status === "ready" ? (quizRead.currentData ?? null) : null;
  useDocumentTitle(quiz?.title);

  // A graded attempt takes the screen: screen readers start at the verdict.
  useEffect(() => {
    if (result) resultHeading.current?.focus();
  }, [result]);

  const send = useCallback(async () => {
    if (!quiz) return;
    setConfirming(false);
    await submitAttempt({ levelId, quizId, answers: toAttemptAnswers(quiz.questions, answers) });
  }, [submitAttempt, quiz, levelId, quizId, answers]);

  const submit = () => {
    if (quiz && unansweredCount(quiz.questions, answers) > 0) setConfirming(true);
    else void send();
  };

  const retry = () => {
    act({ type: "reset" });
    dispatch(clearAttemptResult());
    window.scrollTo({ top: 0 });
  };

  return {
    status,
    quiz,
    result,
    level: levelRead.currentData ?? null,
    answers,
    act,
    sending: submission.isLoading,
    confirming,
    resultHeading,
    reload: () => retryAll([quizRead, levelRead]),
    submit,
    confirm: () => void send(),
    cancelConfirm: () => setConfirming(false),
    retry,
  };
}
