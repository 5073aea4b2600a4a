import { type AnyColumn, and, asc, count, desc, eq, gt, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Database, Tx } from "@fz/db/client";
import { accessGrants, countries, courses, instruments, levels, topicProgress, users, videos } from "@fz/db/schema";

/*
 * The admin's view of accounts. Reads other domains' tables (grants, progress, catalogue)
 * read-only, for filters and reports; every change to them goes through their services.
 */

type Executor = Database | Tx;
export type UserRow = typeof users.$inferSelect;

/** Accented letters (both cases: lower() ignores them under the C locale) and their plain forms. */
export const FOLD_FROM = "áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ";
export const FOLD_TO = "aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc";

/** Lower case without accents, in SQL (PGlite has no unaccent extension loaded). */
export const foldSql = (expr: SQL) => sql`translate(lower(${expr}), ${FOLD_FROM}, ${FOLD_TO})`;

/** The same folding in JavaScript, for the search terms. */
export function foldText(value: string): string {
  let out = "";
  for (const char of value.toLowerCase()) {
    const index = FOLD_FROM.indexOf(char);
    out += index >= 0 ? FOLD_TO[index] : char;
  }
  return out;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

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
  role?: "student" | "admin";
}

/** Hand-qualified: drizzle leaves columns unqualified in a one-table select (the count). */
const hasActiveAccess = (now: Date) =>
  sql`exists (select 1 from ${accessGrants} g where g.user_id = "users"."id" and g.starts_at <= ${ts(now)} and g.ends_at > ${ts(now)})`;

const searchable = sql`coalesce("users"."first_name", '') || ' ' || coalesce("users"."last_name", '') || ' ' || "users"."email"`;

function filterWhere(filter: StudentFilter, now: Date): SQL | undefined {
  const conditions: SQL[] = [];
  for (const word of filter.words ?? []) {
    conditions.push(sql`${foldSql(searchable)} like ${`%${escapeLike(foldText(word))}%`}`);
  }
  if (filter.role) conditions.push(eq(users.role, filter.role));
  if (filter.countryId !== undefined) conditions.push(eq(users.countryId, filter.countryId));
  if (filter.instrumentId !== undefined) conditions.push(eq(users.instrumentId, filter.instrumentId));
  if (filter.hasAccess !== undefined) conditions.push(filter.hasAccess ? hasActiveAccess(now) : sql`not ${hasActiveAccess(now)}`);
  if (filter.from) conditions.push(sql`"users"."created_at" >= ${ts(filter.from)}`);
  if (filter.to) conditions.push(sql`"users"."created_at" < ${ts(filter.to)}`);
  if (filter.active !== undefined) conditions.push(eq(users.isActive, filter.active));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const columns = (now: Date) => ({
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
  },
  country: { id: countries.id, name: countries.name },
  instrument: { id: instruments.id, name: instruments.name },
  hasActiveAccess: sql<boolean>`${hasActiveAccess(now)}`.mapWith(Boolean),
});

function selectStudents(db: Executor, now: Date) {
  return db
    .select(columns(now))
    .from(users)
    .leftJoin(countries, eq(countries.id, users.countryId))
    .leftJoin(instruments, eq(instruments.id, users.instrumentId));
}

export type StudentListRow = Awaited<ReturnType<ReturnType<typeof selectStudents>["execute"]>>[number];

export type StudentOrdering = "name" | "email" | "created_at" | "last_login_at";

function orderBy(field: StudentOrdering, descending: boolean): SQL[] {
  const dir = (expr: SQL | AnyColumn) => (descending ? desc(expr) : asc(expr));
  switch (field) {
    case "name":
      return [dir(foldSql(sql`"users"."first_name" || ' ' || "users"."last_name"`)), dir(users.id)];
    case "email":
      return [dir(users.email), dir(users.id)];
    case "last_login_at":
      return [sql`"users"."last_login_at" ${descending ? sql`desc` : sql`asc`} nulls last`, dir(users.id)];
    default:
      return [dir(users.createdAt), dir(users.id)];
  }
}

