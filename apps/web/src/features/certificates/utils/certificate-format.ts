const dateWords = new Intl.DateTimeFormat("es-CO", { day: "numeric", month: "long", year: "numeric", timeZone: "America/Bogota" });

/** «29 de noviembre de 2026», in Colombia's calendar. */
export function certificateDate(iso: string): string {
  return dateWords.format(new Date(iso));
}
