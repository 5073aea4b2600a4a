import path from "node:path";
import { type DatabaseHandle, openDatabase } from "@fz/db/client";
import { seedBlog } from "@fz/db/seed/blog";
import { seedCatalogue } from "@fz/db/seed/catalogue";
import { seedCommerce, seedDemoCoupons } from "@fz/db/seed/commerce";
import { seedDemo } from "@fz/db/seed/demo";
import { seedPoints } from "@fz/db/seed/points";
import { seedPractice, seedSteadyPractice } from "@fz/db/seed/practice";
import { seedTeaching } from "@fz/db/seed/teaching";
import { seedReference } from "@fz/db/seed/reference";
import type { Env } from "./config/env";
import { fromRoot } from "./config/paths";
import { EventBus } from "./lib/events";
import { createAccessService } from "./modules/access/access.service";
import { hashPassword } from "./modules/auth/password";
import { preparePostBody, renderMarkdown } from "./modules/blog/blog.markdown";
import { createCommerceService } from "./modules/commerce/commerce.service";
import { createCatalogueLookupsService } from "./modules/catalogue/catalogue-lookups.service";
import { backfillThemeBodies } from "./modules/catalogue/theme-bodies";

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

/** Migrations, reference data, then (outside production) the demo content. Idempotent. */
export async function prepareDatabase(handle: DatabaseHandle, env: Env, log: (line: string) => void) {
  await handle.migrate();
  await seedReference(handle.db);
  if (shouldSeedDemo(env)) await seedDemoContent(handle, env, log);
  // Topic bodies the migration added a column for (or the seed wrote) are rendered once, here.
  const rendered = await backfillThemeBodies(handle.db);
  if (rendered > 0) log(`Rendered the body of ${rendered} topic(s).`);
}

async function seedDemoContent(handle: DatabaseHandle, env: Env, log: (line: string) => void) {
  const created = await seedDemo(handle.db, { hashPassword });
  if (created.length > 0) {
    log("Demo accounts created (see README):");
    for (const account of created) log(`  ${account.role.padEnd(7)}  ${account.email}  /  ${account.password}`);
  }
  // Demo blog posts by the admin demo account, rendered exactly as an API write would.
  // Demo points: enough for the demo student to redeem a month of a level.
  await seedPoints(handle.db);
  await seedBlog(handle.db, { preparePost: (input) => preparePostBody(renderMarkdown, input) });
  // Demo academy: six courses with levels, topics, exercises, tutorials, the self-hosted sample
  // clip under DATA_DIR/media/videos, and the demo accounts' grants, progress and ratings.
  await seedCatalogue(handle.db, { mediaDir: path.join(fromRoot(env.DATA_DIR), "media") });
  // Demo practice log: the demo student's last days with the tuner and the metronome, and a
  // second student's steady practice (seven days in all, today's goal met).
  await seedPractice(handle.db);
  await seedSteadyPractice(handle.db);
  // Demo teacher's loop: the teacher's courses, a take answered with comments, one waiting.
  await seedTeaching(handle.db);
  // Demo shop: products and prices for that catalogue, and the demo student's paid order placed
  // and settled through the commerce service (the path a real payment takes). No provider needed.
  const commerce = createCommerceService({
    db: handle.db,
    catalogue: createCatalogueLookupsService(handle.db),
    access: createAccessService(handle.db),
    events: new EventBus(),
    payments: { defaultProvider: null, sandbox: null, stripe: null },
    log: { error: (details, message) => log(`${message} ${JSON.stringify(details)}`), warn: (details, message) => log(`${message} ${JSON.stringify(details)}`) },
  });
  await seedCommerce(handle.db, { recordPaidOrder: (input) => commerce.seedPaidOrder(input) });
  await seedDemoCoupons(handle.db);
}
