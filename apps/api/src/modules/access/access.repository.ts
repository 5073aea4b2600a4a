import { type SQL, and, asc, eq, gt, gte, isNull, lt, lte, max, sql } from "drizzle-orm";
import type { Database, Tx } from "@fz/db/client";
import { accessGrants, courses, levels, users, videos } from "@fz/db/schema";

export type GrantRow = typeof accessGrants.$inferSelect;
export type NewGrantRow = typeof accessGrants.$inferInsert;
export type AccessScope = GrantRow["scope"];
type Executor = Database | Tx;

/**
 * Locks the user's row for the rest of the transaction: two grants for the same student
 * (a webhook delivered twice, a double click on "redeem") then chain instead of overlapping.
 */
export async function lockUser(tx: Tx, userId: number): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  return rows.length > 0;
}

export async function targetExists(db: Executor, scope: AccessScope, targetId: number): Promise<boolean> {
  const table = scope === "course" ? courses : scope === "level" ? levels : videos;
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, targetId));
  return rows.length > 0;
}

const sameTarget = (userId: number, scope: AccessScope, targetId: number | null) =>
  and(
    eq(accessGrants.userId, userId),
    eq(accessGrants.scope, scope),
    targetId === null ? isNull(accessGrants.targetId) : eq(accessGrants.targetId, targetId),
  );

/** The end of the last window (current or queued) for the same target, if it is still open. */
export async function latestEnd(
  db: Executor,
  userId: number,
  scope: AccessScope,
  targetId: number | null,
  now: Date,
): Promise<Date | null> {
  const [row] = await db
    .select({ value: max(accessGrants.endsAt) })
    .from(accessGrants)
    .where(and(sameTarget(userId, scope, targetId), gt(accessGrants.endsAt, now)));
  return row?.value ?? null;
}

export async function insertGrant(db: Executor, values: NewGrantRow): Promise<GrantRow> {
  const [row] = await db.insert(accessGrants).values(values).returning();
  return row!;
}

/** Grants whose window has not ended yet (current ones and renewals queued after them). */
export async function openGrants(db: Executor, userId: number, now: Date): Promise<GrantRow[]> {
  return db
    .select()
    .from(accessGrants)
    .where(and(eq(accessGrants.userId, userId), gt(accessGrants.endsAt, now)))
    .orderBy(asc(accessGrants.startsAt), asc(accessGrants.id));
}

export async function currentGrants(db: Executor, userId: number, now: Date): Promise<GrantRow[]> {
  return db
    .select()
    .from(accessGrants)
    .where(and(eq(accessGrants.userId, userId), lte(accessGrants.startsAt, now), gt(accessGrants.endsAt, now)))
    .orderBy(asc(accessGrants.endsAt), asc(accessGrants.id));
}

export async function levelCourseId(db: Executor, levelId: number): Promise<number | undefined> {
  const [row] = await db.select({ courseId: levels.courseId }).from(levels).where(eq(levels.id, levelId));
  return row?.courseId;
}

/** Every grant of a user (past ones included), newest first. */
export async function grantsOfUser(db: Executor, userId: number): Promise<GrantRow[]> {
  return db
    .select()
    .from(accessGrants)
    .where(eq(accessGrants.userId, userId))
    .orderBy(sql`${accessGrants.startsAt} desc`, sql`${accessGrants.id} desc`);
}

/**
 * Ends the grants created under `reference` (a refunded order): a current window closes now,
 * a queued renewal that has not started is removed (a window cannot end before it starts).
 */
/** Ends one grant of a user now (a window not yet started is removed); undefined when it is not theirs or already over. */
export async function closeGrant(tx: Tx, userId: number, grantId: number, now: Date): Promise<typeof accessGrants.$inferSelect | undefined> {
  const [ended] = await tx
    .update(accessGrants)
    .set({ endsAt: now })
    .where(and(eq(accessGrants.id, grantId), eq(accessGrants.userId, userId), lt(accessGrants.startsAt, now), gt(accessGrants.endsAt, now)))
    .returning();
  if (ended) return ended;
  const [removed] = await tx
    .delete(accessGrants)
    .where(and(eq(accessGrants.id, grantId), eq(accessGrants.userId, userId), gte(accessGrants.startsAt, now)))
    .returning();
  return removed;
}

export async function closeGrantsByReference(tx: Tx, reference: string, now: Date): Promise<number> {
  const ended = await tx
    .update(accessGrants)
    .set({ endsAt: now })
    .where(and(eq(accessGrants.reference, reference), lt(accessGrants.startsAt, now), gt(accessGrants.endsAt, now)))
    .returning({ id: accessGrants.id });
  const removed = await tx
    .delete(accessGrants)
    .where(and(eq(accessGrants.reference, reference), gte(accessGrants.startsAt, now)))
    .returning({ id: accessGrants.id });
  return ended.length + removed.length;
}

/** The grants an order (or any reference) created, oldest first. */
export async function grantsByReference(db: Executor, reference: string): Promise<GrantRow[]> {
  return db.select().from(accessGrants).where(eq(accessGrants.reference, reference)).orderBy(asc(accessGrants.startsAt), asc(accessGrants.id)).limit(200);
}

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * The grants open at `now` of the row `"users"."id"` of the statement this is put in
 * (the back office's list of students). Hand-qualified: drizzle leaves columns unqualified in a
 * one-table select (the count).
 */
const openGrantsOfUserRow = (now: Date) =>
  sql`from ${accessGrants} g where g.user_id = "users"."id" and g.starts_at <= ${ts(now)} and g.ends_at > ${ts(now)}`;

/** SQL about the row of `users` a statement of another module reads (a filter or a column). */
export type UserRowSql = SQL;

/** A filter on users: a semi-join, where reading the grants is the right plan. */
export const userRowHasAccess = (now: Date): UserRowSql => sql`exists (select 1 ${openGrantsOfUserRow(now)})`;

/**
 * The same question as a column of a page of users. Written as `exists`, PostgreSQL prices it
 * for every row the ordering could return (100,000), not the page's twenty, and answers it with
 * a hashed subplan that reads every grant first: 14 of the 15 ms of a list at 100k students and
 * 20k grants. A scalar subquery with `limit 1` cannot be hashed: it probes the grants' index
 * (user_id, …) once per row of the page (0.4 ms).
 */
export const userRowHasAccessColumn = (now: Date): UserRowSql => sql`coalesce((select true ${openGrantsOfUserRow(now)} limit 1), false)`;
