import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgEnum, pgTable, primaryKey, real, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { courses, levels, themes } from "./catalogue";
import { type PlayAlongResult, practiceAir } from "./practice";
import { users } from "./users";

/** Which courses a teacher answers for (issue 38): they see the takes of these courses only. */
export const teacherCourses = pgTable(
  "teacher_courses",
  {
    teacherId: integer("teacher_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.teacherId, t.courseId] }), index("teacher_courses_course_idx").on(t.courseId)],
);

/** enviada → en revisión (a teacher claimed it) → respondida; or retirada by the student before the answer. */
export const submissionStatus = pgEnum("submission_status", ["submitted", "in_review", "reviewed", "withdrawn"]);
export const submissionVerdict = pgEnum("submission_verdict", ["approved", "retry"]);

/**
 * What the practice studio measured on the take, when it came from the metronome: % on time,
 * mean offset (positive = late), steadiness (spread), tempo played, the air.
 */
export type SubmissionFigures = {
  hit_percent: number;
  mean_offset_ms: number | null;
  spread_ms: number | null;
  tempo_bpm: number;
  tempo_played_bpm: number | null;
  air: "paseo" | "merengue" | "son" | "puya" | null;
  /** «Tócalo conmigo» (issue 39): the take's report against the score, note by note. */
  play_along?: PlayAlongResult & {
    verdicts: { bar: number; kind: "on_time" | "early" | "late" | "wrong" | "missed"; expected: string; played: string | null; offset_ms: number | null }[];
    bars: { bar: number; percent: number }[];
  };
};

/**
 * A student's recorded take sent to the teachers of the topic's course. The file is in the video
 * store under `media_source` (`takes/<uuid>.webm|mp4`), written only once the resumable upload
 * (`upload_id`, unique: one take per upload) is complete and its container checked.
 */
export const submissions = pgTable(
  "submissions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    studentId: integer("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    themeId: integer("theme_id")
      .notNull()
      .references(() => themes.id, { onDelete: "cascade" }),
    levelId: integer("level_id")
      .notNull()
      .references(() => levels.id, { onDelete: "cascade" }),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    assignmentId: integer("assignment_id").references((): never => practiceAssignments.id as never, { onDelete: "set null" }),
    uploadId: text("upload_id").notNull(),
    mediaSource: text("media_source").notNull(),
    mediaType: text("media_type").notNull(),
    /** Camera + microphone, or microphone only. */
    mediaKind: text("media_kind").$type<"video" | "audio">().notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    durationSeconds: real("duration_seconds").notNull(),
    figures: jsonb("figures").$type<SubmissionFigures>(),
    note: text("note").notNull().default(""),
    status: submissionStatus("status").notNull().default("submitted"),
    teacherId: integer("teacher_id").references(() => users.id, { onDelete: "set null" }),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    verdict: submissionVerdict("verdict"),
    reply: text("reply"),
    /** The teacher's recorded answer (optional): `takes/<uuid>.webm|mp4` in the video store. */
    replyMediaSource: text("reply_media_source"),
    replyMediaType: text("reply_media_type"),
    replyMediaKind: text("reply_media_kind").$type<"video" | "audio">(),
    replyDurationSeconds: real("reply_duration_seconds"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    /**
     * The shared library: the student allows the reviewed take to be shown to the other students
     * of the level (`share_requested_at`), a teacher approves it (`share_approved_at`); it is shown
     * only with both, and the student's withdrawal clears both at once.
     */
    shareRequestedAt: timestamp("share_requested_at", { withTimezone: true }),
    shareApprovedAt: timestamp("share_approved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("submissions_upload_key").on(t.uploadId),
    index("submissions_student_created_idx").on(t.studentId, t.createdAt, t.id),
    // The teachers' queue: by course and status, oldest first.
    index("submissions_course_status_created_idx").on(t.courseId, t.status, t.createdAt, t.id),
    index("submissions_status_created_idx").on(t.status, t.createdAt, t.id),
    // The queue's default view (the open takes, oldest first) read in order from a small index
    // that also holds the filters' columns: the first page stops after its rows (decision 047).
    index("submissions_open_created_idx")
      .on(t.createdAt, t.id, t.courseId, t.levelId, t.studentId, t.teacherId)
      .where(sql`${t.status} IN ('submitted', 'in_review')`),
    index("submissions_teacher_idx").on(t.teacherId),
    index("submissions_assignment_idx").on(t.assignmentId),
    check("submissions_duration_range", sql`${t.durationSeconds} > 0 AND ${t.durationSeconds} <= 600`),
    check("submissions_review_pair", sql`(${t.status} = 'reviewed') = (${t.verdict} IS NOT NULL)`),
    check("submissions_share_pair", sql`${t.shareApprovedAt} IS NULL OR ${t.shareRequestedAt} IS NOT NULL`),
    check("submissions_reply_media_pair", sql`(${t.replyMediaSource} IS NULL) = (${t.replyMediaKind} IS NULL)`),
    // A topic's shared library, the newest answers first.
    index("submissions_shared_theme_idx")
      .on(t.themeId, t.reviewedAt, t.id)
      .where(sql`${t.shareApprovedAt} IS NOT NULL`),
  ],
);

/** A teacher's comment pinned to a second of the take (`at_ms` from its start). */
export const submissionComments = pgTable(
  "submission_comments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    submissionId: integer("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    atMs: integer("at_ms").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("submission_comments_submission_idx").on(t.submissionId, t.atMs, t.id), check("submission_comments_at_range", sql`${t.atMs} >= 0`)],
);

export const assignmentKind = pgEnum("assignment_kind", ["tempo_ladder", "technique"]);

/**
 * Practice a teacher assigns to a student: a tempo ladder (air, bars, from → to BPM in steps,
 * the % on time to climb) or a technique/tuning task described in words; due on a Bogotá day.
 */
export const practiceAssignments = pgTable(
  "practice_assignments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    teacherId: integer("teacher_id").references(() => users.id, { onDelete: "set null" }),
    studentId: integer("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    themeId: integer("theme_id")
      .notNull()
      .references(() => themes.id, { onDelete: "cascade" }),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    /** The review it came from, if any. */
    fromSubmissionId: integer("from_submission_id").references(() => submissions.id, { onDelete: "set null" }),
    kind: assignmentKind("kind").notNull(),
    air: practiceAir("air"),
    bars: smallint("bars"),
    tempoFrom: smallint("tempo_from"),
    tempoTo: smallint("tempo_to"),
    tempoStep: smallint("tempo_step"),
    passPercent: smallint("pass_percent"),
    instructions: text("instructions").notNull().default(""),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("practice_assignments_student_idx").on(t.studentId, t.dueOn, t.id),
    index("practice_assignments_teacher_idx").on(t.teacherId, t.createdAt, t.id),
    check(
      "practice_assignments_ladder",
      sql`${t.kind} <> 'tempo_ladder' OR (${t.tempoFrom} BETWEEN 40 AND 240 AND ${t.tempoTo} BETWEEN ${t.tempoFrom} AND 240 AND ${t.tempoStep} BETWEEN 1 AND 40 AND ${t.passPercent} BETWEEN 1 AND 100 AND ${t.bars} BETWEEN 1 AND 64)`,
    ),
  ],
);
