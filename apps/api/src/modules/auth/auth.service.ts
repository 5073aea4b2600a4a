import { randomUUID } from "node:crypto";
import type { RegisterRequest, TokenRequest, TokenResponse, User } from "@fz/contracts/auth";
import type { AccountChanges, Database, Tx } from "@fz/db/client";
import { AppError, ERROR_CODES } from "../../lib/errors";
import type { EventBus } from "../../lib/events";
import "./auth.events";
import * as repo from "./auth.repository";
import { hashPassword, verifyPassword } from "./password";
import { createUserCache } from "../../lib/user-cache";
import { type AccessClaims, type TokenSigner, hashRefreshToken, newRefreshToken } from "./tokens";

export interface AuthDeps {
  db: Database;
  signer: TokenSigner;
  refreshTtlDays: number;
  /** Announces `user.registered` (the verification e-mail, the "registering" achievement). */
  events?: EventBus;
  /** Writes to accounts and sessions as the database reports them: without it, no session cache. */
  accountChanges?: AccountChanges | null;
}

/** The wire shape of a user (snake_case, no secrets). */
export function toUserDto(row: repo.UserRow): User {
  if (!row.role) throw new AppError("invalid_user");
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    role: row.role,
    country_id: row.countryId,
    instrument_id: row.instrumentId,
    email_verified: row.emailVerifiedAt !== null,
    points: row.pointsBalance,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * What a module erases of an account before its row goes (files outside the database: takes in
 * the video store, staged uploads). A failure stops the deletion, so nothing is left orphaned.
 */
export type AccountEraser = (userId: number) => Promise<void>;

/**
 * Why a module keeps an account (its Spanish reason), or null: checked before anything is erased,
 * so a refused deletion leaves everything as it was.
 */
export type AccountKeeper = (userId: number) => Promise<string | null>;

/** Name and e-mail of an account. */
export interface AccountName {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}

/** Accounts and their sessions: registration, sign-in, refresh rotation, deletion. */
export interface AuthService {
  /** Starts a new refresh-token family and answers the sign-in shape. */
  issueSession(user: repo.UserRow, familyId?: string): Promise<TokenResponse>;
  register(input: RegisterRequest): Promise<TokenResponse>;
  login(input: TokenRequest): Promise<TokenResponse>;
  /**
   * Rotates a refresh token. A token that was already rotated or revoked is a stolen
   * copy (or a replay): the whole family is revoked so the thief's session dies too.
   */
  refresh(token: string): Promise<TokenResponse>;
  /** Ends the session the refresh token belongs to. Unknown tokens are ignored. */
  logout(token: string): Promise<void>;
  currentUser(userId: number): Promise<repo.UserRow | undefined>;
  /**
   * The user an access token speaks for, and whether the token still stands: not when its
   * session was ended (logout, reuse of a spent refresh token, every session revoked) or the
   * user's token version moved (password, activity or role changed) since it was issued.
   */
  userOfAccessToken(claims: AccessClaims): Promise<{ user: repo.UserRow; current: boolean } | undefined>;
  /** The same answer when the session is remembered, without a promise; undefined when it must be read. */
  rememberedUserOfAccessToken(claims: AccessClaims): { user: repo.UserRow; current: boolean } | undefined;
  /** Stops the session cache listening to the database's account changes. */
  close(): void;
  /** Name and e-mail of these accounts, by id (missing ids are left out). */
  accountsOf(ids: number[]): Promise<Map<number, AccountName>>;
  /** The e-mail of these accounts, by id. */
  emailsOf(ids: number[]): Promise<Map<number, string>>;
  /** A subquery of the ids of the accounts matching every word (folded: accents and case ignored). */
  accountIdsMatching(words: string[]): repo.AccountIdsSubquery;
  /** A module's part of deleting an account (it runs before the account's row is deleted). */
  onAccountDeletion(eraser: AccountEraser): void;
  /** A module's reason to keep an account (orders are accounting records, for instance). */
  keepAccountWhen(keeper: AccountKeeper): void;
  /**
   * The user deletes their own account, confirming with their password (a social-only account
   * with its e-mail). Accounts a module keeps (commerce: orders are accounting records) are
   * deactivated by the academy instead. The modules erase their files first, then the row goes
   * and every row hanging from it with it (cascade), sessions included.
   */
  deleteAccount(userId: number, password: string): Promise<void>;
  /** Ends every session of the user (all refresh-token families); pass `tx` to do it in the caller's transaction. */
  revokeAllSessions(userId: number, tx?: Tx): Promise<void>;
}

export function createAuthService({ db, signer, refreshTtlDays, events, accountChanges }: AuthDeps): AuthService {
  const sessions = createUserCache<{ user: repo.UserRow; sessionLive: boolean }>(accountChanges ?? undefined);
  const erasers: AccountEraser[] = [];
  const keepers: AccountKeeper[] = [];
  async function issueSession(user: repo.UserRow, familyId: string = randomUUID()): Promise<TokenResponse> {
    const dto = toUserDto(user);
    const refresh = newRefreshToken();
    await repo.insertRefreshToken(db, {
      userId: user.id,
      familyId,
      tokenHash: hashRefreshToken(refresh),
      expiresAt: new Date(Date.now() + refreshTtlDays * 86_400_000),
    });
    const access = await signer.signAccess({ userId: user.id, role: dto.role, sid: familyId, ver: user.tokenVersion });
    return { access, refresh, user: dto };
  }

  function assertCanSignIn(user: repo.UserRow) {
    if (!user.role) throw new AppError("invalid_user");
    if (!user.isActive) throw new AppError("account_disabled");
  }

  return {
    issueSession,

    async register(input: RegisterRequest): Promise<TokenResponse> {
      const fields: Record<string, string> = {};
      if (input.country_id && !(await repo.countryExists(db, input.country_id))) {
        fields.country_id = "El país seleccionado no existe.";
      }
      if (input.instrument_id && !(await repo.instrumentExists(db, input.instrument_id))) {
        fields.instrument_id = "El instrumento seleccionado no existe.";
      }
      if (Object.keys(fields).length > 0) throw new AppError("validation_error", Object.values(fields), fields);
      const user = await repo.insertUser(db, {
        email: input.email,
        passwordHash: await hashPassword(input.password),
        firstName: input.first_name,
        lastName: input.last_name,
        role: "student",
        countryId: input.country_id ?? null,
        instrumentId: input.instrument_id ?? null,
        // Registering signs the student in: it is their first "último ingreso".
        lastLoginAt: new Date(),
      });
      if (!user) throw new AppError("email_taken", undefined, { email: ERROR_CODES.email_taken.message });
      // The insert has committed: reactions never see an account that does not exist.
      await events?.emit("user.registered", { userId: user.id, email: user.email, firstName: user.firstName, emailVerified: false, at: user.createdAt });
      return issueSession(user);
    },

    async login({ email, password }: TokenRequest): Promise<TokenResponse> {
      const user = await repo.findUserByEmail(db, email);
      const valid = await verifyPassword(user?.passwordHash, password);
      if (!user || !valid) throw new AppError("invalid_credentials");
      assertCanSignIn(user);
      await repo.touchLastLogin(db, user.id);
      return issueSession(user);
    },

    async refresh(token: string): Promise<TokenResponse> {
      const tokenHash = hashRefreshToken(token);
      const outcome = await db.transaction(async (tx) => {
        const row = await repo.findRefreshTokenForUpdate(tx, tokenHash);
        if (!row) return { kind: "unknown" as const };
        if (row.revokedAt) {
          await repo.revokeFamily(tx, row.familyId);
          return { kind: "reused" as const };
        }
        if (row.expiresAt.getTime() <= Date.now()) return { kind: "expired" as const };
        const user = await repo.findUserById(tx, row.userId);
        if (!user || !user.role || !user.isActive) {
          await repo.revokeFamily(tx, row.familyId);
          return { kind: "user" as const, user };
        }
        await repo.markRotated(tx, row.id);
        const refresh = newRefreshToken();
        await repo.insertRefreshToken(tx, {
          userId: user.id,
          familyId: row.familyId,
          tokenHash: hashRefreshToken(refresh),
          expiresAt: new Date(Date.now() + refreshTtlDays * 86_400_000),
        });
        return { kind: "ok" as const, user, refresh, familyId: row.familyId };
      });
      // Thrown after commit, so the family revocation above is kept.
      if (outcome.kind === "user") {
        if (outcome.user && !outcome.user.isActive) throw new AppError("account_disabled");
        throw new AppError("invalid_user");
      }
      if (outcome.kind !== "ok") throw new AppError("invalid_token");
      const dto = toUserDto(outcome.user);
      const access = await signer.signAccess({ userId: outcome.user.id, role: dto.role, sid: outcome.familyId, ver: outcome.user.tokenVersion });
      return { access, refresh: outcome.refresh, user: dto };
    },

    async logout(token: string): Promise<void> {
      const row = await repo.findRefreshToken(db, hashRefreshToken(token));
      if (row) await repo.revokeFamily(db, row.familyId);
    },

    async currentUser(userId: number): Promise<repo.UserRow | undefined> {
      return repo.findUserById(db, userId);
    },

    async userOfAccessToken(claims: AccessClaims): Promise<{ user: repo.UserRow; current: boolean } | undefined> {
      const found = await sessions.get(
        claims.userId,
        claims.sid,
        () => repo.findSessionUser(db, claims.userId, claims.sid),
        ({ user, sessionLive }) => sessionLive && user.isActive && user.role !== null,
      );
      if (!found) return undefined;
      return { user: found.user, current: found.sessionLive && found.user.tokenVersion === claims.ver };
    },

    rememberedUserOfAccessToken(claims: AccessClaims): { user: repo.UserRow; current: boolean } | undefined {
      const found = sessions.peek(claims.userId, claims.sid);
      return found && { user: found.user, current: found.sessionLive && found.user.tokenVersion === claims.ver };
    },

    close(): void {
      sessions.close();
    },

    async accountsOf(ids: number[]): Promise<Map<number, AccountName>> {
      const rows = await repo.accountsOf(db, [...new Set(ids)]);
      return new Map(rows.map((row) => [row.id, row]));
    },

    async emailsOf(ids: number[]): Promise<Map<number, string>> {
      const rows = await repo.accountsOf(db, [...new Set(ids)]);
      return new Map(rows.map((row) => [row.id, row.email]));
    },

    accountIdsMatching: (words: string[]) => repo.accountIdsMatching(db, words),

    onAccountDeletion(eraser: AccountEraser): void {
      erasers.push(eraser);
    },

    keepAccountWhen(keeper: AccountKeeper): void {
      keepers.push(keeper);
    },

    async deleteAccount(userId: number, password: string): Promise<void> {
      const user = await repo.findUserById(db, userId);
      if (!user) throw new AppError("not_authenticated");
      if (user.role === "admin") throw new AppError("permission_denied", "Una cuenta de administrador no se elimina desde aquí.");
      const confirmed = user.passwordHash ? await verifyPassword(user.passwordHash, password) : password.trim().toLowerCase() === user.email.toLowerCase();
      if (!confirmed) {
        const message = user.passwordHash ? "La contraseña no es correcta." : "Escribe tu correo para confirmar.";
        // Said at the form's field (the web's «Eliminar mi cuenta»), not only as a toast.
        throw new AppError("validation_error", message, { password: message });
      }
      for (const keep of keepers) {
        const reason = await keep(userId);
        if (reason) throw new AppError("conflict", reason);
      }
      for (const erase of erasers) await erase(userId);
      await repo.deleteUser(db, userId);
    },

    async revokeAllSessions(userId: number, tx?: Tx): Promise<void> {
      await repo.revokeAllForUser(tx ?? db, userId);
    },
  };
}
