import { createRequire } from "node:module";
import path from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import { WEB_DIR } from "../config/paths";
import { sendNotFound } from "./errors";
import { createPageCache } from "./page-cache";
import { applySharedCacheControl, S_MAXAGE_SECONDS } from "./web-cache-control";

/** The finished public pages kept in front of Next (page-cache.ts): at most this many bytes. */
const PAGE_CACHE_BYTES = 32 * 1024 * 1024;

interface NextServer {
  prepare(): Promise<void>;
  close(): Promise<void>;
  getRequestHandler(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
}
type NextFactory = (options: { dev: boolean; dir: string; port: number; hostname?: string }) => NextServer;

/**
 * Serves the Next.js app from the same process and port as the API: every path the API
 * does not own goes to Next's request handler. `/api/*` never reaches Next, so an unknown
 * API path answers the JSON 404 of the error shape.
 */
export default async function mountWeb(app: FastifyInstance, { dev, port }: { dev: boolean; port: number }) {
  // Resolve `next` from the web app, which owns the dependency.
  const requireFromWeb = createRequire(path.join(WEB_DIR, "package.json"));
  const nextModule = requireFromWeb("next") as { default?: NextFactory } | NextFactory;
  const next = (typeof nextModule === "function" ? nextModule : nextModule.default) as NextFactory;
  const nextApp = next({ dev, dir: WEB_DIR, port });
  await nextApp.prepare();
  const handle = nextApp.getRequestHandler();
  app.addHook("onClose", async () => nextApp.close());

  // Next parses its own bodies (route handlers, server actions): pass them through untouched.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null));

  // `next dev` renders on every request by design: nothing to keep.
  const pages = dev ? null : createPageCache({ ttlMs: S_MAXAGE_SECONDS * 1000, maxBytes: PAGE_CACHE_BYTES });

  app.all("/*", { schema: { hide: true } }, async (request, reply) => {
    if (request.url === "/api" || request.url.startsWith("/api/") || request.url.startsWith("/api?")) {
      return sendNotFound(app, request, reply);
    }
    reply.hijack();
    if (pages && request.method === "POST" && /^\/revalidate\/?(?:\?|$)/.test(request.url)) {
      // Every blog and catalogue write revalidates the pages on every instance through this
      // route: once Next has marked its pages stale, the ones kept here go too.
      reply.raw.once("finish", () => {
        if (reply.raw.statusCode === 200) pages.clear();
      });
    }
    if (pages?.serve(request.raw, reply.raw)) return;
    // First, so it sees the bytes every later layer (compression, security headers) produced.
    pages?.capture(request.raw, reply.raw);
    applySharedCacheControl(request.url, reply.raw);
    // Fastify's hooks do not see a hijacked reply: the headers (and each page's script hashes) go on here.
    app.secureWebResponse(request, reply.raw);
    await handle(request.raw, reply.raw);
  });
}
