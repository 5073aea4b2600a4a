"use client";

import type { SyncPoint } from "@fz/contracts/scores";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";

/**
 * The tap-along sync: play the lesson and press «Marcar compás» on each bar line; the marks
 * become the sync points (bar 1 at the first tap, and so on, from the bar chosen).
 */
export function TapSync({ src, onUse }: { src: string; onUse: (points: SyncPoint[]) => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [open, setOpen] = useState(false);
  const [fromBar, setFromBar] = useState(1);
  const [taps, setTaps] = useState<number[]>([]);
  if (!open) {
    return (
      <div>
        <Button variant="outline-dark" size="sm" onClick={() => setOpen(true)}>
          Sincronizar tocando sobre el video
        </Button>
      </div>
    );
  }
  const tap = () => {
    const time = videoRef.current?.currentTime;
    if (time === undefined) return;
    // Marks only move forward: a tap before the last one (after seeking back) replaces the ones after it.
    setTaps((previous) => [...previous.filter((t) => t < time), Math.round(time * 1000) / 1000]);
  };
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-neutral-50 p-3" data-testid="tap-sync">
      <p className="text-sm text-neutral-700">
        Reproduce la lección y toca «Marcar compás» en el primer tiempo de cada compás. Puedes bajar la velocidad del video para marcar con calma.
      </p>
      <video ref={videoRef} src={src} controls preload="metadata" className="aspect-video w-full max-w-xl rounded-lg bg-black" />
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-sm font-semibold">
          Primer compás marcado
          <input
            type="number"
            min={1}
            value={fromBar}
            onChange={(event) => setFromBar(Math.max(1, Number(event.target.value) || 1))}
            className="mt-1 w-24 rounded-lg border border-neutral-400 px-2 py-1 font-normal"
          />
        </label>
        {/* Bar lines can come faster than a double-click's window: every tap counts. */}
        <Button size="sm" repeatable onClick={tap}>
          Marcar compás {fromBar + taps.length}
        </Button>
        <Button variant="ghost" size="sm" disabled={taps.length === 0} onClick={() => setTaps((previous) => previous.slice(0, -1))}>
          Deshacer
        </Button>
        <Button
          variant="dark"
          size="sm"
          disabled={taps.length === 0}
          onClick={() => {
            onUse(taps.map((seconds, i) => ({ bar: fromBar - 1 + i, seconds })));
            setOpen(false);
            setTaps([]);
          }}
        >
          Usar {taps.length} {taps.length === 1 ? "marca" : "marcas"}
        </Button>
      </div>
      <p className="text-sm text-neutral-700" role="status">
        {taps.length === 0 ? "Aún no marcas ningún compás." : `Último: compás ${fromBar + taps.length - 1} en ${String(taps[taps.length - 1]).replace(".", ",")} s.`}
      </p>
    </div>
  );
}
