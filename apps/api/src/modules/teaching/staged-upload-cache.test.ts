import { randomUUID } from "node:crypto";
import type { MetadataValue } from "@tus/s3-store";
import { Upload } from "@tus/server";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REDIS_DEADLINES, connectRedis } from "../../lib/redis";
import { TEST_REDIS_URL, redisReachable } from "../../../test/redis";
import { STAGED_METADATA_TTL_SECONDS, memoryStagedUploadCache, redisStagedUploadCache } from "./staged-upload-cache";

const value = (id: string): MetadataValue => ({
  "upload-id": `multipart-${id}`,
  "tus-version": "1.0.0",
  file: new Upload({ id, size: 12_345_678, offset: 0, metadata: { filetype: "video/webm", uploader: "7" }, creation_date: "2026-11-29T10:00:00.000Z" }),
});

describe("memory cache of staged uploads' metadata", () => {
  it("remembers for an hour, then reads again", async () => {
    let now = 1_000_000;
    const cache = memoryStagedUploadCache(() => now);
    await cache.set("tus/a", value("tus/a"));
    expect((await cache.get("tus/a"))?.["upload-id"]).toBe("multipart-tus/a");
    now += STAGED_METADATA_TTL_SECONDS * 1000 - 1;
    expect(await cache.get("tus/a")).toBeDefined();
    now += 1;
    expect(await cache.get("tus/a")).toBeUndefined();
  });

  it("forgets a removed upload, and the oldest once 10,000 are remembered", async () => {
    const cache = memoryStagedUploadCache();
    for (let i = 0; i <= 10_000; i += 1) await cache.set(`tus/${i}`, value(`tus/${i}`));
    expect(await cache.get("tus/0")).toBeUndefined();
    expect(await cache.get("tus/1")).toBeDefined();
    expect(await cache.get("tus/10000")).toBeDefined();
    await cache.delete("tus/1");
    expect(await cache.get("tus/1")).toBeUndefined();
  });
});

const hasRedis = await redisReachable();

describe.runIf(hasRedis)("Redis cache of staged uploads' metadata", () => {
  const prefix = `fz-test-tus:${randomUUID()}:`;
  // Two instances' connections (each key expires within the hour anyway).
  let a: Redis;
  let b: Redis;
  beforeAll(async () => {
    a = await connectRedis({ url: TEST_REDIS_URL, prefix });
    b = await connectRedis({ url: TEST_REDIS_URL, prefix });
  });
  afterAll(() => {
    a?.disconnect();
    b?.disconnect();
  });

  it("is shared by the instances, expires within the hour, and a removal on one is seen by the other", async () => {
    const onA = redisStagedUploadCache(a);
    const onB = redisStagedUploadCache(b);
    await onA.set("tus/x", value("tus/x"));
    const read = await onB.get("tus/x");
    expect(read).toMatchObject({ "upload-id": "multipart-tus/x", file: { id: "tus/x", size: 12_345_678, metadata: { uploader: "7" } } });
    const ttl = await a.ttl("tus-info:tus/x");
    expect(ttl).toBeGreaterThan(STAGED_METADATA_TTL_SECONDS - 5);
    expect(ttl).toBeLessThanOrEqual(STAGED_METADATA_TTL_SECONDS);
    await onB.delete("tus/x");
    expect(await onA.get("tus/x")).toBeUndefined();
  });

  it("a Redis that does not answer is only a miss: the upload reads S3 instead", async () => {
    const down = new Redis("redis://127.0.0.1:1", { ...REDIS_DEADLINES, lazyConnect: true, retryStrategy: () => null });
    down.on("error", () => {});
    const errors: unknown[] = [];
    const cache = redisStagedUploadCache(down, (error) => errors.push(error));
    await expect(cache.get("tus/y")).resolves.toBeUndefined();
    await expect(cache.set("tus/y", value("tus/y"))).resolves.toBeUndefined();
    await expect(cache.delete("tus/y")).resolves.toBeUndefined();
    expect(errors.length).toBe(3);
    down.disconnect();
  });
});
