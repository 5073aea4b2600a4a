"use client";

import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { NO_LOOP, isLoopActive, loopJumpTarget, type LoopRange } from "@/features/learning/utils/player-logic";
import type { Playback } from "@/features/learning/hooks/use-playback";

export interface AbLoop {
  loop: LoopRange;
  /** The loop as the latest command left it, ahead of React's next render. */
  loopRef: RefObject<LoopRange>;
  updateLoop: (next: LoopRange) => void;
  /** The media's "ended": inside a loop it goes back to A, otherwise playback stops. */
  onEnded: () => void;
}

/**
 * The A–B loop of a passage and what keeps playback inside it: checked every frame while
 * playing, so the jump back is seamless.
 */
export function useAbLoop({
  playing,
  rateRef,
  currentTime,
  seek,
  play,
  setPlaying,
}: Pick<Playback, "playing" | "rateRef" | "currentTime" | "seek" | "play" | "setPlaying">): AbLoop {
  const [loop, setLoop] = useState<LoopRange>(NO_LOOP);

  // The animation-frame loop reads it without re-subscribing.
  const loopRef = useRef(loop);
  useLayoutEffect(() => {
    loopRef.current = loop;
  }, [loop]);

  // Two shortcuts pressed in a row must see each other's effect before React re-renders.
  const updateLoop = useCallback((next: LoopRange) => {
    loopRef.current = next;
    setLoop(next);
  }, []);

  useEffect(() => {
    if (!playing || !isLoopActive(loop)) return;
    let frame = 0;
    let timer = 0;
    const check = () => {
      const target = loopJumpTarget(loopRef.current, currentTime());
      if (target !== null) seek(target);
    };
    const tick = () => {
      check();
      // Frames can be far apart (busy or background tab): a timer aimed at B keeps the jump on time.
      window.clearTimeout(timer);
      const active = loopRef.current;
      if (isLoopActive(active)) {
        const ms = ((active.b - currentTime()) / (rateRef.current || 1)) * 1000;
        if (ms > 0 && ms < 250) timer = window.setTimeout(check, ms);
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [playing, loop, currentTime, seek, rateRef]);

  const onEnded = useCallback(() => {
    const target = loopJumpTarget(loopRef.current, Number.POSITIVE_INFINITY, true);
    if (target === null) {
      setPlaying(false);
      return;
    }
    seek(target);
    play();
  }, [seek, play, setPlaying]);

  return { loop, loopRef, updateLoop, onEnded };
}
