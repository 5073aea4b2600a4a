import { sql } from "drizzle-orm";
import type { Database } from "@fz/db/client";
import { cartItems, notificationPreferences, notifications, orders, products, users } from "@fz/db/schema";

export interface AbandonedCart {
  userId: number;
  email: string;
  firstName: string;
  /** The cart's oldest item: it names the cart (a cart emptied and filled again is a new one). */
  firstItemId: number;
  startedAt: Date;
  items: number;
}

/**
 * Carts of active students whose oldest item is older than `before`, and that:
 * - were not yet reminded (no checkout reminder since the cart started: one per cart);
 * - did not lead to a purchase (no order paid since the cart started);
 * - are not being paid right now (no order placed in the last `payingSinceMinutes`);
 * - belong to students who did not turn reminders off (on by default).
 * Reads carts, orders and preferences; writes nothing.
 */
export async function abandonedCarts(db: Database, before: Date, payingSince: Date, limit: number): Promise<AbandonedCart[]> {
  type Row = { user_id: number; email: string; first_name: string; first_item_id: number; started_at: string | Date; items: number };
  // Both drivers answer `{ rows }` (node-postgres' QueryResult, PGlite's Results).
  const result = (await db.execute(sql`
    WITH carts AS (
      SELECT ${cartItems.userId} AS user_id, min(${cartItems.createdAt}) AS started_at, min(${cartItems.id}) AS first_item_id, count(*)::int AS items
      FROM ${cartItems} JOIN ${products} ON ${products.id} = ${cartItems.productId} AND ${products.isActive}
      GROUP BY ${cartItems.userId}
    )
    SELECT c.user_id, u.email, u.first_name, c.first_item_id, c.started_at, c.items
    FROM carts c
    JOIN ${users} u ON u.id = c.user_id AND u.is_active
    LEFT JOIN ${notificationPreferences} p ON p.user_id = c.user_id
    WHERE c.started_at <= ${before.toISOString()}::timestamptz
      AND coalesce(p.checkout_reminders, true)
      AND NOT EXISTS (SELECT 1 FROM ${notifications} n WHERE n.user_id = c.user_id AND n.kind = 'checkout_reminder' AND n.created_at >= c.started_at)
      AND NOT EXISTS (SELECT 1 FROM ${orders} o WHERE o.user_id = c.user_id AND o.status = 'paid' AND o.paid_at >= c.started_at)
      AND NOT EXISTS (SELECT 1 FROM ${orders} o WHERE o.user_id = c.user_id AND o.status = 'pending' AND o.created_at >= ${payingSince.toISOString()}::timestamptz)
    ORDER BY c.started_at, c.user_id
    LIMIT ${limit}`)) as unknown as { rows: Row[] };
  return result.rows.map((row) => ({
    userId: Number(row.user_id),
    email: row.email,
    firstName: row.first_name,
    firstItemId: Number(row.first_item_id),
    startedAt: new Date(row.started_at),
    items: Number(row.items),
  }));
}
