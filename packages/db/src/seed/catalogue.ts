import { existsSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import type { Database, Tx } from "../client";
import {
  accessGrants,
  certificates,
  courses,
  exerciseOptions,
  exerciseQuestions,
  exercises,
  instruments,
  levelRatings,
  levels,
  themeScores,
  themes,
  topicProgress,
  users,
  videos,
} from "../schema";
import { CATALOGUE, TUTORIALS } from "./catalogue/courses";
import { DEMO_ACTIVITY } from "./catalogue/demo-activity";
import { demoScores } from "./catalogue/demo-scores";
import { PRACTICE_PRESETS } from "./catalogue/practice-presets";
import { LEVEL_UNLOCKING, seedCertificateCode, topicRuleOf } from "./catalogue/unlocking";
import { embeddedTopics } from "./catalogue/embedded-videos";
import type { SeedCourse, SeedLevel } from "./catalogue/types";
import { buildLessonClip, clipSeconds, LESSON_CLIPS, type LessonClip } from "./media/lesson-clips";

export interface SeedCatalogueOptions {
  /** `${DATA_DIR}/media`: the practice clips are written to its `videos/` folder. */
  mediaDir: string;
}

/** The practice clip of a demo course (each course its own instrument, pattern and sound). */
export function lessonClipOf(courseSlug: string): LessonClip {
  const clip = LESSON_CLIPS[courseSlug];
  if (!clip) throw new Error(`seed: no practice clip for ${courseSlug}`);
  return clip;
}

/**
 * Writes each course's practice clip once (real H.264 + FLAC MP4 files built in code, no
 * ffmpeg needed). A clip already on disk is kept; a new one is written beside and renamed,
 * so an interrupted start never leaves half a file that later starts would trust.
 */
export function writeLessonClips(mediaDir: string): string[] {
  const dir = path.join(mediaDir, "videos");
  mkdirSync(dir, { recursive: true });
  return Object.values(LESSON_CLIPS).map((clip) => {
    const file = path.join(dir, clip.file);
    if (!existsSync(file)) {
      const partial = `${file}.${process.pid}.tmp`;
      writeFileSync(partial, buildLessonClip(clip));
      renameSync(partial, file);
    }
    return file;
  });
}

type Executor = Database | Tx;

async function idBySlug(db: Executor, table: typeof courses | typeof levels | typeof videos, slug: string): Promise<number> {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.slug, slug));
  if (!row) throw new Error(`seed: ${slug} is missing`);
  return row.id;
}

/** One level with its topics and exercises, in one transaction (all or nothing). */
const EMBEDDED = embeddedTopics(CATALOGUE);

/** A topic's video: a provider embed for the few chosen topics, else its course's practice clip. */
function topicVideo(clip: LessonClip, levelSlug: string, topicSlug: string) {
  const embed = EMBEDDED.get(`${levelSlug}/${topicSlug}`);
  return embed
    ? { videoProvider: embed.provider, videoSource: embed.source, durationSeconds: null }
    : { videoProvider: "self_hosted" as const, videoSource: clip.file, durationSeconds: clipSeconds(clip) };
}

