import { defineConfig } from "vitest/config";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    name: "api",
    root: import.meta.dirname,
    environment: "node",
    // Worker threads start faster than forked processes (see the root vitest.config.ts).
    pool: "threads",
    // Files share a worker's module cache instead of importing the whole app again each (the
    // imports alone were 106 s of the API run; 8 s now). Safe because every file builds its own
    // app and database and nothing mocks modules; checked with a shuffled file order too.
    isolate: false,
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    globalSetup: ["test/global-setup.ts"],
    // PostgreSQL: one shared database `test`, so files run one after another, each on
    // truncated tables. PGlite: every file has its own in-memory database and runs in parallel.
    fileParallelism: !onPostgres,
    // Some tests build their own app (a PGlite migration): seconds on a quiet machine, more on a busy one.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
