import type { TokenResponse, User } from "@fz/contracts/auth";
import type { Camel } from "@/lib/case";

export type SessionUser = Camel<User>;
export type Session = Camel<TokenResponse>;

/** localStorage keys (spec §3: the user under 'user', the token under 'token'). */
export const STORAGE_KEYS = { token: "token", refresh: "refresh", user: "user" } as const;

/** Mirrors the access token so the proxy and server rendering can tell someone is signed in. */
export const TOKEN_COOKIE = "token";
const COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60; // spec §9: 1 day, path '/'

type Listener = () => void;
const listeners = new Set<Listener>();

function hasStorage(): boolean {
  return typeof window !== "undefined" && typeof window.localStorage !== "undefined";
}

function read(key: string): string | null {
  if (!hasStorage()) return null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can throw (private mode, disabled cookies): behave as signed out.
    return null;
  }
}

export function getAccessToken(): string | null {
  return read(STORAGE_KEYS.token);
}

export function getRefreshToken(): string | null {
  return read(STORAGE_KEYS.refresh);
}

export function getStoredUser(): SessionUser | null {
  const raw = read(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed !== null && typeof parsed === "object" ? (parsed as SessionUser) : null;
  } catch {
    return null;
  }
}

function writeCookie(value: string, maxAgeSeconds: number): void {
  if (typeof document === "undefined") return;
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function saveSession(session: Session): void {
  if (!hasStorage()) return;
  window.localStorage.setItem(STORAGE_KEYS.token, session.access);
  window.localStorage.setItem(STORAGE_KEYS.refresh, session.refresh);
  window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
  writeCookie(session.access, COOKIE_MAX_AGE_SECONDS);
  notify();
}

export function saveUser(user: SessionUser): void {
  if (!hasStorage()) return;
  window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  notify();
}

/** Local sign-out: forgets the tokens, the user and the cookie. */
export function clearSession(): void {
  if (!hasStorage()) return;
  for (const key of Object.values(STORAGE_KEYS)) window.localStorage.removeItem(key);
  writeCookie("", 0);
  notify();
}

/** Lets the store follow changes made outside React (token refresh, forced sign-out). */
export function subscribeToSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
