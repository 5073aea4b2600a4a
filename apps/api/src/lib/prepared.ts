import { type Database, planOnPglite } from "@fz/db/client";

/**
 * A statement built and `.prepare()`d once per database handle, then only executed: Drizzle
 * stops rebuilding the SQL on every request, and on PostgreSQL the named statement is parsed
 * and planned once per connection; on PGlite the text becomes a named statement, parsed and
 * planned once too (packages/db pglite-planned.ts, decision 030).
 * Prepared statements belong to the handle, not to a transaction: pass the root database.
 */
export function preparedPerDb<T>(build: (db: Database) => T): (db: Database) => T {
  const byDb = new WeakMap<Database, T>();
  return (db) => {
    let statement = byDb.get(db);
    if (statement === undefined) {
      statement = build(db);
      planOnPglite(db, statement);
      byDb.set(db, statement);
    }
    return statement;
  };
}
