import { createRequire } from "node:module";
import rateLimit, { type FastifyRateLimitOptions, type FastifyRateLimitStore } from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Redis } from "ioredis";
import { rateLimited } from "../lib/errors";

type Counted = (err: Error | null, result?: { current: number; ttl: number }) => void;
interface Store {
  incr(key: string, callback: Counted, timeWindow: number, max: number): void;
  read?(key: string, callback: Counted, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
}
type StoreCtor = new (continueExceeding: boolean, exponentialBackoff: boolean, ...rest: unknown[]) => Store;

// The plugin's own stores (CommonJS, no typings of their own).
const require = createRequire(import.meta.url);
const RedisStore = require("@fastify/rate-limit/store/RedisStore.js") as StoreCtor;
const LocalStore = require("@fastify/rate-limit/store/LocalStore.js") as StoreCtor;

/**
 * Redis first; when it fails or misses its deadline (lib/redis.ts), this instance's own
 * counters for that request (decision 024). During an outage each instance counts its own
 * requests — the limit is multiplied by the number of instances for that while, never lifted.
 */
class FallbackStore implements Store {
  constructor(
    private readonly remote: Store,
    private readonly local: Store,
  ) {}

  incr(key: string, callback: Counted, timeWindow: number, max: number) {
    this.remote.incr(key, (err, result) => (err ? this.local.incr(key, callback, timeWindow, max) : callback(null, result)), timeWindow, max);
  }

  read(key: string, callback: Counted, timeWindow: number, max: number) {
    this.remote.read!(key, (err, result) => (err ? this.local.read!(key, callback, timeWindow, max) : callback(null, result)), timeWindow, max);
  }

  child(routeOptions: unknown) {
    return new FallbackStore(this.remote.child(routeOptions), this.local.child(routeOptions));
  }
}

function fallbackStoreFor(redis: Redis, nameSpace: string) {
  return class extends FallbackStore {
    constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = params.continueExceeding ?? false;
      const exponentialBackoff = params.exponentialBackoff ?? false;
      super(new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace), new LocalStore(continueExceeding, exponentialBackoff));
    }
  };
}

/**
 * Per-route request limits (`config.rateLimit` on a route). Counted in Redis when there is one,
 * so every instance sees the same per-minute/per-hour counts. A Redis that is down or frozen
 * costs a request at most its command deadline, and the limit is then counted in this process
 * (FallbackStore): never lifted, never a failure. The sign-in, registration and reset counters
 * (auth's throttle.service) refuse instead (503 + Retry-After) when they cannot count.
 */
export default fp(
  async function rateLimitPlugin(app: FastifyInstance) {
    const redis = app.redis;
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => rateLimited(context.ttl),
      ...(redis ? { store: fallbackStoreFor(redis, "rate-limit:") as unknown as new (options: FastifyRateLimitOptions) => FastifyRateLimitStore } : {}),
    });
  },
  { name: "rate-limit", dependencies: ["redis"] },
);
