#!/usr/bin/env node
// The API suite again, on a PostgreSQL server (a fresh schema per run; see apps/api/test).
import { spawnSync } from "node:child_process";

const env = {
  ...process.env,
  TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test",
};
const result = spawnSync("npx", ["vitest", "run", "--project", "api", ...process.argv.slice(2)], { env, stdio: "inherit" });
process.exit(result.status ?? 1);
