/** Spanish labels for the academy: durations and counts (dates and money: lib/format). */

/** "45 s", "12 min", "1 h 05 min". */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return "";
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, "0")} min`;
}

/** "1 tema", "12 temas". */
export function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString("es-CO")} ${count === 1 ? one : many}`;
}
