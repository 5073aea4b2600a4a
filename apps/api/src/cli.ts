import { ConfigError, loadEnv } from "./config/env";
import { openConfiguredDatabase, prepareDatabase, renderTopicBodies, shouldSeedDemo } from "./db";
import { seedDemoThroughApp } from "./demo-seed";

const log = (line: string) => console.log(line);

/** `db:migrate`, `db:seed` and `db:reset` (drops every table, then migrates and seeds). */
async function main(command: string | undefined) {
  const env = loadEnv();
  const handle = await openConfiguredDatabase(env);
  try {
    switch (command) {
      case "migrate":
        await handle.migrate();
        await renderTopicBodies(handle.db, () => {});
        console.log("Migrations applied.");
        break;
      case "seed":
        await prepareDatabase(handle, log);
        if (shouldSeedDemo(env)) await seedDemoThroughApp(handle, env, log);
        console.log("Seed complete.");
        break;
      case "reset":
        if (env.NODE_ENV === "production") throw new Error("db:reset refuses to run with NODE_ENV=production");
        await handle.exec("DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;");
        await prepareDatabase(handle, log);
        if (shouldSeedDemo(env)) await seedDemoThroughApp(handle, env, log);
        console.log("Database reset.");
        break;
      default:
        throw new Error(`Unknown command "${command ?? ""}". Use migrate, seed or reset.`);
    }
  } finally {
    await handle.close();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error instanceof Error ? error.message : error);
  process.exit(1);
});
