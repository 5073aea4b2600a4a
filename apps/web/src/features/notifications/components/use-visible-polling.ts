"use client";

import { useEffect, useRef } from "react";

/** docs/decisions/006: the bell asks for the unread count every 30 s. */
export const NOTIFICATIONS_POLL_MS = 30_000;

function isHidden(): boolean {
  return typeof document !== "undefined" && document.visibilityState === "hidden";
}

/**
 * Calls `tick` at once and then every `intervalMs`, only while the tab is visible: a hidden
 * tab stops asking (nobody would see the answer), and coming back asks at once, since
 * something may have arrived meanwhile.
 */
export function useVisiblePolling(tick: () => void, intervalMs: number, enabled = true): void {
  // The latest callback without restarting the timer each render.
  const tickRef = useRef(tick);
  useEffect(() => {
    tickRef.current = tick;
  }, [tick]);

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const stop = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const start = () => {
      stop();
      tickRef.current();
      timer = setInterval(() => tickRef.current(), intervalMs);
    };
    const onVisibilityChange = () => {
      if (isHidden()) stop();
      else if (timer === undefined) start();
    };
    if (!isHidden()) start();
    document.addEventListener("visibilitychange", onVisibilityChange);
    return () => {
      stop();
      document.removeEventListener("visibilitychange", onVisibilityChange);
    };
  }, [enabled, intervalMs]);
}
