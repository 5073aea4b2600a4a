import {
  type AirProgress,
  DEFAULT_PRACTICE_GOAL_MINUTES,
  PRACTICE_AIRS,
  PRACTICE_DAY_TROPHIES,
  type PracticeGoal,
  type PracticeSession,
  type PracticeSessionCreate,
  type PracticeStart,
  type PracticeSummary,
  STREAK_GOALS,
} from "@fz/contracts/practice";
import type { Database } from "@fz/db/client";
import { AppError, badRequest, notFound } from "../../lib/errors";
import type { EventBus } from "../../lib/events";
import { addDays, bogotaDate, mondayOf, streaks } from "./practice-days";
import type { PracticeStartSigner } from "./practice-start";
import "./practice.events";
import * as repo from "./practice.repository";

export interface PracticeDeps {
  db: Database;
  events: EventBus;
  starts: PracticeStartSigner;
  /** The server's clock (tests move it across midnight in Bogotá). */
  now?: () => Date;
}

/** Seconds a session may exceed the time since its start by (a request's own travel time). */
const CLOCK_SLACK_SECONDS = 5;
const RECENT_DAYS = 28;
const RECENT_TAKES = 12;

function toSession(row: repo.SessionRow): PracticeSession {
  const s = row.session;
  return {
    id: s.id,
    tool: s.tool,
    instrument: row.instrument,
    duration_seconds: s.durationSeconds,
    tempo_bpm: s.tempoBpm,
    air: s.air,
    heard_seconds: s.heardSeconds,
    score:
      s.hitPercent === null || s.onsetCount === null
        ? null
        : {
            hit_percent: s.hitPercent,
            mean_offset_ms: s.meanOffsetMs,
            spread_ms: s.spreadMs,
            tempo_reached_bpm: s.tempoReachedBpm,
            onset_count: s.onsetCount,
          },
    play_along: s.playAlong ?? null,
    theme: row.theme ? { id: row.theme.id, slug: row.theme.slug, title: row.theme.title, level_id: row.theme.levelId } : null,
    started_at: s.startedAt.toISOString(),
    created_at: s.createdAt.toISOString(),
    local_date: s.localDate,
  };
}

const minutes = (seconds: number) => Math.round(seconds / 60);

/** The weekly summary's best tempos are those kept with at least this much on time. */
export const WEEKLY_TEMPO_MIN_HIT = 70;

/**
 * The last whole week before `now`, Monday to Sunday in Bogotá: its days, and the instants it
 * starts and ends at (Bogotá is UTC−5 all year, without daylight saving: its midnight is 05:00 UTC).
 */
export function lastWeek(now: Date): { from: string; to: string; since: Date; until: Date } {
  const from = addDays(mondayOf(bogotaDate(now)), -7);
  return { from, to: addDays(from, 6), since: new Date(`${from}T05:00:00Z`), until: new Date(`${addDays(from, 7)}T05:00:00Z`) };
}

export interface PracticeWeek {
  minutes: number;
  heardMinutes: number;
  /** Days of practice that counted (decision 045). */
  days: number;
  bestTempos: { air: (typeof PRACTICE_AIRS)[number]; tempoBpm: number }[];
}

/** The practice log: signed starts, sessions, streaks and progress per air. */
export interface PracticeService {
  /** A signed start for a tool's page that just opened. */
  start(userId: number): PracticeStart;
  /**
   * The fastest tempo the student kept with at least `minHitPercent` % on time since a moment
   * (a teacher's tempo ladder climbs with each saved metronome take); null when none did.
   */
  bestPassingTempo(userId: number, options: { since: Date; minHitPercent: number; air: PracticeSessionCreate["air"] | null }): Promise<number | null>;
  /** The longest run of days in a row the student has practised (achievements). */
  bestStreak(userId: number): Promise<number>;
  /** The longest streak and the days practised in all (the trophies that never reset). */
  practiceDays(userId: number): Promise<{ best: number; totalDays: number }>;
  log(userId: number, input: PracticeSessionCreate): Promise<PracticeSession>;
  list(userId: number, limit: number, offset: number): Promise<{ total: number; items: PracticeSession[] }>;
  /** One of the student's own sessions; another student's answers 404, as a missing one. */
  get(userId: number, id: number): Promise<PracticeSession>;
  summary(userId: number): Promise<PracticeSummary>;
  /**
   * A week of practice for the weekly summary (Monday `weekStart`, Bogotá): minutes, minutes
   * heard, the days that counted, and the fastest tempo per air kept with WEEKLY_TEMPO_MIN_HIT % on time.
   */
  week(userId: number, weekStart: string): Promise<PracticeWeek>;
  /** Chooses the daily goal (5, 10 or 20 minutes of real practice; the contract refuses others). */
  setGoal(userId: number, dailyMinutes: number): Promise<PracticeGoal>;
}

