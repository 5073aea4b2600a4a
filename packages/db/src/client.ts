import { spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import {
  ACCOUNT_CHANNEL,
  type AccountChanges,
  type AccountFeed,
  createAccountChanges,
  createNotificationChanges,
  createStandingChanges,
  listenOnPostgres,
  NOTIFICATION_CHANNEL,
  STANDING_CHANNEL,
} from "./account-changes";
import { DatabaseLockedError, lockDataDir } from "./data-dir-lock";
import { createResilientPool, DEFAULT_POOL_TIMEOUTS, type PoolTimeouts } from "./faults";
import { planOnce } from "./pglite-planned";
import * as schema from "./schema";

export { DatabaseLockedError };
export type { AccountChanges };

export type Schema = typeof schema;
/** The one database type the apps see, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * The committed migrations, found upwards from this file: it runs as TypeScript source
 * (packages/db/src) and bundled into the compiled API (apps/api/dist).
 */
function findMigrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 8; depth += 1) {
    for (const candidate of [path.join(dir, "migrations"), path.join(dir, "packages", "db", "migrations")]) {
      if (existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    }
    dir = path.dirname(dir);
  }
  throw new Error("No se encontraron las migraciones de la base de datos (packages/db/migrations).");
}

export const migrationsFolder = findMigrationsFolder();

export interface DatabaseOptions {
  /** postgres://… — a PostgreSQL server. When absent, the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; `memory://` (or undefined with no url) keeps it in memory. */
  dataDir?: string;
  /** Size of the PostgreSQL connection pool. */
  poolSize?: number;
  /** Count the SQL statements Drizzle sends (tests and `npm run bench:api` read the count). */
  countStatements?: boolean;
  /**
   * An in-memory PGlite started from this dump of a data directory (`migratedPgliteDump`)
   * instead of a fresh initdb: ~0.6 s instead of several seconds, so every test file of the
   * suite can have its own database without migrating it again.
   */
  template?: Blob;
  /**
   * A pooled connection failed, idle or checked out (the server restarted or failed over, an
   * administrator ended it). The pool discards that connection and opens another for the next
   * query; the request using it, if any, fails with a connection error (503, see faults.ts).
   * Without a listener node-postgres would throw it as an uncaught exception and end the process.
   */
  onPoolError?: (error: Error) => void;
  /** A read failed with its connection and was sent again on another (faults.ts). */
  onReadRetried?: (error: Error) => void;
  /** Deadlines of the PostgreSQL pool (faults.ts, decision 024); the defaults when absent. */
  timeouts?: Partial<PoolTimeouts>;
  /** `application_name` of the pool's sessions (default `fz-academia`). */
  applicationName?: string;
  /** The connection that listens for account changes failed (it reconnects by itself). */
  onListenError?: (error: Error) => void;
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
  /** SQL statements sent through Drizzle so far (0 unless opened with `countStatements`). */
  statementCount(): number;
  /** The connection pool's counters (PostgreSQL; null on the embedded database). */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  /** Writes to accounts and sessions, from this process and from the database (account-changes.ts). */
  accountChanges: AccountChanges;
  /** Writes to students' notifications, heard the same way. */
  notificationChanges: AccountChanges;
  /** Writes to students' access grants and topic progress, heard the same way. */
  standingChanges: AccountChanges;
}

/**
 * A Drizzle logger that sees every statement before it runs: it tells the change feeds about
 * writes to what they watch, and counts (when asked: tests and `npm run bench:api`).
 */
function statementCounter(enabled: boolean | undefined) {
  const state = { count: 0 };
  // Each feed by the channel its database triggers notify on.
  const feeds: Record<string, AccountFeed> = {
    [ACCOUNT_CHANNEL]: createAccountChanges(),
    [NOTIFICATION_CHANNEL]: createNotificationChanges(),
    [STANDING_CHANNEL]: createStandingChanges(),
  };
  const all = Object.values(feeds);
  const logger = {
    logQuery: (query: string, params: unknown[]) => {
      if (enabled) state.count += 1;
      for (const feed of all) feed.statement(query, params);
    },
  };
  return {
    logger,
    count: () => state.count,
    feeds,
    changes: {
      accountChanges: feeds[ACCOUNT_CHANNEL]!,
      notificationChanges: feeds[NOTIFICATION_CHANNEL]!,
      standingChanges: feeds[STANDING_CHANNEL]!,
    },
    /** Raw SQL whose effect is not read: anything may have changed. */
    forgetAll: () => all.forEach((feed) => feed.forgetAll()),
    close: async () => {
      for (const feed of all) await feed.close();
    },
  };
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  const counter = statementCounter(options.countStatements);
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10, counter, options);
  return openPglite(options.dataDir, counter, options.template);
}

const plannersByDb = new WeakMap<Database, ReturnType<typeof planOnce>>();

/**
 * A statement `.prepare()`d once per handle (apps/api lib/prepared.ts): on PGlite its text
 * becomes a named statement, parsed and planned once, as node-postgres already does with the
 * name on PostgreSQL. Anything else is left as it is.
 */
export function planOnPglite(db: Database, statement: unknown): void {
  const planner = plannersByDb.get(db);
  const text = (statement as { queryString?: unknown } | null)?.queryString;
  if (planner && typeof text === "string") planner.register(text);
}

/** A migrated, empty embedded database as a tarball, for `openDatabase({ template })`. */
export async function migratedPgliteDump(): Promise<Blob> {
  const client = new PGlite(PGLITE_OPTIONS);
  try {
    await client.waitReady;
    await migratePglite(drizzlePglite(client, { schema }) as never, { migrationsFolder });
    return await client.dumpDataDir("none");
  } finally {
    await client.close();
  }
}

type Counter = ReturnType<typeof statementCounter>;

