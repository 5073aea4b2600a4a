/**
 * The audit log's before/after, as rows a person can read: one per field that either side
 * has, with whether it changed. Nested values are compared and shown as JSON.
 */
export interface DiffRow {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function showValue(value: unknown): string {
  if (value === undefined) return "—";
  if (value === null) return "vacío";
  if (typeof value === "boolean") return value ? "sí" : "no";
  if (typeof value === "string") return value === "" ? "«»" : value;
  if (typeof value === "number") return String(value);
  return JSON.stringify(value);
}

export function auditDiff(before: unknown, after: unknown): DiffRow[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (before === null && after === null) return [];
    return [{ field: "valor", before: showValue(before), after: showValue(after), changed: JSON.stringify(before) !== JSON.stringify(after) }];
  }
  const left = isRecord(before) ? before : {};
  const right = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  return fields.map((field) => {
    const a = isRecord(before) ? left[field] : undefined;
    const b = isRecord(after) ? right[field] : undefined;
    return { field, before: showValue(a), after: showValue(b), changed: JSON.stringify(a) !== JSON.stringify(b) };
  });
}
