import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { Database, Tx } from "@fz/db/client";
import { registrationLogs, socialIdentities, users } from "@fz/db/schema";
import type { UserRow } from "./auth.repository";

export type RegistrationLogRow = typeof registrationLogs.$inferSelect;
type Executor = Database | Tx;

/** The user an identity (provider, subject) is linked to. */
export async function findUserByIdentity(db: Executor, provider: string, subject: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(socialIdentities)
    .innerJoin(users, eq(users.id, socialIdentities.userId))
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)));
  return row?.user;
}

/**
 * The user holding another provider's identity with the same issuer subject: the hosted
 * service already linked both providers to one account, after the person proved both.
 */
export async function findUserBySubject(db: Executor, subject: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(socialIdentities)
    .innerJoin(users, eq(users.id, socialIdentities.userId))
    .where(eq(socialIdentities.subject, subject))
    .limit(1);
  return row?.user;
}

/** Links the identity; false when it is already linked (a concurrent sign-in won). */
export async function insertIdentity(
  db: Executor,
  values: { userId: number; provider: string; subject: string; email: string | null },
): Promise<boolean> {
  const rows = await db
    .insert(socialIdentities)
    .values(values)
    .onConflictDoNothing({ target: [socialIdentities.provider, socialIdentities.subject] })
    .returning({ id: socialIdentities.id });
  return rows.length > 0;
}

/**
 * Writes a log entry. A second success entry for the same user hits the partial unique
 * index and is skipped (undefined), which makes the web's call after a new sign-up idempotent.
 */
export async function insertRegistrationLog(
  db: Executor,
  values: typeof registrationLogs.$inferInsert,
): Promise<RegistrationLogRow | undefined> {
  const [row] = await db.insert(registrationLogs).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findSuccessLog(db: Executor, userId: number): Promise<RegistrationLogRow | undefined> {
  const [row] = await db
    .select()
    .from(registrationLogs)
    .where(and(eq(registrationLogs.userId, userId), eq(registrationLogs.isFailed, false)));
  return row;
}

export async function listRegistrationLogs(
  db: Executor,
  filter: { isFailed?: boolean; provider?: string },
  limit: number,
  offset: number,
): Promise<{ total: number; items: RegistrationLogRow[] }> {
  const conditions: SQL[] = [];
  if (filter.isFailed !== undefined) conditions.push(eq(registrationLogs.isFailed, filter.isFailed));
  if (filter.provider !== undefined) conditions.push(eq(registrationLogs.provider, filter.provider));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [totals] = await db.select({ total: count() }).from(registrationLogs).where(where);
  const items = await db
    .select()
    .from(registrationLogs)
    .where(where)
    .orderBy(desc(registrationLogs.createdAt), desc(registrationLogs.id))
    .limit(limit)
    .offset(offset);
  return { total: totals?.total ?? 0, items };
}
