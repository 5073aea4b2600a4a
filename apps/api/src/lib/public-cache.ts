import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

/** What a cached public response depends on; a write invalidates its scope. */
export type CacheScope = "catalogue" | "blog";
export const CACHE_SCOPES: readonly CacheScope[] = ["catalogue", "blog"];

/**
 * How an invalidation reaches every instance. In one process it is a local call; with several
 * instances behind a load balancer a Redis pub/sub implementation replaces it (issue 13), and
 * nothing else changes: writers publish, each instance's cache subscribes.
 */
export interface CacheInvalidationBus {
  publish(scopes: readonly CacheScope[]): void;
  subscribe(listener: (scopes: readonly CacheScope[]) => void): () => void;
}

export function createLocalInvalidationBus(): CacheInvalidationBus {
  const listeners = new Set<(scopes: readonly CacheScope[]) => void>();
  return {
    publish(scopes) {
      for (const listener of listeners) listener(scopes);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export interface CachedResponse {
  body: Buffer;
  /** Strong validator: a hash of the exact bytes. */
  etag: string;
  /** The response's headers as first sent (content type, ETag, anything other plugins added). */
  headers: Record<string, string>;
}

export interface PublicCacheOptions {
  /** Entries kept (one per path and query string); the least recently used leave first. */
  maxEntries?: number;
  /** Total bytes of bodies kept. */
  maxBytes?: number;
}

export const strongEtag = (body: Buffer | string): string =>
  `"${createHash("sha1").update(body).digest("base64url")}"`;

/** Whether an If-None-Match header names this entity tag (a list, or `*`). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/**
 * The key to evict: the oldest entry not read since it was last passed over. A read one, and
 * the entry just stored (`keep`), go to the end instead, the read one with its flag cleared.
 */
function secondChance(map: Map<string, { used: boolean }>, keep: string): string | undefined {
  for (;;) {
    const oldest = map.keys().next().value;
    if (oldest === undefined) return undefined;
    const entry = map.get(oldest)!;
    if (oldest !== keep && !entry.used) return oldest;
    if (oldest === keep && map.size === 1) return oldest;
    entry.used = false;
    map.delete(oldest);
    map.set(oldest, entry);
  }
}

/**
 * The exact bytes of public (anonymous, session-less) API responses, per URL, bounded by
 * entries and bytes. Each scope has a generation: a response computed while a write of its
 * scope committed is not stored (its generation is stale), so a read racing a write cannot
 * put the old body back after the invalidation.
 */
export class PublicCache {
  /*
   * Both maps keep insertion order and evict in it, giving a second chance to an entry read
   * since it was last passed over (`used`): close to least-recently-used, but a read only sets
   * a flag. Moving the entry to the end on every read (a delete and a set) made V8 compact the
   * map's table every few reads once it was nearly full: up to a tenth of a remembered
   * signed-in topic's CPU (decision 063).
   */
  private readonly entries = new Map<string, CachedResponse & { scope: CacheScope; used: boolean }>();
  /** Values derived from public content for answers that are not public (e.g. a topic's shared part). */
  private readonly values = new Map<string, { value: object; bytes: number; scope: CacheScope; used: boolean }>();
  private valueBytes = 0;
  private readonly generations = new Map<CacheScope, number>(CACHE_SCOPES.map((s) => [s, 0]));
  private bytes = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;

  constructor(options: PublicCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 1000;
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  }

  generation(scope: CacheScope): number {
    return this.generations.get(scope) ?? 0;
  }

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (entry) entry.used = true;
    return entry;
  }

  /** Stores unless the scope was invalidated since `generation` was read. */
  set(key: string, scope: CacheScope, generation: number, value: CachedResponse): boolean {
    if (generation !== this.generation(scope) || value.body.length > this.maxBytes) return false;
    this.remove(key);
    this.entries.set(key, { ...value, scope, used: false });
    this.bytes += value.body.length;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = secondChance(this.entries, key);
      if (oldest === undefined) break;
      this.remove(oldest);
    }
    return true;
  }

  invalidate(scopes: readonly CacheScope[]): void {
    for (const scope of scopes) this.generations.set(scope, this.generation(scope) + 1);
    for (const [key, entry] of this.entries) if (scopes.includes(entry.scope)) this.remove(key);
    for (const [key, entry] of this.values) if (scopes.includes(entry.scope)) this.removeValue(key);
  }

  /**
   * A value computed from public content only — never from a session — that a non-public answer
   * is built from (decision 030: the shared part of a signed-in topic). Kept apart from the
   * answers (no URL ever finds it), frozen, bounded like them, and cleared with its scope.
   */
  getValue<T extends object>(key: string): Readonly<T> | undefined {
    const entry = this.values.get(key);
    if (!entry) return undefined;
    entry.used = true;
    return entry.value as Readonly<T>;
  }

  /** Stores `value` (deeply frozen here) unless its scope was invalidated since `generation`; `bytes` is its approximate size. */
  setValue<T extends object>(key: string, scope: CacheScope, generation: number, value: T, bytes: number): Readonly<T> {
    const frozen = deepFreeze(value);
    if (generation !== this.generation(scope) || bytes > this.maxBytes) return frozen;
    this.removeValue(key);
    this.values.set(key, { value: frozen, bytes, scope, used: false });
    this.valueBytes += bytes;
    while (this.values.size > this.maxEntries || this.valueBytes > this.maxBytes) {
      const oldest = secondChance(this.values, key);
      if (oldest === undefined) break;
      this.removeValue(oldest);
    }
    return frozen;
  }

  get valueCount(): number {
    return this.values.size;
  }

  private removeValue(key: string) {
    const entry = this.values.get(key);
    if (!entry) return;
    this.values.delete(key);
    this.valueBytes -= entry.bytes;
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  for (const part of Object.values(value)) deepFreeze(part);
  return Object.freeze(value);
}

/** Headers that belong to one connection or one body length, never replayed from the cache. */
const PER_RESPONSE = new Set(["content-length", "date", "connection", "keep-alive", "transfer-encoding"]);

export function replayableHeaders(headers: Record<string, unknown>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || PER_RESPONSE.has(name.toLowerCase())) continue;
    kept[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
  }
  return kept;
}

/**
 * Answers a cached GET straight from Node's request event, before Fastify builds a request
 * (routing, hooks, serialisation): a hit then costs about what a bare `node:http` answer does.
 * Only URLs that a `publicCache` route stored are found here. Returns false on a miss.
 */
export function answerFromCache(cache: PublicCache, req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== "GET" || !req.url || cache.size === 0) return false;
  const hit = cache.get(req.url);
  if (!hit) return false;
  if (etagMatches(req.headers["if-none-match"], hit.etag)) {
    const { "content-type": _type, ...headers } = hit.headers;
    res.writeHead(304, headers);
    res.end();
    return true;
  }
  res.writeHead(200, { ...hit.headers, "content-length": hit.body.length });
  res.end(hit.body);
  return true;
}
