import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { Database, Tx } from "@fz/db/client";
import { cartItems, users } from "@fz/db/schema";

type Executor = Database | Tx;
export type CartItemRow = typeof cartItems.$inferSelect;

/** Serialises one student's cart writes, so the item limit holds under concurrent adds. */
export async function lockCartOwner(tx: Tx, userId: number): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  return rows.length > 0;
}

export async function countItems(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(cartItems).where(eq(cartItems.userId, userId));
  return row?.value ?? 0;
}

/** Adds the product once: the unique (user, product) turns a second add into nothing. */
export async function insertItem(db: Executor, userId: number, productId: number): Promise<CartItemRow | undefined> {
  const [row] = await db.insert(cartItems).values({ userId, productId }).onConflictDoNothing().returning();
  return row;
}

export async function findItemByProduct(db: Executor, userId: number, productId: number): Promise<CartItemRow | undefined> {
  const [row] = await db.select().from(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
  return row;
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
