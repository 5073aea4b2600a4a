import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Database, Tx } from "@fz/db/client";
import { themeScores, themes } from "@fz/db/schema";

/* A topic's scores (issue 39): the only code that reads or writes `theme_scores`. */

type Executor = Database | Tx;
export type ScoreRow = typeof themeScores.$inferSelect;

/** What the topic page reads of a score (no source). */
export type ScoreSummaryRow = Pick<ScoreRow, "id" | "title" | "instrument" | "format" | "accordionLayout" | "barCount">;

export async function listScores(db: Executor, themeId: number, limit: number, offset: number) {
  const where = eq(themeScores.themeId, themeId);
  const [rows, [total]] = await Promise.all([
    db.select().from(themeScores).where(where).orderBy(asc(themeScores.position)).limit(limit).offset(offset),
    db.select({ value: count() }).from(themeScores).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findScore(db: Executor, id: number, themeId?: number): Promise<ScoreRow | undefined> {
  const [row] = await db
    .select()
    .from(themeScores)
    .where(themeId === undefined ? eq(themeScores.id, id) : and(eq(themeScores.id, id), eq(themeScores.themeId, themeId)));
  return row;
}

/** Appends a score after the topic's last one; the caller holds the topic's row lock. */
export async function insertScore(tx: Tx, values: Omit<typeof themeScores.$inferInsert, "position">): Promise<ScoreRow> {
  const [row] = await tx
    .insert(themeScores)
    .values({
      ...values,
      position: sql`(SELECT coalesce(max(${themeScores.position}), 0) + 1 FROM ${themeScores} WHERE ${themeScores.themeId} = ${values.themeId})`,
    })
    .returning();
  return row!;
}

export async function updateScore(tx: Tx, id: number, values: Partial<typeof themeScores.$inferInsert>): Promise<ScoreRow> {
  const [row] = await tx.update(themeScores).set({ ...values, updatedAt: new Date() }).where(eq(themeScores.id, id)).returning();
  return row!;
}

export async function deleteScore(tx: Tx, id: number): Promise<void> {
  await tx.delete(themeScores).where(eq(themeScores.id, id));
}

/** Holds the topic's row until the transaction ends: two scores added at once get distinct positions. */
export async function lockTopic(tx: Tx, themeId: number): Promise<boolean> {
  const [row] = await tx.select({ id: themes.id }).from(themes).where(eq(themes.id, themeId)).for("update");
  return row !== undefined;
}
