import { and, asc, count, eq, gt, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Database, Tx } from "@fz/db/client";
import { courses, instruments, levels, themes, videos } from "@fz/db/schema";

type Executor = Database | Tx;
export type CourseRow = typeof courses.$inferSelect;
export type LevelRow = typeof levels.$inferSelect;
export type ThemeRow = typeof themes.$inferSelect;
export type VideoRow = typeof videos.$inferSelect;

/** `42` is an id, anything else a slug. */
export type Key = { id: number } | { slug: string };
export const toKey = (value: string): Key => (/^\d{1,9}$/.test(value) ? { id: Number(value) } : { slug: value });

const courseLevelsCount = sql<number>`(select count(*) from ${levels} where ${levels.courseId} = ${courses.id} and ${levels.isPublished})`.mapWith(Number);
const courseTopicsCount = sql<number>`(select count(*) from ${themes} join ${levels} l2 on l2.id = ${themes.levelId} where l2.course_id = ${courses.id} and l2.is_published)`.mapWith(Number);

const courseColumns = {
  course: courses,
  instrument: { id: instruments.id, slug: instruments.slug, name: instruments.name },
  levelsCount: courseLevelsCount,
  topicsCount: courseTopicsCount,
};

export async function listCourses(db: Executor, limit: number, offset: number) {
  const where = eq(courses.isPublished, true);
  const [rows, [total]] = await Promise.all([
    db
      .select(courseColumns)
      .from(courses)
      .leftJoin(instruments, eq(instruments.id, courses.instrumentId))
      .where(where)
      .orderBy(asc(courses.position), asc(courses.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(courses).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export type CourseListRow = Awaited<ReturnType<typeof listCourses>>["rows"][number];

export async function findCourse(db: Executor, key: Key) {
  const match = "id" in key ? eq(courses.id, key.id) : eq(courses.slug, key.slug);
  const [row] = await db
    .select(courseColumns)
    .from(courses)
    .leftJoin(instruments, eq(instruments.id, courses.instrumentId))
    .where(and(match, eq(courses.isPublished, true)));
  return row;
}

const levelColumns = {
  level: levels,
  course: { id: courses.id, slug: courses.slug, title: courses.title, position: courses.position },
  topicsCount: sql<number>`(select count(*) from ${themes} where ${themes.levelId} = ${levels.id})`.mapWith(Number),
  freeTopicsCount: sql<number>`(select count(*) from ${themes} where ${themes.levelId} = ${levels.id} and ${themes.isFreePreview})`.mapWith(Number),
};

export interface LevelFilter {
  courseId?: number;
  special?: boolean;
}

function levelWhere(filter: LevelFilter): SQL | undefined {
  return and(
    eq(levels.isPublished, true),
    eq(courses.isPublished, true),
    filter.courseId !== undefined ? eq(levels.courseId, filter.courseId) : undefined,
    filter.special ? eq(levels.isSpecial, true) : undefined,
  );
}

export async function listLevels(db: Executor, filter: LevelFilter, limit: number, offset: number) {
  const where = levelWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(levelColumns)
      .from(levels)
      .innerJoin(courses, eq(courses.id, levels.courseId))
      .where(where)
      .orderBy(asc(courses.position), asc(levels.position), asc(levels.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(levels).innerJoin(courses, eq(courses.id, levels.courseId)).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export type LevelListRow = Awaited<ReturnType<typeof listLevels>>["rows"][number];

export async function findLevel(db: Executor, key: Key) {
  const match = "id" in key ? eq(levels.id, key.id) : eq(levels.slug, key.slug);
  const [row] = await db
    .select(levelColumns)
    .from(levels)
    .innerJoin(courses, eq(courses.id, levels.courseId))
    .where(and(match, levelWhere({})));
  return row;
}

/** The level after this one: the next of its course, else the first of the next course. */
export async function levelAfter(db: Executor, level: { id: number; courseId: number; position: number }, coursePosition: number) {
  const [row] = await db
    .select(levelColumns)
    .from(levels)
    .innerJoin(courses, eq(courses.id, levels.courseId))
    .where(
      and(
        levelWhere({}),
        or(
          and(eq(levels.courseId, level.courseId), gt(levels.position, level.position)),
          gt(courses.position, coursePosition),
          and(eq(courses.position, coursePosition), gt(courses.id, level.courseId)),
        ),
      ),
    )
    .orderBy(
      sql`case when ${levels.courseId} = ${level.courseId} then 0 else 1 end`,
      asc(courses.position),
      asc(courses.id),
      asc(levels.position),
    )
    .limit(1);
  return row;
}

/** Theme columns without the body, for lists. */
const themeSummaryColumns = {
  id: themes.id,
  levelId: themes.levelId,
  slug: themes.slug,
  title: themes.title,
  summary: themes.summary,
  position: themes.position,
  isFreePreview: themes.isFreePreview,
  videoProvider: themes.videoProvider,
  durationSeconds: themes.durationSeconds,
};

export type ThemeSummaryRow = { [K in keyof typeof themeSummaryColumns]: ThemeRow[K] };

/** A level's topics in order; a level holds a few dozen at most, so this is one small read. */
export async function themesOfLevel(db: Executor, levelId: number): Promise<ThemeSummaryRow[]> {
  return db.select(themeSummaryColumns).from(themes).where(eq(themes.levelId, levelId)).orderBy(asc(themes.position)).limit(500);
}

export interface ThemeFilter {
  levelId?: number;
  courseId?: number;
}

export async function listThemes(db: Executor, filter: ThemeFilter, limit: number, offset: number) {
  const where = and(
    levelWhere({}),
    filter.levelId !== undefined ? eq(themes.levelId, filter.levelId) : undefined,
    filter.courseId !== undefined ? eq(levels.courseId, filter.courseId) : undefined,
  );
  const from = () =>
    db
      .select({ theme: themeSummaryColumns, level: { id: levels.id, slug: levels.slug, title: levels.title, courseId: levels.courseId } })
      .from(themes)
      .innerJoin(levels, eq(levels.id, themes.levelId))
      .innerJoin(courses, eq(courses.id, levels.courseId));
  const [rows, [total]] = await Promise.all([
    from().where(where).orderBy(asc(courses.position), asc(levels.position), asc(themes.position)).limit(limit).offset(offset),
    db
      .select({ value: count() })
      .from(themes)
      .innerJoin(levels, eq(levels.id, themes.levelId))
      .innerJoin(courses, eq(courses.id, levels.courseId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Topics with this slug (in one level when given), published ones only. */
export async function findThemesBySlug(db: Executor, slug: string, levelId?: number) {
  return db
    .select({ theme: themes })
    .from(themes)
    .innerJoin(levels, eq(levels.id, themes.levelId))
    .innerJoin(courses, eq(courses.id, levels.courseId))
    .where(and(eq(themes.slug, slug), levelId !== undefined ? eq(themes.levelId, levelId) : undefined, levelWhere({})))
    .limit(2);
}

const videoColumns = { video: videos, course: { id: courses.id, slug: courses.slug, title: courses.title } };

export async function listVideos(db: Executor, filter: { courseId?: number; ids?: number[] }, limit: number, offset: number) {
  if (filter.ids && filter.ids.length === 0) return { rows: [], total: 0 };
  const where = and(
    eq(videos.isPublished, true),
    filter.courseId !== undefined ? eq(videos.courseId, filter.courseId) : undefined,
    filter.ids ? inArray(videos.id, filter.ids) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(videoColumns)
      .from(videos)
      .leftJoin(courses, eq(courses.id, videos.courseId))
      .where(where)
      .orderBy(asc(videos.position), asc(videos.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(videos).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export type VideoListRow = Awaited<ReturnType<typeof listVideos>>["rows"][number];

export async function findVideoBySlug(db: Executor, slug: string) {
  const [row] = await db
    .select({ id: videos.id, title: videos.title })
    .from(videos)
    .where(and(eq(videos.slug, slug), eq(videos.isPublished, true)));
  return row;
}

export async function findVideo(db: Executor, id: number) {
  const [row] = await db
    .select(videoColumns)
    .from(videos)
    .leftJoin(courses, eq(courses.id, videos.courseId))
    .where(and(eq(videos.id, id), eq(videos.isPublished, true)));
  return row;
}
