import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Database, Tx } from "@fz/db/client";
import { escapeLike, foldSql, foldText } from "../../lib/fold-sql";
import {
  accessGrants,
  certificates,
  courses,
  exerciseProgress,
  exercises,
  levels,
  practiceSessions,
  submissions,
  teacherCourses,
  themes,
  topicProgress,
  topicUnlocks,
  users,
} from "@fz/db/schema";

type Executor = Database | Tx;
type TopicDoneRule = (typeof themes.$inferSelect)["doneRule"];
export type CertificateRow = typeof certificates.$inferSelect;

/** A level with its course and its topics' rules, in order. */
export async function levelRules(db: Executor, levelId: number) {
  const [level] = await db
    .select({
      id: levels.id,
      courseId: levels.courseId,
      title: levels.title,
      description: levels.description,
      unlockMode: levels.unlockMode,
      certifiedSkills: levels.certifiedSkills,
      requiresTeacherApproval: levels.requiresTeacherApproval,
      courseTitle: courses.title,
      courseSlug: courses.slug,
    })
    .from(levels)
    .innerJoin(courses, eq(courses.id, levels.courseId))
    .where(eq(levels.id, levelId));
  if (!level) return undefined;
  const topics = await db
    .select({
      id: themes.id,
      slug: themes.slug,
      title: themes.title,
      levelId: themes.levelId,
      position: themes.position,
      doneRule: themes.doneRule,
      doneMinPercent: themes.doneMinPercent,
      doneMinBpm: themes.doneMinBpm,
      opensAfterDays: themes.opensAfterDays,
      preset: themes.practicePreset,
    })
    .from(themes)
    .where(eq(themes.levelId, levelId))
    .orderBy(asc(themes.position));
  return { level, topics };
}

/** What the student has in the level: progress rows, unlocks, the first quiz. */
export async function standingRows(db: Executor, userId: number, levelId: number) {
  const [progress, unlocks, [exercise]] = await Promise.all([
    db
      .select({ themeId: topicProgress.themeId, finishedAt: topicProgress.finishedAt })
      .from(topicProgress)
      .where(and(eq(topicProgress.userId, userId), eq(topicProgress.levelId, levelId))),
    db
      .select({ themeId: topicUnlocks.themeId })
      .from(topicUnlocks)
      .where(and(eq(topicUnlocks.userId, userId), eq(topicUnlocks.levelId, levelId))),
    db.select({ id: exercises.id }).from(exercises).where(eq(exercises.levelId, levelId)).orderBy(asc(exercises.position)).limit(1),
  ]);
  return { progress, unlocks, exerciseId: exercise?.id ?? null };
}

/** When the student's current access to the level began (the earliest standing grant that covers it). */
export async function accessStart(db: Executor, userId: number, level: { id: number; courseId: number }, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ startsAt: sql<Date | string | null>`min(${accessGrants.startsAt})` })
    .from(accessGrants)
    .where(
      and(
        eq(accessGrants.userId, userId),
        sql`${accessGrants.endsAt} > ${now.toISOString()}`,
        or(
          eq(accessGrants.scope, "all"),
          and(eq(accessGrants.scope, "course"), eq(accessGrants.targetId, level.courseId)),
          and(eq(accessGrants.scope, "level"), eq(accessGrants.targetId, level.id)),
        ),
      ),
    );
  return row?.startsAt ? new Date(row.startsAt) : null;
}

export async function quizPassed(db: Executor, userId: number, levelId: number): Promise<boolean> {
  const rows = await db
    .select({ id: exercises.id })
    .from(exerciseProgress)
    .innerJoin(exercises, eq(exercises.id, exerciseProgress.exerciseId))
    .where(and(eq(exerciseProgress.userId, userId), eq(exercises.levelId, levelId), isNotNull(exerciseProgress.passedAt)))
    .limit(1);
  return rows.length > 0;
}

/** The student's logged metronome takes of a topic at or above the figures, best first (`takeSatisfies` checks the rest). */
export async function qualifyingTakes(db: Executor, userId: number, themeId: number, minPercent: number, minBpm: number) {
  return db
    .select({
      themeId: practiceSessions.themeId,
      tool: practiceSessions.tool,
      tempoBpm: practiceSessions.tempoBpm,
      air: practiceSessions.air,
      hitPercent: practiceSessions.hitPercent,
      onsetCount: practiceSessions.onsetCount,
      durationSeconds: practiceSessions.durationSeconds,
      startedAt: practiceSessions.startedAt,
      createdAt: practiceSessions.createdAt,
    })
    .from(practiceSessions)
    .where(
      and(
        eq(practiceSessions.userId, userId),
        eq(practiceSessions.themeId, themeId),
        eq(practiceSessions.tool, "metronome"),
        gte(practiceSessions.hitPercent, minPercent),
        gte(practiceSessions.tempoBpm, minBpm),
      ),
    )
    .orderBy(desc(practiceSessions.hitPercent), desc(practiceSessions.durationSeconds))
    .limit(50);
}

