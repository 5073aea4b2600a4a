import { AIR_NAMES } from "@fz/contracts/practice-airs";
import type { PracticeSummaryItem } from "@/features/practice/api/practice-api";

type AirItem = PracticeSummaryItem["airs"][number];

const W = 220;
const H = 72;

/**
 * One air's last scored takes: the share of beats on time (0–100 %) as a line, oldest to
 * newest. Plain SVG; the figures beside it say the same for screen readers.
 */
export function AirProgressChart({ air }: { air: AirItem }) {
  const points = air.recent;
  const x = (i: number) => (points.length === 1 ? W / 2 : 8 + (i * (W - 16)) / (points.length - 1));
  const y = (percent: number) => H - 6 - (percent / 100) * (H - 12);
  const label = `${AIR_NAMES[air.air]}: ${points.length === 0 ? "sin tomas todavía" : `últimas tomas ${points.map((p) => `${p.hitPercent} %`).join(", ")}`}`;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className="h-20 w-full" role="img" aria-label={label}>
      {[0, 50, 100].map((level) => (
        <line key={level} x1="0" x2={W} y1={y(level)} y2={y(level)} stroke="#e5e5e5" strokeDasharray={level === 50 ? "3 3" : undefined} />
      ))}
      {points.length > 1 ? (
        <polyline
          fill="none"
          stroke="#ffa304"
          strokeWidth="3"
          strokeLinejoin="round"
          strokeLinecap="round"
          points={points.map((p, i) => `${x(i).toFixed(1)},${y(p.hitPercent).toFixed(1)}`).join(" ")}
        />
      ) : null}
      {points.map((p, i) => (
        <circle key={i} cx={x(i)} cy={y(p.hitPercent)} r="3.5" fill="#2d2d2d" />
      ))}
      {points.length === 0 ? (
        <text x={W / 2} y={H / 2 + 4} textAnchor="middle" fontSize="12" fill="#737373">
          Sin tomas todavía
        </text>
      ) : null}
    </svg>
  );
}

/**
 * The last 28 days, a square per day, darker the more minutes; a day with practice that does
 * not count for the streak (too short, nothing heard) is drawn as an outline only.
 */
export function PracticeCalendar({ today, days }: { today: string; days: PracticeSummaryItem["recentDays"] }) {
  const minutes = new Map(days.filter((d) => d.counts).map((d) => [d.localDate, d.minutes]));
  const short = new Map(days.filter((d) => !d.counts).map((d) => [d.localDate, d.minutes]));
  const base = Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1, Number(today.slice(8, 10)));
  const cells = Array.from({ length: 28 }, (_, i) => new Date(base - (27 - i) * 86_400_000).toISOString().slice(0, 10));
  const shade = (m: number | undefined) => (m === undefined ? "#f5f5f5" : m >= 30 ? "#a15c00" : m >= 10 ? "#e08c00" : "#ffcf7a");
  const practised = cells.filter((day) => minutes.has(day)).length;
  return (
    <svg viewBox="0 0 196 28" className="w-full max-w-md" role="img" aria-label={`Practicaste ${practised} de los últimos 28 días`}>
      {cells.map((day, i) => (
        <rect
          key={day}
          x={i * 7 + (short.has(day) ? 0.5 : 0)}
          y={short.has(day) ? 4.5 : 4}
          width={short.has(day) ? 5 : 6}
          height={short.has(day) ? 19 : 20}
          rx="1.5"
          fill={shade(minutes.get(day))}
          stroke={short.has(day) ? "#ffcf7a" : undefined}
          data-counts={minutes.has(day) ? "true" : short.has(day) ? "false" : undefined}
        >
          <title>{short.has(day) ? `${day}: ${short.get(day)} min, no cuenta para la racha` : `${day}: ${minutes.get(day) ?? 0} min`}</title>
        </rect>
      ))}
    </svg>
  );
}
