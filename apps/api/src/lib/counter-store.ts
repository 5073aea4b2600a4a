/**
 * Fixed-window counters for the abuse throttles (sign-in failures, registrations, reset
 * e-mails). In process memory by default; `createRedisCounterStore` (counter-store.redis.ts)
 * implements the same three calls so several instances share the counts.
 */
export interface CounterStore {
  /** Adds one to `key` (its window starts at the first hit) and answers the new count. */
  increment(key: string, windowMs: number): Promise<Counter>;
  /** The count without changing it (0 when the key has no live window). */
  get(key: string): Promise<Counter>;
  /** Forgets the key (a correct password clears that pair's failures). */
  reset(key: string): Promise<void>;
  close?(): Promise<void>;
}

export interface Counter {
  count: number;
  /** Milliseconds until the window ends and the count goes back to 0 (0 when there is none). */
  resetInMs: number;
}

const NONE: Counter = { count: 0, resetInMs: 0 };

/**
 * Counters in a Map with lazy expiry, a periodic sweep and a size bound (the oldest window is
 * dropped first), so a flood of distinct keys cannot grow memory without end.
 */
export function createMemoryCounterStore({ maxKeys = 100_000, now = Date.now }: { maxKeys?: number; now?: () => number } = {}): CounterStore {
  const entries = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweep = setInterval(() => {
    const t = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= t) entries.delete(key);
  }, 60_000);
  sweep.unref();

  return {
    async increment(key, windowMs) {
      let entry = live(key);
      if (!entry) {
        if (entries.size >= maxKeys) entries.delete(entries.keys().next().value!);
        entry = { count: 0, expiresAt: now() + windowMs };
        entries.set(key, entry);
      }
      entry.count += 1;
      return { count: entry.count, resetInMs: entry.expiresAt - now() };
    },
    async get(key) {
      const entry = live(key);
      return entry ? { count: entry.count, resetInMs: entry.expiresAt - now() } : NONE;
    },
    async reset(key) {
      entries.delete(key);
    },
    async close() {
      clearInterval(sweep);
      entries.clear();
    },
  };
}
