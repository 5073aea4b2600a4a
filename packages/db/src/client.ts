import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import lockfile from "proper-lockfile";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type the apps see, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));

/** Another process already owns the embedded database's data directory. */
export class DatabaseLockedError extends Error {}

export interface DatabaseOptions {
  /** postgres://… — a PostgreSQL server. When absent, the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; `memory://` (or undefined with no url) keeps it in memory. */
  dataDir?: string;
  /** Size of the PostgreSQL connection pool. */
  poolSize?: number;
}

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Run pending migrations (the same committed SQL on both drivers). */
  migrate(): Promise<void>;
  /** Raw SQL for maintenance (tests truncating, health checks). */
  exec(sqlText: string): Promise<void>;
  /** Flush and release: CHECKPOINT + close for PGlite, pool end for PostgreSQL. */
  close(): Promise<void>;
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10);
  return openPglite(options.dataDir);
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // Fail fast with a clear error instead of on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    migrate: () => migratePg(db as never, { migrationsFolder }),
    exec: async (sqlText) => {
      await pool.query(sqlText);
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  const inMemory = !dataDir || dataDir.startsWith("memory://");
  let release: (() => Promise<void>) | undefined;
  if (!inMemory) {
    const dir = path.resolve(dataDir);
    mkdirSync(dir, { recursive: true });
    // Two processes on one PGlite directory corrupt it: refuse to start a second one.
    try {
      release = await lockfile.lock(dir, { stale: 15_000, update: 5_000 });
    } catch {
      throw new DatabaseLockedError(
        `La base de datos embebida (${dir}) ya está abierta por otro proceso. ` +
          "Detenga el otro servidor o use DATABASE_URL con PostgreSQL.",
      );
    }
  }
  const client = inMemory ? new PGlite() : new PGlite(path.resolve(dataDir));
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    exec: async (sqlText) => {
      await client.exec(sqlText);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      if (!inMemory) await client.exec("CHECKPOINT");
      await client.close();
      await release?.();
    },
  };
}
