"use client";

import type { MouseEvent, RefObject } from "react";
import type { BarHeat } from "@/components/ui/play-along-slot";
import type { CursorElements } from "@/features/learning/notation/hooks/use-score-cursor";
import type { ScoreStatus } from "@/features/learning/notation/hooks/use-alphatab-score";
import { type BarRect, barAt } from "@/features/learning/notation/utils/bar-rects";
import { cx } from "@/lib/cx";

/**
 * The drawn score in its own scroll box: alphaTab's host, «Tócalo conmigo»'s figure per bar over
 * it, and the cursor. The bar box and the cursor line are layers of their own (will-change), so
 * moving them never repaints the score under them. A click on a bar chooses it.
 */
export function ScoreSurface({
  hostRef,
  rectsRef,
  elements,
  status,
  heat,
  onBar,
}: {
  hostRef: RefObject<HTMLDivElement | null>;
  rectsRef: RefObject<BarRect[]>;
  elements: CursorElements;
  status: ScoreStatus;
  heat: BarHeat[] | null;
  onBar: (index: number) => void;
}) {
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const host = hostRef.current;
    if (!host) return;
    const box = host.getBoundingClientRect();
    const bar = barAt(rectsRef.current, event.clientX - box.left, event.clientY - box.top);
    if (bar !== null) onBar(bar);
  };
  return (
    // Reachable from the keyboard, as every box that scrolls (axe's scrollable-region-focusable).
    <div
      ref={elements.scroll}
      role="region"
      aria-label="Pentagrama (desplázate con las flechas)"
      tabIndex={0}
      className="relative max-h-[26rem] overflow-auto rounded-2xl border border-neutral-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary [contain:layout_paint]"
      data-testid="score-scroll"
    >
      <div className="relative min-w-[320px] cursor-pointer" onClick={onClick} data-testid="score-surface">
        <div ref={hostRef} className="relative" data-status={status} data-testid="score-host" />
        {status === "ready" && heat
          ? heat.map((h) => {
              const rect = rectsRef.current[h.bar];
              return rect ? (
                <div
                  key={h.bar}
                  aria-hidden
                  data-testid="bar-heat"
                  data-bar={h.bar + 1}
                  data-percent={h.percent}
                  className={cx("pointer-events-none absolute rounded opacity-30", h.percent >= 90 ? "bg-success" : h.percent >= 60 ? "bg-primary" : "bg-error")}
                  style={{ left: rect.x, top: rect.y, width: rect.w, height: rect.h }}
                />
              ) : null;
            })
          : null}
        <div aria-hidden ref={elements.box} className="pointer-events-none absolute top-0 left-0 rounded bg-primary/20 opacity-0 will-change-transform" data-testid="score-bar-box" />
        <div aria-hidden ref={elements.cursor} className="pointer-events-none absolute top-0 left-0 w-0.5 bg-primary-dark opacity-0 will-change-transform" data-testid="score-cursor" />
      </div>
      {status === "loading" ? <p className="p-4 text-neutral-600">Dibujando la partitura…</p> : null}
      {status === "failed" ? (
        <p role="alert" className="p-4 text-neutral-700">
          No pudimos dibujar esta partitura en tu navegador. Actualiza la página para intentarlo de nuevo.
        </p>
      ) : null}
    </div>
  );
}
