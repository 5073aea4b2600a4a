"use client";

import { useLayoutEffect, useRef } from "react";
import type { TimeStore } from "@/features/learning/hooks/use-playback";
import { formatTime, spokenTime, type LoopRange } from "@/features/learning/utils/player-logic";
import { cx } from "@/lib/cx";

/**
 * The seek bar, with the looped passage drawn on the track. The range input carries the
 * label and the spoken position; the times beside it are for the eyes only. The time is written
 * straight to its nodes (the range's value and spoken text, the elapsed time, the played part of
 * the track) at each change of the store, without a React render: while the video plays nothing
 * of the player re-renders (issue 39's «no task over 50 ms while the score follows the video»).
 * React renders what it does not write (the value and `aria-valuetext` are left out), so a later
 * render cannot undo it; the played part moves by a transform, which lays nothing out again.
 */
export function SeekBar({
  id,
  time: timeStore,
  duration,
  loop,
  onSeek,
}: {
  id: string;
  time: TimeStore;
  duration: number;
  loop: LoopRange;
  onSeek: (target: number) => void;
}) {
  const elapsedRef = useRef<HTMLSpanElement>(null);
  const playedRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    // What was written last: a node is touched only when its text changes (once a second).
    let elapsed: string | null = null;
    let spoken: string | null = null;
    const write = () => {
      const time = timeStore.get();
      const input = inputRef.current;
      if (input) {
        input.value = String(Math.min(time, duration || 0));
        const said = `${spokenTime(time)} de ${spokenTime(duration)}`;
        if (said !== spoken) {
          spoken = said;
          input.setAttribute("aria-valuetext", said);
        }
      }
      const text = formatTime(time);
      if (elapsedRef.current && text !== elapsed) {
        elapsed = text;
        elapsedRef.current.textContent = text;
      }
      if (playedRef.current) playedRef.current.style.transform = `scaleX(${duration > 0 ? Math.min(1, time / duration) : 0})`;
    };
    write();
    return timeStore.subscribe(write);
  }, [timeStore, duration]);
  const percent = (value: number) => (duration > 0 ? `${Math.min(100, (value / duration) * 100)}%` : "0%");
  return (
    <div className="flex items-center gap-3 text-xs font-medium text-neutral-300 tabular-nums sm:text-sm">
      {/* Written by the effect above (the elapsed time). */}
      <span ref={elapsedRef} aria-hidden="true" className="w-10 text-right" />
      <div className="relative flex h-6 flex-1 items-center">
        <div className="absolute inset-x-0 h-1.5 rounded-full bg-white/20" aria-hidden="true" />
        <div ref={playedRef} className="absolute inset-x-0 h-1.5 origin-left scale-x-0 rounded-full bg-primary" aria-hidden="true" data-testid="seek-played" />
        {loop.a !== null ? (
          <div
            aria-hidden="true"
            data-testid="loop-range"
            className="absolute h-3 rounded-sm border-x-2 border-primary bg-primary/35"
            style={{
              left: percent(loop.a),
              width: loop.b !== null ? `calc(${percent(loop.b)} - ${percent(loop.a)})` : "2px",
            }}
          />
        ) : null}
        <label htmlFor={id} className="sr-only">
          Posición del video
        </label>
        <input
          ref={inputRef}
          id={id}
          type="range"
          min={0}
          max={duration > 0 ? duration : 0}
          step={0.1}
          disabled={duration <= 0}
          onChange={(event) => onSeek(Number(event.target.value))}
          className={cx(
            "relative w-full cursor-pointer appearance-none bg-transparent",
            "[&::-webkit-slider-thumb]:size-4 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:bg-white [&::-webkit-slider-thumb]:shadow",
            "[&::-moz-range-thumb]:size-4 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-0 [&::-moz-range-thumb]:bg-white",
            "focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary",
          )}
        />
      </div>
      <span aria-hidden="true" className="w-10">
        {formatTime(duration)}
      </span>
    </div>
  );
}
