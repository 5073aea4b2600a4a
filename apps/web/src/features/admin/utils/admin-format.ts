/** Dates of the back office, es-CO in Bogotá time: short enough for a table cell. */
const shortDate = new Intl.DateTimeFormat("es-CO", { day: "numeric", month: "short", year: "numeric", timeZone: "America/Bogota" });

/** "23 nov 2026, 4:14 a. m." ("" for a missing or broken date): the app's one date-time format. */
export { formatDateTime } from "@/lib/format";

/** "23 nov 2026". */
export function formatShortDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : shortDate.format(date);
}

/** "9.000". */
export { formatInteger as formatCount } from "@/lib/academy-format";

/** A person's name from its parts, or the e-mail when there is none. */
export function displayName(person: { firstName: string; lastName: string; email: string }): string {
  return [person.firstName, person.lastName].filter(Boolean).join(" ").trim() || person.email;
}
