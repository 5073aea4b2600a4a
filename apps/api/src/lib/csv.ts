/** CSV for the back office's exports: RFC 4180 quoting, a UTF-8 BOM so Excel reads accents. */

export const CSV_BOM = "\uFEFF";

export type CsvValue = string | number | null;

/**
 * One cell. Text that a spreadsheet would run as a formula (=, +, -, @, tab, carriage return
 * first) gets a leading apostrophe (OWASP "CSV injection"); then quotes are doubled and the
 * cell quoted when it holds the delimiter, a quote or a line break.
 */
export function csvCell(value: CsvValue, delimiter: string): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return safe.includes(delimiter) || /["\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(values: CsvValue[], delimiter: string): string {
  return `${values.map((v) => csvCell(v, delimiter)).join(delimiter)}\r\n`;
}
