import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";

/**
 * The finished bytes of the public pages, kept in front of Next.js (docs/decisions/010).
 *
 * The public pages are static (ISR), but even a cache hit inside Next costs ~2–3 ms of CPU
 * (routing, the cache lookup, streaming through the compression and security-header layers):
 * one process answered ~400 pages a second where `node:http` sends the same bytes 20–30 times
 * faster. Like a CDN in the process, this keeps exactly what went out on the socket — status,
 * headers (Cache-Control, ETag, the page's CSP with its script hashes) and the compressed or
 * plain body — for the responses that a shared cache may already keep, and answers the next
 * identical request with them.
 *
 * What may be kept is decided by the response, never guessed from the path: a 200 whose final
 * Cache-Control is `public` with `s-maxage` (web-cache-control.ts gives that only to static
 * pages outside the academy and the back office, without Set-Cookie), that Next served fresh
 * (`x-nextjs-cache` HIT or MISS, never STALE) — or `public … immutable`, Next's build files
 * (`/_next/static`, named by their content), kept compressed like the pages. Requests that ask for something else than the
 * document (React Server Component payloads, prefetches, server actions) pass through.
 *
 * Freshness: an entry lives at most `ttlMs` (the pages' s-maxage), and every on-demand
 * revalidation that reaches this instance (`POST /revalidate`, which every blog and catalogue
 * write triggers, on every instance) empties the cache at once; a response that started
 * before such a clear is not stored. Next applies a revalidation just after it has answered
 * the call (`pendingWaitUntil`), so for `settleMs` after a clear nothing is stored: a page
 * Next served from its cache in that instant could still be the old one, and kept here it
 * would outlive Next's own correction by a whole s-maxage.
 */

export interface PageCacheOptions {
  ttlMs: number;
  /** After a clear, how long nothing is stored while Next applies the revalidation. */
  settleMs?: number;
  /** Upper bound of the bodies kept, in bytes (least recently used entries leave first). */
  maxBytes: number;
  now?: () => number;
}

interface Entry {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  etag: string | undefined;
  storedAt: number;
}

/** Request headers that make Next answer something else than the HTML document. */
const NON_DOCUMENT_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-action", "next-url"];
/** Hop-by-hop or per-response headers that must not be replayed. */
const NOT_STORED = new Set(["date", "connection", "keep-alive", "transfer-encoding", "set-cookie", "age"]);

function headerString(value: number | string | string[] | undefined): string {
  if (value === undefined) return "";
  return Array.isArray(value) ? value.join(", ") : String(value);
}

function isCacheableRequest(req: IncomingMessage): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (req.headers.authorization) return false;
  if (NON_DOCUMENT_HEADERS.some((name) => req.headers[name] !== undefined)) return false;
  return !(req.url ?? "").includes("_rsc=");
}

/** Responses differ by encoding: the key says which one the client accepts. */
function keyOf(req: IncomingMessage): string {
  return `${(req.headers["accept-encoding"] ?? "").toString().replace(/\s+/g, "").toLowerCase()}|${req.url ?? ""}`;
}

export function isShareableResponse(status: number, headers: OutgoingHttpHeaders): boolean {
  if (status !== 200) return false;
  if (headers["set-cookie"] !== undefined) return false;
  const cacheControl = headerString(headers["cache-control"]).toLowerCase();
  // A public page (s-maxage), or a content-addressed file Next marks immutable (its scripts
  // and stylesheets): otherwise each of a page's dozen chunks was compressed again per visit,
  // one after another on the one thread.
  if (!cacheControl.startsWith("public") || !(cacheControl.includes("s-maxage=") || cacheControl.includes("immutable"))) return false;
  const nextCache = headerString(headers["x-nextjs-cache"]).toUpperCase();
  return nextCache === "" || nextCache === "HIT" || nextCache === "MISS";
}

/** The web's public pages as Next sent them, answered again from memory (plugins/web.ts). */
export interface PageCache {
  /** How many responses are kept. */
  readonly size: number;
  /**
   * Empties the cache and stores nothing until `settled()`: a revalidation reached this
   * instance and Next is applying it.
   */
  hold(): void;
  /** The revalidation was answered: empty again, and store once `settleMs` have passed. */
  settled(): void;
  /** Empties the cache (a revalidation that was applied at once). */
  clear(): void;
  /** Answers `req` from the cache when it can; true when it did. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /**
   * Records what Next sends for `req`, as it reaches the socket: call before any other layer
   * wraps `res` (the compression and security-header layers wrap it afterwards, so the bytes
   * seen here are final).
   */
  capture(req: IncomingMessage, res: ServerResponse): void;
}

