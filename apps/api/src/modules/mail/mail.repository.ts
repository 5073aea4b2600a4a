import { and, asc, count, desc, eq, gt, isNotNull, isNull, lte } from "drizzle-orm";
import type { Database, Tx } from "@fz/db/client";
import { mailOutbox } from "@fz/db/schema";

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxRow = typeof mailOutbox.$inferInsert;
type Executor = Database | Tx;

export async function insertMessage(db: Executor, values: NewOutboxRow): Promise<OutboxRow> {
  const [row] = await db.insert(mailOutbox).values(values).returning();
  return row!;
}

export async function listMessages(db: Executor, to: string | undefined, limit: number, offset: number) {
  const where = to ? eq(mailOutbox.to, to) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(mailOutbox).where(where).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit).offset(offset),
    db.select({ value: count() }).from(mailOutbox).where(where),
  ]);
  return { total: total?.value ?? 0, rows };
}

export async function findMessage(db: Executor, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

/** Delivered (at last): the outcome stays, the bodies go (they carry single-use links). */
export async function markDelivered(db: Executor, id: number, messageId: string | null): Promise<void> {
  await db.update(mailOutbox).set({ sentAt: new Date(), messageId, error: null, html: null, text: null }).where(eq(mailOutbox.id, id));
}

/** A failed attempt: the error, and the bodies only while another attempt will need them. */
export async function recordFailure(db: Executor, id: number, error: string, { keepBodies }: { keepBodies: boolean }): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ error, ...(keepBodies ? {} : { html: null, text: null }) })
    .where(eq(mailOutbox.id, id));
}

/** SMTP messages still waiting for a delivery attempt (bodies kept, not sent), oldest first. */
export async function pendingDeliveries(db: Executor, createdAfter: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.transport, "smtp"), isNull(mailOutbox.sentAt), isNotNull(mailOutbox.html), gt(mailOutbox.createdAt, createdAfter)))
    .orderBy(asc(mailOutbox.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Pending messages too old to be worth sending (their links have expired): bodies dropped. */
export async function abandonPendingBefore(db: Executor, createdBefore: Date, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ error, html: null, text: null })
    .where(and(eq(mailOutbox.transport, "smtp"), isNull(mailOutbox.sentAt), isNotNull(mailOutbox.html), lte(mailOutbox.createdAt, createdBefore)));
}
