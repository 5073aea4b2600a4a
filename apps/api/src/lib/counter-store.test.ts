import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { type CounterStore, createMemoryCounterStore } from "./counter-store";
import { createRedisCounterStore } from "./counter-store.redis";
import { TEST_REDIS_URL, redisReachable } from "../../test/redis";

const REDIS_URL = TEST_REDIS_URL;
// Each run writes under its own prefix, so runs (and engineers) sharing one Redis never meet.
const PREFIX = `h2-auth-test:${randomUUID()}:`;

const hasRedis = await redisReachable();

function contract(name: string, open: () => Promise<CounterStore>) {
  describe(name, () => {
    const stores: CounterStore[] = [];
    const store = async () => {
      const s = await open();
      stores.push(s);
      return s;
    };
    afterAll(async () => {
      for (const s of stores) await s.close?.();
    });

    it("counts hits inside one window and says when it ends", async () => {
      const s = await store();
      expect(await s.get("a")).toEqual({ count: 0, resetInMs: 0 });
      expect((await s.increment("a", 60_000)).count).toBe(1);
      const second = await s.increment("a", 60_000);
      expect(second.count).toBe(2);
      expect(second.resetInMs).toBeGreaterThan(59_000);
      expect(second.resetInMs).toBeLessThanOrEqual(60_000);
      expect((await s.get("a")).count).toBe(2);
      expect((await s.get("b")).count).toBe(0);
    });

    it("does not slide the window with later hits, and starts over when it ends", async () => {
      const s = await store();
      await s.increment("w", 150);
      await new Promise((r) => setTimeout(r, 80));
      expect((await s.increment("w", 150)).resetInMs).toBeLessThanOrEqual(75);
      await new Promise((r) => setTimeout(r, 120));
      expect(await s.get("w")).toEqual({ count: 0, resetInMs: 0 });
      expect((await s.increment("w", 150)).count).toBe(1);
    });

    it("reset forgets the key", async () => {
      const s = await store();
      await s.increment("r", 60_000);
      await s.reset("r");
      expect((await s.get("r")).count).toBe(0);
    });

    it("counts parallel hits exactly", async () => {
      const s = await store();
      const counts = await Promise.all(Array.from({ length: 50 }, () => s.increment("p", 60_000)));
      expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    });
  });
}

contract("memory counter store", async () => createMemoryCounterStore());

describe("memory counter store bound", () => {
  it("drops the oldest window when full", async () => {
    const s = createMemoryCounterStore({ maxKeys: 2 });
    await s.increment("1", 60_000);
    await s.increment("2", 60_000);
    await s.increment("3", 60_000);
    expect([(await s.get("1")).count, (await s.get("2")).count, (await s.get("3")).count]).toEqual([0, 1, 1]);
    await s.close?.();
  });
});

describe.runIf(hasRedis)("redis", () => {
  let n = 0;
  // A fresh prefix per store: the contract's keys ("a", "w"…) repeat between tests.
  contract("redis counter store", async () => createRedisCounterStore({ url: REDIS_URL, prefix: `${PREFIX}${++n}:` }));

  it("keeps its keys under the prefix, with an expiry", async () => {
    const s = await createRedisCounterStore({ url: REDIS_URL, prefix: `${PREFIX}raw:` });
    await s.increment("k", 60_000);
    const raw = new Redis(REDIS_URL);
    try {
      expect(await raw.get(`${PREFIX}raw:k`)).toBe("1");
      const ttl = await raw.pttl(`${PREFIX}raw:k`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
      await raw.del(`${PREFIX}raw:k`);
    } finally {
      raw.disconnect();
      await s.close?.();
    }
  });
});
