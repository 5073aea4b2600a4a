import { cx } from "@/lib/cx";

/**
 * The tuner's needle: −50…+50 cents on an arc, green within ±5 cents. Decorative for screen
 * readers (the reading beside it says the same in words).
 */
export function TunerNeedle({ cents, active }: { cents: number | null; active: boolean }) {
  const clamped = cents === null ? 0 : Math.max(-50, Math.min(50, cents));
  const angle = (clamped / 50) * 60;
  const inTune = cents !== null && Math.abs(cents) <= 5;
  return (
    <svg viewBox="0 0 240 140" aria-hidden="true" className="w-full max-w-sm">
      <path d="M 24 124 A 100 100 0 0 1 216 124" fill="none" stroke="#e5e5e5" strokeWidth="14" strokeLinecap="round" />
      {/* The ±5 cents band. */}
      <path d={arc(-6, 6)} fill="none" stroke="#4caf50" strokeWidth="14" />
      {[-50, -25, 0, 25, 50].map((mark) => {
        const a = ((mark / 50) * 60 * Math.PI) / 180;
        return (
          <line
            key={mark}
            x1={120 + 82 * Math.sin(a)}
            y1={124 - 82 * Math.cos(a)}
            x2={120 + 92 * Math.sin(a)}
            y2={124 - 92 * Math.cos(a)}
            stroke="#737373"
            strokeWidth="2"
          />
        );
      })}
      <text x="22" y="138" fontSize="11" fill="#525252">
        −50
      </text>
      <text x="204" y="138" fontSize="11" fill="#525252">
        +50
      </text>
      <g style={{ transform: `rotate(${angle}deg)`, transformOrigin: "120px 124px", transition: "transform 120ms linear" }}>
        <line x1="120" y1="124" x2="120" y2="34" strokeWidth="4" strokeLinecap="round" className={cx(!active ? "stroke-neutral-300" : inTune ? "stroke-success" : "stroke-primary-dark")} />
      </g>
      <circle cx="120" cy="124" r="8" className={active && inTune ? "fill-success" : "fill-secondary"} />
    </svg>
  );
}

function arc(fromDeg: number, toDeg: number): string {
  const point = (deg: number) => {
    const a = (deg * Math.PI) / 180;
    return `${(120 + 100 * Math.sin(a)).toFixed(2)} ${(124 - 100 * Math.cos(a)).toFixed(2)}`;
  };
  return `M ${point(fromDeg)} A 100 100 0 0 1 ${point(toDeg)}`;
}