export function createPageCache({ ttlMs, settleMs = 1_000, maxBytes, now = Date.now }: PageCacheOptions): PageCache {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let generation = 0;
  let settledAt = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
  };

  const store = (key: string, entry: Entry) => {
    if (entry.body.length > maxBytes / 4) return;
    remove(key);
    entries.set(key, entry);
    bytes += entry.body.length;
    while (bytes > maxBytes) remove(entries.keys().next().value!);
  };

  return {
    get size() {
      return entries.size;
    },

    hold() {
      generation += 1;
      entries.clear();
      bytes = 0;
      settledAt = Number.POSITIVE_INFINITY;
    },

    settled() {
      generation += 1;
      entries.clear();
      bytes = 0;
      settledAt = now() + settleMs;
    },

    clear() {
      this.hold();
      this.settled();
    },

    serve(req: IncomingMessage, res: ServerResponse): boolean {
      if (!isCacheableRequest(req)) return false;
      const key = keyOf(req);
      const entry = entries.get(key);
      if (!entry) return false;
      if (now() - entry.storedAt >= ttlMs) {
        remove(key);
        return false;
      }
      // Most recently used last, so the oldest leave first.
      entries.delete(key);
      entries.set(key, entry);
      const age = String(Math.floor((now() - entry.storedAt) / 1000));
      if (entry.etag && headerString(req.headers["if-none-match"]) === entry.etag) {
        // A 304 updates the stored response: no policy, no body (see security-headers.ts).
        const { "content-security-policy": _csp, "content-length": _length, "content-encoding": _encoding, ...rest } = entry.headers;
        res.writeHead(304, { ...rest, age });
        res.end();
        return true;
      }
      res.writeHead(entry.status, { ...entry.headers, age });
      res.end(req.method === "HEAD" ? undefined : entry.body);
      return true;
    },

    capture(req: IncomingMessage, res: ServerResponse): void {
      if (!isCacheableRequest(req) || req.method !== "GET" || now() < settledAt) return;
      const key = keyOf(req);
      const startedIn = generation;
      const chunks: Buffer[] = [];
      let headers: OutgoingHttpHeaders | null = null;
      let status = 0;
      let keep = true;
      const original = { writeHead: res.writeHead, write: res.write, end: res.end };

      res.writeHead = function writeHead(this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
        const result = original.writeHead.apply(this, args);
        status = this.statusCode;
        // Headers given to writeHead itself are not always copied onto the response: merge them.
        const given = args.find((arg, index) => index > 0 && typeof arg === "object" && arg !== null && !Array.isArray(arg)) as OutgoingHttpHeaders | undefined;
        headers = { ...this.getHeaders() };
        for (const [name, value] of Object.entries(given ?? {})) headers[name.toLowerCase()] = value;
        if (!isShareableResponse(status, headers)) keep = false;
        return result;
      } as ServerResponse["writeHead"];

      const collect = (chunk: unknown, encoding: unknown) => {
        if (!keep || chunk === undefined || chunk === null || typeof chunk === "function") return;
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
      };

      res.write = function write(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
        collect(chunk, rest[0]);
        return (original.write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
      } as ServerResponse["write"];

      res.end = function end(this: ServerResponse, ...args: unknown[]) {
        collect(args[0], args[1]);
        const result = (original.end as (...a: unknown[]) => ServerResponse).apply(this, args);
        if (!headers) {
          status = this.statusCode;
          headers = this.getHeaders();
          if (!isShareableResponse(status, headers)) keep = false;
        }
        if (keep && generation === startedIn && now() >= settledAt && headers) {
          const stored: OutgoingHttpHeaders = {};
          for (const [name, value] of Object.entries(headers)) if (!NOT_STORED.has(name) && value !== undefined) stored[name] = value;
          const body = Buffer.concat(chunks);
          stored["content-length"] = String(body.length);
          store(key, { status, headers: stored, body, etag: headerString(headers.etag) || undefined, storedAt: now() });
        }
        return result;
      } as ServerResponse["end"];
    },
  };
}
