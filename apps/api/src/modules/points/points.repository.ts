import { and, count, eq, sql } from "drizzle-orm";
import type { Database, Tx } from "@fz/db/client";
import { keysetSql } from "../../lib/keyset-sql";
import { type ListWindow, settleWindow } from "../../lib/pagination";
import { achievementUnlocks, pointsLedger, users } from "@fz/db/schema";

/** Why points moved (the ledger's `reason`). */
export type { PointsReason } from "@fz/db/schema";
export type LedgerRow = typeof pointsLedger.$inferSelect;
export type NewLedgerRow = typeof pointsLedger.$inferInsert;
type Executor = Database | Tx;

/**
 * Locks the student's row for the rest of the transaction and reads the balance. Every change
 * of points goes through here first, so two changes for one student run one after the other
 * (fifty parallel redeems: one sees the points, forty-nine see what is left).
 */
export async function lockBalance(tx: Tx, userId: number): Promise<number | undefined> {
  const [row] = await tx.select({ balance: users.pointsBalance }).from(users).where(eq(users.id, userId)).for("update");
  return row?.balance;
}

export async function entryExists(tx: Tx, idempotencyKey: string): Promise<boolean> {
  const rows = await tx.select({ id: pointsLedger.id }).from(pointsLedger).where(eq(pointsLedger.idempotencyKey, idempotencyKey));
  return rows.length > 0;
}

/** Moves the balance, never below zero (then nothing changes and undefined comes back). */
export async function moveBalance(tx: Tx, userId: number, delta: number): Promise<number | undefined> {
  const [row] = await tx
    .update(users)
    .set({ pointsBalance: sql`${users.pointsBalance} + ${delta}` })
    .where(and(eq(users.id, userId), sql`${users.pointsBalance} + ${delta} >= 0`))
    .returning({ balance: users.pointsBalance });
  return row?.balance;
}

export async function findEntryByKey(tx: Tx, idempotencyKey: string): Promise<LedgerRow | undefined> {
  const [row] = await tx.select().from(pointsLedger).where(eq(pointsLedger.idempotencyKey, idempotencyKey));
  return row;
}

/** Points a student earned with one reference (`order:<id>`): the sum of its positive entries. */
export async function earnedFor(tx: Tx, userId: number, reference: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${pointsLedger.delta}), 0)::int` })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.reference, reference), sql`${pointsLedger.delta} > 0`));
  return Number(row?.total ?? 0);
}

export async function insertEntry(tx: Tx, values: NewLedgerRow): Promise<LedgerRow> {
  const [row] = await tx.insert(pointsLedger).values(values).returning();
  return row!;
}

/** Newest first, along the index (user_id, created_at, id): a cursor page seeks, whatever its depth. */
export async function listEntries(db: Executor, userId: number, window: ListWindow) {
  const where = eq(pointsLedger.userId, userId);
  const keyset = keysetSql(pointsLedger.createdAt, pointsLedger.id, "timestamp", true, window);
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: pointsLedger, key: keyset.key })
      .from(pointsLedger)
      .where(and(where, keyset.where))
      .orderBy(...keyset.orderBy)
      .limit(keyset.limit)
      .offset(keyset.offset),
    db.select({ value: count() }).from(pointsLedger).where(where),
  ]);
  return { total: total?.value ?? 0, ...settleWindow(rows.map(({ entry, key }) => ({ entry, keyset: { key, id: entry.id } })), window) };
}

export async function balanceOf(db: Executor, userId: number): Promise<number | undefined> {
  const [row] = await db.select({ balance: users.pointsBalance }).from(users).where(eq(users.id, userId));
  return row?.balance;
}

/** True only the first time (primary key), which makes "unlocked" a once-per-student fact. */
export async function insertUnlock(db: Executor, userId: number, achievement: string): Promise<boolean> {
  const rows = await db
    .insert(achievementUnlocks)
    .values({ userId, achievement })
    .onConflictDoNothing()
    .returning({ userId: achievementUnlocks.userId });
  return rows.length > 0;
}
