import { and, count, desc, eq, gte, isNotNull, lte, max, sql } from "drizzle-orm";
import { PRACTICE_DAY_MIN_SECONDS, PRACTICE_DAY_MIN_TAKE_ONSETS } from "@fz/contracts/practice";
import type { Database, Tx } from "@fz/db/client";
import { instruments, practiceGoals, practiceSessions, themes } from "@fz/db/schema";

type Executor = Database | Tx;
export type SessionInsert = typeof practiceSessions.$inferInsert;

export async function findInstrument(db: Executor, slug: string) {
  const [row] = await db.select({ id: instruments.id, slug: instruments.slug, name: instruments.name }).from(instruments).where(eq(instruments.slug, slug));
  return row;
}

export async function topicExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: themes.id }).from(themes).where(eq(themes.id, id));
  return row !== undefined;
}

/** Inserts the session; undefined when its start id was already used (one session per start). */
export async function insertSession(db: Executor, values: SessionInsert): Promise<number | undefined> {
  const [row] = await db
    .insert(practiceSessions)
    .values(values)
    .onConflictDoNothing({ target: practiceSessions.startId })
    .returning({ id: practiceSessions.id });
  return row?.id;
}

const sessionColumns = {
  session: practiceSessions,
  instrument: { slug: instruments.slug, name: instruments.name },
  theme: { id: themes.id, slug: themes.slug, title: themes.title, levelId: themes.levelId },
};

export type SessionRow = {
  session: typeof practiceSessions.$inferSelect;
  instrument: { slug: string; name: string };
  theme: { id: number; slug: string; title: string; levelId: number } | null;
};

function sessionsOf(db: Executor) {
  return db
    .select(sessionColumns)
    .from(practiceSessions)
    .innerJoin(instruments, eq(instruments.id, practiceSessions.instrumentId))
    .leftJoin(themes, eq(themes.id, practiceSessions.themeId));
}

