import { type AnyColumn, and, asc, count, eq, gt, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Database, Tx } from "@fz/db/client";
import { foldSql } from "../../lib/fold-sql";
import { keysetSql } from "../../lib/keyset-sql";
import { type KeysetKind, type ListWindow, settleWindow } from "../../lib/pagination";
import { userCounts, users } from "@fz/db/schema";
import { searchWords } from "./auth.repository";

/*
 * The admin's view of accounts. Whether a student has an access open is the access module's
 * SQL, given by its service; countries, instruments, grants and progress are read through
 * their modules' services.
 */

type Executor = Database | Tx;
export type UserRow = typeof users.$inferSelect;

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The access module's SQL on a row of `users` at one instant: has an access open, as a filter and as a column. */
export interface AccessSql {
  has: SQL;
  column: SQL;
}

export interface StudentFilter {
  words?: string[];
  countryId?: number;
  instrumentId?: number;
  hasAccess?: boolean;
  /** Inclusive. */
  from?: Date;
  /** Exclusive. */
  to?: Date;
  active?: boolean;
  role?: "student" | "admin" | "teacher";
}

/** Exactly the expression of the index users_name_order_idx. */
const sortableName = foldSql(sql`"users"."first_name" || ' ' || "users"."last_name"`);

function filterWhere(filter: StudentFilter, access: AccessSql): SQL | undefined {
  const conditions: SQL[] = [];
  conditions.push(...searchWords(filter.words ?? []));
  if (filter.role) conditions.push(eq(users.role, filter.role));
  if (filter.countryId !== undefined) conditions.push(eq(users.countryId, filter.countryId));
  if (filter.instrumentId !== undefined) conditions.push(eq(users.instrumentId, filter.instrumentId));
  if (filter.hasAccess !== undefined) conditions.push(filter.hasAccess ? access.has : sql`not ${access.has}`);
  if (filter.from) conditions.push(sql`"users"."created_at" >= ${ts(filter.from)}`);
  if (filter.to) conditions.push(sql`"users"."created_at" < ${ts(filter.to)}`);
  if (filter.active !== undefined) conditions.push(eq(users.isActive, filter.active));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const columns = (access: AccessSql) => ({
  user: {
    id: users.id,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
    role: users.role,
    pointsBalance: users.pointsBalance,
    isActive: users.isActive,
    emailVerifiedAt: users.emailVerifiedAt,
    createdAt: users.createdAt,
    lastLoginAt: users.lastLoginAt,
    countryId: users.countryId,
    instrumentId: users.instrumentId,
  },
  hasActiveAccess: sql<boolean>`${access.column}`.mapWith(Boolean),
});

function selectStudents(db: Executor, access: AccessSql, sortKey: SQL<string> = sql<string>`''`) {
  return db
    .select({ ...columns(access), sortKey })
    .from(users);
}

type SelectedStudent = Awaited<ReturnType<ReturnType<typeof selectStudents>["execute"]>>[number];
export type StudentListRow = Omit<SelectedStudent, "sortKey">;

const withPlace = (rows: SelectedStudent[]) => rows.map(({ sortKey, ...row }) => ({ ...row, keyset: { key: sortKey, id: row.user.id } }));

export type StudentOrdering = "name" | "email" | "created_at" | "last_login_at";

/** The orderings a cursor can follow, and their sort values (each has an index on (value, id)). */
const KEYSET_ORDERINGS = {
  name: { value: sortableName, kind: "text" },
  email: { value: users.email, kind: "text" },
  created_at: { value: users.createdAt, kind: "timestamp" },
} as const satisfies Partial<Record<StudentOrdering, { value: SQL | AnyColumn; kind: KeysetKind }>>;

/** What a cursor of this ordering carries; null: numbered pages only (last sign-in has nulls). */
export function keysetKindOf(field: StudentOrdering): KeysetKind | null {
  return field === "last_login_at" ? null : KEYSET_ORDERINGS[field].kind;
}

/**
 * The exact number of accounts a filter on role and activity alone selects, from the counters
 * the users_count trigger keeps (user_counts); null when the filter asks anything else, whose
 * rows must be counted.
 */
function countFromCounters(db: Executor, filter: StudentFilter): Promise<number> | null {
  const narrowed =
    (filter.words?.length ?? 0) > 0 ||
    filter.countryId !== undefined ||
    filter.instrumentId !== undefined ||
    filter.hasAccess !== undefined ||
    filter.from !== undefined ||
    filter.to !== undefined;
  if (narrowed) return null;
  const conditions: SQL[] = [];
  if (filter.role) conditions.push(eq(userCounts.role, filter.role));
  if (filter.active !== undefined) conditions.push(eq(userCounts.isActive, filter.active));
  return db
    .select({ value: sql<number>`coalesce(sum(${userCounts.n}), 0)`.mapWith(Number) })
    .from(userCounts)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .then(([row]) => row?.value ?? 0);
}

function countStudents(db: Executor, filter: StudentFilter, where: SQL | undefined): Promise<number> {
  return (
    countFromCounters(db, filter) ??
    db
      .select({ value: count() })
      .from(users)
      .where(where)
      .then(([row]) => row?.value ?? 0)
  );
}

export async function listStudents(
  db: Executor,
  filter: StudentFilter,
  ordering: { field: StudentOrdering; descending: boolean },
  window: ListWindow,
  access: AccessSql,
) {
  const where = filterWhere(filter, access);
  let orderBy: SQL[];
  let sortKey: SQL<string> | undefined;
  let windowWhere: SQL | undefined;
  let limit: number;
  let offset: number;
  if (ordering.field === "last_login_at") {
    // Index users_last_login_idx serves the newest-first order; numbered pages only.
    const dir = ordering.descending ? sql`desc` : sql`asc`;
    orderBy = [sql`"users"."last_login_at" ${dir} nulls last`, sql`"users"."id" ${dir}`];
    limit = window.limit + 1;
    offset = window.offset;
  } else {
    const { value, kind } = KEYSET_ORDERINGS[ordering.field];
    const keyset = keysetSql(value, users.id, kind, ordering.descending, window);
    ({ orderBy, where: windowWhere, limit, offset } = keyset);
    sortKey = keyset.key;
  }
  const matching = and(where, windowWhere);
  // A numbered page deep in the list walks the ordering's index past `offset` rows taking only
  // their ids, then joins and decorates the page's own rows (a "deferred join"): page 2,000 of
  // 100,000 went from 23 to 9 ms in the database.
  const page =
    offset === 0
      ? selectStudents(db, access, sortKey).where(matching).orderBy(...orderBy).limit(limit)
      : selectStudents(db, access, sortKey)
          .where(
            inArray(
              users.id,
              db
                .select({ id: users.id })
                .from(users)
                .where(matching)
                .orderBy(...orderBy)
                .limit(limit)
                .offset(offset),
            ),
          )
          .orderBy(...orderBy);
  const [rows, total] = await Promise.all([page, countStudents(db, filter, where)]);
  return { ...settleWindow(withPlace(rows), window), total };
}

/**
 * One batch of the export: the matching students with afterId < id <= upToId, in id order.
 * A window of ids rather than `LIMIT n`: with a selective-looking filter (a search) PostgreSQL
 * would otherwise scan and sort the whole table for every batch; an id range always walks
 * the primary key, so the whole export is one pass over the table.
 */
export async function exportBatch(db: Executor, filter: StudentFilter, afterId: number, upToId: number, access: AccessSql) {
  return selectStudents(db, access)
    .where(and(filterWhere(filter, access), gt(users.id, afterId), lte(users.id, upToId)))
    .orderBy(asc(users.id));
}

/** The highest user id now: the export stops there (accounts created meanwhile are left out). */
export async function maxUserId(db: Executor): Promise<number> {
  const [row] = await db.select({ value: sql<number>`coalesce(max(${users.id}), 0)`.mapWith(Number) }).from(users);
  return row?.value ?? 0;
}

export async function findStudent(db: Executor, id: number, access: AccessSql): Promise<StudentListRow | undefined> {
  const [row] = await selectStudents(db, access).where(eq(users.id, id));
  return row;
}

/** Locks the account for the rest of the transaction (two admins toggling it run one after the other). */
export async function lockUser(tx: Tx, id: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for("update");
  return row;
}

export async function setActive(tx: Tx, id: number, active: boolean): Promise<void> {
  await tx.update(users).set({ isActive: active, updatedAt: new Date() }).where(eq(users.id, id));
}
