"use client";

import { useCallback, useEffect, useReducer, useRef, useState, type Dispatch, type RefObject } from "react";
import {
  answersReducer,
  initialAnswers,
  toAttemptAnswers,
  unansweredCount,
  type AnswersAction,
  type AnswersState,
} from "@/features/quizzes/components/exercise-answers";
import { fetchExercise, submitAttempt } from "@/features/quizzes/store/quizzes-thunks";
import type { AttemptResultItem, ExerciseDetailItem, LevelItem } from "@/lib/academy-types";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useAppDispatch, useAppSelector } from "@/store/hooks";
import { clearAttemptResult } from "@/store/slices/exercises-slice";

export type ExerciseStatus = "loading" | "ready" | "notFound" | "failed";

export interface ExerciseAttempt {
  status: ExerciseStatus;
  /** The exercise of this page; null while another one (or none) is in the store. */
  exercise: ExerciseDetailItem | null;
  /** The graded attempt of this exercise, until the student tries again. */
  result: AttemptResultItem | null;
  /** The exercise's level once loaded; its access decides whether attempts can be sent. */
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
 * The state of taking one exercise: loading it (and its level), the student's answers,
 * sending them and showing the graded result until a retry. Keeps the page's rendering apart
 * from the requests and their ordering.
 */
export function useExerciseAttempt(levelId: number, exerciseId: number): ExerciseAttempt {
  const dispatch = useAppDispatch();
  const exercise = useAppSelector((state) => state.exercises.exercise);
  const result = useAppSelector((state) => state.exercises.result);
  const level = useAppSelector((state) => (state.levels.detail?.id === levelId ? state.levels.detail : null));
  const [status, setStatus] = useState<ExerciseStatus>("loading");
  const [answers, act] = useReducer(answersReducer, initialAnswers);
  const [sending, setSending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  const load = useCallback(() => {
    setStatus("loading");
    const request = dispatch(fetchExercise({ levelId, exerciseId }));
    request.then((action) => {
      if (fetchExercise.fulfilled.match(action)) setStatus("ready");
      // An aborted request belongs to a page the student already left.
      else if (action.payload?.aborted) return;
      else setStatus(action.payload?.status === 404 ? "notFound" : "failed");
    });
    return request;
  }, [dispatch, levelId, exerciseId]);

  useEffect(() => {
    const request = load();
    return () => request.abort();
  }, [load]);

  // The store keeps the last opened exercise and result; only this page's count.
  const current = exercise?.id === exerciseId && exercise.levelId === levelId ? exercise : null;
  const shownResult = result && result.exerciseId === exerciseId ? result : null;
  useDocumentTitle(current?.title);

  useEffect(() => {
    if (shownResult) resultHeading.current?.focus();
  }, [shownResult]);

  const send = useCallback(async () => {
    if (!current) return;
    setConfirming(false);
    setSending(true);
    await dispatch(submitAttempt({ levelId, exerciseId, answers: toAttemptAnswers(current.questions, answers) }));
    setSending(false);
  }, [dispatch, current, levelId, exerciseId, answers]);

  const submit = () => {
    if (current && unansweredCount(current.questions, answers) > 0) setConfirming(true);
    else void send();
  };

  const retry = () => {
    act({ type: "reset" });
    dispatch(clearAttemptResult());
    window.scrollTo({ top: 0 });
  };

  return {
    status,
    exercise: current,
    result: shownResult,
    level,
    answers,
    act,
    sending,
    confirming,
    resultHeading,
    reload: () => void load(),
    submit,
    confirm: () => void send(),
    cancelConfirm: () => setConfirming(false),
    retry,
  };
}
