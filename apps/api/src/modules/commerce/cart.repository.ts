import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database, Tx } from "@fz/db/client";
import { cartItems } from "@fz/db/schema";

type Executor = Database | Tx;
export type CartItemRow = typeof cartItems.$inferSelect;

/** What `addItemOnce` did: added the item, found it there already, found the cart full, or found no such student. */
export type AddOutcome = { kind: "added" | "existing"; item: CartItemRow } | { kind: "full" } | { kind: "no_owner" };

/**
 * Adds the product to the student's cart in ONE round trip, through the `cart_add_once` function
 * (migration 0025, decision 056): it locks the owner's row, so one student's adds run one after
 * another and the item limit holds under concurrency; the item already there is answered as it
 * is; otherwise it is inserted while the cart holds fewer than `maxItems`.
 */
export async function addItemOnce(db: Executor, userId: number, productId: number, maxItems: number): Promise<AddOutcome> {
  // Both drivers answer `{ rows }` (node-postgres' QueryResult, PGlite's Results).
  const result = (await db.execute(sql`select kind, id, created_at from cart_add_once(${userId}::integer, ${productId}::integer, ${maxItems}::integer)`)) as unknown as {
    rows: { kind: AddOutcome["kind"]; id: number | null; created_at: Date | string | null }[];
  };
  const [row] = result.rows;
  if (!row) return { kind: "full" };
  if (row.kind === "full") return { kind: "full" };
  if (row.kind === "no_owner") return { kind: "no_owner" };
  return { kind: row.kind, item: { id: Number(row.id), userId, productId, createdAt: new Date(row.created_at!) } };
}

export async function findItem(db: Executor, userId: number, itemId: number): Promise<CartItemRow | undefined> {
  const [row] = await db.select().from(cartItems).where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)));
  return row;
}

/** Oldest first, as the student added them; bounded by the cart's item limit. */
export async function listItems(db: Executor, userId: number, limit: number): Promise<CartItemRow[]> {
  return db.select().from(cartItems).where(eq(cartItems.userId, userId)).orderBy(asc(cartItems.createdAt), asc(cartItems.id)).limit(limit);
}

/** Removes an item of this student only: someone else's id deletes nothing (and answers 404). */
export async function deleteItem(db: Executor, userId: number, itemId: number): Promise<boolean> {
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

/** After a payment: only what the order bought leaves the cart (items added since stay). */
export async function deleteProducts(db: Executor, userId: number, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)));
}