async function seedLevel(db: Executor, courseId: number, clip: LessonClip, level: SeedLevel, position: number) {
  await db
    .insert(levels)
    .values({
      courseId,
      slug: level.slug,
      title: level.title,
      description: level.description,
      position,
      isSpecial: level.isSpecial ?? false,
      unlockMode: LEVEL_UNLOCKING[level.slug]?.mode ?? "open",
      certifiedSkills: LEVEL_UNLOCKING[level.slug]?.skills ?? "",
    })
    .onConflictDoNothing();
  const levelId = await idBySlug(db, levels, level.slug);
  await db
    .insert(themes)
    .values(
      level.topics.map((t, index) => ({
        levelId,
        slug: t.slug,
        title: t.title,
        summary: t.summary,
        body: t.body,
        position: index + 1,
        isFreePreview: index < level.freeTopics,
        practicePreset: PRACTICE_PRESETS[`${level.slug}/${t.slug}`] ?? null,
        ...topicRuleOf(level.slug, t.slug),
        ...topicVideo(clip, level.slug, t.slug),
      })),
    )
    .onConflictDoNothing();
  for (const [index, exercise] of level.exercises.entries()) {
    await db
      .insert(exercises)
      .values({ levelId, title: exercise.title, description: exercise.description, position: index + 1 })
      .onConflictDoNothing();
    const [row] = await db
      .select({ id: exercises.id })
      .from(exercises)
      .where(and(eq(exercises.levelId, levelId), eq(exercises.position, index + 1)));
    const exerciseId = row!.id;
    await db
      .insert(exerciseQuestions)
      .values(
        exercise.questions.map((q, qIndex) => ({ exerciseId, position: qIndex + 1, prompt: q.prompt, kind: q.kind, explanation: q.explanation })),
      )
      .onConflictDoNothing();
    const stored = await db
      .select({ id: exerciseQuestions.id, position: exerciseQuestions.position })
      .from(exerciseQuestions)
      .where(eq(exerciseQuestions.exerciseId, exerciseId));
    const options = exercise.questions.flatMap((q, qIndex) => {
      const questionId = stored.find((s) => s.position === qIndex + 1)!.id;
      return q.options.map(([text, isCorrect], oIndex) => ({ questionId, position: oIndex + 1, text, isCorrect }));
    });
    await db.insert(exerciseOptions).values(options).onConflictDoNothing();
  }
}

async function seedCourse(db: Database, course: SeedCourse, position: number) {
  const [instrument] = await db.select({ id: instruments.id }).from(instruments).where(eq(instruments.slug, course.instrument));
  await db
    .insert(courses)
    .values({
      slug: course.slug,
      title: course.title,
      shortDescription: course.shortDescription,
      description: course.description,
      image: `/images/courses/${course.slug}.jpg`,
      instrumentId: instrument?.id ?? null,
      position,
    })
    .onConflictDoNothing();
  const courseId = await idBySlug(db, courses, course.slug);
  for (const [index, level] of course.levels.entries()) {
    await db.transaction((tx) => seedLevel(tx, courseId, lessonClipOf(course.slug), level, index + 1));
  }
}

/** Grants, progress and ratings of the demo accounts (created by seedDemo just before). */
async function seedDemoActivity(db: Database) {
  const emails = [...new Set(DEMO_ACTIVITY.flatMap((a) => [a.email, a.grantedBy ?? a.email]))];
  const people = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const idOf = (email: string) => people.find((p) => p.email === email)?.id;
  for (const activity of DEMO_ACTIVITY) {
    const userId = idOf(activity.email);
    if (!userId) continue;
    for (const grant of activity.grants) {
      const reference = `seed:${grant.scope}:${grant.slug}`;
      const existing = await db
        .select({ id: accessGrants.id })
        .from(accessGrants)
        .where(and(eq(accessGrants.userId, userId), eq(accessGrants.reference, reference)));
      if (existing.length > 0) continue;
      const table = grant.scope === "course" ? courses : grant.scope === "level" ? levels : videos;
      const startsAt = new Date();
      const endsAt = new Date(startsAt);
      endsAt.setUTCMonth(endsAt.getUTCMonth() + grant.months);
      await db.insert(accessGrants).values({
        userId,
        scope: grant.scope,
        targetId: await idBySlug(db, table, grant.slug),
        startsAt,
        endsAt,
        source: "admin",
        createdBy: activity.grantedBy ? (idOf(activity.grantedBy) ?? null) : null,
        reference,
      });
    }
    for (const progress of activity.progress) {
      const levelId = await idBySlug(db, levels, progress.level);
      const topics = await db.select({ id: themes.id, position: themes.position }).from(themes).where(eq(themes.levelId, levelId));
      const complete = topics.length > 0 && progress.finished >= topics.length;
      const daysAgo = new Date(Date.now() - 3 * 86_400_000);
      const rows = topics
        .filter((t) => t.position <= progress.viewed)
        .map((t) => ({ userId, themeId: t.id, levelId, finishedAt: t.position <= progress.finished ? new Date() : null }))
        // A level finished days ago: where the student left off stays the level in progress.
        .map((row) => (complete ? { ...row, firstViewedAt: daysAgo, lastViewedAt: daysAgo, finishedAt: daysAgo } : row));
      if (rows.length > 0) await db.insert(topicProgress).values(rows).onConflictDoNothing();
      if (complete) await seedCertificate(db, userId, levelId);
    }
    for (const rating of activity.ratings) {
      const levelId = await idBySlug(db, levels, rating.level);
      const writtenAt = new Date(Date.now() - rating.daysAgo * 86_400_000);
      await db
        .insert(levelRatings)
        .values({ userId, levelId, score: rating.score, comment: rating.comment, createdAt: writtenAt, updatedAt: writtenAt })
        .onConflictDoNothing();
    }
  }
}

