import { and, eq } from "drizzle-orm";
import type { Database } from "../client";
import { instruments, practiceGoals, practiceSessions, users } from "../schema";

/**
 * The demo student's last days of practice, so the studio's hub shows a streak, the week's
 * minutes and a chart per air after `npm start`. Keyed by fixed start ids: a second start adds
 * nothing. Days are counted in Bogotá, as the API counts them.
 */
const dayInBogota = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Bogota", year: "numeric", month: "2-digit", day: "2-digit" });

const SESSIONS: {
  daysAgo: number;
  tool: "tuner" | "metronome";
  instrument: string;
  minutes: number;
  tempo?: number;
  air?: "paseo" | "merengue" | "son" | "puya";
  hit?: number;
}[] = [
  { daysAgo: 4, tool: "tuner", instrument: "acordeon", minutes: 3 },
  { daysAgo: 4, tool: "metronome", instrument: "acordeon", minutes: 12, tempo: 84, air: "paseo", hit: 58 },
  { daysAgo: 3, tool: "metronome", instrument: "acordeon", minutes: 15, tempo: 88, air: "paseo", hit: 66 },
  { daysAgo: 2, tool: "metronome", instrument: "acordeon", minutes: 10, tempo: 96, air: "merengue", hit: 61 },
  { daysAgo: 2, tool: "metronome", instrument: "acordeon", minutes: 8, tempo: 90, air: "paseo", hit: 74 },
  { daysAgo: 1, tool: "metronome", instrument: "acordeon", minutes: 14, tempo: 92, air: "paseo", hit: 81 },
  { daysAgo: 1, tool: "metronome", instrument: "acordeon", minutes: 6, tempo: 76, air: "son", hit: 70 },
];

export async function seedPractice(db: Database, email = "estudiante@fzacademia.com"): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) return;
  const [done] = await db
    .select({ id: practiceSessions.id })
    .from(practiceSessions)
    .where(and(eq(practiceSessions.userId, user.id), eq(practiceSessions.startId, "00000000-0000-4000-8000-000000000001")));
  if (done) return;
  const known = await db.select({ id: instruments.id, slug: instruments.slug }).from(instruments);
  const now = Date.now();
  await db
    .insert(practiceSessions)
    .values(
      SESSIONS.map((s, index) => {
        const endedAt = new Date(now - s.daysAgo * 86_400_000 - (SESSIONS.length - index) * 1000);
        return {
          userId: user.id,
          startId: `00000000-0000-4000-8000-${String(index + 1).padStart(12, "0")}`,
          tool: s.tool,
          instrumentId: known.find((i) => i.slug === s.instrument)!.id,
          durationSeconds: s.minutes * 60,
          // The microphone heard the student for most of it (real practice, decision 045).
          heardSeconds: Math.round(s.minutes * 60 * 0.6),
          tempoBpm: s.tempo ?? null,
          air: s.air ?? null,
          hitPercent: s.hit ?? null,
          meanOffsetMs: s.hit === undefined ? null : 12 - index * 2,
          spreadMs: s.hit === undefined ? null : 30 - index * 2,
          tempoReachedBpm: s.tempo ?? null,
          onsetCount: s.hit === undefined ? null : 32,
          startedAt: new Date(endedAt.getTime() - s.minutes * 60_000),
          createdAt: endedAt,
          localDate: dayInBogota.format(endedAt),
        };
      }),
    )
    .onConflictDoNothing();
}

/**
 * A second demo student who practises steadily but not every day (decision 045): seven days in
 * the last three weeks, never many in a row — the trophy of 7 days practised in all, though the
 * streak is short — and today's ten-minute goal met when the database is seeded (so the hub
 * shows «¡Meta de hoy cumplida!» right after `npm start`). Keyed by fixed start ids, once.
 */
const STEADY_DAYS_AGO = [20, 16, 12, 9, 5, 2, 0];

export async function seedSteadyPractice(db: Database, email = "andres@fzacademia.com"): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) return;
  const startId = (index: number) => `00000000-0000-4000-8001-${String(index + 1).padStart(12, "0")}`;
  const [done] = await db.select({ id: practiceSessions.id }).from(practiceSessions).where(eq(practiceSessions.startId, startId(0)));
  if (done) return;
  const [guitar] = await db.select({ id: instruments.id }).from(instruments).where(eq(instruments.slug, "guitarra"));
  if (!guitar) return;
  const now = Date.now();
  await db
    .insert(practiceSessions)
    .values(
      STEADY_DAYS_AGO.map((daysAgo, index) => {
        const endedAt = new Date(now - daysAgo * 86_400_000 - 60_000);
        const minutes = daysAgo === 0 ? 14 : 9;
        return {
          userId: user.id,
          startId: startId(index),
          tool: "tuner" as const,
          instrumentId: guitar.id,
          durationSeconds: minutes * 60,
          heardSeconds: daysAgo === 0 ? 11 * 60 : 6 * 60,
          startedAt: new Date(endedAt.getTime() - minutes * 60_000),
          createdAt: endedAt,
          localDate: dayInBogota.format(endedAt),
        };
      }),
    )
    .onConflictDoNothing();
  await db.insert(practiceGoals).values({ userId: user.id, dailyMinutes: 10 }).onConflictDoNothing();
}
