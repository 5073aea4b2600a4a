import { and, asc, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database, Tx } from "@fz/db/client";
import {
  exerciseAttempts,
  exerciseLastSeen,
  exerciseOptions,
  exerciseProgress,
  exerciseQuestions,
  exercises,
  levels,
} from "@fz/db/schema";

type Executor = Database | Tx;
export type QuizRow = typeof exercises.$inferSelect;
export type ProgressRow = typeof exerciseProgress.$inferSelect;
export type AttemptRow = typeof exerciseAttempts.$inferSelect;

export async function findLevel(db: Executor, levelId: number) {
  const [row] = await db.select({ id: levels.id, courseId: levels.courseId }).from(levels).where(eq(levels.id, levelId));
  return row;
}

// Qualified by hand: drizzle leaves columns unqualified in a one-table select, which would
// make the correlated subquery compare the question's own columns.
const questionsCount = sql<number>`(select count(*) from ${exerciseQuestions} q where q.exercise_id = "exercises"."id")`
  .mapWith(Number)
  .as("questions_count");

export async function listQuizzes(db: Executor, levelId: number, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ exercise: exercises, questionsCount })
      .from(exercises)
      .where(eq(exercises.levelId, levelId))
      .orderBy(asc(exercises.position), asc(exercises.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(exercises).where(eq(exercises.levelId, levelId)),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findQuiz(db: Executor, levelId: number, exerciseId: number) {
  const [row] = await db
    .select({ exercise: exercises, questionsCount })
    .from(exercises)
    .where(and(eq(exercises.id, exerciseId), eq(exercises.levelId, levelId)));
  return row;
}

/** Questions of exercises with their options, in order (answers included: graders and the admin's view need them). */
export async function questionsOf(db: Executor, exerciseIds: number[]) {
  if (exerciseIds.length === 0) return [];
  const questions = await db
    .select()
    .from(exerciseQuestions)
    .where(inArray(exerciseQuestions.exerciseId, exerciseIds))
    .orderBy(asc(exerciseQuestions.exerciseId), asc(exerciseQuestions.position));
  const options =
    questions.length === 0
      ? []
      : await db
          .select()
          .from(exerciseOptions)
          .where(inArray(exerciseOptions.questionId, questions.map((q) => q.id)))
          .orderBy(asc(exerciseOptions.questionId), asc(exerciseOptions.position));
  return questions.map((q) => ({ ...q, options: options.filter((o) => o.questionId === q.id) }));
}

export async function progressOf(db: Executor, userId: number, exerciseIds: number[]): Promise<ProgressRow[]> {
  if (exerciseIds.length === 0) return [];
  return db
    .select()
    .from(exerciseProgress)
    .where(and(eq(exerciseProgress.userId, userId), inArray(exerciseProgress.exerciseId, exerciseIds)));
}

export async function saveLastSeen(db: Executor, userId: number, levelId: number, exerciseId: number): Promise<void> {
  const seenAt = new Date();
  await db
    .insert(exerciseLastSeen)
    .values({ userId, levelId, exerciseId, seenAt })
    .onConflictDoUpdate({ target: [exerciseLastSeen.userId, exerciseLastSeen.levelId], set: { exerciseId, seenAt } });
}

export async function findLastSeen(db: Executor, userId: number, levelId: number) {
  const [row] = await db
    .select()
    .from(exerciseLastSeen)
    .where(and(eq(exerciseLastSeen.userId, userId), eq(exerciseLastSeen.levelId, levelId)));
  return row;
}

export async function insertAttempt(
  db: Executor,
  values: { userId: number; exerciseId: number; score: number; passed: boolean; answers: { question_id: number; option_ids: number[] }[] },
): Promise<AttemptRow> {
  const [row] = await db.insert(exerciseAttempts).values(values).returning();
  return row!;
}

/** Counts the attempt and keeps the best score, in one statement (no lost update). */
export async function bumpProgress(db: Executor, userId: number, exerciseId: number, score: number): Promise<void> {
  await db
    .insert(exerciseProgress)
    .values({ userId, exerciseId, bestScore: score, attemptsCount: 1 })
    .onConflictDoUpdate({
      target: [exerciseProgress.userId, exerciseProgress.exerciseId],
      set: {
        bestScore: sql`greatest(${exerciseProgress.bestScore}, excluded.best_score)`,
        attemptsCount: sql`${exerciseProgress.attemptsCount} + 1`,
        updatedAt: new Date(),
      },
    });
}

/** Sets passed_at once; true only for the request that set it. */
export async function markPassed(db: Executor, userId: number, exerciseId: number): Promise<boolean> {
  const rows = await db
    .update(exerciseProgress)
    .set({ passedAt: new Date() })
    .where(and(eq(exerciseProgress.userId, userId), eq(exerciseProgress.exerciseId, exerciseId), isNull(exerciseProgress.passedAt)))
    .returning({ userId: exerciseProgress.userId });
  return rows.length > 0;
}

export async function listAttempts(db: Executor, userId: number, exerciseId: number, limit: number, offset: number) {
  const where = and(eq(exerciseAttempts.userId, userId), eq(exerciseAttempts.exerciseId, exerciseId));
  const [rows, [total]] = await Promise.all([
    db.select().from(exerciseAttempts).where(where).orderBy(desc(exerciseAttempts.createdAt), desc(exerciseAttempts.id)).limit(limit).offset(offset),
    db.select({ value: count() }).from(exerciseAttempts).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function countByLevels(db: Executor, levelIds: number[]) {
  if (levelIds.length === 0) return [];
  return db
    .select({ levelId: exercises.levelId, total: count() })
    .from(exercises)
    .where(inArray(exercises.levelId, levelIds))
    .groupBy(exercises.levelId);
}

/** The level's exercises in order (a level has a handful), for recommendations. */
export async function quizzesOfLevel(db: Executor, levelId: number) {
  return db
    .select({ id: exercises.id, title: exercises.title, levelId: exercises.levelId })
    .from(exercises)
    .where(eq(exercises.levelId, levelId))
    .orderBy(asc(exercises.position), asc(exercises.id))
    .limit(50);
}
