import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database, Tx } from "@fz/db/client";
import { cartItems } from "@fz/db/schema";
import { preparedPerDb } from "../../lib/prepared";

type Executor = Database | Tx;
export type CartItemRow = typeof cartItems.$inferSelect;

/** What `addItemOnce` did: added the item, found it there already, found the cart full, or found no such student. */
export type AddOutcome = { kind: "added" | "existing"; item: CartItemRow } | { kind: "full" } | { kind: "no_owner" };

/**
 * Adds the product to the student's cart in ONE round trip, through the `cart_add_once` function
 * (migration 0025, decision 056): it locks the owner's row, so one student's adds run one after
 * another and the item limit holds under concurrency; the item already there is answered as it
 * is; otherwise it is inserted while the cart holds fewer than `maxItems`.
 * A named statement (decision 061): PostgreSQL parses and plans it once per pooled connection.
 */
const addOnceStatement = preparedPerDb((db) =>
  db
    .select({
      kind: sql<AddOutcome["kind"]>`kind`,
      id: sql<number | null>`id`,
      createdAt: sql<Date | string | null>`created_at`,
    })
    .from(
      sql`cart_add_once(${sql.placeholder("userId")}::integer, ${sql.placeholder("productId")}::integer, ${sql.placeholder("maxItems")}::integer)`,
    )
    .prepare("cart_add_once"),
);

/** The root database handle only: a named statement belongs to the handle, not to a transaction. */
export async function addItemOnce(db: Database, userId: number, productId: number, maxItems: number): Promise<AddOutcome> {
  const [row] = await addOnceStatement(db).execute({ userId, productId, maxItems });
  if (!row) return { kind: "full" };
  if (row.kind === "full") return { kind: "full" };
  if (row.kind === "no_owner") return { kind: "no_owner" };
  return { kind: row.kind, item: { id: Number(row.id), userId, productId, createdAt: new Date(row.createdAt!) } };
}

export async function findItem(db: Executor, userId: number, itemId: number): Promise<CartItemRow | undefined> {
  const [row] = await db.select().from(cartItems).where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)));
  return row;
}

/** Oldest first, as the student added them; bounded by the cart's item limit. */
export async function listItems(db: Executor, userId: number, limit: number): Promise<CartItemRow[]> {
  return db.select().from(cartItems).where(eq(cartItems.userId, userId)).orderBy(asc(cartItems.createdAt), asc(cartItems.id)).limit(limit);
}

const deleteItemStatement = preparedPerDb((db) =>
  db
    .delete(cartItems)
    .where(and(eq(cartItems.id, sql.placeholder("itemId")), eq(cartItems.userId, sql.placeholder("userId"))))
    .returning({ id: cartItems.id })
    .prepare("cart_delete_item"),
);

/**
 * Removes an item of this student only: someone else's id deletes nothing (and answers 404).
 * A named statement, like the add; the root database handle only.
 */
export async function deleteItem(db: Database, userId: number, itemId: number): Promise<boolean> {
  const rows = await deleteItemStatement(db).execute({ itemId, userId });
  return rows.length > 0;
}

/** After a payment: only what the order bought leaves the cart (items added since stay). */
export async function deleteProducts(db: Executor, userId: number, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)));
}
