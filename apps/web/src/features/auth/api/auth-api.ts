import type { RegisterRequest, TokenRequest } from "@fz/contracts/auth";
import { signOutOfHostedService } from "@/features/auth/api/firebase-client";
import { api } from "@/lib/api-client";
import type { Camel } from "@/lib/case";
import { assertValidLogin } from "@/lib/login-rule";
import { clearSession, getRefreshToken, saveSession, type Session } from "@/lib/session";

export type Credentials = Camel<TokenRequest>;
export type Registration = Camel<RegisterRequest>;

/** Checks the login rule, then stores the session; nothing is stored for an invalid user. */
function accept(data: unknown): Session {
  assertValidLogin(data);
  saveSession(data);
  return data;
}

/** `POST /api/token/`. */
export async function signIn(credentials: Credentials): Promise<Session> {
  return accept(await api.post<unknown>("/api/token/", credentials, { auth: false }));
}

/** `POST /api/users/register/` answers 201 with the same shape as sign-in. */
export async function register(registration: Registration): Promise<Session> {
  return accept(await api.post<unknown>("/api/users/register/", registration, { auth: false }));
}

/**
 * Revokes the refresh token on the server, then forgets the session locally whatever the
 * answer: the user asked to leave, so a failed call must not keep them signed in. A session
 * of the hosted sign-in service (Google/Facebook through Firebase) ends too (spec §4).
 */
export async function signOut(): Promise<void> {
  const refresh = getRefreshToken();
  try {
    if (refresh) await api.post<void>("/api/token/logout/", { refresh }, { skipRefresh: true });
  } catch {
    // Nothing to tell the user: the local session is cleared below either way.
  } finally {
    clearSession();
  }
  await signOutOfHostedService();
}
