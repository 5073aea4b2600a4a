import { serverApiOrigin } from "@/config/env";
import { ApiError } from "@/lib/api-error";
import { toCamel, toSnake } from "@/lib/case";
import { isTokenExpired } from "@/lib/jwt";
import { assertValidLogin } from "@/lib/login-rule";
import { clearSession, getAccessToken, getRefreshToken, saveSession } from "@/lib/session";

/**
 * The one HTTP client of the web app (spec §7): Bearer token from local storage, refresh
 * 30 s before expiry, camelCase bodies out and snake_case answers back in camelCase.
 * Failures are thrown as `ApiError`; callers hand them to the error handler.
 */

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Send the Bearer token when there is one (default true). */
  auth?: boolean;
  /** Send the stored token as it is, without refreshing it first (sign-out). */
  skipRefresh?: boolean;
  /** An explicit token, e.g. from the `token` cookie during server rendering. */
  token?: string;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

const REFRESH_PATH = "/api/token/refresh/";

/** Origin of the API: same-origin in the browser, INTERNAL_API_URL (or this server) on the server. */
export function baseUrl(): string {
  if (typeof window !== "undefined") return "";
  return serverApiOrigin();
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  let url = `${baseUrl()}${path}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(toSnake(query))) {
      if (value !== undefined && value !== null) params.append(key, String(value));
    }
    const search = params.toString();
    if (search) url += (url.includes("?") ? "&" : "?") + search;
  }
  return url;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    (typeof ReadableStream !== "undefined" && body instanceof ReadableStream)
  );
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get("content-type") ?? "";
  if (type.includes("json")) {
    try {
      return toCamel(JSON.parse(text) as unknown);
    } catch {
      return text;
    }
  }
  return text;
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<unknown> {
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    if (isRawBody(options.body)) {
      body = options.body;
    } else {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(toSnake(options.body));
    }
  }
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? "GET",
      headers,
      body,
      signal: options.signal,
      cache: "no-store",
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(undefined, undefined, error instanceof Error ? error.message : undefined);
  }

  const data = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, data);
  return data;
}

let refreshing: Promise<string | null> | null = null;

/**
 * Exchanges the refresh token for a new pair. Refresh tokens rotate and a reused one
 * revokes the whole family, so concurrent callers share one request instead of racing.
 */
function refreshAccessToken(refresh: string): Promise<string | null> {
  refreshing ??= (async () => {
    try {
      const data = await send(REFRESH_PATH, { method: "POST", body: { refresh } }, null);
      assertValidLogin(data);
      saveSession(data);
      return data.access;
    } catch (error) {
      // No answer at all is a connection problem, not a dead session: keep it and report.
      if (error instanceof ApiError && error.status === undefined) throw error;
      clearSession();
      return null;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

async function tokenFor(options: RequestOptions): Promise<string | null> {
  if (options.token !== undefined) return options.token;
  if (options.auth === false) return null;
  const token = getAccessToken();
  if (!token || options.skipRefresh || !isTokenExpired(token)) return token;
  const refresh = getRefreshToken();
  if (!refresh) {
    clearSession();
    return null;
  }
  return refreshAccessToken(refresh);
}

/**
 * The access token a request would carry now (refreshed first when it is about to expire),
 * for the few calls that cannot go through `send`: a file download read as a Blob, an
 * upload that reports its progress.
 */
export function freshAccessToken(): Promise<string | null> {
  return tokenFor({});
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = await tokenFor(options);
  return (await send(path, options, token)) as T;
}

type WithoutBody = Omit<RequestOptions, "method" | "body">;

export const api = {
  get: <T>(path: string, options?: WithoutBody) => apiRequest<T>(path, { ...options, method: "GET" }),
  post: <T>(path: string, body?: unknown, options?: WithoutBody) =>
    apiRequest<T>(path, { ...options, method: "POST", body }),
  put: <T>(path: string, body?: unknown, options?: WithoutBody) =>
    apiRequest<T>(path, { ...options, method: "PUT", body }),
  patch: <T>(path: string, body?: unknown, options?: WithoutBody) =>
    apiRequest<T>(path, { ...options, method: "PATCH", body }),
  delete: <T>(path: string, options?: WithoutBody) => apiRequest<T>(path, { ...options, method: "DELETE" }),
};

