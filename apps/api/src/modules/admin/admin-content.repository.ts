import { and, asc, count, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database, Tx } from "@fz/db/client";
import { courses, exerciseOptions, exerciseQuestions, exercises, levels, themes } from "@fz/db/schema";

/* A level's content as administrators edit it: topics (themes) and exercises with their questions. */

type Executor = Database | Tx;
export type ThemeRow = typeof themes.$inferSelect;
export type ExerciseRow = typeof exercises.$inferSelect;

/** The level with its course (for the public pages to refresh). */
export async function levelWithCourse(db: Executor, levelId: number) {
  const [row] = await db
    .select({ id: levels.id, slug: levels.slug, title: levels.title, course: { id: courses.id, slug: courses.slug, title: courses.title } })
    .from(levels)
    .innerJoin(courses, eq(courses.id, levels.courseId))
    .where(eq(levels.id, levelId));
  return row;
}

// Topics -----------------------------------------------------------------------------------

export async function listThemes(db: Executor, levelId: number, limit: number, offset: number) {
  const where = eq(themes.levelId, levelId);
  const [rows, [total]] = await Promise.all([
    db.select().from(themes).where(where).orderBy(asc(themes.position), asc(themes.id)).limit(limit).offset(offset),
    db.select({ value: count() }).from(themes).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findTheme(db: Executor, id: number): Promise<ThemeRow | undefined> {
  const [row] = await db.select().from(themes).where(eq(themes.id, id));
  return row;
}

export async function insertTheme(tx: Tx, values: typeof themes.$inferInsert): Promise<ThemeRow> {
  const [row] = await tx.insert(themes).values(values).returning();
  return row!;
}

export async function updateTheme(tx: Tx, id: number, values: Partial<typeof themes.$inferInsert>): Promise<ThemeRow> {
  const [row] = Object.keys(values).length > 0 ? await tx.update(themes).set(values).where(eq(themes.id, id)).returning() : await tx.select().from(themes).where(eq(themes.id, id));
  return row!;
}

export async function deleteTheme(tx: Tx, id: number): Promise<void> {
  await tx.delete(themes).where(eq(themes.id, id));
}

export async function themeSlugTaken(db: Executor, levelId: number, slug: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: themes.id })
    .from(themes)
    .where(and(eq(themes.levelId, levelId), eq(themes.slug, slug), exceptId !== undefined ? ne(themes.id, exceptId) : undefined))
    .limit(1);
  return rows.length > 0;
}

// Exercises --------------------------------------------------------------------------------

// Qualified by hand: drizzle leaves columns unqualified in a one-table select.
const questionsCount = sql<number>`(select count(*) from ${exerciseQuestions} q where q.exercise_id = "exercises"."id")`.mapWith(Number);

export async function listExercises(db: Executor, levelId: number, limit: number, offset: number) {
  const where = eq(exercises.levelId, levelId);
  const [rows, [total]] = await Promise.all([
    db.select({ exercise: exercises, questionsCount }).from(exercises).where(where).orderBy(asc(exercises.position), asc(exercises.id)).limit(limit).offset(offset),
    db.select({ value: count() }).from(exercises).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findExercise(db: Executor, levelId: number, id: number): Promise<ExerciseRow | undefined> {
  const [row] = await db.select().from(exercises).where(and(eq(exercises.id, id), eq(exercises.levelId, levelId)));
  return row;
}

/** Questions of several exercises with their options (answers included: this is the admin's view). */
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

export async function insertExercise(tx: Tx, values: typeof exercises.$inferInsert): Promise<ExerciseRow> {
  const [row] = await tx.insert(exercises).values(values).returning();
  return row!;
}

export async function updateExercise(tx: Tx, id: number, values: Partial<typeof exercises.$inferInsert>): Promise<void> {
  if (Object.keys(values).length > 0) await tx.update(exercises).set(values).where(eq(exercises.id, id));
}

export async function deleteExercise(tx: Tx, id: number): Promise<void> {
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
