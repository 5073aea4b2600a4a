import { createHmac } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";

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
      if (!response.ok) log.warn({ status: response.status, paths: unique }, "web revalidation refused");
      else log.debug({ paths: unique }, "web pages revalidated");
    } catch (err) {
      log.warn({ err, paths: unique }, "web revalidation failed");
    }
  };
}