/** The certificate of a level a demo student completed (issue 40), unless one exists. */
async function seedCertificate(db: Database, userId: number, levelId: number) {
  const existing = await db.select({ id: certificates.id }).from(certificates).where(and(eq(certificates.userId, userId), eq(certificates.levelId, levelId)));
  if (existing.length > 0) return;
  const [person] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  const [level] = await db
    .select({ title: levels.title, description: levels.description, skills: levels.certifiedSkills, course: courses.title })
    .from(levels)
    .innerJoin(courses, eq(courses.id, levels.courseId))
    .where(eq(levels.id, levelId));
  if (!person || !level) return;
  await db
    .insert(certificates)
    .values({
      code: seedCertificateCode(),
      userId,
      levelId,
      studentName: `${person.firstName} ${person.lastName}`.trim(),
      courseTitle: level.course,
      levelTitle: level.title,
      skills: level.skills || level.description,
      issuedAt: new Date(Date.now() - 3 * 86_400_000),
    })
    .onConflictDoNothing();
}

/**
 * Demo catalogue: the six courses with levels, topics, exercises and tutorials, each
 * course's practice clip, and the demo accounts' grants, progress and ratings. Idempotent: every row is keyed
 * by a unique slug or position, so a second start adds nothing.
 */
export async function seedCatalogue(db: Database, options: SeedCatalogueOptions): Promise<void> {
  writeLessonClips(options.mediaDir);
  for (const [index, course] of CATALOGUE.entries()) await seedCourse(db, course, index + 1);
  for (const [index, tutorial] of TUTORIALS.entries()) {
    const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, tutorial.course));
    await db
      .insert(videos)
      .values({
        slug: tutorial.slug,
        title: tutorial.title,
        description: tutorial.description,
        courseId: course?.id ?? null,
        provider: "self_hosted",
        source: lessonClipOf(tutorial.course).file,
        thumbnail: `/images/tutorials/${tutorial.slug}.jpg`,
        durationSeconds: clipSeconds(lessonClipOf(tutorial.course)),
        position: index + 1,
      })
      .onConflictDoNothing();
  }
  await seedDemoScores(db);
  await seedDemoActivity(db);
}

/**
 * The demo scores (issue 39) on every lesson of their course that plays the course's clip
 * (the score is the clip's own music); lessons from YouTube or Vimeo get none.
 */
async function seedDemoScores(db: Database) {
  for (const score of demoScores()) {
    const rows = await db
      .select({ id: themes.id })
      .from(themes)
      .innerJoin(levels, eq(levels.id, themes.levelId))
      .innerJoin(courses, eq(courses.id, levels.courseId))
      .where(and(eq(courses.slug, score.courseSlug), eq(themes.videoProvider, "self_hosted")));
    if (rows.length === 0) continue;
    await db
      .insert(themeScores)
      .values(
        rows.map((row) => ({
          themeId: row.id,
          position: 1,
          title: score.title,
          instrument: score.instrument,
          format: score.format,
          content: score.content,
          accordionLayout: score.accordionLayout,
          barCount: score.barCount,
          syncPoints: score.syncPoints,
        })),
      )
      .onConflictDoNothing();
  }
}
