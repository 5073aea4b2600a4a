import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { sendError } from "./errors";

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface MetricsOptions {
  /** Bearer token a scraper must present; without one the endpoint does not exist (404). */
  token?: string;
  /** The PostgreSQL pool's counters (absent on the embedded database). */
  poolStats?: () => PoolStats | null;
  /** Jobs waiting to run (queue depth). */
  queueDepth?: () => Promise<number> | number;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Prometheus metrics at `GET /api/metrics/`: requests and latency per route, the database pool,
 * the job queue and the process. A registry per app, so tests that build many apps in one process
 * do not collide on prom-client's global one.
 */
export default fp(async function metricsPlugin(app: FastifyInstance, options: MetricsOptions) {
  const { token } = options;
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, per route, method and status",
    labelNames: ["method", "route", "status_code"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, per route and method",
    labelNames: ["method", "route"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Gauge({
    name: "db_pool_connections",
    help: "PostgreSQL pool connections by state (total, idle, waiting clients)",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const stats = options.poolStats?.();
      if (!stats) return;
      this.set({ state: "total" }, stats.total);
      this.set({ state: "idle" }, stats.idle);
      this.set({ state: "waiting" }, stats.waiting);
    },
  });
  new Gauge({
    name: "job_queue_depth",
    help: "Background jobs waiting to run",
    registers: [registry],
    async collect() {
      this.set(options.queueDepth ? await options.queueDepth() : 0);
    },
  });

  // Synchronous hooks take `done` rather than returning a promise: on every request, a promise
  // per hook is work (and, on Node 20, async-hook bookkeeping once Next's AsyncLocalStorage is
  // live) for nothing (docs/decisions/011, amendment of 2026-11-27).
  app.addHook("onResponse", (request, reply, done) => {
    // The route pattern, never the raw URL: ids and slugs would explode the label set.
    const route = request.routeOptions.url ?? "unmatched";
    if (route !== "/api/metrics/") {
      requests.inc({ method: request.method, route, status_code: String(reply.statusCode) });
      duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    }
    done();
  });

  // Answers that left before Fastify (decision 066) are counted the same way.
  app.earlyAnswers.observe((method, route, statusCode, seconds) => {
    requests.inc({ method, route, status_code: String(statusCode) });
    duration.observe({ method, route }, seconds);
  });

  app.get("/api/metrics/", { config: { rateLimit: false }, schema: { hide: true } }, async (request, reply) => {
    const header = request.headers.authorization ?? "";
    const given = header.startsWith("Bearer ") ? header.slice(7) : "";
    // Not there for anyone without the token: the same 404 as any unknown path.
    if (!sameSecret(given, token)) return sendError(reply, "not_found");
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}, { name: "metrics" });
