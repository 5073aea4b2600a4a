import path from "node:path";
import { type Database, type DatabaseHandle, openDatabase } from "@fz/db/client";
import { seedReference } from "@fz/db/seed/reference";
import type { Env } from "./config/env";
import { fromRoot } from "./config/paths";
import { backfillTopicBodies } from "./modules/catalogue/topic-bodies";

/** Where the embedded database lives (DATA_DIR/pglite). */
export function pgliteDir(env: Env): string {
  return path.join(fromRoot(env.DATA_DIR), "pglite");
}

export function openConfiguredDatabase(env: Env): Promise<DatabaseHandle> {
  const where = env.DATABASE_URL ? { url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE } : { dataDir: pgliteDir(env) };
  return openDatabase({
    ...where,
    countStatements: env.BENCH_INTERNALS,
    onPoolError: (error) => console.warn(`A PostgreSQL connection was lost; the pool opens another (${error.message})`),
    onReadRetried: (error) => console.warn(`A read failed with its PostgreSQL connection and was sent again on another (${error.message})`),
    onListenError: (error) =>
      console.warn(`The connection listening for account changes was lost; sessions are checked in the database until it is back (${error.message})`),
  });
}

export function shouldSeedDemo(env: Env): boolean {
  if (env.NODE_ENV === "production") return false;
  return env.SEED_DEMO ?? true;
}

/**
 * Migrations and reference data. Idempotent. The demo content (outside production, see
 * `shouldSeedDemo`) is written afterwards through the built app (demo-seed.ts).
 */
export async function prepareDatabase(handle: DatabaseHandle, log: (line: string) => void) {
  await handle.migrate();
  await seedReference(handle.db);
  await renderTopicBodies(handle.db, log);
}

/** Topic bodies a migration added a column for (or a seed wrote) are rendered once. */
export async function renderTopicBodies(db: Database, log: (line: string) => void) {
  const rendered = await backfillTopicBodies(db);
  if (rendered > 0) log(`Rendered the body of ${rendered} topic(s).`);
}
