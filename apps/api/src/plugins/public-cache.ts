import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";
import fp from "fastify-plugin";
import {
  CACHE_SCOPES,
  type CacheInvalidationBus,
  type CacheScope,
  PublicCache,
  createLocalInvalidationBus,
  etagMatches,
  replayableHeaders,
  strongEtag,
} from "../lib/public-cache";
import { createBroadcastInvalidationBus } from "./broadcast";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Serve this GET from the in-process cache of public bytes; a write of the scope clears it. */
    publicCache?: CacheScope;
  }
  interface FastifyInstance {
    publicCache: PublicCache;
    /** Publish here after a write that changes public content (every instance clears its cache). */
    cacheInvalidation: CacheInvalidationBus;
  }
  interface FastifyRequest {
    publicCacheHit: boolean;
    publicCacheGeneration: number;
    publicCacheEntry: { body: Buffer; etag: string } | null;
  }
}

/** Clients may keep the body but must ask again (a 304 costs no database work). */
const CACHE_CONTROL = "public, no-cache";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function cacheScopeOf(request: FastifyRequest): CacheScope | undefined {
  return request.method === "GET" ? request.routeOptions.config?.publicCache : undefined;
}

/**
 * The public catalogue and blog answered from the exact bytes of an earlier answer, with a
 * strong ETag and 304 on If-None-Match. Only routes marked `config.publicCache` are cached, and
 * such a route may not have a preHandler (no session is read, so no private data can enter).
 * Any successful write by an administrator invalidates every scope: the catalogue and blog are
 * written only from the back office, and its writes are rare.
 */
export default fp(async function publicCachePlugin(app: FastifyInstance, { cache }: { cache: PublicCache }) {
  // Writes clear every instance's copy through the broadcast (Redis), or this process's alone.
  const bus = app.broadcast.kind === "redis" ? createBroadcastInvalidationBus(app.broadcast, app.log) : createLocalInvalidationBus();
  app.decorate("publicCache", cache);
  app.decorate("cacheInvalidation", bus);
  app.decorateRequest("publicCacheHit", false);
  app.decorateRequest("publicCacheGeneration", 0);
  app.decorateRequest("publicCacheEntry", null);
  const unsubscribe = bus.subscribe((scopes) => cache.invalidate(scopes));
  app.addHook("onClose", async () => {
    unsubscribe();
  });

  app.addHook("onRoute", (route) => {
    const config = route.config as { publicCache?: CacheScope } | undefined;
    if (config?.publicCache && route.preHandler) {
      throw new Error(`${route.method} ${route.url}: a cached public route must not read a session (preHandler)`);
    }
  });

  // The hooks below are synchronous and take `done` instead of returning a promise: they run
  // on every request (docs/decisions/011, amendment of 2026-11-27).
  app.addHook("onRequest", (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const scope = cacheScopeOf(request);
    if (!scope) return done();
    const hit = cache.get(request.url);
    if (!hit) {
      request.publicCacheGeneration = cache.generation(scope);
      return done();
    }
    // A hit answers from here: the reply is sent and the request goes no further (no `done`).
    request.publicCacheHit = true;
    const { "content-type": contentType, ...headers } = hit.headers;
    reply.headers(headers);
    if (etagMatches(request.headers["if-none-match"], hit.etag)) reply.code(304).send();
    else reply.header("content-type", contentType).send(hit.body);
  });

  app.addHook("onResponse", (request, reply, done) => {
    const entry = request.publicCacheEntry;
    const scope = cacheScopeOf(request);
    if (!entry || !scope) return done();
    const headers = replayableHeaders(reply.getHeaders());
    headers["content-type"] ??= "application/json; charset=utf-8";
    cache.set(request.url, scope, request.publicCacheGeneration, { ...entry, headers });
    done();
  });

  /** The payload to send: a public answer gets its ETag (or a 304); an admin's write refreshes every instance. */
  function beforeSending(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
    const scope = cacheScopeOf(request);
    if (scope) {
      // Text, or the bytes of a frozen answer (lib/frozen-answers.ts).
      if (request.publicCacheHit || reply.statusCode !== 200 || (typeof payload !== "string" && !Buffer.isBuffer(payload))) return payload;
      const body = typeof payload === "string" ? Buffer.from(payload) : payload;
      const etag = strongEtag(body);
      reply.header("etag", etag).header("cache-control", CACHE_CONTROL);
      // Stored with the headers of the finished answer (onResponse), which later hooks may add to.
      request.publicCacheEntry = { body, etag };
      if (etagMatches(request.headers["if-none-match"], etag)) {
        reply.code(304);
        return null;
      }
      return payload;
    }
    // Before the answer leaves, so the admin's next read already sees the change.
    if (!SAFE_METHODS.has(request.method) && reply.statusCode < 400 && request.currentUser?.role === "admin") {
      bus.publish(CACHE_SCOPES);
    }
    return payload;
  }
  app.addHook("onSend", (request, reply, payload, done) => done(null, beforeSending(request, reply, payload)));
}, { name: "public-cache", dependencies: ["broadcast"] });
