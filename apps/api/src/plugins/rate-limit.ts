import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { rateLimited } from "../lib/errors";

/**
 * Per-route request limits (`config.rateLimit` on a route). Counted in Redis when there is one,
 * so every instance sees the same per-minute/per-hour counts. A Redis that stops answering lets
 * requests through uncounted rather than failing them: the sign-in, registration and reset
 * counters (auth's throttle.service) still refuse when they cannot count.
 */
export default fp(
  async function rateLimitPlugin(app: FastifyInstance) {
    const redis = app.redis;
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => rateLimited(context.ttl),
      ...(redis ? { redis, nameSpace: "rate-limit:", skipOnError: true } : {}),
    });
  },
  { name: "rate-limit", dependencies: ["redis"] },
);
