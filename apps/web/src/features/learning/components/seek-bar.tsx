"use client";

import { useSyncExternalStore } from "react";
import type { TimeStore } from "@/features/learning/hooks/use-playback";
import { formatTime, spokenTime, type LoopRange } from "@/features/learning/utils/player-logic";
import { cx } from "@/lib/cx";

/**
 * The seek bar, with the looped passage drawn on the track. The range input carries the
 * label and the spoken position; the times beside it are for the eyes only. It reads the time
 * itself: while the video plays it is the only part of the player that re-renders.
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
  const time = useSyncExternalStore(timeStore.subscribe, timeStore.get, timeStore.get);
  const percent = (value: number) => (duration > 0 ? `${Math.min(100, (value / duration) * 100)}%` : "0%");
  return (
    <div className="flex items-center gap-3 text-xs font-medium text-neutral-300 tabular-nums sm:text-sm">
      <span aria-hidden="true" className="w-10 text-right">
        {formatTime(time)}
      </span>
      <div className="relative flex h-6 flex-1 items-center">
        <div className="absolute inset-x-0 h-1.5 rounded-full bg-white/20" aria-hidden="true" />
        <div className="absolute left-0 h-1.5 rounded-full bg-primary" style={{ width: percent(time) }} aria-hidden="true" />
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
          id={id}
          type="range"
          min={0}
          max={duration > 0 ? duration : 0}
          step={0.1}
          value={Math.min(time, duration || 0)}
          disabled={duration <= 0}
          aria-valuetext={`${spokenTime(time)} de ${spokenTime(duration)}`}
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
