import type { SocialSignupResponse } from "@fz/contracts/social-auth";
import type { Database } from "@fz/db/client";
import { AppError, badRequest } from "../../lib/errors";
import type { EventBus } from "../../lib/events";
import * as authRepo from "./auth.repository";
import type { AuthService } from "./auth.service";
import * as repo from "./social.repository";
import type { SocialIdentityClaims, SocialTokenVerifier } from "./social.verifier";

export interface SocialAuthDeps {
  db: Database;
  auth: Pick<AuthService, "issueSession">;
  /** Null when neither the hosted service nor the development provider is configured. */
  verify: SocialTokenVerifier | null;
  /** Announces new accounts, like a password registration does (points, e-mail). */
  events?: EventBus;
}

const PROVIDER_NAMES: Record<SocialIdentityClaims["provider"], string> = {
  "google.com": "Google",
  "facebook.com": "Facebook",
};
const NAME_MAX_LENGTH = 80;

/** Thrown inside a use case when a concurrent request wrote the same row first: retry. */
class LostRace extends Error {}

/**
 * "Ana María Pérez Gómez" → given names and surnames, Spanish style: one word is a given
 * name; two or three words start with one given name; four or more with two.
 */
export function splitName(name: string | null): { firstName: string; lastName: string } {
  const words = (name ?? "").split(/\s+/).filter(Boolean);
  const given = words.length >= 4 ? 2 : Math.min(words.length, 1);
  return {
    firstName: words.slice(0, given).join(" ").slice(0, NAME_MAX_LENGTH),
    lastName: words.slice(given).join(" ").slice(0, NAME_MAX_LENGTH),
  };
}

function assertCanSignIn(user: authRepo.UserRow) {
  if (!user.role) throw new AppError("invalid_user");
  if (!user.isActive) throw new AppError("account_disabled");
}

/**
 * An account found by e-mail is linked only when both sides proved they own the address:
 * Google vouches for the e-mail in its token, and the account's e-mail is verified. Anything
 * else (Facebook, an unverified password account) could hand one person's account to
 * another, so the person is told to sign in the way they did the first time.
 * See docs/decisions/005-social-sign-in.md.
 */
function canLinkByEmail(identity: SocialIdentityClaims, user: authRepo.UserRow): boolean {
  return identity.provider === "google.com" && identity.emailVerified && user.emailVerifiedAt !== null;
}

/** Sign-in with Google or Facebook (docs/decisions/005-social-sign-in.md). */
export interface SocialAuthService {
  /**
   * `POST /api/students/social_signup/`: verifies the ID token, finds or creates the user,
   * and answers a session like `/api/token/`. A concurrent first sign-in of the same person
   * loses a unique-constraint race at most once; the retry then finds the winner's rows.
   */
  signIn(tokenId: string): Promise<SocialSignupResponse>;
}

export function createSocialAuthService({ db, auth, verify, events }: SocialAuthDeps): SocialAuthService {
  async function link(user: authRepo.UserRow, identity: SocialIdentityClaims): Promise<authRepo.UserRow> {
    assertCanSignIn(user);
    const linked = await repo.insertIdentity(db, {
      userId: user.id,
      provider: identity.provider,
      subject: identity.subject,
      email: identity.email,
    });
    if (!linked) throw new LostRace();
    return user;
  }

  /** The new student, its identity and its registration log: all or nothing. */
  async function createStudent(identity: SocialIdentityClaims & { email: string }): Promise<authRepo.UserRow> {
    const { firstName, lastName } = splitName(identity.name);
    return db.transaction(async (tx) => {
      const user = await authRepo.insertUser(tx, {
        email: identity.email,
        passwordHash: null,
        firstName,
        lastName,
        role: "student",
        emailVerifiedAt: identity.emailVerified ? new Date() : null,
      });
      if (!user) throw new LostRace();
      const linked = await repo.insertIdentity(tx, {
        userId: user.id,
        provider: identity.provider,
        subject: identity.subject,
        email: identity.email,
      });
      if (!linked) throw new LostRace();
      await repo.insertRegistrationLog(tx, {
        provider: identity.provider,
        userEmail: identity.email,
        userId: user.id,
        isFailed: false,
      });
      return user;
    });
  }

  /** After commit: the "registering" achievement, and the e-mail proof the provider gave. */
  async function announceNewUser(user: authRepo.UserRow) {
    const emailVerified = user.emailVerifiedAt !== null;
    const at = user.createdAt;
    await events?.emit("user.registered", { userId: user.id, email: user.email, firstName: user.firstName, emailVerified, at });
    if (emailVerified) await events?.emit("user.email_verified", { userId: user.id, email: user.email, at });
  }

  async function resolveUser(identity: SocialIdentityClaims): Promise<{ user: authRepo.UserRow; created: boolean }> {
    const known = await repo.findUserByIdentity(db, identity.provider, identity.subject);
    if (known) {
      assertCanSignIn(known);
      return { user: known, created: false };
    }
    const sameAccount = await repo.findUserBySubject(db, identity.subject);
    if (sameAccount) return { user: await link(sameAccount, identity), created: false };

    const { email } = identity;
    if (!email) {
      throw badRequest(
        `Tu cuenta de ${PROVIDER_NAMES[identity.provider]} no comparte un correo electrónico. ` +
          "Regístrate con tu correo y contraseña.",
      );
    }
    const existing = await authRepo.findUserByEmail(db, email);
    if (existing) {
      if (!canLinkByEmail(identity, existing)) {
        throw new AppError(
          "account_exists_with_different_credential",
          `Ya existe un usuario con la dirección de correo electrónico ${email}`,
        );
      }
      return { user: await link(existing, identity), created: false };
    }
    return { user: await createStudent({ ...identity, email }), created: true };
  }

  return {
    async signIn(tokenId: string): Promise<SocialSignupResponse> {
      if (!verify) {
        throw new AppError(
          "service_unavailable",
          "El inicio de sesión con Google o Facebook no está configurado en este servidor.",
        );
      }
      const identity = await verify(tokenId);
      for (let attempt = 1; ; attempt += 1) {
        try {
          const { user, created } = await resolveUser(identity);
          await authRepo.touchLastLogin(db, user.id);
          if (created) await announceNewUser(user);
          return { ...(await auth.issueSession(user)), is_new_user: created };
        } catch (error) {
          if (!(error instanceof LostRace)) throw error;
          if (attempt >= 3) throw new AppError("conflict");
        }
      }
    },
  };
}
