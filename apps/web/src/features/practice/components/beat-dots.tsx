"use client";

import { cx } from "@/lib/cx";

/** The bar's beats: the one sounding lights up; a tap accents or unaccents a beat. */
export function BeatDots({
  beatsPerBar,
  accents,
  current,
  onToggle,
}: {
  beatsPerBar: number;
  accents: boolean[];
  current: { beat: number; count: number } | null;
  onToggle: (index: number) => void;
}) {
  return (
    <div role="group" aria-label="Tiempos del compás (toca uno para acentuarlo)" className="flex flex-wrap justify-center gap-3">
      {Array.from({ length: beatsPerBar }, (_, i) => {
        const accent = Boolean(accents[i]);
        const now = current?.beat === i;
        return (
          <button
            key={i}
            type="button"
            aria-pressed={accent}
            aria-label={`Tiempo ${i + 1}${accent ? ", acentuado" : ""}`}
            onClick={() => onToggle(i)}
            data-testid="beat-dot"
            data-current={now ? "true" : undefined}
            className={cx(
              "flex size-12 items-center justify-center rounded-full border-2 text-lg font-bold transition-transform duration-75",
              accent ? "border-primary" : "border-white/40",
              now ? (accent ? "scale-110 bg-primary text-secondary" : "scale-110 bg-white text-secondary") : "bg-transparent",
            )}
          >
            {i + 1}
          </button>
        );
      })}
    </div>
  );
}