/** Whether a teacher approved a take the student sent from this topic («¡Aprobado!»). */
export async function teacherApproved(db: Executor, userId: number, themeId: number): Promise<boolean> {
  const rows = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(and(eq(submissions.studentId, userId), eq(submissions.themeId, themeId), eq(submissions.verdict, "approved")))
    .limit(1);
  return rows.length > 0;
}

/** The teacher of the student's latest approved take in the level («Interpretación aprobada por …»), or null. */
export async function levelApprover(db: Executor, userId: number, levelId: number): Promise<string | null> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.teacherId))
    .where(and(eq(submissions.studentId, userId), eq(submissions.levelId, levelId), eq(submissions.verdict, "approved")))
    .orderBy(desc(submissions.reviewedAt), desc(submissions.id))
    .limit(1);
  if (!row) return null;
  return `${row.firstName.trim()} ${row.lastName.trim()}`.trim() || row.email.split("@")[0]!;
}

export async function sessionTopic(db: Executor, sessionId: number): Promise<{ themeId: number; levelId: number } | undefined> {
  const [row] = await db
    .select({ themeId: themes.id, levelId: themes.levelId })
    .from(practiceSessions)
    .innerJoin(themes, eq(themes.id, practiceSessions.themeId))
    .where(eq(practiceSessions.id, sessionId));
  return row;
}

export async function themeLevel(db: Executor, themeId: number): Promise<number | undefined> {
  const [row] = await db.select({ levelId: themes.levelId }).from(themes).where(eq(themes.id, themeId));
  return row?.levelId;
}

export interface DateOpening {
  userId: number;
  themeId: number;
  themeSlug: string;
  themeTitle: string;
  levelId: number;
  levelTitle: string;
}

/**
 * Topics of levels that open by date whose day came for a student between `since` and `now`
 * (N days after the student's earliest standing grant for the level), which the student has not
 * opened yet (nor was it opened for them) and was not told about: what the daily notice says.
 */
export async function dateOpenings(db: Executor, since: Date, now: Date, limit: number): Promise<DateOpening[]> {
  const result = (await db.execute(sql`
    with starts as (
      select g.user_id, l.id as level_id, min(g.starts_at) as starts_at
      from ${levels} l
      join ${accessGrants} g on g.ends_at > ${now.toISOString()} and (
        g.scope = 'all' or (g.scope = 'course' and g.target_id = l.course_id) or (g.scope = 'level' and g.target_id = l.id))
      where l.unlock_mode = 'by_date'
      group by g.user_id, l.id
    )
    select s.user_id as "userId", t.id as "themeId", t.slug as "themeSlug", t.title as "themeTitle", l.id as "levelId", l.title as "levelTitle"
    from starts s
    join ${themes} t on t.level_id = s.level_id and t.opens_after_days > 0
    join ${levels} l on l.id = s.level_id
    where s.starts_at + make_interval(days => t.opens_after_days) <= ${now.toISOString()}
      and s.starts_at + make_interval(days => t.opens_after_days) > ${since.toISOString()}
      and not exists (select 1 from ${topicProgress} p where p.user_id = s.user_id and p.theme_id = t.id)
      and not exists (select 1 from ${topicUnlocks} u where u.user_id = s.user_id and u.level_id = s.level_id and (u.theme_id is null or u.theme_id = t.id))
      and not exists (select 1 from notifications n where n.user_id = s.user_id and n.dedupe_key = 'topic.opened:' || t.id)
    order by s.user_id, t.id
    limit ${limit}
  `)) as unknown as { rows: DateOpening[] };
  return result.rows;
}

/* ---------- admin: the level's rules ---------- */

export async function setLevelMode(tx: Tx, levelId: number, mode: "open" | "sequential" | "by_date", skills: string | undefined, requiresTeacherApproval: boolean | undefined) {
  await tx
    .update(levels)
    .set({
      unlockMode: mode,
      ...(skills === undefined ? {} : { certifiedSkills: skills }),
      ...(requiresTeacherApproval === undefined ? {} : { requiresTeacherApproval }),
    })
    .where(eq(levels.id, levelId));
}

export async function setTopicRule(
  tx: Tx,
  levelId: number,
  themeId: number,
  rule: { doneRule: TopicDoneRule; doneMinPercent: number | null; doneMinBpm: number | null; opensAfterDays: number | null },
): Promise<boolean> {
  const rows = await tx
    .update(themes)
    .set(rule)
    .where(and(eq(themes.id, themeId), eq(themes.levelId, levelId)))
    .returning({ id: themes.id });
  return rows.length > 0;
}

export async function lockLevel(tx: Tx, levelId: number): Promise<boolean> {
  const rows = await tx.select({ id: levels.id }).from(levels).where(eq(levels.id, levelId)).for("update");
  return rows.length > 0;
}

