import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * What administrators did, written in the same transaction as the change itself (so an
 * entry exists exactly when the change does). Append-only: never updated or deleted by the
 * application. `before`/`after` are the wire-shaped snapshots of the entity (null on create
 * and delete respectively).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The administrator; kept as null if that account is ever deleted. */
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** Verb in snake_case: `student.deactivate`, `theme.update`, `order.mark_paid`… */
    action: text("action").notNull(),
    /** What was changed: `user`, `access_grant`, `points_ledger`, `course`, `level`, `theme`, `video`, `exercise`, `order`. */
    entity: text("entity").notNull(),
    /** Its id as text (every entity here has an integer id, but the log does not depend on it). */
    entityId: text("entity_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt, t.id),
    index("audit_log_actor_idx").on(t.actorId, t.createdAt),
    index("audit_log_entity_idx").on(t.entity, t.entityId, t.createdAt),
    index("audit_log_action_idx").on(t.action, t.createdAt),
  ],
);
