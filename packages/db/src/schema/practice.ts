import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgEnum, pgTable, smallint, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { themes } from "./catalogue";
import { instruments } from "./reference";
import { users } from "./users";

/** The practice studio's tools (issue 17). */
export const practiceTool = pgEnum("practice_tool", ["tuner", "metronome", "play_along"]);

/** What the practice log keeps of a «Tócalo conmigo» take (the contract checks it: `playAlongResult`). */
export type PlayAlongResult = {
  score_id: number;
  score_title: string;
  from_bar: number;
  to_bar: number;
  accompaniment: "metronome" | "video";
  speed: 0.5 | 0.75 | 1 | 1.25;
  notes: number;
  on_time: number;
  early: number;
  late: number;
  wrong: number;
  missed: number;
  extra: number;
};

/** The four vallenato airs the metronome plays as caja + guacharaca patterns. */
export const practiceAir = pgEnum("practice_air", ["paseo", "merengue", "son", "puya"]);

/**
 * One practice session a student logged from the studio. `start_id` is the id of the signed
 * start the server handed out when the tool's page opened (docs/decisions/021): unique, so one
 * opened page logs one session, and the duration cannot exceed the time since that start.
 * `local_date` is the day in Bogotá the session ended on, written by the service, so streaks
 * are a distinct-dates query that does not depend on the database's time-zone data.
 */
export const practiceSessions = pgTable(
  "practice_sessions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    startId: uuid("start_id").notNull(),
    tool: practiceTool("tool").notNull(),
    instrumentId: integer("instrument_id")
      .notNull()
      .references(() => instruments.id),
    durationSeconds: integer("duration_seconds").notNull(),
    /** The metronome's tempo; null for the tuner. */
    tempoBpm: smallint("tempo_bpm"),
    air: practiceAir("air"),
    /** "Escúchame" figures, all null when the student did not let the metronome listen. */
    hitPercent: smallint("hit_percent"),
    meanOffsetMs: smallint("mean_offset_ms"),
    spreadMs: smallint("spread_ms"),
    tempoReachedBpm: smallint("tempo_reached_bpm"),
    onsetCount: integer("onset_count"),
    /** «Tócalo conmigo» (issue 39): the take's counts against the score; only on `play_along` sessions. */
    playAlong: jsonb("play_along").$type<PlayAlongResult>(),
    themeId: integer("theme_id").references(() => themes.id, { onDelete: "set null" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    localDate: date("local_date", { mode: "string" }).notNull(),
  },
  (t) => [
    uniqueIndex("practice_sessions_start_key").on(t.startId),
    index("practice_sessions_user_created_idx").on(t.userId, t.createdAt, t.id),
    index("practice_sessions_user_date_idx").on(t.userId, t.localDate),
    check("practice_sessions_duration_range", sql`${t.durationSeconds} BETWEEN 1 AND 14400`),
    check("practice_sessions_tempo_range", sql`${t.tempoBpm} BETWEEN 40 AND 240`),
    check("practice_sessions_tempo_reached_range", sql`${t.tempoReachedBpm} BETWEEN 20 AND 480`),
    check("practice_sessions_hit_percent_range", sql`${t.hitPercent} BETWEEN 0 AND 100`),
    check("practice_sessions_mean_offset_range", sql`${t.meanOffsetMs} BETWEEN -1000 AND 1000`),
    check("practice_sessions_spread_range", sql`${t.spreadMs} BETWEEN 0 AND 1000`),
    check("practice_sessions_onset_count_range", sql`${t.onsetCount} >= 0`),
    check("practice_sessions_score_pair", sql`(${t.hitPercent} IS NULL) = (${t.onsetCount} IS NULL)`),
  ],
);
