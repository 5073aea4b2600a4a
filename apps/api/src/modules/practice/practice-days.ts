import { PRACTICE_TIME_ZONE } from "@fz/contracts/practice";

/**
 * Calendar days in Colombia's time zone (docs/decisions/021). Dates travel as `YYYY-MM-DD`
 * strings, compared and stepped as UTC midnights, so no server or database time zone setting
 * can move a practice to another day.
 */
const dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: PRACTICE_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** The day in Bogotá at `instant`. */
export function bogotaDate(instant: Date): string {
  return dayFormat.format(instant);
}

const DAY_MS = 86_400_000;

function toUtc(day: string): number {
  const [y, m, d] = day.split("-").map(Number);
  return Date.UTC(y!, m! - 1, d!);
}

function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** `day` moved by `delta` days. */
export function addDays(day: string, delta: number): string {
  return fromUtc(toUtc(day) + delta * DAY_MS);
}

/** The Monday of `day`'s week (weeks start on Monday in Colombia). */
export function mondayOf(day: string): string {
  const weekday = new Date(toUtc(day)).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * Streaks from the distinct practice days (any order): the run that ends today or yesterday
 * (a streak lives until a whole day passes without practice) and the longest run ever.
 */
export function streaks(days: readonly string[], today: string): { current: number; best: number } {
  const sorted = [...new Set(days)].map(toUtc).sort((a, b) => a - b);
  let best = 0;
  let run = 0;
  let previous = Number.NaN;
  for (const day of sorted) {
    run = day - previous === DAY_MS ? run + 1 : 1;
    best = Math.max(best, run);
    previous = day;
  }
  const last = sorted.at(-1);
  const current = last !== undefined && toUtc(today) - last <= DAY_MS && last <= toUtc(today) ? run : 0;
  return { current, best };
}
