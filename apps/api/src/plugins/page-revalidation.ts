import { createHmac, randomUUID } from "node:crypto";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Env } from "../config/env";
import type { CacheScope } from "../lib/public-cache";

/** Asks the web app to re-render these public paths now. Never throws. */
export type RevalidateWebPaths = (paths: string[]) => Promise<void>;

export const REVALIDATE_SECRET_HEADER = "x-revalidate-secret";

/** The shared secret when REVALIDATE_SECRET is not set: derived from the JWT secret, never equal to it. */
export function deriveRevalidateSecret(jwtSecret: string): string {
  return createHmac("sha256", jwtSecret).update("fz-academia:web-revalidation").digest("base64url");
}

export interface WebRevalidatorOptions {
  /** The web app's origin, e.g. http://127.0.0.1:3000. */
  baseUrl: string;
  secret: string;
  log: Pick<FastifyBaseLogger, "warn" | "debug">;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * `POST {baseUrl}/revalidate` with `{ "paths": [...] }` and the shared secret header. A
 * web app that is down or slow is logged and otherwise ignored: the admin's write has
 * already committed, and the pages refresh on their next revalidation anyway.
 */
export function createWebRevalidator({
  baseUrl,
  secret,
  log,
  timeoutMs = 3000,
  fetch: fetchImpl = fetch,
}: WebRevalidatorOptions): RevalidateWebPaths {
  const url = new URL("/revalidate", baseUrl).toString();
  return async (paths) => {
    const unique = [...new Set(paths)];
    if (unique.length === 0) return;
    try {
      const response = await fetchImpl(url, {
        method: "POST",
        headers: { "content-type": "application/json", [REVALIDATE_SECRET_HEADER]: secret },
        body: JSON.stringify({ paths: unique }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Read to the end: Next finishes applying the revalidation before it ends the answer
      // (plugins/web.ts), so the write that asked for it returns only once its pages are stale.
      await response.arrayBuffer();
      if (!response.ok) log.warn({ status: response.status, paths: unique }, "web revalidation refused");
      else log.debug({ paths: unique }, "web pages revalidated");
    } catch (err) {
      log.warn({ err, paths: unique }, "web revalidation failed");
    }
  };
}

/** The pub/sub channel of page revalidations (plugins/broadcast.ts prefixes it). */
export const REVALIDATE_CHANNEL = "web-revalidate";
const MAX_PATHS = 100;

function parseRevalidation(message: string): { from: string; paths: string[] } | null {
  try {
    const value = JSON.parse(message) as { from?: unknown; paths?: unknown };
    const { from, paths } = value;
    if (typeof from !== "string" || !Array.isArray(paths) || paths.length > MAX_PATHS) return null;
    if (!paths.every((path): path is string => typeof path === "string" && path.startsWith("/") && path.length <= 300)) return null;
    return { from, paths };
  } catch {
    return null;
  }
}

interface Broadcasting {
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, handler: (message: string) => void | Promise<void>): Promise<void>;
}

/**
 * Page revalidation for every web instance (decision 019): Next's page cache is each
 * instance's own, so a change made through one must reach them all. This instance's web app is
 * asked at once (awaited, as with one process); the others hear it on the broadcast and each
 * asks its own web app (its INTERNAL_WEB_URL, or itself). An instance ignores its own message.
 */
export function createBroadcastRevalidator({
  broadcast,
  local,
  log,
  instanceId = randomUUID(),
}: {
  broadcast: Broadcasting;
  /** This instance's web app (createWebRevalidator). */
  local: RevalidateWebPaths;
  log: Pick<FastifyBaseLogger, "warn">;
  instanceId?: string;
}): { revalidate: RevalidateWebPaths; listen(): Promise<void> } {
  return {
    async revalidate(paths) {
      const unique = [...new Set(paths)];
      if (unique.length === 0) return;
      await local(unique);
      try {
        await broadcast.publish(REVALIDATE_CHANNEL, JSON.stringify({ from: instanceId, paths: unique }));
      } catch (err) {
        // The other instances' pages refresh when their ISR window ends.
        log.warn({ err, paths: unique }, "could not broadcast a page revalidation");
      }
    },
    listen() {
      return broadcast.subscribe(REVALIDATE_CHANNEL, async (message) => {
        const parsed = parseRevalidation(message);
        if (!parsed) {
          log.warn({ channel: REVALIDATE_CHANNEL }, "ignored a malformed page revalidation message");
          return;
        }
        if (parsed.from !== instanceId) await local(parsed.paths);
      });
    },
  };
}

/**
 * The web app to refresh: INTERNAL_WEB_URL, or this same server when it serves the web too.
 * An API-only server with no INTERNAL_WEB_URL has no pages to refresh.
 */
function webRevalidator(app: FastifyInstance, env: Env, jwtSecret: string): RevalidateWebPaths {
  const secret = env.REVALIDATE_SECRET ?? deriveRevalidateSecret(jwtSecret);
  // One process: the Next.js handler mounted on this server reads the same secret from here.
  if (env.SERVE_WEB && !process.env.REVALIDATE_SECRET) process.env.REVALIDATE_SECRET = secret;
  const baseUrl = env.INTERNAL_WEB_URL ?? (env.SERVE_WEB ? `http://127.0.0.1:${env.PORT}` : undefined);
  if (!baseUrl) {
    app.log.info("INTERNAL_WEB_URL is not set and the web app is not served here: blog pages refresh on their own schedule");
    return async () => {};
  }
  return createWebRevalidator({ baseUrl, secret, log: app.log });
}

export interface PageRevalidation {
  /**
   * Every instance's web app: this one's at once (awaited); with Redis the others hear it on the
   * broadcast and each asks its own (decision 019).
   */
  everywhere: RevalidateWebPaths;
  /** This instance's web app only (server.ts expires the build's pages at start-up). */
  here: RevalidateWebPaths;
  /**
   * For a module's writes: clears the API's public cache of these scopes first (the pages
   * re-render from the public API, which must already answer the new content), then `everywhere`.
   */
  afterWriting(scopes: CacheScope[]): RevalidateWebPaths;
}

declare module "fastify" {
  interface FastifyInstance {
    pages: PageRevalidation;
  }
}

/** On-demand revalidation of the web's public pages after blog and catalogue writes (decision 010). */
export default fp(
  async function pageRevalidationPlugin(app: FastifyInstance) {
    const { env, jwtSecret } = app.config;
    const here = webRevalidator(app, env, jwtSecret);
    let everywhere = here;
    if (app.broadcast.kind !== "local") {
      const pages = createBroadcastRevalidator({ broadcast: app.broadcast, local: here, log: app.log });
      // The subscription is live before the app serves.
      await pages.listen();
      everywhere = pages.revalidate;
    }
    app.decorate("pages", {
      everywhere,
      here,
      afterWriting: (scopes: CacheScope[]): RevalidateWebPaths => async (paths) => {
        app.cacheInvalidation.publish(scopes);
        await everywhere(paths);
      },
    });
  },
  { name: "page-revalidation", dependencies: ["config", "broadcast", "public-cache"] },
);
