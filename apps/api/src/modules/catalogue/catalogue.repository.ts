import { and, asc, count, eq, gt, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database, Tx } from "@fz/db/client";
import { accessGrants, courses, instruments, levels, themeScores, themes, topicProgress, videos } from "@fz/db/schema";
import { foldedContains } from "../../lib/fold-sql";
import { preparedPerDb } from "../../lib/prepared";
import type { ScoreSummaryRow } from "./topic-scores.repository";

type Executor = Database | Tx;
export type CourseRow = typeof courses.$inferSelect;
export type LevelRow = typeof levels.$inferSelect;
export type TopicRow = typeof themes.$inferSelect;
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

const publishedCourses = eq(courses.isPublished, true);

const courseListStatement = preparedPerDb((db) =>
  db
    .select(courseColumns)
    .from(courses)
    .leftJoin(instruments, eq(instruments.id, courses.instrumentId))
    .where(publishedCourses)
    .orderBy(asc(courses.position), asc(courses.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare("catalogue_courses_list"),
);
const courseCountStatement = preparedPerDb((db) =>
  db.select({ value: count() }).from(courses).where(publishedCourses).prepare("catalogue_courses_count"),
);

export async function listCourses(db: Database, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([courseListStatement(db).execute({ limit, offset }), courseCountStatement(db).execute()]);
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

/** The four shapes of the level list (by course or not, specials or not), each prepared once. */
function levelListStatements(shape: { byCourse: boolean; special: boolean }) {
  const name = `catalogue_levels_${shape.byCourse ? "course" : "all"}_${shape.special ? "specials" : "any"}`;
  const where = and(
    eq(levels.isPublished, true),
    eq(courses.isPublished, true),
    shape.byCourse ? eq(levels.courseId, sql.placeholder("courseId")) : undefined,
    shape.special ? eq(levels.isSpecial, true) : undefined,
  );
  return {
    rows: preparedPerDb((db) =>
      db
        .select(levelColumns)
        .from(levels)
        .innerJoin(courses, eq(courses.id, levels.courseId))
        .where(where)
        .orderBy(asc(courses.position), asc(levels.position), asc(levels.id))
        .limit(sql.placeholder("limit"))
        .offset(sql.placeholder("offset"))
        .prepare(`${name}_list`),
    ),
    total: preparedPerDb((db) =>
      db.select({ value: count() }).from(levels).innerJoin(courses, eq(courses.id, levels.courseId)).where(where).prepare(`${name}_count`),
    ),
  };
}

const levelLists = {
  all_any: levelListStatements({ byCourse: false, special: false }),
  all_specials: levelListStatements({ byCourse: false, special: true }),
  course_any: levelListStatements({ byCourse: true, special: false }),
  course_specials: levelListStatements({ byCourse: true, special: true }),
};

export async function listLevels(db: Database, filter: LevelFilter, limit: number, offset: number) {
  const statements = levelLists[`${filter.courseId !== undefined ? "course" : "all"}_${filter.special ? "specials" : "any"}`];
  const params = { courseId: filter.courseId ?? 0, limit, offset };
  const [rows, [total]] = await Promise.all([statements.rows(db).execute(params), statements.total(db).execute(params)]);
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
const topicSummaryColumns = {
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

export type TopicSummaryRow = { [K in keyof typeof topicSummaryColumns]: TopicRow[K] };

/** A level's topics in order; a level holds a few dozen at most, so this is one small read. */
export async function topicsOfLevel(db: Executor, levelId: number): Promise<TopicSummaryRow[]> {
  return db.select(topicSummaryColumns).from(themes).where(eq(themes.levelId, levelId)).orderBy(asc(themes.position)).limit(500);
}

export interface TopicFilter {
  levelId?: number;
  courseId?: number;
}

export async function listTopics(db: Executor, filter: TopicFilter, limit: number, offset: number) {
  const where = and(
    levelWhere({}),
    filter.levelId !== undefined ? eq(themes.levelId, filter.levelId) : undefined,
    filter.courseId !== undefined ? eq(levels.courseId, filter.courseId) : undefined,
  );
  const from = () =>
    db
      .select({ theme: topicSummaryColumns, level: { id: levels.id, slug: levels.slug, title: levels.title, courseId: levels.courseId } })
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
export async function findTopicsBySlug(db: Executor, slug: string, levelId?: number) {
  return db
    .select({ theme: themes })
    .from(themes)
    .innerJoin(levels, eq(levels.id, themes.levelId))
    .innerJoin(courses, eq(courses.id, levels.courseId))
    .where(and(eq(themes.slug, slug), levelId !== undefined ? eq(themes.levelId, levelId) : undefined, levelWhere({})))
    .limit(2);
}

const videoColumns = { video: videos, course: { id: courses.id, slug: courses.slug, title: courses.title } };

/** Tutorials in order: published ones only for the catalogue, every one for the back office (`q`: title search). */
export async function listVideos(
  db: Executor,
  filter: { publishedOnly: boolean; courseId?: number; ids?: number[]; q?: string },
  limit: number,
  offset: number,
) {
  if (filter.ids && filter.ids.length === 0) return { rows: [], total: 0 };
  const where = and(
    filter.publishedOnly ? eq(videos.isPublished, true) : undefined,
    filter.courseId !== undefined ? eq(videos.courseId, filter.courseId) : undefined,
    filter.ids ? inArray(videos.id, filter.ids) : undefined,
    foldedContains(videos.title, filter.q),
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

export async function findVideo(db: Executor, id: number, { publishedOnly }: { publishedOnly: boolean }) {
  const [row] = await db
    .select(videoColumns)
    .from(videos)
    .leftJoin(courses, eq(courses.id, videos.courseId))
    .where(and(eq(videos.id, id), publishedOnly ? eq(videos.isPublished, true) : undefined));
  return row;
}

/** Topics whose rendered body is missing (rows older than the column), a batch at a time. */
export async function topicsWithoutHtml(db: Executor, limit: number) {
  return db.select({ id: themes.id, body: themes.body }).from(themes).where(isNull(themes.bodyHtml)).orderBy(asc(themes.id)).limit(limit);
}

/** Stores the rendering of `body` only if the topic still has that body and no HTML yet. */
export async function setTopicHtml(db: Executor, id: number, body: string, bodyHtml: string): Promise<boolean> {
  const rows = await db
    .update(themes)
    .set({ bodyHtml })
    .where(and(eq(themes.id, id), eq(themes.body, body), isNull(themes.bodyHtml)))
    .returning({ id: themes.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// One topic, as a signed-in student opens it, in two parts (decision 030):
// - the SHARED part, the same for every viewer: the topic, its level and course, the level's
//   topics in order (previous/next). One statement, then kept with the public cache's bytes
//   (`PublicCache.setValue`, scope "catalogue"): an admin write clears it with the answers.
// - the viewer's OVERLAY: open grants, progress on the topic, most recent topic, and whatever
//   per-student field the topic grows — ONE prepared statement per GET, by (viewer, topic id).
// It reads the access and learning tables directly (their modules keep the rules:
// `accessSetFromGrants`, the view recording). Anonymous viewers pass user id 0 (matches nothing).

export interface SiblingJson {
  id: number;
  slug: string;
  title: string;
}

export type ScoreSummaryJson = ScoreSummaryRow;

export interface GrantJson {
  scope: "all" | "course" | "level" | "video";
  targetId: number | null;
  startsAt: string;
  endsAt: string;
}

const siblingTopic = alias(themes, "sibling");
const viewer = sql.placeholder("viewerId");
const topic = sql.placeholder("themeId");

const topicSharedColumns = {
  theme: themes,
  level: { id: levels.id, slug: levels.slug, title: levels.title, courseId: levels.courseId, position: levels.position, unlockMode: levels.unlockMode },
  course: { id: courses.id, slug: courses.slug, title: courses.title, position: courses.position },
  siblings: sql<SiblingJson[]>`(select coalesce(json_agg(json_build_object('id', ${siblingTopic.id}, 'slug', ${siblingTopic.slug}, 'title', ${siblingTopic.title}) order by ${siblingTopic.position}), '[]'::json) from ${themes} as "sibling" where ${siblingTopic.levelId} = ${themes.levelId})`,
  // The topic's scores (issue 39), summaries only; the service leaves them out of a locked topic.
  scores: sql<ScoreSummaryJson[]>`(select coalesce(json_agg(json_build_object('id', ${themeScores.id}, 'title', ${themeScores.title}, 'instrument', ${themeScores.instrument}, 'format', ${themeScores.format}, 'accordionLayout', ${themeScores.accordionLayout}, 'barCount', ${themeScores.barCount}) order by ${themeScores.position}), '[]'::json) from ${themeScores} where ${themeScores.themeId} = ${themes.id})`,
};

function topicSharedStatement(db: Database, level: "none" | "id" | "slug") {
  const levelMatch =
    level === "id" ? eq(levels.id, sql.placeholder("levelId")) : level === "slug" ? eq(levels.slug, sql.placeholder("levelSlug")) : undefined;
  return db
    .select(topicSharedColumns)
    .from(themes)
    .innerJoin(levels, eq(levels.id, themes.levelId))
    .innerJoin(courses, eq(courses.id, levels.courseId))
    .where(and(eq(themes.slug, sql.placeholder("slug")), levelMatch, levelWhere({})))
    .limit(2)
    .prepare(`topic_shared_by_level_${level}`);
}

const topicSharedStatements = {
  none: preparedPerDb((db) => topicSharedStatement(db, "none")),
  id: preparedPerDb((db) => topicSharedStatement(db, "id")),
  slug: preparedPerDb((db) => topicSharedStatement(db, "slug")),
};

/** The published topics with this slug (in the given level): what every viewer shares. */
export async function topicShared(db: Database, slug: string, level: Key | undefined) {
  if (level === undefined) return topicSharedStatements.none(db).execute({ slug });
  if ("id" in level) return topicSharedStatements.id(db).execute({ slug, levelId: level.id });
  return topicSharedStatements.slug(db).execute({ slug, levelSlug: level.slug });
}

export type TopicSharedRow = Awaited<ReturnType<typeof topicShared>>[number];

/**
 * Per-student fields of the topic answer that SQL builds as they are answered (JSON for lists,
 * `null` for an anonymous viewer or nothing yet): each goes into the answer under its own name.
 * A new one is ONE line here — `name: sql<Wire>\`(select … where user_id = ${viewer} and theme_id = ${topic})\``
 * — plus its field in the contract (`topicDetail`). The statement stays one (decision 030).
 */
export const topicOverlayFields = {} satisfies Record<string, SQL>;

const topicOverlayColumns = {
  grants: sql<GrantJson[]>`(select coalesce(json_agg(json_build_object('scope', ${accessGrants.scope}, 'targetId', ${accessGrants.targetId}, 'startsAt', ${accessGrants.startsAt}, 'endsAt', ${accessGrants.endsAt}) order by ${accessGrants.startsAt}, ${accessGrants.id}), '[]'::json) from ${accessGrants} where ${accessGrants.userId} = ${viewer} and ${accessGrants.endsAt} > now())`,
  // null: never opened; false: opened; true: finished.
  finished: sql<boolean | null>`(select ${topicProgress.finishedAt} is not null from ${topicProgress} where ${topicProgress.userId} = ${viewer} and ${topicProgress.themeId} = ${topic})`,
  lastViewedThemeId: sql<number | null>`(select ${topicProgress.themeId} from ${topicProgress} where ${topicProgress.userId} = ${viewer} order by ${topicProgress.lastViewedAt} desc, ${topicProgress.id} desc limit 1)`,
  ...topicOverlayFields,
};

// One row while the topic exists (none once deleted), every column a subquery on an index.
const topicOverlayStatement = preparedPerDb((db) =>
  db.select(topicOverlayColumns).from(themes).where(eq(themes.id, topic)).prepare("topic_overlay"),
);

/** The viewer's part of one topic, in one prepared statement; undefined when the topic is gone. */
export async function topicOverlay(db: Database, viewerId: number | null, themeId: number) {
  const [row] = await topicOverlayStatement(db).execute({ viewerId: viewerId ?? 0, themeId });
  return row;
}

export type TopicOverlayRow = NonNullable<Awaited<ReturnType<typeof topicOverlay>>>;
