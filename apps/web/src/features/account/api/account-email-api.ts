import type { PasswordResetConfirm, PasswordResetRequest } from "@fz/contracts/mail";
import { api } from "@/lib/api-client";
import type { Camel } from "@/lib/case";
import { saveUser, type SessionUser } from "@/lib/session";

/** The links of the e-mails land on public pages: these calls need no session. */

export function verifyEmail(token: string): Promise<{ detail: string; emailVerified: true }> {
  return api.post("/api/users/verify-email/", { token }, { auth: false });
}

/** Sends another verification link to the signed-in student's address. */
export function requestVerificationEmail(): Promise<{ detail: string }> {
  return api.post("/api/users/verify-email/request/");
}

/** Answers the same neutral message whether or not the address has an account. */
export function requestPasswordReset(body: Camel<PasswordResetRequest>): Promise<{ detail: string }> {
  return api.post("/api/users/password-reset/request/", body, { auth: false });
}

export function confirmPasswordReset(body: Camel<PasswordResetConfirm>): Promise<{ detail: string }> {
  return api.post("/api/users/password-reset/confirm/", body, { auth: false });
}

/** The signed-in user as the API sees them now (after verifying, `emailVerified` and `points` moved). */
export async function refreshStoredUser(signal?: AbortSignal): Promise<SessionUser> {
  const { user } = await api.get<{ user: SessionUser }>("/api/users/whoami/", { signal });
  saveUser(user);
  return user;
}
