import { cookies, headers } from "next/headers";
import { apiRequest, type QueryValue } from "@/lib/api-client";
import { isTokenExpired } from "@/lib/jwt";
import { TOKEN_COOKIE } from "@/lib/session";

/**
 * The academy's first view, read on the server (docs/decisions/010): a student's pages are
 * rendered with their data when the browser loads them as a document, with the access token
 * the browser mirrors in the `token` cookie. Server components only (`next/headers`).
 */

/** A read as the endpoints describe it: a path and its query. */
export interface ServerRequest {
  path: string;
  query?: Record<string, QueryValue>;
}

/**
 * The student's access token for this render, or null when the page must read its data in
 * the browser as before: no cookie, an expired token (the browser refreshes it), or anything
 * but the browser loading the page as a document — a navigation inside the app or a prefetch
 * (the client already holds the session and its cache, and a prefetch must never open a topic
 * on the student's behalf). Next keeps its own RSC headers from `headers()`, so a document
 * load is told by the browser's Fetch Metadata (`Sec-Fetch-Dest: document`); a browser
 * without it reads in the browser.
 */
export async function documentToken(): Promise<string | null> {
  const [requestHeaders, jar] = await Promise.all([headers(), cookies()]);
  if (requestHeaders.get("sec-fetch-dest") !== "document" || requestHeaders.get("rsc") !== null) return null;
  const token = jar.get(TOKEN_COOKIE)?.value;
  if (!token || isTokenExpired(token)) return null;
  return token;
}

/** One read with the student's token; undefined on any failure (the browser then reads it itself). */
export async function readAsStudent<T>(token: string, request: ServerRequest): Promise<T | undefined> {
  try {
    return await apiRequest<T>(request.path, { query: request.query, token, signal: AbortSignal.timeout(READ_TIMEOUT_MS) });
  } catch {
    return undefined;
  }
}

/** A slow API must not hold the page: past this the browser reads it as before. */
const READ_TIMEOUT_MS = 3000;
