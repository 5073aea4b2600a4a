"use client";

import { memo, useCallback, useRef } from "react";
import { formatTime } from "@/features/learning/utils/player-logic";
import type { BarRange } from "@/features/learning/notation/hooks/use-bar-loop";
import { type NowPlaying, type NowPlayingState, useNowPlaying } from "@/features/learning/notation/utils/now-playing";
import type { SyncMap } from "@/features/learning/notation/utils/score-sync";
import { cx } from "@/lib/cx";

/**
 * The bars as buttons: the keyboard's and the screen reader's way through the score, each named
 * with the second it starts at. The bar playing now is marked (`aria-current`, which also styles
 * it) straight on its button as the video plays: no React render follows the cursor.
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
  const listRef = useRef<HTMLOListElement>(null);
  const marked = useCallback((state: NowPlayingState) => {
    const list = listRef.current;
    if (!list) return;
    const was = list.querySelector('[aria-current="true"]');
    const current = state.bar === null ? null : list.querySelector(`[data-bar="${state.bar}"]`);
    if (was === current) return;
    was?.removeAttribute("aria-current");
    current?.setAttribute("aria-current", "true");
  }, []);
  useNowPlaying(now, marked);
  return (
    <ol ref={listRef} className="flex flex-wrap gap-1" data-testid="bar-list">
      {Array.from({ length: count }, (_, index) => (
        <BarButton key={index} index={index} start={map.barStart(index)} inLoop={loop !== null && index >= loop.from && index <= loop.to} picked={pickStart === index} onBar={onBar} />
      ))}
    </ol>
  );
});

/** One bar's button. React never writes its `aria-current`: the list marks the bar playing. */
const BarButton = memo(function BarButton({ index, start, inLoop, picked, onBar }: { index: number; start: number; inLoop: boolean; picked: boolean; onBar: (index: number) => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={() => onBar(index)}
        data-bar={index}
        aria-label={`Compás ${index + 1}, en ${formatTime(start, true)}`}
        className={cx(
          "min-h-8 min-w-8 rounded-md px-1.5 text-sm font-semibold tabular-nums",
          inLoop ? "bg-primary-light text-secondary" : "bg-neutral-100 hover:bg-neutral-200",
          "aria-[current=true]:bg-primary aria-[current=true]:text-secondary",
          picked && "ring-2 ring-secondary",
        )}
      >
        {index + 1}
      </button>
    </li>
  );
});
