import closeWithGrace from "close-with-grace";
import type { FastifyInstance } from "fastify";
import { DatabaseLockedError } from "@fz/db/client";
import { ConfigError, loadEnv } from "./config/env";
import { resolveJwtSecret } from "./config/secrets";
import { buildApp } from "./app";
import { openConfiguredDatabase, prepareDatabase } from "./db";
import mountWeb from "./plugins/web";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const env = loadEnv();
  const dev = process.argv.includes("--dev");
  const handle = await openConfiguredDatabase(env);
  const state: { app?: FastifyInstance } = {};
  // Behind a load balancer, readiness must read 503 for a few probe intervals before the
  // listener closes, or requests routed in that window fail. Alone on a laptop, no wait.
  const drainMs = (env.SHUTDOWN_DRAIN_SECONDS ?? (env.NODE_ENV === "production" ? 5 : 0)) * 1000;

  // SIGINT/SIGTERM (and a crash): drain, stop accepting, finish in-flight requests, close the
  // pools and the embedded database. Past the deadline the process exits with 1 all the same.
  closeWithGrace({ delay: env.SHUTDOWN_TIMEOUT_SECONDS * 1000 }, async ({ signal, err }) => {
    const app = state.app;
    if (err) (app?.log ?? console).error({ err }, "fatal error, shutting down");
    else app?.log.info({ signal }, "shutting down");
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

  await prepareDatabase(handle, env, (line) => console.log(line));
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
    logger: {
      level: env.LOG_LEVEL,
      ...(process.stdout.isTTY ? { transport: { target: "pino-pretty", options: { ignore: "pid,hostname" } } } : {}),
    },
  });
  state.app = app;
  if (env.SERVE_WEB) await app.register(mountWeb, { dev, port: env.PORT });
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
