"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { Listener } from "@/features/practice/audio/listener";
import type { ListenerEvent, ListenerMode } from "@/features/practice/audio/listener-messages";
import { type MicrophoneProblem, currentEnvironmentProblem, problemOf } from "@/features/practice/audio/microphone";

export type ListenerStatus = "idle" | "starting" | "listening" | "problem";

/** One AudioContext per page: created on the first gesture that needs it. */
export function useAudioContext() {
  const context = useRef<AudioContext | null>(null);
  useEffect(
    () => () => {
      void context.current?.close();
      context.current = null;
    },
    [],
  );
  return useCallback(() => {
    context.current ??= new AudioContext({ latencyHint: "interactive" });
    return context.current;
  }, []);
}

/**
 * The microphone through the analysis worker, as page state: idle → starting → listening, or
 * a problem to explain. `onEvent` receives the worker's messages (kept in a ref, so a new
 * callback each render is fine).
 */
export function useListener(getContext: () => AudioContext, mode: ListenerMode, onEvent: (event: ListenerEvent) => void) {
  const [status, setStatus] = useState<ListenerStatus>("idle");
  const [problem, setProblem] = useState<MicrophoneProblem | null>(null);
  const listener = useRef<Listener | null>(null);
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });

  const stop = useCallback(() => {
    listener.current?.stop();
    listener.current = null;
    setStatus((current) => (current === "problem" ? current : "idle"));
  }, []);

  const start = useCallback(async (): Promise<boolean> => {
    if (listener.current) return true;
    const environment = currentEnvironmentProblem();
    if (environment) {
      setProblem(environment);
      setStatus("problem");
      return false;
    }
    setStatus("starting");
    setProblem(null);
    try {
      const context = getContext();
      if (context.state !== "running") await context.resume();
      const { startListening } = await import("@/features/practice/audio/listener");
      listener.current = await startListening(context, mode, (event) => handler.current(event));
      setStatus("listening");
      return true;
    } catch (error) {
      setProblem(problemOf(error));
      setStatus("problem");
      return false;
    }
  }, [getContext, mode]);

  useEffect(() => () => listener.current?.stop(), []);

  /** The open microphone's stream, null while it is not listening. */
  const stream = useCallback(() => listener.current?.stream ?? null, []);

  return { status, problem, start, stop, stream };
}
