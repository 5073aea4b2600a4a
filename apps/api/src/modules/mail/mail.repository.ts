import { count, desc, eq } from "drizzle-orm";
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
