"use client";

import { Button } from "@/components/ui/button";
import { LoopIcon } from "@/components/ui/icons";
import type { BarRange } from "@/features/learning/notation/hooks/use-bar-loop";

/** What choosing bars does now, in words, and the buttons that repeat bars or stop repeating them. */
export function LoopControls({
  pick,
  loop,
  barCount,
  onTogglePicking,
  onClear,
}: {
  pick: { picking: boolean; start: number | null };
  loop: BarRange | null;
  barCount: number;
  onTogglePicking: () => void;
  onClear: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-neutral-700" role="status" data-testid="loop-bars">
        {pick.picking
          ? pick.start === null
            ? "Elige el primer compás que quieres repetir."
            : `Desde el compás ${pick.start + 1}: elige el último.`
          : loop
            ? `Repitiendo los compases ${loop.from + 1} a ${loop.to + 1}.`
            : `Toca un compás para ir a ese punto del video. ${barCount} compases.`}
      </p>
      <div className="flex gap-2">
        {loop ? (
          <Button variant="ghost" size="sm" onClick={onClear}>
            Quitar repetición
          </Button>
        ) : null}
        <Button variant={pick.picking ? "dark" : "outline-dark"} size="sm" aria-pressed={pick.picking} onClick={onTogglePicking}>
          <LoopIcon className="size-4" />
          Repetir compases
        </Button>
      </div>
    </div>
  );
}
