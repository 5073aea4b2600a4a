import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Redis } from "ioredis";
import { connectRedis, pingRedis } from "../lib/redis";

declare module "fastify" {
  interface FastifyInstance {
    /** The instance's one Redis connection for shared keys (REDIS_URL), or null: memory only. */
    redis: Redis | null;
  }
}

/**
 * One Redis connection per instance for shared keys (decision 019): the abuse counters and the
 * per-route request limits. Without REDIS_URL both stay in this process's memory.
 */
export default fp(
  async function redisPlugin(app: FastifyInstance) {
    const { env } = app.config;
    const redis = env.REDIS_URL
      ? await connectRedis({ url: env.REDIS_URL, prefix: env.REDIS_KEY_PREFIX, onError: (err) => app.log.warn({ err }, "redis connection lost; sign-in and the other throttled routes answer 503 until it is back") })
      : null;
    app.decorate("redis", redis);
    if (!redis) return;
    app.lifecycle.checks.push({ name: "redis", check: () => pingRedis(redis) });
    app.addHook("onClose", async () => void (await redis.quit().catch(() => redis.disconnect())));
  },
  { name: "redis", dependencies: ["config", "lifecycle"] },
);
