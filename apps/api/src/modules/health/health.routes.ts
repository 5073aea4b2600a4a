import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@fz/db/client";

const healthResponse = z.object({
  status: z.enum(["ok", "error"]),
  database: z.enum(["ok", "unreachable"]),
  uptime_seconds: z.number(),
});

/** Process up and database reachable: what a load balancer or an uptime check asks. */
export default async function healthRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/health/",
    {
      config: { rateLimit: false },
      schema: { tags: ["health"], summary: "Estado del servicio", response: { 200: healthResponse, 503: healthResponse } },
    },
    async (request, reply) => {
      const uptime_seconds = Math.round(process.uptime());
      try {
        await db.execute(sql`select 1`);
        return { status: "ok" as const, database: "ok" as const, uptime_seconds };
      } catch (err) {
        request.log.error({ err }, "health check: database unreachable");
        return reply.status(503).send({ status: "error", database: "unreachable", uptime_seconds });
      }
    },
  );
}
