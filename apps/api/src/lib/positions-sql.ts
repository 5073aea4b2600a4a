import { type AnyColumn, asc, eq, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database, Tx } from "@fz/db/client";

/*
 * Ordered children of a parent row (a course's levels, a level's topics and exercises): a
 * `position` column unique per parent. Used by the repositories that own those tables; the
 * caller holds the parent's row lock while positions move.
 */

type Executor = Database | Tx;

/** A table of ordered children: its id, position and parent columns, and their SQL names. */
export interface OrderedChildren {
  table: PgTable;
  id: AnyColumn;
  position: AnyColumn;
  parent: AnyColumn;
  tableName: string;
  parentColumnName: string;
}

/** Ids of the children of a parent, in their current order. */
export async function orderedIds(db: Executor, children: OrderedChildren, parentId: number): Promise<number[]> {
  const rows = await db
    .select({ id: sql<number>`${children.id}` })
    .from(children.table)
    .where(eq(children.parent, parentId))
    .orderBy(asc(children.position), asc(children.id));
  return rows.map((r) => Number(r.id));
}

/** The highest position among a parent's children (0 when none). */
export async function maxPosition(tx: Executor, children: OrderedChildren, parentId: number): Promise<number> {
  const [row] = await tx
    .select({ value: sql<number>`coalesce(max(${children.position}), 0)`.mapWith(Number) })
    .from(children.table)
    .where(eq(children.parent, parentId));
  return row?.value ?? 0;
}

/**
 * Gives the children of a parent positions 1..n in `ids` order. Two steps, because the
 * (parent, position) unique index is checked row by row: first every row moves to a negative
 * position no other row holds (−id), then to its final one. The caller holds the parent's lock.
 */
export async function rewritePositions(tx: Tx, children: OrderedChildren, parentId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const name = sql.identifier(children.tableName);
  const parent = sql.identifier(children.parentColumnName);
  const cases = sql.join(
    ids.map((id, index) => sql`when ${id}::int then ${index + 1}::int`),
    sql` `,
  );
  await tx.execute(sql`update ${name} set position = -id where ${parent} = ${parentId}`);
  await tx.execute(sql`update ${name} set position = case id ${cases} end where ${parent} = ${parentId}`);
}
