import { and, asc, count, desc, eq, gt, ilike, inArray, ne, not, or, sql, type SQL } from "drizzle-orm";
import type { Database, Tx } from "@fz/db/client";
import { cartCoupons, couponRedemptions, coupons, orders } from "@fz/db/schema";

type Executor = Database | Tx;
export type CouponRow = typeof coupons.$inferSelect;
export type NewCouponRow = typeof coupons.$inferInsert;
export type RedemptionRow = typeof couponRedemptions.$inferSelect;

/** A coupon with the names of what it is scoped to (the catalogue's, through its lookups). */
export interface CouponWithScope {
  coupon: CouponRow;
  course: { id: number; slug: string; title: string } | null;
  level: { id: number; slug: string; title: string; courseTitle: string | null } | null;
}

function couponsWhere(db: Executor, where: SQL | undefined) {
  return db.select().from(coupons).where(where).orderBy(desc(coupons.createdAt), desc(coupons.id));
}

export async function findCoupon(db: Executor, id: number): Promise<CouponRow | undefined> {
  return (await couponsWhere(db, eq(coupons.id, id)))[0];
}

/** Codes are stored upper-cased: the caller passes the code already normalised. */
export async function findCouponByCode(db: Executor, code: string): Promise<CouponRow | undefined> {
  return (await couponsWhere(db, eq(coupons.code, code)))[0];
}

export async function listCoupons(db: Executor, search: string | undefined, limit: number, offset: number) {
  const where = search ? or(ilike(coupons.code, `%${search}%`), ilike(coupons.description, `%${search}%`)) : undefined;
  const [rows, [total]] = await Promise.all([couponsWhere(db, where).limit(limit).offset(offset), db.select({ value: count() }).from(coupons).where(where)]);
  return { rows, total: total?.value ?? 0 };
}

/** Undefined when the code is taken (unique code). */
export async function insertCoupon(tx: Tx, values: NewCouponRow): Promise<CouponRow | undefined> {
  const [row] = await tx.insert(coupons).values(values).onConflictDoNothing({ target: coupons.code }).returning();
  return row;
}

export async function updateCoupon(tx: Tx, id: number, values: Partial<NewCouponRow>): Promise<CouponRow | undefined> {
  const [row] = await tx.update(coupons).set({ ...values, updatedAt: new Date() }).where(eq(coupons.id, id)).returning();
  return row;
}

export async function deleteCoupon(tx: Tx, id: number): Promise<CouponRow | undefined> {
  const [row] = await tx.delete(coupons).where(eq(coupons.id, id)).returning();
  return row;
}

export async function hasRedemptions(db: Executor, couponId: number): Promise<boolean> {
  const rows = await db.select({ id: couponRedemptions.id }).from(couponRedemptions).where(eq(couponRedemptions.couponId, couponId)).limit(1);
  return rows.length > 0;
}

export async function codeTakenByAnother(db: Executor, code: string, id: number): Promise<boolean> {
  const rows = await db.select({ id: coupons.id }).from(coupons).where(and(eq(coupons.code, code), ne(coupons.id, id)));
  return rows.length > 0;
}

/**
 * Locks the coupon for the rest of the transaction: checkouts using it count and reserve its
 * uses one after the other, so a single-use coupon is never handed out twice.
 */
export async function lockCoupon(tx: Tx, id: number): Promise<CouponRow | undefined> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for("update");
  return row;
}

/** A use that counts: consumed, or reserved by a pending order whose reservation has not run out. */
const activeUse = (now: Date) =>
  or(eq(couponRedemptions.status, "consumed"), and(eq(couponRedemptions.status, "reserved"), gt(couponRedemptions.reservedUntil, now)));

export interface UsageOptions {
  /** The order being paid: its own redemption is not counted against it. */
  exceptOrderId?: number;
  /**
   * Whether the student's own open reservations count. Not in the cart (a new checkout of theirs
   * replaces them); yes when a payment asks whether its use is still free (decision 025).
   */
  ownReservations: boolean;
}

export interface Usage {
  /** Uses taken: consumed, plus reservations not yet lapsed. */
  total: number;
  /** Of those, the student's own. */
  mine: number;
  /** The student's paid orders (the first-purchase rule). */
  purchases: number;
}

