import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Database, Tx } from "@fz/db/client";
import { exerciseOptions, exerciseQuestions, exercises, levels } from "@fz/db/schema";
import { type OrderedChildren, maxPosition as maxChildPosition, orderedIds as orderedChildIds, rewritePositions as rewriteChildPositions } from "../../lib/positions-sql";

/*
 * A level's exercises as administrators edit them: questions, options and correct answers.
 * Positions move under the level's row lock (the catalogue's lock order: the level row).
 */

type Executor = Database | Tx;
export type QuizRow = typeof exercises.$inferSelect;

/** Whether the level exists (a level's exercises are listed only for a real level). */
export async function levelExists(db: Executor, levelId: number): Promise<boolean> {
  const rows = await db.select({ id: levels.id }).from(levels).where(eq(levels.id, levelId));
  return rows.length > 0;
}

/** Locks the level's row: its exercises' positions change only under this lock. */
export async function lockLevel(tx: Tx, levelId: number): Promise<boolean> {
  const rows = await tx.select({ id: levels.id }).from(levels).where(eq(levels.id, levelId)).for("update");
  return rows.length > 0;
}

const EXERCISES: OrderedChildren = {
  table: exercises,
  id: exercises.id,
  position: exercises.position,
  parent: exercises.levelId,
  tableName: "exercises",
  parentColumnName: "level_id",
};

/** A level's exercise ids in their current order. */
export const orderedIds = (db: Executor, levelId: number) => orderedChildIds(db, EXERCISES, levelId);
/** The highest position among a level's exercises (0 when none). */
export const maxPosition = (tx: Tx, levelId: number) => maxChildPosition(tx, EXERCISES, levelId);
/** Positions 1..n in `ids` order (the caller holds the level's lock). */
export const rewritePositions = (tx: Tx, levelId: number, ids: number[]) => rewriteChildPositions(tx, EXERCISES, levelId, ids);

// Qualified by hand: drizzle leaves columns unqualified in a one-table select.
const questionsCount = sql<number>`(select count(*) from ${exerciseQuestions} q where q.exercise_id = "exercises"."id")`.mapWith(Number);

export async function listQuizzes(db: Executor, levelId: number, limit: number, offset: number) {
  const where = eq(exercises.levelId, levelId);
  const [rows, [total]] = await Promise.all([
    db.select({ exercise: exercises, questionsCount }).from(exercises).where(where).orderBy(asc(exercises.position), asc(exercises.id)).limit(limit).offset(offset),
    db.select({ value: count() }).from(exercises).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findQuiz(db: Executor, levelId: number, id: number): Promise<QuizRow | undefined> {
  const [row] = await db.select().from(exercises).where(and(eq(exercises.id, id), eq(exercises.levelId, levelId)));
  return row;
}

export async function insertQuiz(tx: Tx, values: typeof exercises.$inferInsert): Promise<QuizRow> {
  const [row] = await tx.insert(exercises).values(values).returning();
  return row!;
}

export async function updateQuiz(tx: Tx, id: number, values: Partial<typeof exercises.$inferInsert>): Promise<void> {
  if (Object.keys(values).length > 0) await tx.update(exercises).set(values).where(eq(exercises.id, id));
}

export async function deleteQuiz(tx: Tx, id: number): Promise<void> {
  await tx.delete(exercises).where(eq(exercises.id, id));
}

export interface QuestionValues {
  prompt: string;
  kind: "single" | "multiple";
  explanation: string;
  options: { text: string; isCorrect: boolean }[];
}

/** Replaces every question of the exercise (attempts keep their answers: they are stored as JSON). */
export async function replaceQuestions(tx: Tx, exerciseId: number, questions: QuestionValues[]): Promise<void> {
  await tx.delete(exerciseQuestions).where(eq(exerciseQuestions.exerciseId, exerciseId));
  for (const [index, q] of questions.entries()) {
    const [question] = await tx
      .insert(exerciseQuestions)
      .values({ exerciseId, position: index + 1, prompt: q.prompt, kind: q.kind, explanation: q.explanation })
      .returning({ id: exerciseQuestions.id });
    await tx.insert(exerciseOptions).values(q.options.map((o, i) => ({ questionId: question!.id, position: i + 1, text: o.text, isCorrect: o.isCorrect })));
  }
}
