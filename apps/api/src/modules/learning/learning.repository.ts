import { and, asc, count, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database, Tx } from "@fz/db/client";
import { levelRatings, levels, ratePromptDismissals, themes, topicProgress, users } from "@fz/db/schema";

type Executor = Database | Tx;
export type RatingRow = typeof levelRatings.$inferSelect;

/** Inserts the first view; returns false when the pair already existed (then only touches it). */
export async function recordView(db: Executor, userId: number, themeId: number, levelId: number): Promise<boolean> {
  const inserted = await db
    .insert(topicProgress)
    .values({ userId, themeId, levelId })
    .onConflictDoNothing({ target: [topicProgress.userId, topicProgress.themeId] })
    .returning({ id: topicProgress.id });
  if (inserted.length > 0) return true;
  await touchView(db, userId, themeId);
  return false;
}

/** Moves an already viewed topic to the front of "last viewed". */
export async function touchView(db: Executor, userId: number, themeId: number): Promise<void> {
  await db
    .update(topicProgress)
    .set({ lastViewedAt: new Date() })
    .where(and(eq(topicProgress.userId, userId), eq(topicProgress.themeId, themeId)));
}

/** Sets finished_at once: the conditional update is what makes "first finish" race-safe. */
export async function markFinished(db: Executor, userId: number, themeId: number): Promise<boolean> {
  const rows = await db
    .update(topicProgress)
    .set({ finishedAt: new Date() })
    .where(and(eq(topicProgress.userId, userId), eq(topicProgress.themeId, themeId), sql`${topicProgress.finishedAt} IS NULL`))
    .returning({ id: topicProgress.id });
  return rows.length > 0;
}

export async function progressOfTopics(db: Executor, userId: number, themeIds: number[]) {
  if (themeIds.length === 0) return [];
  return db
    .select({ themeId: topicProgress.themeId, finishedAt: topicProgress.finishedAt })
    .from(topicProgress)
    .where(and(eq(topicProgress.userId, userId), inArray(topicProgress.themeId, themeIds)));
}

export async function topicCounts(db: Executor, levelIds: number[]) {
  if (levelIds.length === 0) return [];
  return db
    .select({ levelId: themes.levelId, total: count() })
    .from(themes)
    .where(inArray(themes.levelId, levelIds))
    .groupBy(themes.levelId);
}

export async function progressCounts(db: Executor, userId: number, levelIds: number[]) {
  if (levelIds.length === 0) return [];
  return db
    .select({
      levelId: topicProgress.levelId,
      viewed: count(),
      finished: count(topicProgress.finishedAt),
    })
    .from(topicProgress)
    .where(and(eq(topicProgress.userId, userId), inArray(topicProgress.levelId, levelIds)))
    .groupBy(topicProgress.levelId);
}

/** Whether the student finished the level's last topic (by position). */
export async function finishedLastTopic(db: Executor, userId: number, levelId: number): Promise<boolean> {
  const [last] = await db
    .select({ id: themes.id })
    .from(themes)
    .where(eq(themes.levelId, levelId))
    .orderBy(desc(themes.position))
    .limit(1);
  if (!last) return false;
  const rows = await db
    .select({ id: topicProgress.id })
    .from(topicProgress)
    .where(and(eq(topicProgress.userId, userId), eq(topicProgress.themeId, last.id), isNotNull(topicProgress.finishedAt)));
  return rows.length > 0;
}

export async function hasProgressInLevel(db: Executor, userId: number, levelId: number): Promise<boolean> {
  const rows = await db
    .select({ id: topicProgress.id })
    .from(topicProgress)
    .where(and(eq(topicProgress.userId, userId), eq(topicProgress.levelId, levelId)))
    .limit(1);
  return rows.length > 0;
}

/** Distinct topics the student has opened (achievements count them). */
export async function countTopicsViewed(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(topicProgress).where(eq(topicProgress.userId, userId));
  return row?.value ?? 0;
}

export async function levelExists(db: Executor, levelId: number): Promise<boolean> {
  const rows = await db.select({ id: levels.id }).from(levels).where(eq(levels.id, levelId));
  return rows.length > 0;
}

export async function findRating(db: Executor, userId: number, levelId: number): Promise<RatingRow | undefined> {
  const [row] = await db
    .select()
    .from(levelRatings)
    .where(and(eq(levelRatings.userId, userId), eq(levelRatings.levelId, levelId)));
  return row;
}

/** One rating per student and level: insert, or update the existing one (race-safe). */
export async function upsertRating(
  db: Executor,
  values: { userId: number; levelId: number; score: number; comment: string | null },
): Promise<{ row: RatingRow; created: boolean }> {
  const [inserted] = await db
    .insert(levelRatings)
    .values(values)
    .onConflictDoNothing({ target: [levelRatings.userId, levelRatings.levelId] })
    .returning();
  if (inserted) return { row: inserted, created: true };
  const [updated] = await db
    .update(levelRatings)
    .set({ score: values.score, comment: values.comment, updatedAt: new Date() })
    .where(and(eq(levelRatings.userId, values.userId), eq(levelRatings.levelId, values.levelId)))
    .returning();
  return { row: updated!, created: false };
}

export async function listRatings(db: Executor, levelId: number, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ rating: levelRatings, firstName: users.firstName, lastName: users.lastName })
      .from(levelRatings)
      .innerJoin(users, eq(users.id, levelRatings.userId))
      .where(eq(levelRatings.levelId, levelId))
      .orderBy(desc(levelRatings.updatedAt), desc(levelRatings.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(levelRatings).where(eq(levelRatings.levelId, levelId)),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function ratingDistribution(db: Executor, levelId: number) {
  return db
    .select({ score: levelRatings.score, count: count() })
    .from(levelRatings)
    .where(eq(levelRatings.levelId, levelId))
    .groupBy(levelRatings.score)
    .orderBy(asc(levelRatings.score));
}

export async function isPromptDismissed(db: Executor, userId: number, levelId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: ratePromptDismissals.userId })
    .from(ratePromptDismissals)
    .where(and(eq(ratePromptDismissals.userId, userId), eq(ratePromptDismissals.levelId, levelId)));
  return rows.length > 0;
}

export async function dismissPrompt(db: Executor, userId: number, levelId: number): Promise<void> {
  await db.insert(ratePromptDismissals).values({ userId, levelId }).onConflictDoNothing();
}

/** The topic the student opened most recently (for "continúa donde lo dejaste"). */
export async function lastViewed(db: Executor, userId: number) {
  const [row] = await db
    .select({ themeId: topicProgress.themeId, levelId: topicProgress.levelId, viewedAt: topicProgress.lastViewedAt })
    .from(topicProgress)
    .where(eq(topicProgress.userId, userId))
    .orderBy(desc(topicProgress.lastViewedAt), desc(topicProgress.id))
    .limit(1);
  return row;
}

/** The levels in which the student has viewed or finished a topic. */
export async function levelsWithProgress(db: Executor, userId: number): Promise<number[]> {
  const rows = await db.selectDistinct({ id: topicProgress.levelId }).from(topicProgress).where(eq(topicProgress.userId, userId));
  return rows.map((r) => r.id);
}
