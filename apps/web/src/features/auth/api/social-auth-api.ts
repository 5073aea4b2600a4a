import type { RegistrationLogRequest, SocialProvider, SocialSignupResponse } from "@fz/contracts/social-auth";
import { api } from "@/lib/api-client";
import type { Camel } from "@/lib/case";
import { assertValidLogin } from "@/lib/login-rule";
import { saveSession } from "@/lib/session";

export type SocialSession = Camel<SocialSignupResponse>;
export type RegistrationLogEntry = Camel<RegistrationLogRequest> & { provider: SocialProvider };

/**
 * `POST /api/students/social_signup/` with the hosted service's ID token (`token_id` on the
 * wire). The answer passes the login rule (spec §5) before anything is stored.
 */
export async function socialSignUp(tokenId: string): Promise<SocialSession> {
  // Anonymous on purpose: a leftover session of someone else must not ride along.
  const data = await api.post<unknown>("/api/students/social_signup/", { tokenId }, { auth: false });
  assertValidLogin(data);
  saveSession(data);
  return data as SocialSession;
}

/**
 * `POST /api/students/registration-logs/` (spec §3 registration log). A success is recorded
 * for the signed-in user, so it carries the session; a failure happens before there is one.
 */
export async function recordRegistrationLog(entry: RegistrationLogEntry): Promise<void> {
  await api.post<unknown>("/api/students/registration-logs/", entry, { auth: !entry.isFailed });
}
