import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import closeWithGrace from "close-with-grace";
import type { FastifyInstance } from "fastify";
import { DatabaseLockedError } from "@fz/db/client";
import { ConfigError, loadEnv } from "./config/env";
import { resolveJwtSecret } from "./config/secrets";
import { buildApp } from "./app";
import { openConfiguredDatabase, pgliteDir, prepareDatabase, shouldSeedDemo } from "./db";
import { seedDemoContent } from "./demo-seed";
import mountWeb from "./plugins/web";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The first start on a new embedded database migrates and seeds it in a short-lived child
 * process (the compiled CLI beside this bundle): building the demo's practice clips and
 * loading the seed grow this process's heap and PGlite's memory by ~90 MB that would never be
 * given back, so the server would idle at ~420 MB instead of ~330 (decision 011). Later starts,
 * PostgreSQL and `npm run dev` (TypeScript, no compiled CLI) prepare the database in-process.
 */
function prepareNewEmbeddedDatabaseInChild(env: ReturnType<typeof loadEnv>): void {
  if (env.DATABASE_URL) return;
  const cli = fileURLToPath(new URL("./cli.mjs", import.meta.url));
  if (!import.meta.url.endsWith("/server.mjs") || !existsSync(cli)) return;
  if (existsSync(path.join(pgliteDir(env), "PG_VERSION"))) return;
  const result = spawnSync(process.execPath, [cli, "seed"], { stdio: "inherit", env: process.env });
  if (result.status !== 0) throw new Error(`No se pudo preparar la base de datos embebida (código ${result.status ?? result.signal}).`);
}

async function main() {
  const env = loadEnv();
  const dev = process.argv.includes("--dev");
  prepareNewEmbeddedDatabaseInChild(env);
  const handle = await openConfiguredDatabase(env);
  const state: { app?: FastifyInstance } = {};
  // Behind a load balancer, readiness must read 503 for a few probe intervals before the
  // listener closes, or requests routed in that window fail. Alone on a laptop, no wait.
  const drainMs = (env.SHUTDOWN_DRAIN_SECONDS ?? (env.NODE_ENV === "production" ? 5 : 0)) * 1000;

  // SIGINT/SIGTERM, and an uncaught exception or unhandled rejection: drain, stop accepting,
  // finish in-flight requests, close the pools and the embedded database; past the deadline the
  // process exits with 1 all the same. Every dependency's failure is handled where it happens
  // (decision 024): an error that still reaches here is a bug, logged with what the instance was
  // doing, and the process leaves only through this path.
  closeWithGrace({ delay: env.SHUTDOWN_TIMEOUT_SECONDS * 1000 }, async ({ signal, err }) => {
    const app = state.app;
    if (err) {
      const context = { err, lifecycle: app?.lifecycle.state ?? "starting", pool: handle.poolStats(), uptimeSeconds: Math.round(process.uptime()) };
      if (app) app.log.fatal(context, "uncaught error: draining and shutting down");
      else console.error("uncaught error while starting: shutting down", context);
    } else app?.log.info({ signal }, "shutting down");
    try {
      if (app) {
        app.lifecycle.state = "draining";
        if (drainMs > 0) await sleep(drainMs);
        await app.close();
      }
    } finally {
      await handle.close();
    }
  });

  const log = (line: string) => console.log(line);
  await prepareDatabase(handle, log);
  const jwtSecret = resolveJwtSecret(env);
  const app = await buildApp({
    env,
    db: handle.db,
    jwtSecret,
    poolStats: () => handle.poolStats(),
    dev,
    statementCount: handle.statementCount,
    accountChanges: handle.accountChanges,
    notificationChanges: handle.notificationChanges,
    standingChanges: handle.standingChanges,
    logger: {
      level: env.LOG_LEVEL,
      ...(process.stdout.isTTY ? { transport: { target: "pino-pretty", options: { ignore: "pid,hostname" } } } : {}),
    },
  });
  state.app = app;
  if (env.SERVE_WEB) await app.register(mountWeb, { dev, port: env.PORT });
  // The demo content goes through the app's own services (outside production; idempotent).
  if (shouldSeedDemo(env)) {
    await app.ready();
    await seedDemoContent(app, env, log);
  }
  await app.listen({ port: env.PORT, host: env.HOST });
  // The public pages are static and were prerendered by a build that had no API to ask:
  // expire them all, so the first visit renders them from this server's data (decision 010).
  // This instance's pages only: the others' are already fresh.
  if (env.SERVE_WEB) await app.pages.here(["/*"]);
  await app.jobs.start();
  app.lifecycle.state = "ready";
  console.log(`FZ Academia is ready on http://localhost:${env.PORT} (database: ${handle.kind})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
