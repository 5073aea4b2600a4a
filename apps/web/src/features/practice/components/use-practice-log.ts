"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { type NewPracticeSession, useLogPracticeMutation, useStartPracticeMutation } from "@/features/practice/api/practice-api";

export type SessionDetails = Omit<NewPracticeSession, "startToken" | "durationSeconds">;

/**
 * A tool page's practice time and how it reaches the log. The page's signed start is asked
 * for when it opens (and again after each save); the time counted is only while the tool
 * works (the microphone listening, the metronome playing), and is never more than the time
 * since that start, which the API checks too (docs/decisions/021).
 */
export function usePracticeLog() {
  const [requestStart, startState] = useStartPracticeMutation();
  const [logPractice, logState] = useLogPracticeMutation();
  const [token, setToken] = useState<string | null>(null);
  const [activeMs, setActiveMs] = useState(0);
  const since = useRef<number | null>(null);
  const accumulated = useRef(0);
  const startedAt = useRef<number>(0);

  const fetchStart = useCallback(() => {
    setToken(null);
    requestStart()
      .unwrap()
      .then((start) => {
        setToken(start.startToken);
        startedAt.current = performance.now();
      })
      .catch(() => undefined);
  }, [requestStart]);

  useEffect(() => {
    fetchStart();
  }, [fetchStart]);

  // The running total, a few times a second while the tool works.
  useEffect(() => {
    const timer = setInterval(() => {
      if (since.current !== null) setActiveMs(accumulated.current + performance.now() - since.current);
    }, 500);
    return () => clearInterval(timer);
  }, []);

  const activity = useCallback((active: boolean) => {
    const now = performance.now();
    if (active && since.current === null) since.current = now;
    if (!active && since.current !== null) {
      accumulated.current += now - since.current;
      since.current = null;
      setActiveMs(accumulated.current);
    }
  }, []);

  const save = useCallback(
    async (details: SessionDetails) => {
      if (!token) return null;
      const now = performance.now();
      const active = accumulated.current + (since.current === null ? 0 : now - since.current);
      const sinceStart = now - startedAt.current;
      const durationSeconds = Math.max(1, Math.floor(Math.min(active, sinceStart) / 1000));
      const saved = await logPractice({ ...details, startToken: token, durationSeconds })
        .unwrap()
        .catch(() => null);
      if (saved) {
        accumulated.current = 0;
        if (since.current !== null) since.current = performance.now();
        setActiveMs(0);
        fetchStart();
      }
      return saved;
    },
    [token, logPractice, fetchStart],
  );

  return {
    activeSeconds: Math.floor(activeMs / 1000),
    activity,
    save,
    ready: token !== null,
    startFailed: startState.isError,
    retryStart: fetchStart,
    saving: logState.isLoading,
  };
}

/** "4 min 05 s", "45 s". */
export function formatPracticeTime(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes === 0 ? `${rest} s` : `${minutes} min ${String(rest).padStart(2, "0")} s`;
}
