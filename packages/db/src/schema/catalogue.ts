import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { instruments } from "./reference";

/**
 * What the metronome opens with from a topic's "Practicar con metrónomo" (issue 17): an air
 * (vallenato pattern) or null for a plain click, a tempo and how many bars to play. Shaped and
 * checked by the contracts' `practicePresetSchema`; the database only stores it.
 */
export type TopicPracticePreset = {
  air: "paseo" | "merengue" | "son" | "puya" | null;
  tempo_bpm: number;
  bars: number;
};

/**
 * Where a video plays from: an embeddable provider (YouTube, Vimeo) or a file the academy
 * serves itself under /api/media/ (signed, range-capable URLs).
 */
export const videoProvider = pgEnum("video_provider", ["youtube", "vimeo", "self_hosted"]);

/**
 * How a level's topics open (issue 40, decision 033): all at once (as before), each once the
 * previous one is done, or each `themes.opens_after_days` days after the student's access began.
 */
export const levelUnlockMode = pgEnum("level_unlock_mode", ["open", "sequential", "by_date"]);

/**
 * What makes a topic "done" (its `topic_progress.finished_at`): opening it, the student's
 * «Marcar como terminado», a passed quiz of its level, or a practice take of its preset at
 * `done_min_percent` % on time and at least `done_min_bpm` BPM, or a teacher's «¡Aprobado!» on
 * a take the student sent from the topic.
 */
export const topicDoneRule = pgEnum("topic_done_rule", ["opened", "finished", "quiz", "practice", "teacher"]);

/** The six courses of spec §2 (one per instrument or style), each a landing page by slug. */
export const courses = pgTable(
  "courses",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    shortDescription: text("short_description").notNull(),
    description: text("description").notNull(),
    /** A path the web app serves (e.g. /images/courses/<slug>.jpg). */
    image: text("image"),
    instrumentId: integer("instrument_id").references(() => instruments.id, { onDelete: "set null" }),
    position: integer("position").notNull().default(0),
    isPublished: boolean("is_published").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("courses_slug_key").on(t.slug)],
);

/** A course's levels (Básico, Intermedio, Avanzado…), ordered by position. */
export const levels = pgTable(
  "levels",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    /** Unique across courses: the register modal and purchase links carry a level slug. */
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    position: integer("position").notNull(),
    /** Featured on the catalogue ("specials"). */
    isSpecial: boolean("is_special").notNull().default(false),
    image: text("image"),
    isPublished: boolean("is_published").notNull().default(true),
    unlockMode: levelUnlockMode("unlock_mode").notNull().default("open"),
    /** What the level's certificate says it certifies; empty: the level's description. */
    certifiedSkills: text("certified_skills").notNull().default(""),
    /** The certificate also needs a take of the level approved by a teacher (it names them). */
    requiresTeacherApproval: boolean("requires_teacher_approval").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("levels_slug_key").on(t.slug),
    uniqueIndex("levels_course_position_key").on(t.courseId, t.position),
  ],
);

/** Topics ("temas") of a level, ordered; the first ones are usually a free preview. */
export const themes = pgTable(
  "themes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    levelId: integer("level_id")
      .notNull()
      .references(() => levels.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    /** Markdown. */
    body: text("body").notNull(),
    /**
     * `body` rendered and sanitised when it is written, so a GET never renders. Null only for
     * rows written before the column existed (or by SQL): start-up backfills them.
     */
    bodyHtml: text("body_html"),
    position: integer("position").notNull(),
    isFreePreview: boolean("is_free_preview").notNull().default(false),
    videoProvider: videoProvider("video_provider"),
    /** Embed URL for a provider, or a path under the media directory for self-hosted files. */
    videoSource: text("video_source"),
    durationSeconds: integer("duration_seconds"),
    practicePreset: jsonb("practice_preset").$type<TopicPracticePreset>(),
    doneRule: topicDoneRule("done_rule").notNull().default("finished"),
    doneMinPercent: smallint("done_min_percent"),
    doneMinBpm: smallint("done_min_bpm"),
    /** In a level opened by date: days after the student's access began. */
    opensAfterDays: smallint("opens_after_days"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("themes_level_slug_key").on(t.levelId, t.slug),
    uniqueIndex("themes_level_position_key").on(t.levelId, t.position),
    index("themes_slug_idx").on(t.slug),
    check("themes_video_pair", sql`(${t.videoProvider} IS NULL) = (${t.videoSource} IS NULL)`),
    check("themes_done_min_percent_range", sql`${t.doneMinPercent} BETWEEN 0 AND 100`),
    check("themes_done_min_bpm_range", sql`${t.doneMinBpm} BETWEEN 40 AND 240`),
    check("themes_opens_after_days_range", sql`${t.opensAfterDays} BETWEEN 0 AND 3650`),
    check("themes_practice_rule", sql`${t.doneRule} <> 'practice' OR (${t.doneMinPercent} IS NOT NULL AND ${t.doneMinBpm} IS NOT NULL)`),
  ],
);

/** Tutorials sold on their own (a song, a technique), outside the level path. */
export const videos = pgTable(
  "videos",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    courseId: integer("course_id").references(() => courses.id, { onDelete: "set null" }),
    provider: videoProvider("provider").notNull(),
    source: text("source").notNull(),
    thumbnail: text("thumbnail"),
    durationSeconds: integer("duration_seconds"),
    position: integer("position").notNull().default(0),
    isPublished: boolean("is_published").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("videos_slug_key").on(t.slug), index("videos_course_idx").on(t.courseId)],
);
