const longDate = new Intl.DateTimeFormat("es-CO", { dateStyle: "long", timeZone: "America/Bogota" });

/** "5 de marzo de 2026": a day as students read it, in Bogotá (e-mails, notifications, refusals). */
export function formatLongDate(date: Date): string {
  return longDate.format(date);
}
