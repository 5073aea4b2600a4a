import { and, asc, count, eq, ne } from "drizzle-orm";
import type { Database, Tx } from "@fz/db/client";
import { courses, levels, themes } from "@fz/db/schema";
import type { TopicRow } from "./catalogue.repository";

/* A level's topics (themes) as administrators edit them: every row, with its Markdown body. */

type Executor = Database | Tx;

/** The level with its course (for the public pages to refresh). */
export async function levelWithCourse(db: Executor, levelId: number) {
  const [row] = await db
    .select({ id: levels.id, slug: levels.slug, title: levels.title, course: { id: courses.id, slug: courses.slug, title: courses.title } })
    .from(levels)
    .innerJoin(courses, eq(courses.id, levels.courseId))
    .where(eq(levels.id, levelId));
  return row;
}

export async function listTopics(db: Executor, levelId: number, limit: number, offset: number) {
  const where = eq(themes.levelId, levelId);
  const [rows, [total]] = await Promise.all([
    db.select().from(themes).where(where).orderBy(asc(themes.position), asc(themes.id)).limit(limit).offset(offset),
    db.select({ value: count() }).from(themes).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findTopic(db: Executor, id: number): Promise<TopicRow | undefined> {
  const [row] = await db.select().from(themes).where(eq(themes.id, id));
  return row;
}

export async function insertTopic(tx: Tx, values: typeof themes.$inferInsert): Promise<TopicRow> {
  const [row] = await tx.insert(themes).values(values).returning();
  return row!;
}

export async function updateTopic(tx: Tx, id: number, values: Partial<typeof themes.$inferInsert>): Promise<TopicRow> {
  const [row] = Object.keys(values).length > 0 ? await tx.update(themes).set(values).where(eq(themes.id, id)).returning() : await tx.select().from(themes).where(eq(themes.id, id));
  return row!;
}

export async function deleteTopic(tx: Tx, id: number): Promise<void> {
  await tx.delete(themes).where(eq(themes.id, id));
}

export async function topicSlugTaken(db: Executor, levelId: number, slug: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: themes.id })
    .from(themes)
    .where(and(eq(themes.levelId, levelId), eq(themes.slug, slug), exceptId !== undefined ? ne(themes.id, exceptId) : undefined))
    .limit(1);
  return rows.length > 0;
}
