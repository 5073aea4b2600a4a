import type { Database } from "@fz/db/client";

/**
 * A statement built and `.prepare()`d once per database handle, then only executed: Drizzle
 * stops rebuilding the SQL on every request, and on PostgreSQL the named statement is parsed
 * and planned once per connection. On PGlite the name is ignored and the built query is reused.
 * Prepared statements belong to the handle, not to a transaction: pass the root database.
 */
export function preparedPerDb<T>(build: (db: Database) => T): (db: Database) => T {
  const byDb = new WeakMap<Database, T>();
  return (db) => {
    let statement = byDb.get(db);
    if (statement === undefined) {
      statement = build(db);
      byDb.set(db, statement);
    }
    return statement;
  };
}
