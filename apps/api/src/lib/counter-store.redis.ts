import type { Redis } from "ioredis";
import { unavailable } from "./errors";
import { connectRedis } from "./redis";
import type { Counter, CounterStore } from "./counter-store";

// INCR and the window's expiry in one step: the expiry is set only by the hit that creates the
// key, so a window never slides, and a key can never be left without one.
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }`;

const GET = `
local count = redis.call('GET', KEYS[1])
if not count then return { 0, 0 } end
return { tonumber(count), redis.call('PTTL', KEYS[1]) }`;

/** Seconds a client waits before trying again while Redis is down: it reconnects within two. */
export const REDIS_RETRY_AFTER_MS = 5_000;

/**
 * A Redis that is down or does not answer within its command deadline (lib/redis.ts): the
 * throttled request fails fast with 503 + `Retry-After` instead of going through uncounted.
 */
async function counted<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (cause) {
    const error = unavailable(REDIS_RETRY_AFTER_MS);
    error.cause = cause;
    throw error;
  }
}

/**
 * The same counters in Redis, shared by every instance. A Redis that cannot be reached fails
 * the request (503 + Retry-After, within the command deadline) rather than letting attempts
 * through uncounted (decision 024). Given a connection
 * (`redis`, the app's one, see lib/redis.ts) it shares it and leaves closing it to its owner;
 * given a URL it opens and closes its own.
 */
export async function createRedisCounterStore(options: { redis: Redis } | { url: string; prefix: string }): Promise<CounterStore> {
  const owned = !("redis" in options);
  const redis = "redis" in options ? options.redis : await connectRedis(options);
  const toCounter = ([count, ttl]: [number, number]): Counter => ({ count, resetInMs: Math.max(0, ttl) });

  return {
    async increment(key: string, windowMs: number) {
      return toCounter((await counted(() => redis.eval(INCREMENT, 1, key, String(windowMs)))) as [number, number]);
    },
    async get(key: string) {
      return toCounter((await counted(() => redis.eval(GET, 1, key))) as [number, number]);
    },
    async reset(key: string) {
      await counted(() => redis.del(key));
    },
    async close() {
      if (owned) await redis.quit();
    },
  };
}
