import { defineConfig } from "vitest/config";

/**
 * `npm run test:faults` (issue 34, decision 024): dependencies failing under traffic — PostgreSQL
 * sessions ended, a Redis of the test's own stopped and frozen, the object store and SMTP out of
 * reach. On PostgreSQL (TEST_DATABASE_URL) and a local `redis-server`; one file at a time, since
 * they end sessions and own ports.
 */
export default defineConfig({
  test: {
    name: "faults",
    root: import.meta.dirname,
    environment: "node",
    pool: "forks",
    include: ["test/faults/**/*.faults.ts"],
    globalSetup: ["test/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 60_000,
  },
});
