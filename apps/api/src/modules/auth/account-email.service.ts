import { createHash, randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "@fz/db/client";
import { AppError } from "../../lib/errors";
import type { EventBus } from "../../lib/events";
import type { MailService, SendResult } from "../mail/mail.service";
import * as repo from "./account-email.repository";
import "./auth.events";
import * as authRepo from "./auth.repository";
import type { AuthThrottle } from "./throttle.service";
import { hashPassword } from "./password";

export const VERIFY_TOKEN_TTL_HOURS = 24;
export const RESET_TOKEN_TTL_MINUTES = 60;

export interface AccountEmailDeps {
  db: Database;
  mail: Pick<MailService, "sendVerifyEmail" | "sendPasswordReset">;
  events: EventBus;
  /** Caps the reset e-mails one account receives (requests past it are answered the same). */
  throttle?: Pick<AuthThrottle, "allowResetMail" | "ready">;
  log?: Pick<FastifyBaseLogger, "error" | "warn">;
}

// 256 random bits: unguessable, so only the hash is worth storing (a leaked table opens nothing).
const newToken = () => randomBytes(32).toString("base64url");
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** E-mail verification and password reset: single-use, expiring links sent by e-mail. */
export interface AccountEmailService {
  /** A new verification link to the address (a registration's reaction). */
  sendVerification(user: { id: number; email: string; firstName: string }): Promise<SendResult>;
  /** The signed-in student asks for (another) link; a delivery queued for retries counts as sent. */
  requestVerification(user: authRepo.UserRow): Promise<{ retrying: boolean }>;
  /** Spends the link and marks the address verified; the first time announces `user.email_verified`. */
  verifyEmail(token: string): Promise<{ alreadyVerified: boolean }>;
  /**
   * Always the same answer, as fast for an unknown address as for a known one: the lookup and
   * the e-mail run after the response (only the counters' store is asked before, see ready()), so neither the body nor the timing says whether the
   * address has an account.
   */
  requestPasswordReset(email: string): Promise<void>;
  /** New argon2id hash, every session revoked and every other reset link spent, in one transaction. */
  confirmPasswordReset(token: string, password: string): Promise<void>;
  /** Waits for the reset e-mails still being prepared (shutdown, tests). */
  drain(): Promise<void>;
}

export function createAccountEmailService({ db, mail, events, throttle, log }: AccountEmailDeps): AccountEmailService {
  // Reset requests are answered before their work runs (see requestPasswordReset); tracked
  // here so shutdown and tests can wait for them.
  const pending = new Set<Promise<void>>();

  function inBackground(task: () => Promise<void>) {
    const run: Promise<void> = task()
      .catch((err: unknown) => log?.error({ err }, "password reset e-mail failed"))
      .finally(() => pending.delete(run));
    pending.add(run);
  }

  async function issue(userId: number, email: string, purpose: repo.EmailTokenPurpose, ttlMs: number): Promise<string> {
    const token = newToken();
    await repo.insertToken(db, { userId, purpose, email, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlMs) });
    return token;
  }

  async function sendVerification(user: { id: number; email: string; firstName: string }): Promise<SendResult> {
    const token = await issue(user.id, user.email, "verify_email", VERIFY_TOKEN_TTL_HOURS * 3_600_000);
    return mail.sendVerifyEmail(user.email, { firstName: user.firstName, token, hours: VERIFY_TOKEN_TTL_HOURS });
  }

  return {
    sendVerification,

    async requestVerification(user: authRepo.UserRow): Promise<{ retrying: boolean }> {
      if (user.emailVerifiedAt) throw new AppError("email_already_verified");
      const { delivered, retrying } = await sendVerification(user);
      if (!delivered && !retrying) throw new AppError("service_unavailable", "No pudimos enviar el correo. Inténtalo de nuevo en unos minutos.");
      return { retrying };
    },

    async verifyEmail(token: string): Promise<{ alreadyVerified: boolean }> {
      const now = new Date();
      const outcome = await db.transaction(async (tx) => {
        const spent = await repo.consumeToken(tx, hashToken(token), "verify_email", now);
        if (!spent) return null;
        const user = await authRepo.findUserById(tx, spent.userId);
        // A link proves the address it was sent to, not whatever the account uses now.
        if (!user || user.email !== spent.email) return null;
        if (user.emailVerifiedAt) return { user, verified: false };
        return { user, verified: await repo.markEmailVerified(tx, user.id, user.email, now) };
      });
      if (!outcome) throw new AppError("invalid_email_token");
      if (outcome.verified) await events.emit("user.email_verified", { userId: outcome.user.id, email: outcome.user.email, at: now });
      return { alreadyVerified: !outcome.verified };
    },

    async requestPasswordReset(email: string): Promise<void> {
      // Independent of the address: a Redis outage refuses every request alike (503).
      if (throttle) await throttle.ready();
      inBackground(async () => {
        const user = await authRepo.findUserByEmail(db, email);
        if (!user || !user.isActive) return;
        if (throttle && !(await throttle.allowResetMail(user.email))) {
          log?.warn({ userId: user.id }, "password reset e-mail skipped: too many requests for this account");
          return;
        }
        const token = await issue(user.id, user.email, "password_reset", RESET_TOKEN_TTL_MINUTES * 60_000);
        await mail.sendPasswordReset(user.email, { firstName: user.firstName, token, minutes: RESET_TOKEN_TTL_MINUTES });
      });
    },

    async confirmPasswordReset(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      const now = new Date();
      const done = await db.transaction(async (tx) => {
        const spent = await repo.consumeToken(tx, hashToken(token), "password_reset", now);
        if (!spent) return false;
        const user = await authRepo.findUserById(tx, spent.userId);
        if (!user || user.email !== spent.email || !user.isActive) return false;
        await repo.setPasswordHash(tx, user.id, passwordHash, now);
        await authRepo.revokeAllForUser(tx, user.id);
        await repo.spendOutstanding(tx, user.id, "password_reset", now);
        return true;
      });
      if (!done) throw new AppError("invalid_email_token");
    },

    async drain(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

/** A new account gets its verification link at once. */
export function subscribeAccountEmail(events: EventBus, service: AccountEmailService): void {
  events.on("user.registered", async ({ userId, email, firstName, emailVerified }) => {
    // A provider that already verified the address (Google) needs no link from us.
    if (emailVerified) return;
    await service.sendVerification({ id: userId, email, firstName });
  });
}
