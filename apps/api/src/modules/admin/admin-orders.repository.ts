import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database, Tx } from "@fz/db/client";
import { accessGrants, orderItems, orders, paymentEvents, users } from "@fz/db/schema";
import { searchWords } from "./admin-students.repository";

/*
 * Orders as the back office reads them (read-only: every change goes through the commerce
 * service's payment path).
 */

type Executor = Database | Tx;
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type GrantRow = typeof accessGrants.$inferSelect;

export interface OrderFilter {
  status?: OrderRow["status"];
  provider?: OrderRow["provider"];
  from?: Date;
  to?: Date;
  userId?: number;
  /** An order number… */
  orderId?: number;
  /** …or words of the buyer's name or e-mail. */
  words?: string[];
}

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

function filterWhere(filter: OrderFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.provider) conditions.push(eq(orders.provider, filter.provider));
  if (filter.from) conditions.push(sql`${orders.createdAt} >= ${ts(filter.from)}`);
  if (filter.to) conditions.push(sql`${orders.createdAt} < ${ts(filter.to)}`);
  if (filter.userId !== undefined) conditions.push(eq(orders.userId, filter.userId));
  const words = searchWords(filter.words ?? []);
  if (filter.orderId !== undefined) {
    conditions.push(words.length > 0 ? sql`(${orders.id} = ${filter.orderId} or (${and(...words)}))` : eq(orders.id, filter.orderId));
  } else if (words.length > 0) {
    conditions.push(and(...words)!);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const summaryColumns = {
  order: orders,
  user: { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName },
  itemsCount: sql<number>`(select count(*) from ${orderItems} i where i.order_id = ${orders.id})`.mapWith(Number),
  firstItem: sql<string | null>`(select i.description from ${orderItems} i where i.order_id = ${orders.id} order by i.id limit 1)`,
};

export async function listOrders(db: Executor, filter: OrderFilter, limit: number, offset: number) {
  const where = filterWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export type OrderSummaryRow = Awaited<ReturnType<typeof listOrders>>["rows"][number];

export async function findOrder(db: Executor, id: number): Promise<OrderSummaryRow | undefined> {
  const [row] = await db.select(summaryColumns).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(eq(orders.id, id));
  return row;
}

export async function itemsOf(db: Executor, orderId: number): Promise<OrderItemRow[]> {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
}

export async function eventsOf(db: Executor, orderId: number) {
  return db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId)).orderBy(asc(paymentEvents.receivedAt), asc(paymentEvents.id)).limit(200);
}

/** The grants an order created (they carry `order:<id>`, the reference a refund closes them by). */
export async function grantsByReference(db: Executor, reference: string): Promise<GrantRow[]> {
  return db.select().from(accessGrants).where(eq(accessGrants.reference, reference)).orderBy(asc(accessGrants.startsAt), asc(accessGrants.id)).limit(200);
}

export async function emailsOf(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.email]));
}
