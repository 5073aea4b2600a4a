import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database, Tx } from "@fz/db/client";
import { cartItems, users } from "@fz/db/schema";

type Executor = Database | Tx;
export type CartItemRow = typeof cartItems.$inferSelect;

/** Serialises one student's cart writes, so the item limit holds under concurrent adds. */
export async function lockCartOwner(tx: Tx, userId: number): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  return rows.length > 0;
}

/** What `addItemOnce` did: added the item, found it there already, or found the cart full. */
export type AddOutcome = { kind: "added" | "existing"; item: CartItemRow } | { kind: "full" };

/**
 * Adds the product to the student's cart in ONE statement (after `lockCartOwner`, in the same
 * transaction): the item already there is answered as it is; otherwise it is inserted when the
 * cart holds fewer than `maxItems`. The owner's row lock, taken by the statement before, is
 * what makes the count exact under concurrent adds: this statement's snapshot is taken after it.
 */
export async function addItemOnce(tx: Tx, userId: number, productId: number, maxItems: number): Promise<AddOutcome> {
  // Both drivers answer `{ rows }` (node-postgres' QueryResult, PGlite's Results).
  const result = (await tx.execute(sql`
    with existing as (
      select id, created_at from ${cartItems} where user_id = ${userId} and product_id = ${productId}
    ), inserted as (
      insert into ${cartItems} (user_id, product_id)
      select ${userId}, ${productId}
      where not exists (select 1 from existing) and (select count(*) from ${cartItems} where user_id = ${userId}) < ${maxItems}
      on conflict do nothing
      returning id, created_at
    )
    select 'added' as kind, id, created_at from inserted
    union all
    select 'existing', id, created_at from existing`)) as unknown as { rows: { kind: "added" | "existing"; id: number; created_at: Date | string }[] };
  const [row] = result.rows;
  if (!row) return { kind: "full" };
  return { kind: row.kind, item: { id: Number(row.id), userId, productId, createdAt: new Date(row.created_at) } };
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