export async function listStudents(
  db: Executor,
  filter: StudentFilter,
  ordering: { field: StudentOrdering; descending: boolean },
  limit: number,
  offset: number,
  now: Date,
) {
  const where = filterWhere(filter, now);
  const [rows, [total]] = await Promise.all([
    selectStudents(db, now)
      .where(where)
      .orderBy(...orderBy(ordering.field, ordering.descending))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/**
 * One batch of the export: the matching students with afterId < id <= upToId, in id order.
 * A window of ids rather than `LIMIT n`: with a selective-looking filter (a search) PostgreSQL
 * would otherwise scan and sort the whole table for every batch; an id range always walks
 * the primary key, so the whole export is one pass over the table.
 */
export async function exportBatch(db: Executor, filter: StudentFilter, afterId: number, upToId: number, now: Date) {
  return selectStudents(db, now)
    .where(and(filterWhere(filter, now), gt(users.id, afterId), lte(users.id, upToId)))
    .orderBy(asc(users.id));
}

/** The highest user id now: the export stops there (accounts created meanwhile are left out). */
export async function maxUserId(db: Executor): Promise<number> {
  const [row] = await db.select({ value: sql<number>`coalesce(max(${users.id}), 0)`.mapWith(Number) }).from(users);
  return row?.value ?? 0;
}

export async function findStudent(db: Executor, id: number, now: Date): Promise<StudentListRow | undefined> {
  const [row] = await selectStudents(db, now).where(eq(users.id, id));
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

/** Levels worth showing in a student's progress: those with progress, plus those a grant opens now or later. */
export async function levelsOfStudent(db: Executor, userId: number, now: Date) {
  const withProgress = db.selectDistinct({ id: topicProgress.levelId }).from(topicProgress).where(eq(topicProgress.userId, userId));
  const granted = db
    .select({ scope: accessGrants.scope, targetId: accessGrants.targetId })
    .from(accessGrants)
    .where(and(eq(accessGrants.userId, userId), gt(accessGrants.endsAt, now)));
  const [progressRows, grantRows] = await Promise.all([withProgress, granted]);
  const levelIds = new Set(progressRows.map((r) => r.id));
  const courseIds = new Set<number>();
  for (const g of grantRows) {
    if (g.scope === "level" && g.targetId !== null) levelIds.add(g.targetId);
    if (g.scope === "course" && g.targetId !== null) courseIds.add(g.targetId);
  }
  const conditions: SQL[] = [];
  if (levelIds.size > 0) conditions.push(inArray(levels.id, [...levelIds]));
  if (courseIds.size > 0) conditions.push(inArray(levels.courseId, [...courseIds]));
  if (conditions.length === 0) return [];
  return db
    .select({ level: { id: levels.id, slug: levels.slug, title: levels.title }, course: { id: courses.id, slug: courses.slug, title: courses.title } })
    .from(levels)
    .innerJoin(courses, eq(courses.id, levels.courseId))
    .where(sql`(${sql.join(conditions, sql` or `)})`)
    .orderBy(asc(courses.position), asc(courses.id), asc(levels.position))
    .limit(200);
}

/** Titles of what grants point at, by scope and id. */
export async function grantTargets(db: Executor, ids: { course: number[]; level: number[]; video: number[] }) {
  const pick = <T extends typeof courses | typeof levels | typeof videos>(table: T, list: number[]) =>
    list.length === 0
      ? Promise.resolve([] as { id: number; slug: string; title: string }[])
      : db.select({ id: table.id, slug: table.slug, title: table.title }).from(table as typeof courses).where(inArray(table.id, list));
  const [courseRows, levelRows, videoRows] = await Promise.all([pick(courses, ids.course), pick(levels, ids.level), pick(videos, ids.video)]);
  return {
    course: new Map(courseRows.map((r) => [r.id, r])),
    level: new Map(levelRows.map((r) => [r.id, r])),
    video: new Map(videoRows.map((r) => [r.id, r])),
  };
}

export async function emailsOf(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.email]));
}
