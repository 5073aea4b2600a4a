import type { AuditEntry, AuditQuery } from "@fz/contracts/admin/audit";
import type { AuditAction, AuditEntity } from "@fz/contracts/admin/audit-labels";
import type { Database, Tx } from "@fz/db/client";
import * as repo from "./audit.repository";

export interface AuditInput {
  actorId: number;
  /** `student.deactivate`, `theme.update`, `order.mark_paid`…: only names the audit log has Spanish words for. */
  action: AuditAction;
  entity: AuditEntity;
  entityId: number | string | null;
  before?: unknown;
  after?: unknown;
}

/** Dates become ISO strings and undefined disappears, exactly as the JSON column will keep them. */
function snapshot(value: unknown): unknown {
  return value === undefined ? null : JSON.parse(JSON.stringify(value));
}

/**
 * The audit log of administrators' actions. `record` takes the caller's transaction: the entry
 * commits or rolls back with the change it describes.
 */
export interface AuditService {
  record(tx: Tx, input: AuditInput): Promise<void>;
  list(query: AuditQuery, limit: number, offset: number): Promise<{ total: number; items: AuditEntry[] }>;
  /** The administrator's note on each of these grants (an admin grant's audit entry keeps it), by grant id. */
  grantNotes(grantIds: number[]): Promise<Map<number, string>>;
}

export function createAuditService(db: Database): AuditService {
  return {
    async record(tx: Tx, input: AuditInput): Promise<void> {
      await repo.insertEntry(tx, {
        actorId: input.actorId,
        action: input.action,
        entity: input.entity,
        entityId: input.entityId === null ? null : String(input.entityId),
        before: snapshot(input.before),
        after: snapshot(input.after),
      });
    },

    async list(query: AuditQuery, limit: number, offset: number): Promise<{ total: number; items: AuditEntry[] }> {
      const { rows, total } = await repo.listEntries(
        db,
        { actorId: query.actor, entity: query.entity, entityId: query.entity_id, action: query.action },
        limit,
        offset,
      );
      return {
        total,
        items: rows.map(({ entry, actor }) => ({
          id: entry.id,
          actor: actor ? { id: actor.id, email: actor.email } : null,
          action: entry.action,
          entity: entry.entity,
          entity_id: entry.entityId,
          before: entry.before ?? null,
          after: entry.after ?? null,
          created_at: entry.createdAt.toISOString(),
        })),
      };
    },

    grantNotes: (grantIds: number[]) => repo.grantNotes(db, grantIds),
  };
}