export function createPracticeService({ db, events, starts, now = () => new Date() }: PracticeDeps): PracticeService {
  async function streakOf(userId: number, today: string) {
    const days = await repo.practiceDays(db, userId);
    return { ...streaks(days, today), totalDays: days.length };
  }

  return {
    start(userId: number): PracticeStart {
      const { token, claims } = starts.issue(userId, now());
      return { start_token: token, started_at: claims.startedAt.toISOString() };
    },

    async bestPassingTempo(userId: number, options: { since: Date; minHitPercent: number; air: PracticeSessionCreate["air"] | null }): Promise<number | null> {
      return repo.bestPassingTempo(db, userId, options);
    },

    async bestStreak(userId: number): Promise<number> {
      return (await streakOf(userId, bogotaDate(now()))).best;
    },

    async practiceDays(userId: number): Promise<{ best: number; totalDays: number }> {
      const { best, totalDays } = await streakOf(userId, bogotaDate(now()));
      return { best, totalDays };
    },

    async log(userId: number, input: PracticeSessionCreate): Promise<PracticeSession> {
      const at = now();
      const claims = starts.verify(input.start_token, userId, at);
      if (!claims) throw badRequest("La prueba de inicio de la práctica no es válida o ya venció: recarga la página y vuelve a empezar.");
      const elapsedSeconds = (at.getTime() - claims.startedAt.getTime()) / 1000;
      if (input.duration_seconds > elapsedSeconds + CLOCK_SLACK_SECONDS) {
        throw badRequest(
          `La práctica no puede durar más que el tiempo desde que abriste la página (${Math.max(0, Math.floor(elapsedSeconds))} s).`,
        );
      }
      const problems: string[] = [];
      if (input.tool === "tuner") {
        if (input.tempo_bpm != null) problems.push("El afinador no lleva tempo.");
        if (input.air != null) problems.push("El afinador no lleva aire.");
        if (input.score != null) problems.push("El afinador no lleva puntaje de ritmo.");
      } else if (input.tempo_bpm == null) {
        problems.push("Indica el tempo del metrónomo.");
      }
      if (input.tool === "play_along") {
        // «Tócalo conmigo» (issue 39): a take against a topic's score, its report and its figures.
        if (!input.play_along) problems.push("Falta el informe de la toma de «Tócalo conmigo».");
        if (input.theme_id == null) problems.push("Una toma de «Tócalo conmigo» es de la partitura de un tema: indica el tema.");
        if (input.air != null) problems.push("«Tócalo conmigo» no lleva aire.");
        if (!input.score) problems.push("Falta el puntaje de la toma de «Tócalo conmigo».");
        if (input.play_along && input.score && input.score.hit_percent !== Math.round((100 * input.play_along.on_time) / input.play_along.notes)) {
          problems.push("El porcentaje a tiempo no corresponde a las notas a tiempo de la toma.");
        }
      } else if (input.play_along != null) {
        problems.push("Solo una toma de «Tócalo conmigo» lleva el informe de la partitura.");
      }
      if (input.score && input.score.onset_count === 0 && (input.score.mean_offset_ms !== null || input.score.hit_percent !== 0)) {
        problems.push("Sin golpes escuchados no puede haber aciertos ni desfase.");
      }
      // Real practice is time the microphone heard the student: never more than the session
      // (which is never more than the time since its signed start).
      const heardSeconds = input.heard_seconds ?? 0;
      if (heardSeconds > input.duration_seconds) {
        problems.push(`El tiempo en que te escuchamos (${heardSeconds} s) no puede ser mayor que la duración de la práctica (${input.duration_seconds} s).`);
      }
      if (problems.length > 0) throw badRequest(problems);
      const instrument = await repo.findInstrument(db, input.instrument);
      if (!instrument) throw badRequest("El instrumento no existe.");
      if (input.theme_id != null && !(await repo.topicExists(db, input.theme_id))) throw badRequest("El tema no existe.");

      const score = input.score ?? null;
      const id = await repo.insertSession(db, {
        userId,
        startId: claims.startId,
        tool: input.tool,
        instrumentId: instrument.id,
        durationSeconds: input.duration_seconds,
        tempoBpm: input.tempo_bpm ?? null,
        air: input.air ?? null,
        hitPercent: score?.hit_percent ?? null,
        meanOffsetMs: score?.mean_offset_ms ?? null,
        spreadMs: score?.spread_ms ?? null,
        tempoReachedBpm: score?.tempo_reached_bpm ?? null,
        onsetCount: score?.onset_count ?? null,
        heardSeconds,
        playAlong: input.tool === "play_along" ? (input.play_along ?? null) : null,
        themeId: input.theme_id ?? null,
        startedAt: claims.startedAt,
        createdAt: at,
        localDate: bogotaDate(at),
      });
      if (id === undefined) throw new AppError("conflict", "Esta práctica ya está en tu registro: empieza una nueva.");
      const { current, best, totalDays } = await streakOf(userId, bogotaDate(at));
      await events.emit("practice.logged", { userId, sessionId: id, streakDays: current, bestStreakDays: best, totalDays, at });
      return toSession((await repo.findSession(db, userId, id))!);
    },

    async list(userId: number, limit: number, offset: number): Promise<{ total: number; items: PracticeSession[] }> {
      const { total, rows } = await repo.listSessions(db, userId, limit, offset);
      return { total, items: rows.map(toSession) };
    },

    async get(userId: number, id: number): Promise<PracticeSession> {
      const row = await repo.findSession(db, userId, id);
      if (!row) throw notFound("La práctica no existe.");
      return toSession(row);
    },

    async summary(userId: number): Promise<PracticeSummary> {
      const today = bogotaDate(now());
      const weekStart = mondayOf(today);
      const since = addDays(today, -(RECENT_DAYS - 1));
      const [{ current, best, totalDays }, perDay, total, totals, recent, chosenGoal] = await Promise.all([
        streakOf(userId, today),
        repo.secondsPerDay(db, userId, since < weekStart ? since : weekStart),
        repo.countSessions(db, userId),
        repo.airTotals(db, userId),
        repo.recentScored(db, userId, RECENT_TAKES),
        repo.findGoal(db, userId),
      ]);
      const goalMinutes = chosenGoal ?? DEFAULT_PRACTICE_GOAL_MINUTES;
      const todayHeard = perDay.find((d) => d.day === today)?.heardSeconds ?? 0;
      const weekSeconds = perDay.filter((d) => d.day >= weekStart).reduce((sum, d) => sum + d.seconds, 0);
      const airs: AirProgress[] = PRACTICE_AIRS.map((air) => {
        const t = totals.find((row) => row.air === air);
        return {
          air,
          sessions: t?.sessions ?? 0,
          minutes: minutes(t?.seconds ?? 0),
          best_hit_percent: t?.bestHit ?? null,
          best_tempo_bpm: t?.bestTempo ?? null,
          recent: recent
            .filter((row) => row.air === air)
            .reverse()
            .map((row) => ({ local_date: row.day, hit_percent: row.hit!, tempo_bpm: row.tempo! })),
        };
      });
      return {
        today,
        streak_days: current,
        best_streak_days: best,
        practiced_today: perDay.some((d) => d.day === today && d.counts),
        total_days: totalDays,
        daily_goal: { minutes: goalMinutes, chosen: chosenGoal !== undefined, today_heard_seconds: todayHeard, met: todayHeard >= goalMinutes * 60 },
        week_start: weekStart,
        week_minutes: minutes(weekSeconds),
        total_sessions: total,
        recent_days: perDay.filter((d) => d.day >= since).map((d) => ({ local_date: d.day, minutes: minutes(d.seconds), heard_minutes: minutes(d.heardSeconds), counts: d.counts })),
        airs,
        streak_goals: STREAK_GOALS.map((days) => ({ days, reached: best >= days })),
        day_trophies: PRACTICE_DAY_TROPHIES.map((days) => ({ days, reached: totalDays >= days })),
      };
    },

    async week(userId: number, weekStart: string): Promise<PracticeWeek> {
      const { days, tempos } = await repo.weekFigures(db, userId, weekStart, addDays(weekStart, 6), WEEKLY_TEMPO_MIN_HIT);
      return {
        minutes: minutes(days.reduce((sum, d) => sum + d.seconds, 0)),
        heardMinutes: minutes(days.reduce((sum, d) => sum + d.heardSeconds, 0)),
        days: days.filter((d) => d.counts).length,
        bestTempos: PRACTICE_AIRS.flatMap((air) => tempos.filter((t) => t.air === air).map((t) => ({ air, tempoBpm: t.tempo }))),
      };
    },

    async setGoal(userId: number, dailyMinutes: number): Promise<PracticeGoal> {
      return { daily_minutes: await repo.upsertGoal(db, userId, dailyMinutes, now()) };
    },
  };
}
