import { describe, expect, it } from "vitest";
import type { AccountChanges } from "@fz/db/client";
import { createUserCache } from "./user-cache";

/** A feed the test drives: `change(id)` is a write heard, `live` the listening connection. */
function fakeFeed() {
  const listeners = new Set<(userId: number | null) => void>();
  const state = { live: true };
  const feed: AccountChanges = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    live: () => state.live,
    close: async () => {},
  };
  return { feed, state, change: (userId: number | null) => listeners.forEach((listener) => listener(userId)), listeners };
}

const answer = (v: number) => ({ v, standing: true });
const keep = (value: { standing: boolean }) => value.standing;

function counted(value: { v: number; standing: boolean }) {
  const load = async () => {
    load.calls += 1;
    return { ...value };
  };
  load.calls = 0;
  return load;
}

describe("the per-user cache", () => {
  it("loads once, then answers from memory until that user (or everyone) changes", async () => {
    const { feed, change } = fakeFeed();
    const cache = createUserCache<{ v: number; standing: boolean }>(feed);
    const load = counted(answer(1));
    await cache.get(7, "s", load, keep);
    await cache.get(7, "s", load, keep);
    expect(load.calls).toBe(1);
    change(8);
    await cache.get(7, "s", load, keep);
    expect(load.calls).toBe(1);
    change(7);
    await cache.get(7, "s", load, keep);
    expect(load.calls).toBe(2);
    change(null);
    await cache.get(7, "s", load, keep);
    expect(load.calls).toBe(3);
  });

  it("does not keep a load that a change overtook (read before the write committed, back after it was heard)", async () => {
    const { feed, change } = fakeFeed();
    const cache = createUserCache<{ v: number; standing: boolean }>(feed);
    let finish!: (value: { v: number; standing: boolean }) => void;
    const pending = cache.get(7, "s", () => new Promise((resolve) => (finish = resolve)), keep);
    change(7);
    finish(answer(1));
    expect(await pending).toEqual(answer(1));
    const load = counted(answer(2));
    expect(await cache.get(7, "s", load, keep)).toEqual(answer(2));
    expect(load.calls).toBe(1);

    let finishAll!: (value: { v: number; standing: boolean }) => void;
    const racing = cache.get(9, "s", () => new Promise((resolve) => (finishAll = resolve)), keep);
    change(null);
    finishAll(answer(3));
    await racing;
    const again = counted(answer(4));
    await cache.get(9, "s", again, keep);
    expect(again.calls).toBe(1);
  });

  it("keeps nothing while the feed is down, nor a refusal, and freezes what it keeps", async () => {
    const { feed, state } = fakeFeed();
    const cache = createUserCache<{ v: number; standing: boolean; nested: { n: number } }>(feed);
    state.live = false;
    const load = async () => ({ v: 1, standing: true, nested: { n: 1 } });
    let calls = 0;
    const countedLoad = async () => {
      calls += 1;
      return load();
    };
    await cache.get(1, "s", countedLoad, keep);
    await cache.get(1, "s", countedLoad, keep);
    expect(calls).toBe(2);

    state.live = true;
    let refusals = 0;
    const refused = async () => {
      refusals += 1;
      return { v: 0, standing: false, nested: { n: 0 } };
    };
    await cache.get(2, "s", refused, keep);
    await cache.get(2, "s", refused, keep);
    expect(refusals).toBe(2);

    const kept = (await cache.get(3, "s", load, keep))!;
    expect(Object.isFrozen(kept)).toBe(true);
    expect(Object.isFrozen(kept.nested)).toBe(true);
  });

  it("without a feed it always loads; closed, it stops listening", async () => {
    const noFeed = createUserCache<{ v: number; standing: boolean }>(undefined);
    const load = counted(answer(1));
    await noFeed.get(1, "s", load, keep);
    await noFeed.get(1, "s", load, keep);
    expect(load.calls).toBe(2);

    const { feed, listeners } = fakeFeed();
    const cache = createUserCache<{ v: number; standing: boolean }>(feed);
    expect(listeners.size).toBe(1);
    cache.close();
    expect(listeners.size).toBe(0);
  });
});
