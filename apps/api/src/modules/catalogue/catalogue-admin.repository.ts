import { and, asc, count, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database, Tx } from "@fz/db/client";
import { accessGrants, courses, exercises, instruments, levels, orderItems, themes, videos } from "@fz/db/schema";
import { foldedContains as matches } from "../../lib/fold-sql";
import { type OrderedChildren, maxPosition as maxChildPosition, orderedIds as orderedChildIds, rewritePositions as rewriteChildPositions } from "../../lib/positions-sql";
import type { CourseRow, LevelRow, VideoRow } from "./catalogue.repository";

/*
 * The catalogue as administrators edit it: every row, published or not. Writes happen in the
 * admin services' transactions, under a lock of the parent row when positions move. Tutorials
 * are listed and read through catalogue.repository (`publishedOnly: false`).
 */

type Executor = Database | Tx;

// Courses ----------------------------------------------------------------------------------

const courseColumns = {
  course: courses,
  levelsCount: sql<number>`(select count(*) from ${levels} where ${levels.courseId} = "courses"."id")`.mapWith(Number),
};

export async function listCourses(db: Executor, q: string | undefined, limit: number, offset: number) {
  const where = matches(courses.title, q);
  const [rows, [total]] = await Promise.all([
    db.select(courseColumns).from(courses).where(where).orderBy(asc(courses.position), asc(courses.id)).limit(limit).offset(offset),
    db.select({ value: count() }).from(courses).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export type CourseListRow = Awaited<ReturnType<typeof listCourses>>["rows"][number];

export async function findCourse(db: Executor, id: number): Promise<CourseListRow | undefined> {
  const [row] = await db.select(courseColumns).from(courses).where(eq(courses.id, id));
  return row;
}

export async function lockCourse(tx: Tx, id: number): Promise<CourseRow | undefined> {
  const [row] = await tx.select().from(courses).where(eq(courses.id, id)).for("update");
  return row;
}

export async function insertCourse(tx: Tx, values: typeof courses.$inferInsert): Promise<CourseRow> {
  const [row] = await tx.insert(courses).values(values).returning();
  return row!;
}

export async function updateCourse(tx: Tx, id: number, values: Partial<typeof courses.$inferInsert>): Promise<void> {
  if (Object.keys(values).length > 0) await tx.update(courses).set(values).where(eq(courses.id, id));
}

export async function deleteCourse(tx: Tx, id: number): Promise<void> {
  await tx.delete(courses).where(eq(courses.id, id));
}

export async function instrumentExists(db: Executor, id: number): Promise<boolean> {
  const rows = await db.select({ id: instruments.id }).from(instruments).where(eq(instruments.id, id));
  return rows.length > 0;
}

export async function nextCoursePosition(tx: Tx): Promise<number> {
  const [row] = await tx.select({ value: sql<number>`coalesce(max(${courses.position}), 0) + 1`.mapWith(Number) }).from(courses);
  return row?.value ?? 1;
}

// Levels -----------------------------------------------------------------------------------

const levelColumns = {
  level: levels,
  course: { id: courses.id, slug: courses.slug, title: courses.title },
  topicsCount: sql<number>`(select count(*) from ${themes} where ${themes.levelId} = ${levels.id})`.mapWith(Number),
  exercisesCount: sql<number>`(select count(*) from ${exercises} where ${exercises.levelId} = ${levels.id})`.mapWith(Number),
};

export async function listLevels(db: Executor, filter: { courseId?: number; q?: string }, limit: number, offset: number) {
  const where = and(filter.courseId !== undefined ? eq(levels.courseId, filter.courseId) : undefined, matches(levels.title, filter.q));
  const [rows, [total]] = await Promise.all([
    db
      .select(levelColumns)
      .from(levels)
      .innerJoin(courses, eq(courses.id, levels.courseId))
      .where(where)
      .orderBy(asc(courses.position), asc(courses.id), asc(levels.position))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(levels).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export type LevelListRow = Awaited<ReturnType<typeof listLevels>>["rows"][number];

export async function findLevel(db: Executor, id: number): Promise<LevelListRow | undefined> {
  const [row] = await db.select(levelColumns).from(levels).innerJoin(courses, eq(courses.id, levels.courseId)).where(eq(levels.id, id));
  return row;
}

/** Locks the level: its topics' and exercises' positions change only under this lock. */
export async function lockLevel(tx: Tx, id: number): Promise<LevelRow | undefined> {
  const [row] = await tx.select().from(levels).where(eq(levels.id, id)).for("update");
  return row;
}

export async function insertLevel(tx: Tx, values: typeof levels.$inferInsert): Promise<LevelRow> {
  const [row] = await tx.insert(levels).values(values).returning();
  return row!;
}

export async function updateLevel(tx: Tx, id: number, values: Partial<typeof levels.$inferInsert>): Promise<void> {
  if (Object.keys(values).length > 0) await tx.update(levels).set(values).where(eq(levels.id, id));
}

export async function deleteLevel(tx: Tx, id: number): Promise<void> {
  await tx.delete(levels).where(eq(levels.id, id));
}

const ORDERED: Record<"levels" | "themes", OrderedChildren> = {
  levels: { table: levels, id: levels.id, position: levels.position, parent: levels.courseId, tableName: "levels", parentColumnName: "course_id" },
  themes: { table: themes, id: themes.id, position: themes.position, parent: themes.levelId, tableName: "themes", parentColumnName: "level_id" },
};

/** Ids of a course's levels or a level's topics, in their current order. */
export const orderedIds = (db: Executor, table: "levels" | "themes", parentId: number) => orderedChildIds(db, ORDERED[table], parentId);

/** The highest position among a parent's levels or topics (0 when none). */
export const maxPosition = (tx: Tx, table: "levels" | "themes", parentId: number) => maxChildPosition(tx, ORDERED[table], parentId);

/** Positions 1..n in `ids` order (the caller holds the parent's lock). */
export const rewritePositions = (tx: Tx, table: "levels" | "themes", parentId: number, ids: number[]) => rewriteChildPositions(tx, ORDERED[table], parentId, ids);

/** Topic ids of several levels, each list in order (for their `version`). */
export async function topicIdsByLevel(db: Executor, levelIds: number[]): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>(levelIds.map((id) => [id, []]));
  if (levelIds.length === 0) return result;
  const rows = await db
    .select({ id: themes.id, levelId: themes.levelId })
    .from(themes)
    .where(inArray(themes.levelId, levelIds))
    .orderBy(asc(themes.levelId), asc(themes.position), asc(themes.id));
  for (const row of rows) result.get(row.levelId)?.push(row.id);
  return result;
}

/** What keeps a level or tutorial from being deleted: students' access or orders that name it. */
export async function referencesOf(db: Executor, scope: "level" | "video" | "course", id: number) {
  const kind = scope === "level" ? "level" : scope === "video" ? "tutorial" : "purchase_all";
  const [[grants], [items]] = await Promise.all([
    db.select({ value: count() }).from(accessGrants).where(and(eq(accessGrants.scope, scope), eq(accessGrants.targetId, id))),
    db.select({ value: count() }).from(orderItems).where(and(eq(orderItems.kind, kind), eq(orderItems.targetId, id))),
  ]);
  return { grants: grants?.value ?? 0, orderItems: items?.value ?? 0 };
}

export async function slugTaken(db: Executor, table: "courses" | "levels" | "videos", slug: string, exceptId?: number): Promise<boolean> {
  const t = table === "courses" ? courses : table === "levels" ? levels : videos;
  const rows = await db
    .select({ id: t.id })
    .from(t as typeof courses)
    .where(and(eq(t.slug, slug), exceptId !== undefined ? ne(t.id, exceptId) : undefined))
    .limit(1);
  return rows.length > 0;
}

// Tutorials (videos) -----------------------------------------------------------------------

export async function lockVideo(tx: Tx, id: number): Promise<VideoRow | undefined> {
  const [row] = await tx.select().from(videos).where(eq(videos.id, id)).for("update");
  return row;
}

export async function insertVideo(tx: Tx, values: typeof videos.$inferInsert): Promise<VideoRow> {
  const [row] = await tx.insert(videos).values(values).returning();
  return row!;
}

export async function updateVideo(tx: Tx, id: number, values: Partial<typeof videos.$inferInsert>): Promise<void> {
  if (Object.keys(values).length > 0) await tx.update(videos).set(values).where(eq(videos.id, id));
}

export async function deleteVideo(tx: Tx, id: number): Promise<void> {
  await tx.delete(videos).where(eq(videos.id, id));
}

export async function nextVideoPosition(tx: Tx): Promise<number> {
  const [row] = await tx.select({ value: sql<number>`coalesce(max(${videos.position}), 0) + 1`.mapWith(Number) }).from(videos);
  return row?.value ?? 1;
}

export async function courseSlugOf(db: Executor, courseId: number | null): Promise<string | null> {
  if (courseId === null) return null;
  const [row] = await db.select({ slug: courses.slug }).from(courses).where(eq(courses.id, courseId));
  return row?.slug ?? null;
}
