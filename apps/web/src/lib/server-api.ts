import { baseUrl } from "@/lib/api-client";
import { ApiError } from "@/lib/api-error";
import { toCamel } from "@/lib/case";

/**
 * Public reads for server-rendered pages, through Next's data cache: a page renders from
 * the cached answer and the API is asked again after `revalidate` seconds, or at once when
 * one of the `tags` is revalidated (the blog API does so after every write). No session is
 * sent: a cookie or an Authorization header would make the answer uncacheable.
 */
export const CACHE_TAGS = { blog: "blog", catalogue: "catalogue" } as const;

export interface PublicFetchOptions {
  query?: Record<string, string | number | undefined>;
  revalidate?: number;
  tags?: string[];
}

const DEFAULT_REVALIDATE_SECONDS = 300;
/** A slow API must not hold a page (or the build) hostage. */
const TIMEOUT_MS = 8000;

export function publicUrl(path: string, query?: PublicFetchOptions["query"]): string {
  const url = new URL(path, `${baseUrl()}/`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== "") url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/** GET a public API path; throws `ApiError` (status undefined when the API is unreachable). */
export async function fetchPublic<T>(path: string, options: PublicFetchOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(publicUrl(path, options.query), {
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(TIMEOUT_MS),
      next: { revalidate: options.revalidate ?? DEFAULT_REVALIDATE_SECONDS, tags: options.tags },
    });
  } catch (error) {
    throw new ApiError(undefined, undefined, error instanceof Error ? error.message : undefined);
  }
  const text = await response.text();
  let body: unknown = undefined;
  if (text) {
    try {
      body = toCamel(JSON.parse(text) as unknown);
    } catch {
      body = text;
    }
  }
  if (!response.ok) throw new ApiError(response.status, body);
  return body as T;
}

export function logUnavailable(path: string, error: unknown): void {
  // During `next build` the API is not running: expected, so stay quiet.
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const reason = error instanceof ApiError ? (error.status ?? "sin respuesta") : String(error);
  console.warn(`[web] ${path} no disponible (${reason}); se muestra la página sin esos datos`);
}
