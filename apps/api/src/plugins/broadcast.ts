import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Redis } from "ioredis";
import { REDIS_DEADLINES } from "../lib/redis";
import { CACHE_SCOPES, type CacheInvalidationBus, type CacheScope, createLocalInvalidationBus } from "../lib/public-cache";

type Handler = (message: string) => void | Promise<void>;

/**
 * A message every instance hears, the publisher included: what one instance changes (a blog
 * post, the catalogue) must refresh the caches of all of them (the public API's cached bytes,
 * Next's pages). In one process it is a loop over local handlers; with REDIS_URL it is Redis
 * pub/sub (decision 019).
 */
export interface Broadcast {
  kind: "local" | "redis";
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, handler: Handler): Promise<void>;
  close(): Promise<void>;
}

interface Log {
  warn(details: object, message: string): void;
}

async function deliver(handlers: Handler[] | undefined, message: string, log: Log, channel: string) {
  for (const handler of handlers ?? []) {
    try {
      await handler(message);
    } catch (err) {
      log.warn({ err, channel }, "broadcast handler failed");
    }
  }
}

export function createLocalBroadcast(log: Log): Broadcast {
  const handlers = new Map<string, Handler[]>();
  return {
    kind: "local",
    publish: (channel, message) => deliver(handlers.get(channel), message, log, channel),
    async subscribe(channel, handler) {
      handlers.set(channel, [...(handlers.get(channel) ?? []), handler]);
    },
    async close() {
      handlers.clear();
    },
  };
}

/**
 * Redis pub/sub: one connection publishes, one listens (a subscribed connection can do nothing
 * else). Channels are prefixed so several products can share one Redis. A message published
 * while an instance is disconnected is lost for it; the caches it guards also expire on their own.
 */
export function createRedisBroadcast({ url, prefix = "fz:", log }: { url: string; prefix?: string; log: Log }): Broadcast {
  // Publishing has the keys' deadlines (a write that publishes never waits on a Redis that is
  // down); the subscriber keeps its offline queue so its subscriptions are sent once connected,
  // and ioredis subscribes again by itself after a reconnection.
  const publisher = new Redis(url, { lazyConnect: true, ...REDIS_DEADLINES });
  const subscriber = new Redis(url, { lazyConnect: true, ...REDIS_DEADLINES, enableOfflineQueue: true, commandTimeout: undefined });
  const handlers = new Map<string, Handler[]>();
  for (const client of [publisher, subscriber]) client.on("error", (err) => log.warn({ err }, "redis broadcast connection error"));
  subscriber.on("message", (channel: string, message: string) => {
    void deliver(handlers.get(channel.slice(prefix.length)), message, log, channel);
  });
  let connected: Promise<void> | null = null;
  // Opened once; a first connection that failed is retried by ioredis itself (retryStrategy),
  // meanwhile a publish fails at once and a subscription waits in the subscriber's queue.
  const connect = () => (connected ??= Promise.all([publisher, subscriber].map((client) => client.connect().catch(() => undefined))).then(() => undefined));

  return {
    kind: "redis",
    async publish(channel, message) {
      await connect();
      await publisher.publish(prefix + channel, message);
    },
    async subscribe(channel, handler) {
      await connect();
      const known = handlers.has(channel);
      handlers.set(channel, [...(handlers.get(channel) ?? []), handler]);
      if (!known) await subscriber.subscribe(prefix + channel);
    },
    async close() {
      handlers.clear();
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}

export function createBroadcast({ redisUrl, log }: { redisUrl?: string; log: Log }): Broadcast {
  return redisUrl ? createRedisBroadcast({ url: redisUrl, log }) : createLocalBroadcast(log);
}

/**
 * The public cache's invalidations on a broadcast: this instance drops its copy at once (a read
 * right after the write must not see the old bytes), and every other instance when the message
 * reaches it (here too, harmlessly, a moment later).
 */
export function createBroadcastInvalidationBus(broadcast: Broadcast, log: Log): CacheInvalidationBus {
  const local = createLocalInvalidationBus();
  const channel = "public-cache-invalidate";
  let subscribed = false;
  return {
    publish(scopes) {
      local.publish(scopes);
      broadcast.publish(channel, JSON.stringify(scopes)).catch((err: unknown) => log.warn({ err }, "could not broadcast a cache invalidation"));
    },
    subscribe(listener) {
      const unsubscribe = local.subscribe(listener);
      if (!subscribed) {
        subscribed = true;
        broadcast
          .subscribe(channel, (message) => {
            const scopes = JSON.parse(message) as unknown;
            if (Array.isArray(scopes) && scopes.every((scope) => (CACHE_SCOPES as readonly string[]).includes(scope))) {
              local.publish(scopes as CacheScope[]);
            }
          })
          .catch((err: unknown) => log.warn({ err }, "could not subscribe to cache invalidations"));
      }
      return unsubscribe;
    },
  };
}

declare module "fastify" {
  interface FastifyInstance {
    /** What every instance hears: public-cache invalidations and page revalidations. */
    broadcast: Broadcast;
  }
}

/**
 * Pub/sub on connections of its own: Redis with REDIS_URL, else this process only. A broadcast
 * handed in (tests with several instances) is closed by whoever made it.
 */
export default fp(
  async function broadcastPlugin(app: FastifyInstance, { broadcast: given }: { broadcast?: Broadcast }) {
    const { env } = app.config;
    const broadcast = given ?? (env.REDIS_URL ? createRedisBroadcast({ url: env.REDIS_URL, prefix: env.REDIS_KEY_PREFIX, log: app.log }) : createLocalBroadcast(app.log));
    if (!given) app.addHook("onClose", () => broadcast.close());
    app.decorate("broadcast", broadcast);
  },
  { name: "broadcast", dependencies: ["config"] },
);
