import { asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database, Tx } from "@fz/db/client";
import { courses, levels, videos } from "@fz/db/schema";

/*
 * What the catalogue's courses, levels and tutorials are called and which course each belongs
 * to, published or not: for other modules' back-office pages and reports (grants, a student's
 * progress, revenue per course).
 */

type Executor = Database | Tx;

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
