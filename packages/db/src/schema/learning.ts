import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { levels, themes } from "./catalogue";
import { users } from "./users";

/**
 * One row per student and topic, created by the first view (unique, so parallel views
 * insert once) and completed by "mark as finished".
 */
export const topicProgress = pgTable(
  "topic_progress",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    themeId: integer("theme_id")
      .notNull()
      .references(() => themes.id, { onDelete: "cascade" }),
    /** Copied from the theme so a level's progress is one indexed count. */
    levelId: integer("level_id")
      .notNull()
      .references(() => levels.id, { onDelete: "cascade" }),
    firstViewedAt: timestamp("first_viewed_at", { withTimezone: true }).notNull().defaultNow(),
    lastViewedAt: timestamp("last_viewed_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("topic_progress_user_theme_key").on(t.userId, t.themeId),
    index("topic_progress_user_level_idx").on(t.userId, t.levelId),
  ],
);

export const questionKind = pgEnum("question_kind", ["single", "multiple"]);

/** A level's practice quizzes. */
export const exercises = pgTable(
  "exercises",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    levelId: integer("level_id")
      .notNull()
      .references(() => levels.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    position: integer("position").notNull(),
    /** Minimum score (0–100) that counts as passed. */
    passMark: smallint("pass_mark").notNull().default(70),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("exercises_level_position_key").on(t.levelId, t.position),
    check("exercises_pass_mark_range", sql`${t.passMark} BETWEEN 0 AND 100`),
  ],
);

export const exerciseQuestions = pgTable(
  "exercise_questions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    exerciseId: integer("exercise_id")
      .notNull()
      .references(() => exercises.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    prompt: text("prompt").notNull(),
    kind: questionKind("kind").notNull().default("single"),
    /** Shown only in an attempt's result, never before. */
    explanation: text("explanation").notNull(),
  },
  (t) => [uniqueIndex("exercise_questions_position_key").on(t.exerciseId, t.position)],
);

export const exerciseOptions = pgTable(
  "exercise_options",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    questionId: integer("question_id")
      .notNull()
      .references(() => exerciseQuestions.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    text: text("text").notNull(),
    isCorrect: boolean("is_correct").notNull().default(false),
  },
  (t) => [uniqueIndex("exercise_options_position_key").on(t.questionId, t.position)],
);

/** Every submission, graded on the server; `answers` keeps what was chosen. */
export const exerciseAttempts = pgTable(
  "exercise_attempts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    exerciseId: integer("exercise_id")
      .notNull()
      .references(() => exercises.id, { onDelete: "cascade" }),
    score: smallint("score").notNull(),
    passed: boolean("passed").notNull(),
    answers: jsonb("answers").$type<{ question_id: number; option_ids: number[] }[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("exercise_attempts_user_exercise_idx").on(t.userId, t.exerciseId, t.createdAt),
    check("exercise_attempts_score_range", sql`${t.score} BETWEEN 0 AND 100`),
  ],
);

/**
 * A student's standing in one exercise. `passed_at` is set once by a conditional update,
 * which is what makes "quiz passed" a once-per-student fact.
 */
export const exerciseProgress = pgTable(
  "exercise_progress",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    exerciseId: integer("exercise_id")
      .notNull()
      .references(() => exercises.id, { onDelete: "cascade" }),
    bestScore: smallint("best_score").notNull().default(0),
    attemptsCount: integer("attempts_count").notNull().default(0),
    passedAt: timestamp("passed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "exercise_progress_pkey", columns: [t.userId, t.exerciseId] })],
);

/** The exercise a student last opened in each level ("continue where you left off"). */
export const exerciseLastSeen = pgTable(
  "exercise_last_seen",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    levelId: integer("level_id")
      .notNull()
      .references(() => levels.id, { onDelete: "cascade" }),
    exerciseId: integer("exercise_id")
      .notNull()
      .references(() => exercises.id, { onDelete: "cascade" }),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "exercise_last_seen_pkey", columns: [t.userId, t.levelId] })],
);

/** One rating (1–5, optional comment) per student and level; a second POST updates it. */
export const levelRatings = pgTable(
  "level_ratings",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    levelId: integer("level_id")
      .notNull()
      .references(() => levels.id, { onDelete: "cascade" }),
    score: smallint("score").notNull(),
    comment: text("comment"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("level_ratings_user_level_key").on(t.userId, t.levelId),
    index("level_ratings_level_idx").on(t.levelId, t.updatedAt),
    check("level_ratings_score_range", sql`${t.score} BETWEEN 1 AND 5`),
  ],
);

/** "Don't ask me again" for the rate dialog of a level. */
export const ratePromptDismissals = pgTable(
  "rate_prompt_dismissals",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    levelId: integer("level_id")
      .notNull()
      .references(() => levels.id, { onDelete: "cascade" }),
    dismissedAt: timestamp("dismissed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "rate_prompt_dismissals_pkey", columns: [t.userId, t.levelId] })],
);
