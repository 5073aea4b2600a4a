import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "@fz/db/client";
import { seedBlog } from "@fz/db/seed/blog";
import { seedCatalogue } from "@fz/db/seed/catalogue";
import { seedCommerce, seedDemoCoupons } from "@fz/db/seed/commerce";
import { seedDemo } from "@fz/db/seed/demo";
import { seedPoints } from "@fz/db/seed/points";
import { seedPractice, seedSteadyPractice } from "@fz/db/seed/practice";
import { seedTeaching } from "@fz/db/seed/teaching";
import type { Env } from "./config/env";
import { fromRoot } from "./config/paths";
import { resolveJwtSecret } from "./config/secrets";
import { buildApp } from "./app";
import { renderTopicBodies } from "./db";
import { hashPassword } from "./modules/auth/password";
import { preparePostBody, renderMarkdown } from "./modules/blog/blog.markdown";

/**
 * The demo content (outside production), written into a built app's database: rows the
 * packages/db seed owns directly, and the shop's paid order through the app's own commerce
 * service, so it takes the path a real payment takes (its events included). Idempotent.
 */
export async function seedDemoContent(app: FastifyInstance, env: Env, log: (line: string) => void) {
  const db = app.db;
  const created = await seedDemo(db, { hashPassword });
  if (created.length > 0) {
    log("Demo accounts created (see README):");
    for (const account of created) log(`  ${account.role.padEnd(7)}  ${account.email}  /  ${account.password}`);
  }
  // Demo points: enough for the demo student to redeem a month of a level.
  await seedPoints(db);
  // Demo blog posts by the admin demo account, rendered exactly as an API write would.
  await seedBlog(db, { preparePost: (input) => preparePostBody(renderMarkdown, input) });
  // Demo academy: six courses with levels, topics, quizzes, tutorials, the self-hosted sample
  // clip under DATA_DIR/media/videos, and the demo accounts' grants, progress and ratings.
  await seedCatalogue(db, { mediaDir: path.join(fromRoot(env.DATA_DIR), "media") });
  // Demo practice log: the demo student's last days with the tuner and the metronome, and a
  // second student's steady practice (seven days in all, today's goal met).
  await seedPractice(db);
  await seedSteadyPractice(db);
  // Demo teacher's loop: the teacher's courses, a take answered with comments, one waiting.
  await seedTeaching(db);
  // Demo shop: products and prices for that catalogue, and the demo student's paid order placed
  // and settled through the app's commerce service. No payment provider needed.
  await seedCommerce(db, { recordPaidOrder: (input) => app.services.commerce.seedPaidOrder(input) });
  await seedDemoCoupons(db);
  // The topic bodies the seed wrote are rendered once, here.
  await renderTopicBodies(db, log);
}

/** For the CLI (and benchmarks): builds the app on the handle, seeds the demo content through it, closes it. */
export async function seedDemoThroughApp(handle: DatabaseHandle, env: Env, log: (line: string) => void) {
  const app = await buildApp({ env, db: handle.db, jwtSecret: resolveJwtSecret(env) });
  try {
    await app.ready();
    await seedDemoContent(app, env, log);
  } finally {
    await app.close();
  }
}
