import { Redis } from "ioredis";

/**
 * The instance's one Redis connection for keys (abuse counters, @fastify/rate-limit's store),
 * connected before the app serves. Every key it touches starts with `prefix` (several apps, or
 * test runs, can share one Redis). Pub/sub needs connections of its own (plugins/broadcast.ts).
 */
export async function connectRedis({ url, prefix }: { url: string; prefix: string }): Promise<Redis> {
  const redis = new Redis(url, { keyPrefix: prefix, lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  // Without a listener an unreachable Redis would crash the process; the requests that need it
  // fail (or skip, see app.ts) and readiness reports it.
  redis.on("error", () => {});
  await redis.connect();
  return redis;
}

/** Readiness: the server answers a PING within a second. */
export async function pingRedis(redis: Redis, timeoutMs = 1_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      redis.ping(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error("redis did not answer PING in time")), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
