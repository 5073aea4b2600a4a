import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Database, Tx } from "@fz/db/client";
import { auditLog, users } from "@fz/db/schema";

type Executor = Database | Tx;
export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export async function insertEntry(tx: Executor, values: NewAuditRow): Promise<AuditRow> {
  const [row] = await tx.insert(auditLog).values(values).returning();
  return row!;
}

export interface AuditFilter {
  actorId?: number;
  entity?: string;
  entityId?: string;
  action?: string;
}

export async function listEntries(db: Executor, filter: AuditFilter, limit: number, offset: number) {
  const conditions: SQL[] = [];
  if (filter.actorId !== undefined) conditions.push(eq(auditLog.actorId, filter.actorId));
  if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, actor: { id: users.id, email: users.email } })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The notes administrators wrote when granting by hand, by grant id. */
export async function grantNotes(db: Executor, grantIds: number[]): Promise<Map<number, string>> {
  const notes = new Map<number, string>();
  if (grantIds.length === 0) return notes;
  const rows = await db
    .select({ entityId: auditLog.entityId, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.entity, "access_grant"), inArray(auditLog.entityId, grantIds.map(String)), eq(auditLog.action, "student.grant")));
  for (const row of rows) {
    if (!row.entityId) continue;
    const note = (row.after as { note?: unknown } | null)?.note;
    if (typeof note === "string") notes.set(Number(row.entityId), note);
  }
  return notes;
}
