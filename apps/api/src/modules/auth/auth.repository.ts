import { and, eq, inArray, isNull, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Database, Tx } from "@fz/db/client";
import { countries, instruments, refreshTokens, users } from "@fz/db/schema";
import { escapeLike, foldText } from "../../lib/fold-sql";
import { preparedPerDb } from "../../lib/prepared";

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

type Executor = Database | Tx;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/**
 * The user behind an access token and whether its session still stands, in one query: the
 * family must still hold a refresh token that was neither rotated out nor revoked.
 */
const sessionUserStatement = preparedPerDb((db) => {
  const live = db
    .select({ one: sql`1` })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, sql.placeholder("familyId")), eq(refreshTokens.userId, users.id), isNull(refreshTokens.revokedAt)));
  return db
    .select({ user: users, sessionLive: sql<boolean>`exists(${live})` })
    .from(users)
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare("auth_session_user");
});

// Every authenticated request runs it: prepared once per database handle (lib/prepared.ts).
export async function findSessionUser(
  db: Database,
  userId: number,
  familyId: string,
): Promise<{ user: UserRow; sessionLive: boolean } | undefined> {
  const [row] = await sessionUserStatement(db).execute({ userId, familyId });
  return row;
}

/** Inserts the user; returns undefined when the e-mail is already taken (race-safe). */
export async function insertUser(db: Executor, values: NewUserRow): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  return row;
}

export async function touchLastLogin(db: Executor, id: number): Promise<void> {
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, id));
}

export async function countryExists(db: Executor, id: number): Promise<boolean> {
  const rows = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id));
  return rows.length > 0;
}

export async function instrumentExists(db: Executor, id: number): Promise<boolean> {
  const rows = await db.select({ id: instruments.id }).from(instruments).where(eq(instruments.id, id));
  return rows.length > 0;
}

export async function insertRefreshToken(
  db: Executor,
  values: { userId: number; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/** Locks the row so two refreshes of the same token cannot both rotate it. */
export async function findRefreshTokenForUpdate(tx: Tx, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).for("update");
  return row;
}

export async function findRefreshToken(db: Executor, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

export async function markRotated(db: Executor, id: number): Promise<void> {
  const now = new Date();
  await db.update(refreshTokens).set({ rotatedAt: now, revokedAt: now }).where(eq(refreshTokens.id, id));
}

export async function revokeFamily(db: Executor, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllForUser(db: Executor, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Name and e-mail of these accounts (what other modules show of a user), by id. */
export async function accountsOf(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, ids));
}

/** The folded names and e-mail (a stored column with a trigram index) matching every word. */
export function searchWords(words: string[]): SQL[] {
  return words.map((word) => sql`${users.searchText} like ${`%${escapeLike(foldText(word))}%`}`);
}

/**
 * The ids of the accounts whose names or e-mail hold every word, as a subquery another
 * module's statement filters by (`user_id in (…)`): the search stays on the trigram index.
 */
/** A subquery of account ids, for another module's statement (`inArray(column, subquery)`). */
export type AccountIdsSubquery = SQLWrapper;

export function accountIdsMatching(db: Executor, words: string[]): AccountIdsSubquery {
  return db.select({ id: users.id }).from(users).where(and(...searchWords(words)));
}

/** Deletes the account; its sessions, progress, cart, takes… go with it (ON DELETE CASCADE). */
export async function deleteUser(db: Executor, userId: number): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}