/** The uses of a coupon that count now, by everyone and by this student, and the student's purchases. */
export async function usage(db: Executor, couponId: number, userId: number, now: Date, options: UsageOptions = { ownReservations: false }): Promise<Usage> {
  const counted = and(
    eq(couponRedemptions.couponId, couponId),
    activeUse(now),
    options.exceptOrderId === undefined ? undefined : ne(couponRedemptions.orderId, options.exceptOrderId),
    options.ownReservations ? undefined : not(and(eq(couponRedemptions.userId, userId), eq(couponRedemptions.status, "reserved"))!),
  );
  const paid = and(eq(orders.userId, userId), eq(orders.status, "paid"), options.exceptOrderId === undefined ? undefined : ne(orders.id, options.exceptOrderId));
  const [[row], [bought]] = await Promise.all([
    db
      .select({
        total: count(),
        mine: sql<number>`count(*) filter (where ${couponRedemptions.userId} = ${userId})`.mapWith(Number),
      })
      .from(couponRedemptions)
      .where(counted),
    db.select({ value: count() }).from(orders).where(paid),
  ]);
  return { total: row?.total ?? 0, mine: row?.mine ?? 0, purchases: bought?.value ?? 0 };
}

/** The student's other order that holds (or spent) a use of this coupon, for the words of a refusal. */
export async function ownUseElsewhere(db: Executor, couponId: number, userId: number, orderId: number, now: Date): Promise<{ orderId: number; status: RedemptionRow["status"] } | undefined> {
  const [row] = await db
    .select({ orderId: couponRedemptions.orderId, status: couponRedemptions.status })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.userId, userId), ne(couponRedemptions.orderId, orderId), activeUse(now)))
    .orderBy(desc(couponRedemptions.id))
    .limit(1);
  return row;
}

/** A paid order of the student other than this one (the first-purchase rule's words). */
export async function otherPaidOrder(db: Executor, userId: number, orderId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, "paid"), ne(orders.id, orderId)))
    .orderBy(asc(orders.paidAt))
    .limit(1);
  return row?.id;
}

/** The redemption an order made at checkout, if any. */
export async function redemptionOf(db: Executor, orderId: number): Promise<RedemptionRow | undefined> {
  const [row] = await db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, orderId));
  return row;
}

/** How many times each coupon counts as used now (the admin list). */
export async function usesOf(db: Executor, couponIds: number[], now: Date): Promise<Map<number, { reserved: number; consumed: number }>> {
  const result = new Map<number, { reserved: number; consumed: number }>();
  if (couponIds.length === 0) return result;
  const rows = await db
    .select({
      couponId: couponRedemptions.couponId,
      reserved: sql<number>`count(*) filter (where ${couponRedemptions.status} = 'reserved')`.mapWith(Number),
      consumed: sql<number>`count(*) filter (where ${couponRedemptions.status} = 'consumed')`.mapWith(Number),
    })
    .from(couponRedemptions)
    .where(and(inArray(couponRedemptions.couponId, couponIds), activeUse(now)))
    .groupBy(couponRedemptions.couponId);
  for (const row of rows) result.set(row.couponId, { reserved: row.reserved, consumed: row.consumed });
  return result;
}

export async function insertRedemption(tx: Tx, values: typeof couponRedemptions.$inferInsert): Promise<void> {
  await tx.insert(couponRedemptions).values(values);
}

/** The order was paid: its use counts for good (even if its reservation had run out: the money was taken). */
export async function consumeForOrder(tx: Tx, orderId: number): Promise<RedemptionRow | undefined> {
  const [row] = await tx
    .update(couponRedemptions)
    .set({ status: "consumed", updatedAt: new Date() })
    .where(and(eq(couponRedemptions.orderId, orderId), ne(couponRedemptions.status, "consumed")))
    .returning();
  return row;
}

/** The payment failed or was cancelled: the use goes back to the coupon. */
export async function releaseForOrder(tx: Tx, orderId: number): Promise<void> {
  await tx
    .update(couponRedemptions)
    .set({ status: "released", updatedAt: new Date() })
    .where(and(eq(couponRedemptions.orderId, orderId), eq(couponRedemptions.status, "reserved")));
}

export async function findCartCoupon(db: Executor, userId: number): Promise<CouponRow | undefined> {
  const [row] = await db.select({ couponId: cartCoupons.couponId }).from(cartCoupons).where(eq(cartCoupons.userId, userId));
  return row ? findCoupon(db, row.couponId) : undefined;
}

export async function setCartCoupon(db: Executor, userId: number, couponId: number): Promise<void> {
  const now = new Date();
  await db
    .insert(cartCoupons)
    .values({ userId, couponId, appliedAt: now })
    .onConflictDoUpdate({ target: cartCoupons.userId, set: { couponId, appliedAt: now } });
}

export async function clearCartCoupon(db: Executor, userId: number, couponId?: number): Promise<boolean> {
  const where = couponId === undefined ? eq(cartCoupons.userId, userId) : and(eq(cartCoupons.userId, userId), eq(cartCoupons.couponId, couponId));
  const rows = await db.delete(cartCoupons).where(where).returning({ userId: cartCoupons.userId });
  return rows.length > 0;
}
