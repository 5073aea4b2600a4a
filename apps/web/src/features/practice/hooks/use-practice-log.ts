"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { type NewPracticeSession, useLogPracticeMutation, useStartPracticeMutation } from "@/features/practice/api/practice-api";
import { createHeardClock } from "@/features/practice/signal/heard-time";

export type SessionDetails = Omit<NewPracticeSession, "startToken" | "durationSeconds" | "heardSeconds">;

/**
 * A tool page's practice time and how it reaches the log. The page's signed start is asked
 * for when it opens (and again after each save); the time counted is only while the tool
 * works (the microphone listening, the metronome playing), and is never more than the time
 * since that start, which the API checks too (docs/decisions/021). The time the microphone
 * heard the student (`heard`: a note recognised, a stroke in a take) is counted apart: it is what
 * makes a day of real practice (decision 045), and is never more than the time counted.
 */
export function usePracticeLog() {
  const [requestStart, startState] = useStartPracticeMutation();
  const [logPractice, logState] = useLogPracticeMutation();
  const [token, setToken] = useState<string | null>(null);
  const [activeMs, setActiveMs] = useState(0);
  const [heardMs, setHeardMs] = useState(0);
  const [heardClock] = useState(createHeardClock);
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
      setHeardMs(heardClock.total(performance.now()));
    }, 500);
    return () => clearInterval(timer);
  }, [heardClock]);

  /** A sign that the microphone hears the student play, now. */
  const heard = useCallback(() => heardClock.mark(performance.now()), [heardClock]);

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
      const heardSeconds = Math.min(durationSeconds, Math.floor(heardClock.total(now) / 1000));
      const saved = await logPractice({ ...details, startToken: token, durationSeconds, heardSeconds })
        .unwrap()
        .catch(() => null);
      if (saved) {
        accumulated.current = 0;
        if (since.current !== null) since.current = performance.now();
        setActiveMs(0);
        heardClock.reset();
        setHeardMs(0);
        fetchStart();
      }
      return saved;
    },
    [token, logPractice, fetchStart, heardClock],
  );

  return {
    activeSeconds: Math.floor(activeMs / 1000),
    /** Seconds the microphone heard the student on this page (at most the time counted). */
    heardSeconds: Math.min(Math.floor(activeMs / 1000), Math.floor(heardMs / 1000)),
    activity,
    heard,
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
