/**
 * Spanish words for the audit log's machine names: the one list the API records by
 * (`@fz/contracts/admin/audit-labels`), so every kind reads in Spanish and can be filtered.
 * Unknown names (an older entry) are shown as they come.
 */
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, auditActionLabel, auditEntityLabel } from "@fz/contracts/admin/audit-labels";

export { auditActionLabel, auditEntityLabel };

export const AUDIT_ENTITY_OPTIONS = Object.entries(AUDIT_ENTITY_LABELS)
  .map(([value, label]) => ({ value, label: label as string }))
  .sort((a, b) => a.label.localeCompare(b.label, "es"));
export const AUDIT_ACTION_OPTIONS = Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label: label as string }));
