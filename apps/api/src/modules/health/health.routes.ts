import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "@fz/db/client";
import type { ReadinessCheck } from "../../plugins/lifecycle";
import { pingDatabase } from "./health.repository";

const healthResponse = z.object({
  status: z.enum(["ok", "error"]),
  database: z.enum(["ok", "unreachable"]),
  uptime_seconds: z.number(),
});

const liveResponse = z.object({ status: z.literal("ok"), uptime_seconds: z.number() });

const readyResponse = z.object({
  status: z.enum(["ready", "starting", "draining", "unavailable"]),
  checks: z.record(z.string(), z.enum(["ok", "unreachable"])),
});

export interface HealthOptions {
  db: Database;
}

/**
 * `/api/health/live/`: the process answers (a restart fixes nothing else). `/api/health/ready/`:
 * the instance should get traffic — started, not draining, and its dependencies reachable.
 * `/api/health/` stays as the combined check uptime monitors already call.
 */
/**
 * A probe answers within its own deadline, whatever a dependency does (decision 024): a check
 * that has not answered in 2 s counts as unreachable (its own request goes on in the background
 * until the dependency's deadline ends it).
 */
const CHECK_DEADLINE_MS = 2_000;

function withinDeadline(check: () => Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_DEADLINE_MS} ms`)), CHECK_DEADLINE_MS);
  });
  const running = check();
  // A check that fails after the deadline has nobody left to tell.
  running.catch(() => undefined);
  return Promise.race([running, late]).finally(() => clearTimeout(timer));
}

export default async function healthRoutes(app: FastifyInstance, { db }: HealthOptions) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const databaseCheck: ReadinessCheck = { name: "database", check: () => pingDatabase(db) };

  typed.get(
    "/api/health/",
    {
      config: { rateLimit: false },
      schema: { tags: ["health"], summary: "Estado del servicio", response: { 200: healthResponse, 503: healthResponse } },
    },
    async (request, reply) => {
      const uptime_seconds = Math.round(process.uptime());
      try {
        await withinDeadline(databaseCheck.check);
        return { status: "ok" as const, database: "ok" as const, uptime_seconds };
      } catch (err) {
        request.log.warn({ err }, "health check: database unreachable");
        return reply.status(503).send({ status: "error", database: "unreachable", uptime_seconds });
      }
    },
  );

  typed.get(
    "/api/health/live/",
    { config: { rateLimit: false }, schema: { tags: ["health"], summary: "El proceso responde", response: { 200: liveResponse } } },
    async () => ({ status: "ok" as const, uptime_seconds: Math.round(process.uptime()) }),
  );

  typed.get(
    "/api/health/ready/",
    {
      config: { rateLimit: false },
      schema: {
        tags: ["health"],
        summary: "La instancia puede recibir tráfico",
        response: { 200: readyResponse, 503: readyResponse },
      },
    },
    async (request, reply) => {
      const results: Record<string, "ok" | "unreachable"> = {};
      await Promise.all(
        [databaseCheck, ...app.lifecycle.checks].map(async ({ name, check }) => {
          try {
            await withinDeadline(check);
            results[name] = "ok";
          } catch (err) {
            request.log.warn({ err, dependency: name }, "readiness: dependency unreachable");
            results[name] = "unreachable";
          }
        }),
      );
      const state = app.lifecycle.state;
      if (state !== "ready") return reply.status(503).send({ status: state, checks: results });
      const allOk = Object.values(results).every((value) => value === "ok");
      if (!allOk) return reply.status(503).send({ status: "unavailable", checks: results });
      return { status: "ready" as const, checks: results };
    },
  );
}
