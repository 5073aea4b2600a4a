import { badRequest } from "./errors";

/**
 * The academy's days are Colombian days (es-CO, UTC−5 all year, no daylight saving): a filter
 * "registered on 2026-03-01" means that day in Bogotá, and exports print Bogotá time.
 */
const OFFSET = "-05:00";
const OFFSET_MS = -5 * 3600_000;
const DAY_MS = 86_400_000;

function parse(value: string, label: string): { date: Date; dayOnly: boolean } {
  const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dayOnly ? `${value}T00:00:00${OFFSET}` : value);
  // "2026-02-30" would roll over to March: refuse what is not a real calendar day.
  if (Number.isNaN(date.getTime()) || (dayOnly && formatDay(date) !== value)) throw badRequest(`${label} no es una fecha válida.`);
  return { date, dayOnly };
}

/** The first instant of a range (inclusive). */
export function rangeStart(value: string | undefined, label: string): Date | undefined {
  return value === undefined ? undefined : parse(value, label).date;
}

/** The end of a range, exclusive: the day after a date, or just after a date and time. */
export function rangeEnd(value: string | undefined, label: string): Date | undefined {
  if (value === undefined) return undefined;
  const { date, dayOnly } = parse(value, label);
  return new Date(date.getTime() + (dayOnly ? DAY_MS : 1));
}

export function checkRange(from: Date | undefined, to: Date | undefined): void {
  if (from && to && from >= to) throw badRequest("La fecha inicial debe ser anterior a la fecha final.");
}

function formatDay(date: Date): string {
  return new Date(date.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** "2026-03-01 10:05:00", Bogotá time (what a spreadsheet shows and sorts as text). */
export function formatLocal(date: Date | null): string {
  if (!date) return "";
  return new Date(date.getTime() + OFFSET_MS).toISOString().slice(0, 19).replace("T", " ");
}
