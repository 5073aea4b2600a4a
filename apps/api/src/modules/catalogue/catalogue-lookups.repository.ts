import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database, Tx } from "@fz/db/client";
import { courses, levels, videos } from "@fz/db/schema";

/*
 * The catalogue's lookups for other modules: what is published (the shop sells nothing else),
 * and what courses, levels and tutorials are called and which course each belongs to, published
 * or not (back-office pages and reports: grants, a student's progress, revenue per course).
 */

type Executor = Database | Tx;

/** `42` is an id, anything else a slug (as the catalogue reads its paths). */
type Key = { id: number } | { slug: string };
const toKey = (value: string): Key => (/^\d{1,9}$/.test(value) ? { id: Number(value) } : { slug: value });

/** What "published" means: a course shown, a level shown in a shown course, a tutorial shown. */
const published = {
  course: eq(courses.isPublished, true),
  level: and(eq(levels.isPublished, true), eq(courses.isPublished, true)),
  video: eq(videos.isPublished, true),
};

export async function publishedCourse(db: Executor, key: string) {
  const k = toKey(key);
  const match = "id" in k ? eq(courses.id, k.id) : eq(courses.slug, k.slug);
  const [row] = await db.select({ id: courses.id, slug: courses.slug, title: courses.title }).from(courses).where(and(match, published.course));
  return row;
}

export async function publishedLevel(db: Executor, key: string) {
  const k = toKey(key);
  const match = "id" in k ? eq(levels.id, k.id) : eq(levels.slug, k.slug);
  const [row] = await db
    .select({ id: levels.id, slug: levels.slug, title: levels.title, courseId: levels.courseId })
    .from(levels)
    .innerJoin(courses, eq(courses.id, levels.courseId))
    .where(and(match, published.level));
  return row;
}

export async function publishedVideo(db: Executor, id: number) {
  const [row] = await db.select({ id: videos.id, slug: videos.slug, title: videos.title }).from(videos).where(and(eq(videos.id, id), published.video));
  return row;
}

/** The published levels of a published course, in order (what purchase-all opens). */
export async function publishedLevelsOf(db: Executor, courseId: number) {
  return db
    .select({ id: levels.id, slug: levels.slug, title: levels.title, position: levels.position })
    .from(levels)
    .innerJoin(courses, eq(courses.id, levels.courseId))
    .where(and(eq(levels.courseId, courseId), published.level))
    .orderBy(asc(levels.position), asc(levels.id));
}

const courseColumns = { id: courses.id, slug: courses.slug, title: courses.title };

/** Titles of courses, levels and tutorials by id, each level and tutorial with its course. */
export async function titlesOf(db: Executor, ids: { course: number[]; level: number[]; video: number[] }) {
  const [courseRows, levelRows, videoRows] = await Promise.all([
    ids.course.length === 0 ? [] : db.select(courseColumns).from(courses).where(inArray(courses.id, ids.course)),
    ids.level.length === 0
      ? []
      : db
          .select({ id: levels.id, slug: levels.slug, title: levels.title, course: courseColumns })
          .from(levels)
          .innerJoin(courses, eq(courses.id, levels.courseId))
          .where(inArray(levels.id, ids.level)),
    ids.video.length === 0
      ? []
      : db
          .select({ id: videos.id, slug: videos.slug, title: videos.title, course: courseColumns })
          .from(videos)
          .leftJoin(courses, eq(courses.id, videos.courseId))
          .where(inArray(videos.id, ids.video)),
  ]);
  return { courseRows, levelRows, videoRows };
}

/** These levels and every level of these courses, with their course, in the catalogue's order (at most 200). */
export async function levelsWithCourse(db: Executor, levelIds: number[], courseIds: number[]) {
  const conditions: SQL[] = [];
  if (levelIds.length > 0) conditions.push(inArray(levels.id, levelIds));
  if (courseIds.length > 0) conditions.push(inArray(levels.courseId, courseIds));
  if (conditions.length === 0) return [];
  return db
    .select({ level: { id: levels.id, slug: levels.slug, title: levels.title }, course: courseColumns })
    .from(levels)
    .innerJoin(courses, eq(courses.id, levels.courseId))
    .where(sql`(${sql.join(conditions, sql` or `)})`)
    .orderBy(asc(courses.position), asc(courses.id), asc(levels.position))
    .limit(200);
}

/** Every level's and tutorial's course, and every course's title (a report's lookup table). */
export async function courseMap(db: Executor) {
  const [levelRows, videoRows, courseRows] = await Promise.all([
    db.select({ id: levels.id, courseId: levels.courseId }).from(levels),
    db.select({ id: videos.id, courseId: videos.courseId }).from(videos),
    db.select({ id: courses.id, title: courses.title }).from(courses),
  ]);
  return { levels: levelRows, videos: videoRows, courses: courseRows };
}
