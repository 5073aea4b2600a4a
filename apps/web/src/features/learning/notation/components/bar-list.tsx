"use client";

import { memo } from "react";
import { formatTime } from "@/features/learning/utils/player-logic";
import type { BarRange } from "@/features/learning/notation/hooks/use-bar-loop";
import { type NowPlaying, useNowPlaying } from "@/features/learning/notation/utils/now-playing";
import type { SyncMap } from "@/features/learning/notation/utils/score-sync";
import { cx } from "@/lib/cx";

/**
 * The bars as buttons: the keyboard's and the screen reader's way through the score, each named
 * with the second it starts at. Re-renders once a bar while the video plays, never at every note.
 */
export const BarList = memo(function BarList({
  count,
  map,
  now,
  loop,
  pickStart,
  onBar,
}: {
  count: number;
  map: SyncMap;
  now: NowPlaying;
  loop: BarRange | null;
  pickStart: number | null;
  onBar: (index: number) => void;
}) {
  const currentBar = useNowPlaying(now, (state) => state.bar);
  return (
    <ol className="flex flex-wrap gap-1" data-testid="bar-list">
      {Array.from({ length: count }, (_, index) => {
        const inLoop = loop && index >= loop.from && index <= loop.to;
        return (
          <li key={index}>
            <button
              type="button"
              onClick={() => onBar(index)}
              aria-current={currentBar === index ? "true" : undefined}
              aria-label={`Compás ${index + 1}, en ${formatTime(map.barStart(index), true)}`}
              className={cx(
                "min-h-8 min-w-8 rounded-md px-1.5 text-sm font-semibold tabular-nums",
                currentBar === index ? "bg-primary text-secondary" : inLoop ? "bg-primary-light text-secondary" : "bg-neutral-100 hover:bg-neutral-200",
                pickStart === index && "ring-2 ring-secondary",
              )}
            >
              {index + 1}
            </button>
          </li>
        );
      })}
    </ol>
  );
});
