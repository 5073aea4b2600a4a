import { describe, expect, it } from "vitest";
import { catalogueMemo } from "./catalogue-memo";
import { PublicCache } from "./public-cache";

function counting<T>(value: () => T) {
  let calls = 0;
  return { load: async () => (calls++, value()), calls: () => calls };
}

describe("catalogueMemo", () => {
  it("reads once and answers from the cache until a catalogue write", async () => {
    const cache = new PublicCache();
    const memo = catalogueMemo(cache);
    const rows = counting(() => ({ rows: [{ id: 1 }] }));
    expect(await memo("k", rows.load)).toEqual({ rows: [{ id: 1 }] });
    expect(await memo("k", rows.load)).toEqual({ rows: [{ id: 1 }] });
    expect(rows.calls()).toBe(1);
    cache.invalidate(["blog"]);
    await memo("k", rows.load);
    expect(rows.calls()).toBe(1);
    cache.invalidate(["catalogue"]);
    await memo("k", rows.load);
    expect(rows.calls()).toBe(2);
  });

  it("does not keep a value read while a catalogue write landed", async () => {
    const cache = new PublicCache();
    const memo = catalogueMemo(cache);
    let calls = 0;
    const racing = async () => {
      calls++;
      cache.invalidate(["catalogue"]);
      return { title: `leído ${calls}` };
    };
    expect(await memo("k", racing)).toEqual({ title: "leído 1" });
    expect(await memo("k", racing)).toEqual({ title: "leído 2" });
  });

  it("keeps no failure, and hands back a frozen value", async () => {
    const cache = new PublicCache();
    const memo = catalogueMemo(cache);
    await expect(memo("k", async () => Promise.reject(new Error("El nivel no existe.")))).rejects.toThrow("El nivel no existe.");
    const value = await memo("k", async () => ({ rows: [{ id: 2 }] }));
    expect(Object.isFrozen(value)).toBe(true);
    expect(Object.isFrozen(value.rows[0])).toBe(true);
    expect(cache.valueCount).toBe(1);
  });

  it("reads every time without a cache", async () => {
    const memo = catalogueMemo(undefined);
    const rows = counting(() => ({ n: 1 }));
    await memo("k", rows.load);
    await memo("k", rows.load);
    expect(rows.calls()).toBe(2);
  });
});
