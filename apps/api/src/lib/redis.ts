import { Redis, type RedisOptions } from "ioredis";

/**
 * Deadlines of every Redis connection (decision 024): a command that gets no answer within
 * `commandTimeout` fails (a frozen server, a network partition), a command sent while the
 * connection is down fails at once instead of waiting in an offline queue, and the connection
 * keeps trying to come back (every 100 ms → 2 s) without a restart.
 */
export const REDIS_DEADLINES = {
  commandTimeout: 500,
  connectTimeout: 2_000,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  keepAlive: 10_000,
  retryStrategy: (times: number) => Math.min(times * 100, 2_000),
} satisfies RedisOptions;

/**
 * The instance's one Redis connection for keys (abuse counters, @fastify/rate-limit's store),
 * connected before the app serves. Every key it touches starts with `prefix` (several apps, or
 * test runs, can share one Redis). Pub/sub needs connections of its own (plugins/broadcast.ts).
 */
export async function connectRedis({
  url,
  prefix,
  onError = () => {},
}: {
  url: string;
  prefix: string;
  onError?: (error: Error) => void;
}): Promise<Redis> {
  const redis = new Redis(url, { keyPrefix: prefix, lazyConnect: true, ...REDIS_DEADLINES });
  // Without a listener an unreachable Redis would crash the process; the requests that need it
  // fail fast (503) or skip it (the per-route limits), and readiness reports it.
  let reported = false;
  redis.on("error", (error: Error) => {
    // Once per outage, not once per reconnection attempt.
    if (!reported) onError(error);
    reported = true;
  });
  redis.on("ready", () => (reported = false));
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
