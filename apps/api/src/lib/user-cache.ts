import type { AccountChanges } from "@fz/db/client";

/** Answers remembered per process, at most this many. */
const MAX_ENTRIES = 20_000;
/** Users with a change counted since the last "forget all", at most this many. */
const MAX_GENERATIONS = 100_000;

/**
 * Answers about one user remembered per process — who an access token's session is (auth,
 * decision 013), a student's bell and notification pages (notifications) — kept only while a
 * feed of the database's changes (`AccountChanges`: this process's statements before they run,
 * any other writer's when it commits) is live, and forgotten when that user (or anyone) changes.
 * While the feed is down nothing is kept and every call loads.
 *
 * A load races a change: it may read the row just before a write commits and finish after the
 * write was heard. Each user has a generation (and the cache an epoch) taken before the load;
 * the answer is kept only if neither moved meanwhile.
 */
export function createUserCache<T extends object>(feed: AccountChanges | undefined) {
  const entries = new Map<string, { value: T; epoch: number; generation: number }>();
  const generations = new Map<number, number>();
  let epoch = 0;

  const unsubscribe = feed?.subscribe((userId) => {
    if (userId === null || generations.size >= MAX_GENERATIONS) {
      epoch += 1;
      entries.clear();
      generations.clear();
      return;
    }
    generations.set(userId, (generations.get(userId) ?? 0) + 1);
  });

  return {
    /**
     * The remembered answer for (user, key), or `load()`'s. `keep(value)` says whether an
     * answer may be remembered (e.g. only a standing session of an active user).
     */
    async get(userId: number, key: string, load: () => Promise<T | undefined>, keep: (value: T) => boolean): Promise<T | undefined> {
      if (!feed?.live()) return load();
      const entryKey = `${userId}:${key}`;
      const generation = generations.get(userId) ?? 0;
      const known = entries.get(entryKey);
      if (known && known.epoch === epoch && known.generation === generation) return known.value;
      const before = epoch;
      const value = await load();
      if (value === undefined || !keep(value) || !feed.live()) return value;
      if (epoch !== before || (generations.get(userId) ?? 0) !== generation) return value;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      // Shared by the requests that follow: frozen, so no route can change it for the others.
      for (const part of Object.values(value)) if (part !== null && typeof part === "object") Object.freeze(part);
      entries.set(entryKey, { value: Object.freeze(value), epoch, generation });
      return value;
    },
    /**
     * The remembered answer for (user, key) without loading, or undefined: lets a caller on a
     * hot path skip a promise when the answer is known (the same checks as `get`).
     */
    peek(userId: number, key: string): T | undefined {
      if (!feed?.live()) return undefined;
      const known = entries.get(`${userId}:${key}`);
      return known && known.epoch === epoch && known.generation === (generations.get(userId) ?? 0) ? known.value : undefined;
    },
    /** Stops listening (the app closes; the database handle may outlive it). */
    close(): void {
      unsubscribe?.();
      entries.clear();
    },
  };
}
