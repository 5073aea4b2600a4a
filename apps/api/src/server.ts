import type { FastifyInstance } from "fastify";
import { DatabaseLockedError } from "@fz/db/client";
import { ConfigError, loadEnv } from "./config/env";
import { resolveJwtSecret } from "./config/secrets";
import { buildApp } from "./app";
import { openConfiguredDatabase, prepareDatabase } from "./db";
import mountWeb from "./plugins/web";
import { startJobs } from "./modules/notifications/notifications.jobs";

async function main() {
  const env = loadEnv();
  const dev = process.argv.includes("--dev");
  const handle = await openConfiguredDatabase(env);
  const state: { app?: FastifyInstance; stopping: boolean } = { stopping: false };

  // One owner of the data directory: checkpoint and close it on the way out.
  const shutdown = async (signal: string) => {
    if (state.stopping) return;
    state.stopping = true;
    state.app?.log.info({ signal }, "shutting down");
    try {
      await state.app?.close();
    } finally {
      await handle.close();
      process.exit(0);
    }
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  await prepareDatabase(handle, env, (line) => console.log(line));
  const app = await buildApp({
    env,
    db: handle.db,
    jwtSecret: resolveJwtSecret(env),
    logger: {
      level: env.LOG_LEVEL,
      ...(process.stdout.isTTY ? { transport: { target: "pino-pretty", options: { ignore: "pid,hostname" } } } : {}),
    },
  });
  state.app = app;
  if (env.SERVE_WEB) await app.register(mountWeb, { dev, port: env.PORT });
  await app.listen({ port: env.PORT, host: env.HOST });
  startJobs(app);
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
