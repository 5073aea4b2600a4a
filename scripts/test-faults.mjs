#!/usr/bin/env node
// Fault injection (issue 34, decision 024): on the local PostgreSQL and a redis-server the tests
// start themselves on spare ports (FAULTS_REDIS_PORT, default 6391). See apps/api/test/faults.
import { spawnSync } from "node:child_process";

const env = {
  ...process.env,
  TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test",
};
const result = spawnSync("npx", ["vitest", "run", "--config", "apps/api/vitest.faults.config.ts", ...process.argv.slice(2)], { env, stdio: "inherit" });
process.exit(result.status ?? 1);
