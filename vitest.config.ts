import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: ["apps/web/vitest.config.ts", "apps/api/vitest.config.ts"],
    // Vitest leaves one core free by default: on the 2-core machines this project runs on, that
    // is one worker for ~180 files (4 min). Every core, in worker threads (cheaper to start than
    // forked processes): ~2.3 min for the same tests.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
