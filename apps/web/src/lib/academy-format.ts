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

/**
 * A whole number as es-CO writes it ("7", "9.000", "-1.250"), as `Intl.NumberFormat("es-CO")`
 * does (the test compares them), but without Intl: a page's first Intl call loads the
 * locale's data (17–23 ms on this machine's Chromium, four times that on Lighthouse's phone),
 * and the academy's counts made that call inside hydration. Other numbers go to Intl.
 */
export function formatInteger(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString("es-CO");
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return value < 0 ? `-${digits}` : digits;
}

/**
 * A number with at most `decimals` decimals and the Spanish comma ("4,5", "0,75", "1"), or
 * exactly `decimals` with `fixed` ("4,0"), as es-CO's Intl writes them, without Intl: for
 * the ratings and playback rates the academy shows (from 0 up to a thousand; anything else
 * goes to Intl). Like Intl it rounds the number as written (0.35 → "0,4"), half away from zero.
 */
export function formatDecimal(value: number, decimals: number, { fixed = false }: { fixed?: boolean } = {}): string {
  const written = String(value);
  const viaIntl = () => value.toLocaleString("es-CO", { minimumFractionDigits: fixed ? decimals : 0, maximumFractionDigits: decimals });
  if (!Number.isFinite(value) || value < 0 || value >= 1000 || written.includes("e")) return viaIntl();
  // Rounded on the digits as written, as ICU does: the first digit dropped decides.
  const [whole = "0", fraction = ""] = written.split(".");
  const scaled = Number(whole + fraction.padEnd(decimals, "0").slice(0, decimals)) + ((fraction[decimals] ?? "0") >= "5" ? 1 : 0);
  // Rounded up to a thousand, it would need the thousands dot: Intl writes that one.
  if (scaled >= 1000 * 10 ** decimals) return viaIntl();
  const rounded = (scaled / 10 ** decimals).toFixed(decimals);
  return (fixed ? rounded : String(Number(rounded))).replace(".", ",");
}

/** "1 tema", "12 temas". */
export function plural(count: number, one: string, many: string): string {
  return `${formatInteger(count)} ${count === 1 ? one : many}`;
}