async function openPostgres(url: string, poolSize: number, counter: Counter, options: DatabaseOptions): Promise<DatabaseHandle> {
  const { onPoolError = () => {}, onListenError = () => {}, onReadRetried } = options;
  const timeouts = { ...DEFAULT_POOL_TIMEOUTS, ...options.timeouts };
  const applicationName = options.applicationName ?? "fz-academia";
  const pool = createResilientPool(
    {
      connectionString: url,
      max: poolSize,
      application_name: applicationName,
      // JIT compilation pays off on long analytic queries, not on ours: a deep admin page priced
      // above jit_above_cost spent 35 of its 58 ms compiling (decision 012).
      options: "-c jit=off",
      // Every wait has an end (decision 024): a connection (or a free slot) within connectMs; the
      // server cancels a statement, a lock wait and an abandoned transaction; the client gives up
      // on a server that stopped answering; TCP keepalive notices a silent network.
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.statementMs,
      lock_timeout: timeouts.lockMs,
      idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
      query_timeout: timeouts.queryMs,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    },
    { onClientError: onPoolError, onRetry: onReadRetried },
  );
  // Fail fast with a clear error instead of on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg(pool, { schema, logger: counter.logger }) as unknown as Database;
  await listenOnPostgres(url, counter.feeds, onListenError, timeouts.connectMs, async (channel, payload) => {
    await pool.query("select pg_notify($1, $2)", [channel, payload]);
  });
  return {
    db,
    kind: "postgres",
    statementCount: counter.count,
    ...counter.changes,
    // On the lock's own session, without the pool's statement deadline (an index on a big table).
    migrate: () => migrateExclusively(url, (client) => migratePg(drizzlePg(client, { schema }) as never, { migrationsFolder })),
    exec: async (sqlText) => {
      counter.forgetAll();
      await pool.query(sqlText);
    },
    close: async () => {
      await counter.close();
      await pool.end();
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** Any fixed number: the key of the advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK_KEY = 4_021_977_001;

/**
 * Several instances starting at once on one fresh database would each try to create the same
 * tables. A session-level advisory lock, held on a connection of its own (the pool may have a
 * single connection), lets one migrate while the others wait and then find nothing to do.
 */
async function migrateExclusively(url: string, run: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url, application_name: "fz-migrations" });
  // Ended by the server after the lock was released (a restart): nothing to do, nothing to crash.
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await run(client);
  } finally {
    // Closing the session releases the lock even if the unlock is never reached.
    await client.end();
  }
}

/**
 * PostgreSQL's default shared_buffers (128 MB) makes PGlite's WebAssembly memory grow to
 * ~190 MB and stay there; the embedded database is small, and 32 MB keeps the memory at its
 * 128 MB floor (the module's initial size) for ~110 MB less RSS (decision 011).
 */
// pg_trgm: the migrations create it (the admin search's trigram index), on both drivers.
const PGLITE_OPTIONS = { startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"], extensions: { pg_trgm } };

/** Runs PGlite once in a child Node process to create `dir`, then lets that process exit. */
async function initDataDirInChild(dir: string): Promise<void> {
  const pgliteEntry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const script = `const pglite = await import(${JSON.stringify(pathToFileURL(pgliteEntry).href)});
const PGlite = pglite.PGlite ?? pglite.default.PGlite;
const db = new PGlite(${JSON.stringify(dir)});
await db.waitReady;
await db.exec("CHECKPOINT");
await db.close();`;
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", script], { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`PGlite could not initialise ${dir}: ${stderr.slice(-2000)}`))));
  });
}

async function openPglite(dataDir: string | undefined, counter: Counter, template?: Blob): Promise<DatabaseHandle> {
  const inMemory = !dataDir || dataDir.startsWith("memory://");
  let lock: { release(): void } | undefined;
  if (!inMemory) {
    const dir = path.resolve(dataDir);
    mkdirSync(dir, { recursive: true });
    // Two processes on one PGlite directory corrupt it: refuse a second live one (see data-dir-lock).
    lock = lockDataDir(dir);
  }
  let client: PGlite;
  try {
    // A new directory is initialised (initdb) in a short-lived child process: initdb's own
    // WebAssembly instance and the data-directory tarball it hands over (~450 MB) are never
    // released by the process that ran them, so the server would idle at ~1 GB (decision 011).
    if (!inMemory && !existsSync(path.join(path.resolve(dataDir), "PG_VERSION"))) await initDataDirInChild(path.resolve(dataDir));
    if (template && !inMemory) throw new Error("A PGlite template only starts an in-memory database.");
    client = inMemory ? new PGlite({ ...PGLITE_OPTIONS, loadDataDir: template }) : new PGlite(path.resolve(dataDir), PGLITE_OPTIONS);
    await client.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema, logger: counter.logger }) as unknown as Database;
  // Prepared statements are parsed and planned once here too (pglite-planned.ts, decision 030).
  plannersByDb.set(db, planOnce(client));
  // One process holds the embedded database: its notifications arrive with each statement's
  // answer (the channels' triggers come with migrations 0013, 0014 and 0026; listening before them is harmless).
  for (const [channel, feed] of Object.entries(counter.feeds)) {
    const unlisten = await client.listen(channel, (payload) => feed.heard(payload));
    feed.setLive(true);
    feed.onClose(async () => {
      feed.setLive(false);
      await unlisten();
    });
  }
  let closed = false;
  return {
    db,
    kind: "pglite",
    statementCount: counter.count,
    ...counter.changes,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    exec: async (sqlText) => {
      counter.forgetAll();
      await client.exec(sqlText);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await counter.close();
      if (!inMemory) await client.exec("CHECKPOINT");
      await client.close();
      lock?.release();
    },
    poolStats: () => null,
  };
}
