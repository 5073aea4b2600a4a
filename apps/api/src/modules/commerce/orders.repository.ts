import { and, asc, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database, Tx } from "@fz/db/client";
import { orderItems, orders, paymentEvents, users } from "@fz/db/schema";

type Executor = Database | Tx;
export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItemRow = typeof orderItems.$inferInsert;
export type OrderStatus = OrderRow["status"];
export type ProviderName = OrderRow["provider"];

export async function insertOrder(db: Executor, values: NewOrderRow): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  return row!;
}

export async function insertItems(db: Executor, values: NewOrderItemRow[]): Promise<OrderItemRow[]> {
  return db.insert(orderItems).values(values).returning();
}

export async function setReference(db: Executor, orderId: number, reference: string): Promise<void> {
  await db.update(orders).set({ providerReference: reference, updatedAt: new Date() }).where(eq(orders.id, orderId));
}

/** An order that never reached its provider (the provider call failed): nothing to keep, even if a newer checkout already replaced it. */
export async function deleteUnsentOrder(db: Executor, orderId: number): Promise<void> {
  await db.delete(orders).where(and(eq(orders.id, orderId), inArray(orders.status, ["pending", "cancelled"]), isNull(orders.providerReference)));
}

/** Arbitrary key of the per-student checkout lock (pg_advisory_xact_lock's first half). */
const CHECKOUT_LOCK = 35_001;

/**
 * One checkout of a student at a time (held to the end of the transaction): the next one sees
 * the order this one placed and replaces it (decision 025). The advisory lock works the same
 * on PGlite and PostgreSQL and touches no row others write.
 */
export async function lockCheckoutOf(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CHECKOUT_LOCK}, ${userId})`);
}

/** The student's pending orders, locked (before any coupon row: the payment path locks an order, then its coupon). */
export async function lockPendingOrdersOf(tx: Tx, userId: number): Promise<OrderRow[]> {
  return tx.select().from(orders).where(and(eq(orders.userId, userId), eq(orders.status, "pending"))).orderBy(asc(orders.id)).for("update");
}

/** Cancels orders a newer checkout replaced, saying which. */
export async function cancelSuperseded(tx: Tx, orderIds: number[], reason: string): Promise<void> {
  if (orderIds.length === 0) return;
  await tx
    .update(orders)
    .set({ status: "cancelled", statusReason: reason, updatedAt: new Date() })
    .where(and(inArray(orders.id, orderIds), eq(orders.status, "pending")));
}

/** Payments waiting to be given back (the refund task resumes them at start). */
export async function refundDueOrderIds(db: Executor): Promise<number[]> {
  const rows = await db.select({ id: orders.id }).from(orders).where(eq(orders.status, "refund_due")).orderBy(asc(orders.id)).limit(1000);
  return rows.map((r) => r.id);
}

export async function findOrder(db: Executor, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

export async function findOrderOfUser(db: Executor, userId: number, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return row;
}

export async function findOrderByReference(db: Executor, provider: ProviderName, reference: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(and(eq(orders.provider, provider), eq(orders.providerReference, reference)));
  return row;
}

/** Newest first. */
export async function listOrders(db: Executor, userId: number, limit: number, offset: number) {
  const where = eq(orders.userId, userId);
  const [rows, [total]] = await Promise.all([
    db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit).offset(offset),
    db.select({ value: count() }).from(orders).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function itemsOf(db: Executor, orderIds: number[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id));
}

export type OrderLookup = { id: number } | { provider: ProviderName; reference: string } | { provider: ProviderName; paymentId: string };

/**
 * Locks the order row for the rest of the transaction: two deliveries for one order (the
 * same event twice, or "paid" and "failed" racing) then apply one after the other.
 */
export async function lockOrder(tx: Tx, lookup: OrderLookup): Promise<OrderRow | undefined> {
  const where =
    "id" in lookup
      ? eq(orders.id, lookup.id)
      : "reference" in lookup
        ? and(eq(orders.provider, lookup.provider), eq(orders.providerReference, lookup.reference))
        : and(eq(orders.provider, lookup.provider), eq(orders.providerPaymentId, lookup.paymentId));
  const [row] = await tx.select().from(orders).where(where).orderBy(asc(orders.id)).limit(1).for("update");
  return row;
}

/** Moves the order only from one of `from` (a conditional update: a stale state changes nothing). */
export async function transition(
  tx: Tx,
  orderId: number,
  from: OrderStatus[],
  values: Partial<Pick<OrderRow, "status" | "paidAt" | "refundedAt" | "providerPaymentId" | "settledBy" | "statusReason">> & { status: OrderStatus },
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), inArray(orders.status, from)))
    .returning();
  return row;
}

/** Records a provider event once; undefined when this (provider, event id) was already seen. */
export async function insertPaymentEvent(tx: Tx, values: typeof paymentEvents.$inferInsert): Promise<number | undefined> {
  const [row] = await tx.insert(paymentEvents).values(values).onConflictDoNothing().returning({ id: paymentEvents.id });
  return row?.id;
}

export async function settlePaymentEvent(tx: Tx, eventRowId: number, orderId: number | null, outcome: string): Promise<void> {
  await tx.update(paymentEvents).set({ orderId, outcome }).where(eq(paymentEvents.id, eventRowId));
}

export async function userEmail(db: Executor, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}

/** Whether the user placed any order (orders keep their user: accounting records). */
export async function hasOrders(db: Database | Tx, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId)).limit(1);
  return row !== undefined;
}
