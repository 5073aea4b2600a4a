import { and, asc, count, desc, eq, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Database, Tx } from "@fz/db/client";
import { orderItems, orders, paymentEvents } from "@fz/db/schema";

/*
 * Orders as the back office reads them (read-only: every change goes through the commerce
 * service's payment path). The buyers' names come from the auth module, the courses of a
 * revenue report from the catalogue's.
 */

type Executor = Database | Tx;
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

export interface OrderFilter {
  status?: OrderRow["status"];
  provider?: OrderRow["provider"];
  from?: Date;
  to?: Date;
  userId?: number;
  /** An order number… */
  orderId?: number;
  /** …or a buyer among these (the auth module's subquery of the accounts matching words of a name or e-mail). */
  buyers?: SQLWrapper;
  /** A coupon's code, upper-cased (codes are stored so). */
  couponCode?: string;
}

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

function filterWhere(filter: OrderFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.provider) conditions.push(eq(orders.provider, filter.provider));
  if (filter.from) conditions.push(sql`${orders.createdAt} >= ${ts(filter.from)}`);
  if (filter.to) conditions.push(sql`${orders.createdAt} < ${ts(filter.to)}`);
  if (filter.userId !== undefined) conditions.push(eq(orders.userId, filter.userId));
  if (filter.couponCode !== undefined) conditions.push(eq(orders.couponCode, filter.couponCode));
  const buyers = filter.buyers && inArray(orders.userId, filter.buyers);
  if (filter.orderId !== undefined) {
    conditions.push(buyers ? sql`(${orders.id} = ${filter.orderId} or ${buyers})` : eq(orders.id, filter.orderId));
  } else if (buyers) {
    conditions.push(buyers);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * The order's id inside a correlated subquery, hand-qualified: drizzle leaves columns
 * unqualified in a one-table select, where `id` would be the order item's.
 */
const orderId = sql`"orders"."id"`;

const summaryColumns = {
  order: orders,
  itemsCount: sql<number>`(select count(*) from ${orderItems} i where i.order_id = ${orderId})`.mapWith(Number),
  firstItem: sql<string | null>`(select i.description from ${orderItems} i where i.order_id = ${orderId} order by i.id limit 1)`,
};

export async function listOrders(db: Executor, filter: OrderFilter, limit: number, offset: number) {
  const where = filterWhere(filter);
  const [rows, [total]] = await Promise.all([
    db.select(summaryColumns).from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit).offset(offset),
    db.select({ value: count() }).from(orders).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export type OrderSummaryRow = Awaited<ReturnType<typeof listOrders>>["rows"][number];

export async function findOrder(db: Executor, id: number): Promise<OrderSummaryRow | undefined> {
  const [row] = await db.select(summaryColumns).from(orders).where(eq(orders.id, id));
  return row;
}

export async function itemsOf(db: Executor, orderId: number): Promise<OrderItemRow[]> {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
}

export async function eventsOf(db: Executor, orderId: number) {
  return db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId)).orderBy(asc(paymentEvents.receivedAt), asc(paymentEvents.id)).limit(200);
}

/** One batch of the orders export: ids in (afterId, untilId], filtered, in id order. */
export async function exportBatch(db: Executor, filter: OrderFilter, afterId: number, untilId: number) {
  const where = and(filterWhere(filter), sql`${orders.id} > ${afterId}`, sql`${orders.id} <= ${untilId}`);
  const rows = await db
    .select({
      order: orders,
      items: sql<string>`coalesce((select string_agg(i.description, ' | ' order by i.id) from ${orderItems} i where i.order_id = ${orderId}), '')`,
    })
    .from(orders)
    .where(where)
    .orderBy(asc(orders.id));
  return rows;
}

export async function maxOrderId(db: Executor): Promise<number> {
  const [row] = await db.select({ value: sql<number>`coalesce(max(${orders.id}), 0)`.mapWith(Number) }).from(orders);
  return row?.value ?? 0;
}

/** What the revenue report adds up per group: orders, amounts in minor units (of one currency). */
export interface RevenueRow {
  key: string | null;
  currency: string;
  orders: number;
  subtotal: number;
  discount: number;
  total: number;
  vat: number;
  refunded: number;
}

/** Orders whose money was taken in [from, to): paid, refunded since, or being given back. */
const collected = (from: Date, to: Date) =>
  and(inArray(orders.status, ["paid", "refunded", "refund_due"]), sql`${orders.paidAt} >= ${ts(from)}`, sql`${orders.paidAt} < ${ts(to)}`);
/** The sums every grouping of the revenue report adds up (RevenueRow without key and currency). */
const revenueSums = () => ({
  orders: count(),
  subtotal: sql<number>`coalesce(sum(${orders.totalMinor} + ${orders.discountMinor}), 0)`.mapWith(Number),
  discount: sql<number>`coalesce(sum(${orders.discountMinor}), 0)`.mapWith(Number),
  total: sql<number>`coalesce(sum(${orders.totalMinor}), 0)`.mapWith(Number),
  vat: sql<number>`coalesce(sum(${orders.vatMinor}), 0)`.mapWith(Number),
  refunded: sql<number>`coalesce(sum(${orders.totalMinor}) filter (where ${orders.status} in ('refunded', 'refund_due')), 0)`.mapWith(Number),
});

/** Per payment provider (the method — card, PSE, Nequi — stays at the provider). */
export async function revenueByProvider(db: Executor, from: Date, to: Date): Promise<RevenueRow[]> {
  return db
    .select({
      key: sql<string>`${orders.provider}::text`,
      currency: orders.currency,
      ...revenueSums(),
    })
    .from(orders)
    .where(collected(from, to))
    .groupBy(orders.provider, orders.currency)
    .orderBy(orders.provider, orders.currency);
}

/** Per coupon code (null: no coupon). */
export async function revenueByCoupon(db: Executor, from: Date, to: Date): Promise<RevenueRow[]> {
  return db
    .select({
      key: orders.couponCode,
      currency: orders.currency,
      ...revenueSums(),
    })
    .from(orders)
    .where(collected(from, to))
    .groupBy(orders.couponCode, orders.currency)
    .orderBy(sql`${orders.couponCode} nulls first`, orders.currency);
}

/** Which course each level and tutorial belongs to, and each course's title (the catalogue's, passed in). */
export interface CourseMap {
  levels: { id: number; courseId: number }[];
  videos: { id: number; courseId: number | null }[];
  courses: { id: number; title: string }[];
}

/** A lookup table as rows of a statement: `(select … from jsonb_to_recordset($1) …)`. */
const rowsOf = (rows: object[], columns: SQL) => sql`(select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(${columns}))`;

/**
 * Per course: each item's price, with the order's discount shared out in proportion to the
 * prices (so a course's total is what was charged for it). The course is the level's, the
 * purchase-all's own, or the tutorial's.
 */
export async function revenueByCourse(db: Executor, from: Date, to: Date, catalogue: CourseMap): Promise<RevenueRow[]> {
  const levelCourses = rowsOf(catalogue.levels.map((l) => ({ id: l.id, course_id: l.courseId })), sql`id int, course_id int`);
  const videoCourses = rowsOf(catalogue.videos.map((v) => ({ id: v.id, course_id: v.courseId })), sql`id int, course_id int`);
  const courseTitles = rowsOf(catalogue.courses, sql`id int, title text`);
  // Both drivers answer `{ rows }` (node-postgres' QueryResult, PGlite's Results).
  const result = (await db.execute(sql`
    with items as (
      select o.id as order_id, o.currency, o.status, o.total_minor, o.discount_minor, o.vat_minor, i.unit_amount_minor as amount,
        case i.kind
          when 'level' then (select l.course_id from ${levelCourses} l where l.id = i.target_id)
          when 'purchase_all' then i.target_id
          else (select v.course_id from ${videoCourses} v where v.id = i.target_id)
        end as course_id
      from ${orders} o join ${orderItems} i on i.order_id = o.id
      where o.status in ('paid', 'refunded', 'refund_due') and o.paid_at >= ${ts(from)} and o.paid_at < ${ts(to)}
    ), shares as (
      select course_id, currency, order_id, status, amount,
        amount::numeric * total_minor / nullif(total_minor + discount_minor, 0) as charged,
        amount::numeric * vat_minor / nullif(total_minor + discount_minor, 0) as vat
      from items
    )
    select coalesce(c.title, 'Curso eliminado') as key, s.currency, count(distinct s.order_id)::int as orders,
      sum(s.amount)::bigint as subtotal, round(sum(s.amount - s.charged))::bigint as discount, round(sum(s.charged))::bigint as total,
      round(sum(s.vat))::bigint as vat, round(coalesce(sum(s.charged) filter (where s.status in ('refunded', 'refund_due')), 0))::bigint as refunded
    from shares s left join ${courseTitles} c on c.id = s.course_id
    group by c.title, s.currency
    order by c.title nulls last, s.currency`)) as { rows: Record<string, unknown>[] };
  return result.rows.map((row) => ({
    key: row.key as string,
    currency: row.currency as string,
    orders: Number(row.orders),
    subtotal: Number(row.subtotal),
    discount: Number(row.discount),
    total: Number(row.total),
    vat: Number(row.vat),
    refunded: Number(row.refunded),
  }));
}
