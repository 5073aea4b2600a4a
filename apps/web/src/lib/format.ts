/** es-CO formatting of dates and money (DESIGN.md: locale es-CO). */
/**
 * A formatter made on its first use, not when the module loads: a page's first Intl object
 * loads the locale's data (~20 ms here, four times that on Lighthouse's phone), which a module
 * evaluated at start-up would pay inside the page's first long task even when nothing on the
 * page shows a date.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const dateFormatter = onFirstUse(
  () => new Intl.DateTimeFormat("es-CO", { day: "numeric", month: "long", year: "numeric", timeZone: "America/Bogota" }),
);

const dateTimeFormatter = onFirstUse(
  () =>
    new Intl.DateTimeFormat("es-CO", {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZone: "America/Bogota",
    }),
);

const MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"];
/** Bogotá has kept UTC−5 all year since 1993 (its last daylight saving ended that February). */
const BOGOTA_OFFSET_MS = -5 * 3600 * 1000;
const BOGOTA_FIXED_SINCE = Date.UTC(1994, 0, 1);

/**
 * "4 de noviembre de 2026" in Bogotá time, as `Intl.DateTimeFormat("es-CO")` writes it (the
 * test compares them), without Intl for the dates of this century: the academy's dashboard
 * shows one in its first render, where a first Intl object would load the locale's data.
 */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  const time = date.getTime();
  if (Number.isNaN(time)) return "";
  if (time < BOGOTA_FIXED_SINCE) return dateFormatter().format(date);
  const bogota = new Date(time + BOGOTA_OFFSET_MS);
  return `${bogota.getUTCDate()} de ${MONTHS[bogota.getUTCMonth()]} de ${bogota.getUTCFullYear()}`;
}

/** "23 nov 2026, 4:14 a. m." in Bogotá time ("" for a missing or broken date). */
export function formatDateTime(iso: string | number | null | undefined): string {
  if (iso === null || iso === undefined || iso === "") return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dateTimeFormatter().format(date);
}

export function readingTimeLabel(minutes: number): string {
  return `${minutes} min de lectura`;
}
