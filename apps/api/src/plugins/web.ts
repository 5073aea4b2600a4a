import { AsyncLocalStorage } from "node:async_hooks";
import { createRequire } from "node:module";
import path from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import { WEB_DIR } from "../config/paths";
import { sendNotFound } from "./errors";
import { createPageCache } from "./page-cache";
import { createStaticBrotli } from "./static-brotli";
import { applySharedCacheControl, S_MAXAGE_SECONDS } from "./web-cache-control";

/**
 * Next.js applies the revalidations a route handler asks for after it has answered, through
 * the server's `waitUntil` — so the API's call to /revalidate returned before the pages were
 * marked stale, and a visit right after a write could still get the old page. For that one
 * route this gives Next a request context without `waitUntil`; Next then finishes the
 * revalidation before it ends the response (next/dist/server/send-response.js), and "the
 * write is visible at once" holds. (The symbol is Next's own hook for hosting platforms.)
 */
const requestContext = new AsyncLocalStorage<{ waitUntil?: undefined }>();
const NEXT_REQUEST_CONTEXT = Symbol.for("@next/request-context");

function revalidatesBeforeAnswering(): void {
  const holder = globalThis as { [NEXT_REQUEST_CONTEXT]?: { get(): unknown } };
  holder[NEXT_REQUEST_CONTEXT] ??= { get: () => requestContext.getStore() };
}

const REVALIDATE_ROUTE = /^\/revalidate\/?(?:\?|$)/;

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
  // The build's Brotli copies of its scripts and stylesheets (`next dev` has none).
  const brotli = dev ? null : createStaticBrotli({ distDir: path.join(WEB_DIR, process.env.NEXT_DIST_DIR || ".next") });
  revalidatesBeforeAnswering();

  app.all("/*", { schema: { hide: true } }, async (request, reply) => {
    if (request.url === "/api" || request.url.startsWith("/api/") || request.url.startsWith("/api?")) {
      return sendNotFound(app, request, reply);
    }
    reply.hijack();
    const revalidation = request.method === "POST" && REVALIDATE_ROUTE.test(request.url);
    if (pages && revalidation) {
      // Every blog and catalogue write revalidates the pages on every instance through this
      // route: the pages kept here go at once (the answer's headers reach the caller before
      // Next has finished), and nothing is kept again until Next has applied it.
      pages.hold();
      reply.raw.once("close", () => pages.settled());
    }
    if (brotli?.serve(request.raw, reply.raw, () => app.secureWebResponse(request, reply.raw))) return;
    if (pages?.serve(request.raw, reply.raw)) return;
    // First, so it sees the bytes every later layer (compression, security headers) produced.
    pages?.capture(request.raw, reply.raw);
    applySharedCacheControl(request.url, reply.raw);
    // Fastify's hooks do not see a hijacked reply: the headers (and each page's script hashes) go on here.
    app.secureWebResponse(request, reply.raw);
    if (revalidation) await requestContext.run({ waitUntil: undefined }, () => handle(request.raw, reply.raw));
    else await handle(request.raw, reply.raw);
  });
}
