/** Spanish labels for the academy: durations and counts (dates and money: lib/format). */

/**
 * The one label of a lesson's or tutorial's length, from the stored `durationSeconds`
 * (public syllabus, academy, tutorials, back office): "45 s", "1 min 30 s" (seconds kept
 * under ten minutes, where they matter for a practice clip), "12 min", "1 h 05 min".
 */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return "";
  const whole = Math.round(seconds);
  if (whole < 60) return `${Math.max(1, whole)} s`;
  if (whole < 600) {
    const rest = whole % 60;
    return rest === 0 ? `${whole / 60} min` : `${Math.floor(whole / 60)} min ${String(rest).padStart(2, "0")} s`;
  }
  const minutes = Math.round(whole / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, "0")} min`;
}

/** "1 tema", "12 temas". */
export function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString("es-CO")} ${count === 1 ? one : many}`;
}
