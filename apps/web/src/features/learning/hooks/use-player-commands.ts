"use client";

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import {
  NO_LOOP,
  SKIP_SECONDS,
  formatSpeed,
  formatTime,
  setLoopEnd,
  setLoopStart,
  skipTarget,
  stepSpeed,
  type PlayerCommand,
} from "@/features/learning/utils/player-logic";
import type { AbLoop } from "@/features/learning/hooks/use-ab-loop";
import type { Playback } from "@/features/learning/hooks/use-playback";

/** How long the on-video feedback ("0,75×", "Bucle activo") stays visible. */
const FLASH_MS = 1400;

export interface PlayerCommands {
  /** Runs a command from a button or a shortcut. */
  run: (command: PlayerCommand) => void;
  /** A speed from the list (or a step from a shortcut), said out loud. */
  changeRate: (next: number) => void;
  mirror: boolean;
  help: boolean;
  /** The on-video feedback for the last command; `key` restarts its fade-in. */
  flash: { text: string; key: number } | null;
  /** The same feedback for screen readers. */
  announcement: string;
}

/**
 * What each player command does, and what the student is told about it: a short text over
 * the video and the same words for screen readers.
 */
export function usePlayerCommands(
  { playingRef, rateRef, duration, currentTime, seek, play, pause, applyRate }: Playback,
  { loopRef, updateLoop }: Pick<AbLoop, "loopRef" | "updateLoop">,
  speeds: readonly number[],
): PlayerCommands {
  const [mirror, setMirror] = useState(false);
  const [help, setHelp] = useState(false);
  const [flash, setFlash] = useState<{ text: string; key: number } | null>(null);
  const [announcement, setAnnouncement] = useState("");

  // Two shortcuts pressed in a row must see each other's effect before React re-renders.
  const mirrorRef = useRef(mirror);
  useLayoutEffect(() => {
    mirrorRef.current = mirror;
  }, [mirror]);

  const say = useCallback((text: string) => {
    setAnnouncement(text);
    setFlash((previous) => ({ text, key: (previous?.key ?? 0) + 1 }));
  }, []);

  useEffect(() => {
    if (!flash) return;
    const timer = window.setTimeout(() => setFlash(null), FLASH_MS);
    return () => window.clearTimeout(timer);
  }, [flash]);

  const changeRate = useCallback(
    (next: number) => {
      applyRate(next);
      say(`Velocidad ${formatSpeed(next)}`);
    },
    [applyRate, say],
  );

  const run = useCallback(
    (command: PlayerCommand) => {
      switch (command) {
        case "togglePlay":
          if (playingRef.current) pause();
          else play();
          return;
        case "back":
          seek(skipTarget(currentTime(), -SKIP_SECONDS, duration));
          say(`−${SKIP_SECONDS} s`);
          return;
        case "forward":
          seek(skipTarget(currentTime(), SKIP_SECONDS, duration));
          say(`+${SKIP_SECONDS} s`);
          return;
        case "slower":
          changeRate(stepSpeed(rateRef.current, -1, speeds));
          return;
        case "faster":
          changeRate(stepSpeed(rateRef.current, 1, speeds));
          return;
        case "setA": {
          const next = setLoopStart(loopRef.current, currentTime(), duration);
          updateLoop(next);
          say(`Inicio del bucle (A) en ${formatTime(next.a ?? 0, true)}`);
          return;
        }
        case "setB": {
          const before = loopRef.current;
          const next = setLoopEnd(before, currentTime(), duration);
          if (next === before) {
            say("El final del bucle (B) debe ir después del inicio (A)");
            return;
          }
          updateLoop(next);
          say(`Bucle activo de ${formatTime(next.a ?? 0, true)} a ${formatTime(next.b ?? 0, true)}`);
          return;
        }
        case "clearLoop":
          if (loopRef.current.a === null) return;
          updateLoop(NO_LOOP);
          say("Bucle quitado");
          return;
        case "toggleMirror":
          mirrorRef.current = !mirrorRef.current;
          setMirror(mirrorRef.current);
          say(mirrorRef.current ? "Modo espejo activado" : "Modo espejo desactivado");
          return;
        case "toggleHelp":
          setHelp((open) => !open);
          return;
      }
    },
    [playingRef, rateRef, loopRef, pause, play, seek, currentTime, duration, changeRate, speeds, say, updateLoop],
  );

  return { run, changeRate, mirror, help, flash, announcement };
}
