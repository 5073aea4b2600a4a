import type { KvStore } from "@tus/server";
import type { MetadataValue } from "@tus/s3-store";
import type { Redis } from "ioredis";

/**
 * What the S3 staging of takes remembers of an upload between its requests: the `.info` object
 * (who began it, its size and type, the S3 multipart upload's id). Without it `@tus/s3-store`
 * reads `.info` from the bucket five times per part the browser sends.
 *
 * All of it is fixed when the upload is created (the size too: deferred lengths are refused), so
 * a remembered copy is never wrong about the upload — it can only outlive the upload itself
 * (sent, withdrawn or swept, possibly through another instance). The staging therefore never
 * trusts the cache about existence: every part lists the multipart upload's parts in S3, which
 * fails once the upload is gone, and an upload that looks finished is read again from the
 * bucket (take-uploads.ts). A cache that is down, slow or stale costs requests, never a wrong
 * answer — which is why a Redis error here is swallowed rather than failing the student's upload.
 */
export type StagedUploadCache = KvStore<MetadataValue>;

/** How long an upload's metadata is remembered after it was read (a miss costs one GET). */
export const STAGED_METADATA_TTL_SECONDS = 3600;
/** At most this many uploads remembered by one instance without Redis (the oldest go first). */
const MEMORY_ENTRIES = 10_000;

/**
 * Shared by every instance (REDIS_URL): an upload begun on one instance and continued on another
 * reads its metadata from Redis, and a removal through any instance forgets it everywhere.
 * Keys `tus-info:<id>` under the connection's prefix, each expiring after an hour.
 */
export function redisStagedUploadCache(redis: Redis, onError: (error: unknown) => void = () => {}): StagedUploadCache {
  const key = (id: string) => `tus-info:${id}`;
  return {
    async get(id) {
      try {
        const value = await redis.get(key(id));
        return value ? (JSON.parse(value) as MetadataValue) : undefined;
      } catch (error) {
        onError(error);
        return undefined;
      }
    },
    async set(id, value) {
      await redis.set(key(id), JSON.stringify(value), "EX", STAGED_METADATA_TTL_SECONDS).catch(onError);
    },
    async delete(id) {
      await redis.del(key(id)).catch(onError);
    },
  };
}

/**
 * One instance's own memory (no REDIS_URL): right for one instance, and still correct behind a
 * load balancer (see above), where each instance reads `.info` once per upload it serves.
 */
export function memoryStagedUploadCache(now: () => number = Date.now): StagedUploadCache {
  const entries = new Map<string, { value: MetadataValue; expires: number }>();
  return {
    async get(id) {
      const entry = entries.get(id);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        entries.delete(id);
        return undefined;
      }
      return entry.value;
    },
    async set(id, value) {
      entries.delete(id);
      entries.set(id, { value, expires: now() + STAGED_METADATA_TTL_SECONDS * 1000 });
      // A Map iterates in insertion order: the first key is the oldest.
      if (entries.size > MEMORY_ENTRIES) entries.delete(entries.keys().next().value!);
    },
    async delete(id) {
      entries.delete(id);
    },
  };
}
