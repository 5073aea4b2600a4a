import { createRequire } from "node:module";
import path from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import { WEB_DIR } from "../config/paths";
import { sendNotFound } from "./errors";
import { applySharedCacheControl } from "./web-cache-control";

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

  app.all("/*", { schema: { hide: true } }, async (request, reply) => {
    if (request.url === "/api" || request.url.startsWith("/api/") || request.url.startsWith("/api?")) {
      return sendNotFound(app, request, reply);
    }
    reply.hijack();
    applySharedCacheControl(request.url, reply.raw);
    // Fastify's hooks do not see a hijacked reply: the headers (and each page's script hashes) go on here.
    app.secureWebResponse(request, reply.raw);
    await handle(request.raw, reply.raw);
  });
}