export async function insertUnlock(tx: Tx, values: typeof topicUnlocks.$inferInsert) {
  const [row] = await tx.insert(topicUnlocks).values(values).returning();
  return row!;
}

/** Whether the teacher answers for the course (issue 38's `teacher_courses`). */
export async function teachesCourse(db: Executor, teacherId: number, courseId: number): Promise<boolean> {
  const rows = await db
    .select({ id: teacherCourses.courseId })
    .from(teacherCourses)
    .where(and(eq(teacherCourses.teacherId, teacherId), eq(teacherCourses.courseId, courseId)));
  return rows.length > 0;
}

export async function userExists(db: Executor, userId: number): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return rows.length > 0;
}

/* ---------- certificates ---------- */

/** Levels of the student whose every topic is done (and that have topics). */
export async function completedLevels(db: Executor, userId: number, levelIds?: number[]): Promise<number[]> {
  const rows = await db
    .select({ levelId: themes.levelId, total: count(themes.id), done: sql<number>`count(${topicProgress.finishedAt})::int` })
    .from(themes)
    .leftJoin(topicProgress, and(eq(topicProgress.themeId, themes.id), eq(topicProgress.userId, userId)))
    .where(
      levelIds
        ? inArray(themes.levelId, levelIds)
        : inArray(themes.levelId, db.select({ id: topicProgress.levelId }).from(topicProgress).where(and(eq(topicProgress.userId, userId), isNotNull(topicProgress.finishedAt)))),
    )
    .groupBy(themes.levelId);
  return rows.filter((r) => Number(r.total) > 0 && Number(r.done) === Number(r.total)).map((r) => r.levelId);
}

export async function hasAnyCertificate(db: Executor, userId: number, levelId: number): Promise<boolean> {
  const rows = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.levelId, levelId)))
    .limit(1);
  return rows.length > 0;
}

export async function studentName(db: Executor, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(eq(users.id, userId));
  if (!row) return undefined;
  const name = `${row.firstName.trim()} ${row.lastName.trim()}`.trim();
  return name || row.email.split("@")[0]!;
}

/** Inserts a standing certificate; undefined when one already stands (the partial unique index). */
export async function insertCertificate(db: Executor, values: typeof certificates.$inferInsert): Promise<CertificateRow | undefined> {
  const [row] = await db.insert(certificates).values(values).onConflictDoNothing().returning();
  return row;
}

export async function certificateByCode(db: Executor, code: string): Promise<CertificateRow | undefined> {
  const [row] = await db.select().from(certificates).where(eq(certificates.code, code));
  return row;
}

export async function certificatesOf(db: Executor, userId: number, limit: number, offset: number) {
  const where = eq(certificates.userId, userId);
  const [rows, [total]] = await Promise.all([
    db.select().from(certificates).where(where).orderBy(desc(certificates.issuedAt), desc(certificates.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(certificates).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The back office's filter on certificates. */
export interface CertificateFilter {
  userId?: number;
  levelId?: number;
  search?: string;
  status?: "valid" | "revoked";
}

export async function allCertificates(
  db: Executor,
  filter: CertificateFilter,
  limit: number,
  offset: number,
) {
  const words = (filter.search ?? "").split(/\s+/).filter(Boolean).slice(0, 5);
  const where = and(
    filter.userId === undefined ? undefined : eq(certificates.userId, filter.userId),
    filter.levelId === undefined ? undefined : eq(certificates.levelId, filter.levelId),
    filter.status === undefined ? undefined : filter.status === "valid" ? isNull(certificates.revokedAt) : isNotNull(certificates.revokedAt),
    // Each word in the student's name, the course, the level or the code (accents and case aside).
    ...words.map((word) => {
      const pattern = `%${escapeLike(foldText(word))}%`;
      return or(
        sql`${foldSql(sql`${certificates.studentName}`)} like ${pattern}`,
        sql`${foldSql(sql`${certificates.courseTitle}`)} like ${pattern}`,
        sql`${foldSql(sql`${certificates.levelTitle}`)} like ${pattern}`,
        sql`${certificates.code} like ${pattern}`,
      );
    }),
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(certificates).where(where).orderBy(desc(certificates.issuedAt), desc(certificates.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(certificates).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function setHideName(db: Executor, userId: number, code: string, hideName: boolean) {
  const [row] = await db
    .update(certificates)
    .set({ hideName })
    .where(and(eq(certificates.code, code), eq(certificates.userId, userId)))
    .returning();
  return row;
}

/** Revokes a standing certificate once (the conditional update keeps the first reason). */
export async function revoke(tx: Tx, code: string, reason: string, by: number) {
  const [row] = await tx
    .update(certificates)
    .set({ revokedAt: new Date(), revokedReason: reason, revokedBy: by })
    .where(and(eq(certificates.code, code), isNull(certificates.revokedAt)))
    .returning();
  return row;
}
