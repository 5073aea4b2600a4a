"use client";

import { memo } from "react";
import { formatTime } from "@/features/learning/utils/player-logic";
import type { BarRange } from "@/features/learning/notation/hooks/use-bar-loop";
import { type NowPlaying, useNowPlaying } from "@/features/learning/notation/utils/now-playing";
import type { SyncMap } from "@/features/learning/notation/utils/score-sync";
import { cx } from "@/lib/cx";

/**
 * The bars as buttons: the keyboard's and the screen reader's way through the score, each named
 * with the second it starts at. While the video plays only the bar that stops and the bar that
 * starts playing re-render (each bar reads whether it is the current one), never the list.
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
  return (
    <ol className="flex flex-wrap gap-1" data-testid="bar-list">
      {Array.from({ length: count }, (_, index) => (
        <BarButton
          key={index}
          index={index}
          start={map.barStart(index)}
          now={now}
          inLoop={loop !== null && index >= loop.from && index <= loop.to}
          picked={pickStart === index}
          onBar={onBar}
        />
      ))}
    </ol>
  );
});

const BarButton = memo(function BarButton({
  index,
  start,
  now,
  inLoop,
  picked,
  onBar,
}: {
  index: number;
  start: number;
  now: NowPlaying;
  inLoop: boolean;
  picked: boolean;
  onBar: (index: number) => void;
}) {
  const current = useNowPlaying(now, (state) => state.bar === index);
  return (
    <li>
      <button
        type="button"
        onClick={() => onBar(index)}
        aria-current={current ? "true" : undefined}
        aria-label={`Compás ${index + 1}, en ${formatTime(start, true)}`}
        className={cx(
          "min-h-8 min-w-8 rounded-md px-1.5 text-sm font-semibold tabular-nums",
          current ? "bg-primary text-secondary" : inLoop ? "bg-primary-light text-secondary" : "bg-neutral-100 hover:bg-neutral-200",
          picked && "ring-2 ring-secondary",
        )}
      >
        {index + 1}
      </button>
    </li>
  );
});
