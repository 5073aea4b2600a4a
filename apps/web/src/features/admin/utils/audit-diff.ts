import { auditFieldLabel, auditSummary, formatAuditValue } from "@fz/contracts/admin/audit-labels";
import { snakeKey } from "@/lib/case";

/**
 * The audit log's before/after, as rows a person can read: one per field that either side
 * has, named in Spanish, values formatted (amounts in minor units as "$ 20.000 COP", dates,
 * yes/no), with whether it changed. The entries arrive with camelCase keys (the web's key
 * conversion): they are read back in the API's snake_case names.
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

/** The snapshot's own field names back in snake_case; nested values untouched (currency codes stay "COP"). */
function snakeFields(value: unknown): unknown {
  return isRecord(value) ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [snakeKey(key), inner])) : value;
}

export function showValue(value: unknown, field = "valor", siblings: Record<string, unknown> = {}): string {
  return formatAuditValue(field, value, siblings);
}

export function auditDiff(before: unknown, after: unknown): DiffRow[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (before === null && after === null) return [];
    return [{ field: "Valor", before: showValue(before), after: showValue(after), changed: JSON.stringify(before) !== JSON.stringify(after) }];
  }
  const left = isRecord(before) ? (snakeFields(before) as Record<string, unknown>) : {};
  const right = isRecord(after) ? (snakeFields(after) as Record<string, unknown>) : {};
  const fields = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  return fields.map((field) => {
    const a = isRecord(before) ? left[field] : undefined;
    const b = isRecord(after) ? right[field] : undefined;
    return {
      field: auditFieldLabel(field),
      before: showValue(a, field, left),
      after: showValue(b, field, right),
      changed: JSON.stringify(a) !== JSON.stringify(b),
    };
  });
}

/** What an entry was about, in words ("Cupón «VERANO»", "Pedido #12 · $ 49.900 COP"). */
export function auditEntrySummary(entry: { action: string; entity: string; entityId: string | null; before: unknown; after: unknown }): string {
  return auditSummary({ action: entry.action, entity: entry.entity, entity_id: entry.entityId, before: snakeFields(entry.before), after: snakeFields(entry.after) });
}
