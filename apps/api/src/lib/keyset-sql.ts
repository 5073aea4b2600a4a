import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import type { KeysetKind, ListWindow } from "./pagination";

/**
 * The SQL of one list window ordered by (sort value, id), both the same way: ORDER BY, the
 * keyset condition (a row comparison, which a btree index on the same two expressions answers
 * by seeking), LIMIT one more than the page (to learn whether more follow), OFFSET on numbered
 * pages only, and the sort value as text for the cursor. For repositories.
 */
export function keysetSql(sortValue: SQL | AnyColumn, id: AnyColumn, kind: KeysetKind, descending: boolean, window: ListWindow) {
  // A backward page reads the order in reverse from the cursor; settleWindow turns it back.
  const desc = descending !== window.backward;
  const dir = desc ? sql`desc` : sql`asc`;
  const cast = kind === "timestamp" ? sql`timestamptz` : sql`text`;
  return {
    orderBy: [sql`${sortValue} ${dir}`, sql`${id} ${dir}`],
    where: window.after
      ? sql`(${sortValue}, ${id}) ${desc ? sql`<` : sql`>`} (${window.after.key}::${cast}, ${window.after.id})`
      : undefined,
    limit: window.limit + 1,
    offset: window.after ? 0 : window.offset,
    /** The exact sort value (a timestamptz keeps its microseconds, which a JS Date would drop). */
    key: sql<string>`(${sortValue})::text`,
  };
}
