import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

const benchStats = z.object({
  sql_statements: z.number().int(),
  cpu_user_us: z.number(),
  cpu_system_us: z.number(),
  rss_bytes: z.number(),
  heap_used_bytes: z.number(),
  external_bytes: z.number(),
  array_buffers_bytes: z.number(),
});

/**
 * What `npm run bench:api` reads between load rounds: SQL statements sent so far and this
 * process's CPU time and memory. Registered only with BENCH_INTERNALS (refused in production).
 */
export default async function benchRoutes(app: FastifyInstance, { statementCount }: { statementCount: () => number }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/__bench__/",
    { config: { rateLimit: false }, schema: { hide: true, response: { 200: benchStats } } },
    async () => {
      const cpu = process.cpuUsage();
      const memory = process.memoryUsage();
      return {
        sql_statements: statementCount(),
        cpu_user_us: cpu.user,
        cpu_system_us: cpu.system,
        rss_bytes: memory.rss,
        heap_used_bytes: memory.heapUsed,
        external_bytes: memory.external,
        array_buffers_bytes: memory.arrayBuffers,
      };
    },
  );
}