/** A student's sessions, newest first (index practice_sessions_user_created_idx). */
export async function listSessions(db: Executor, userId: number, limit: number, offset: number): Promise<{ total: number; rows: SessionRow[] }> {
  const [rows, [total]] = await Promise.all([
    sessionsOf(db)
      .where(eq(practiceSessions.userId, userId))
      .orderBy(desc(practiceSessions.createdAt), desc(practiceSessions.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(practiceSessions).where(eq(practiceSessions.userId, userId)),
  ]);
  return { total: total?.value ?? 0, rows: rows as SessionRow[] };
}

/** One session, only if it is the student's own. */
export async function findSession(db: Executor, userId: number, id: number): Promise<SessionRow | undefined> {
  const [row] = await sessionsOf(db).where(and(eq(practiceSessions.id, id), eq(practiceSessions.userId, userId)));
  return row as SessionRow | undefined;
}

/**
 * A day of practice (contracts' PRACTICE_DAY_MIN_SECONDS, decision 045): enough time heard by
 * the microphone, or a take that heard the student play. Time a tool only ran does not count.
 */
const dayCounts = sql<boolean>`(sum(${practiceSessions.heardSeconds}) >= ${PRACTICE_DAY_MIN_SECONDS} or coalesce(max(${practiceSessions.onsetCount}), 0) >= ${PRACTICE_DAY_MIN_TAKE_ONSETS})`;

/** The days (Bogotá) that count as days of practice, for the streaks. */
export async function practiceDays(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .select({ day: practiceSessions.localDate })
    .from(practiceSessions)
    .where(eq(practiceSessions.userId, userId))
    .groupBy(practiceSessions.localDate)
    .having(dayCounts);
  return rows.map((r) => r.day);
}

/** Seconds practised per day since `since` (inclusive), and whether the day counts. */
export async function secondsPerDay(db: Executor, userId: number, since: string) {
  return db
    .select({
      day: practiceSessions.localDate,
      seconds: sql<number>`sum(${practiceSessions.durationSeconds})`.mapWith(Number),
      heardSeconds: sql<number>`sum(${practiceSessions.heardSeconds})`.mapWith(Number),
      counts: dayCounts.mapWith((v) => v === true || v === "t" || v === "true"),
    })
    .from(practiceSessions)
    .where(and(eq(practiceSessions.userId, userId), gte(practiceSessions.localDate, since)))
    .groupBy(practiceSessions.localDate)
    .orderBy(practiceSessions.localDate);
}

export async function countSessions(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(practiceSessions).where(eq(practiceSessions.userId, userId));
  return row?.value ?? 0;
}

/** Per air: sessions, seconds, best score and best tempo. */
export async function airTotals(db: Executor, userId: number) {
  return db
    .select({
      air: practiceSessions.air,
      sessions: count(),
      seconds: sql<number>`sum(${practiceSessions.durationSeconds})`.mapWith(Number),
      bestHit: sql<number | null>`max(${practiceSessions.hitPercent})`.mapWith((v) => (v === null ? null : Number(v))),
      bestTempo: sql<number | null>`max(${practiceSessions.tempoBpm})`.mapWith((v) => (v === null ? null : Number(v))),
    })
    .from(practiceSessions)
    .where(and(eq(practiceSessions.userId, userId), isNotNull(practiceSessions.air)))
    .groupBy(practiceSessions.air);
}

/** The last `perAir` scored sessions of each air, newest first. */
export async function recentScored(db: Executor, userId: number, perAir: number) {
  const ranked = db
    .select({
      air: practiceSessions.air,
      day: practiceSessions.localDate,
      hit: practiceSessions.hitPercent,
      tempo: practiceSessions.tempoBpm,
      createdAt: practiceSessions.createdAt,
      rank: sql<number>`row_number() over (partition by ${practiceSessions.air} order by ${practiceSessions.createdAt} desc, ${practiceSessions.id} desc)`.as("rank"),
    })
    .from(practiceSessions)
    .where(and(eq(practiceSessions.userId, userId), isNotNull(practiceSessions.air), isNotNull(practiceSessions.hitPercent), isNotNull(practiceSessions.tempoBpm)))
    .as("ranked");
  return db
    .select({ air: ranked.air, day: ranked.day, hit: ranked.hit, tempo: ranked.tempo })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${perAir}`)
    .orderBy(ranked.air, desc(ranked.createdAt));
}

/** The highest tempo of a metronome session since `since` with at least `minHitPercent` % on time (and the air, when given). */
export async function bestPassingTempo(
  db: Executor,
  userId: number,
  { since, minHitPercent, air }: { since: Date; minHitPercent: number; air: (typeof practiceSessions.$inferSelect)["air"] | null | undefined },
): Promise<number | null> {
  const [row] = await db
    .select({ value: max(practiceSessions.tempoBpm) })
    .from(practiceSessions)
    .where(
      and(
        eq(practiceSessions.userId, userId),
        eq(practiceSessions.tool, "metronome"),
        gte(practiceSessions.createdAt, since),
        gte(practiceSessions.hitPercent, minHitPercent),
        air ? eq(practiceSessions.air, air) : undefined,
      ),
    );
  return row?.value ?? null;
}

/** The daily goal the student chose, in minutes; undefined when none was chosen. */
export async function findGoal(db: Executor, userId: number): Promise<number | undefined> {
  const [row] = await db.select({ minutes: practiceGoals.dailyMinutes }).from(practiceGoals).where(eq(practiceGoals.userId, userId));
  return row?.minutes;
}

/** Chooses the daily goal (one row per student: the last choice wins). */
export async function upsertGoal(db: Executor, userId: number, minutes: number, at: Date): Promise<number> {
  const [row] = await db
    .insert(practiceGoals)
    .values({ userId, dailyMinutes: minutes, updatedAt: at })
    .onConflictDoUpdate({ target: practiceGoals.userId, set: { dailyMinutes: minutes, updatedAt: at } })
    .returning({ minutes: practiceGoals.dailyMinutes });
  return row!.minutes;
}

/** A week of practice (days `from`..`to`, Bogotá): minutes, minutes heard, days that count, and per air the fastest take kept at `minHitPercent`. */
export async function weekFigures(db: Executor, userId: number, from: string, to: string, minHitPercent: number) {
  const inWeek = and(eq(practiceSessions.userId, userId), gte(practiceSessions.localDate, from), lte(practiceSessions.localDate, to));
  const [days, tempos] = await Promise.all([
    db
      .select({
        seconds: sql<number>`sum(${practiceSessions.durationSeconds})`.mapWith(Number),
        heardSeconds: sql<number>`sum(${practiceSessions.heardSeconds})`.mapWith(Number),
        counts: dayCounts.mapWith((v) => v === true || v === "t" || v === "true"),
      })
      .from(practiceSessions)
      .where(inWeek)
      .groupBy(practiceSessions.localDate),
    db
      .select({ air: practiceSessions.air, tempo: max(practiceSessions.tempoBpm) })
      .from(practiceSessions)
      .where(and(inWeek, isNotNull(practiceSessions.air), gte(practiceSessions.hitPercent, minHitPercent)))
      .groupBy(practiceSessions.air),
  ]);
  return { days, tempos: tempos.filter((t): t is { air: NonNullable<typeof t.air>; tempo: number } => t.air !== null && t.tempo !== null) };
}
