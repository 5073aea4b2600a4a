import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import benchRoutes from "./bench.routes";
import healthRoutes from "./health.routes";

export interface HealthModuleOptions {
  /** SQL statements sent so far (the database handle's counter), for BENCH_INTERNALS. */
  statementCount?: () => number;
}

/** The probes (the database, and what the plugins added to `lifecycle.checks`) and the benchmark's counters. */
export default fp(
  async function healthModule(app: FastifyInstance, { statementCount }: HealthModuleOptions) {
    await app.register(healthRoutes, { db: app.db });
    if (app.config.env.BENCH_INTERNALS) await app.register(benchRoutes, { statementCount: statementCount ?? (() => 0) });
  },
  { name: "health", dependencies: ["config", "database", "lifecycle", "route-table"] },
);
