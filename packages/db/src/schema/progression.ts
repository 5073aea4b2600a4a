import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { levels, themes } from "./catalogue";
import { users } from "./users";

/**
 * A teacher's or admin's opening of a topic (or, with `theme_id` null, a whole level) for one
 * student, past the level's unlocking rule (issue 40). Kept as the record of who and why.
 */
export const topicUnlocks = pgTable(
  "topic_unlocks",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    levelId: integer("level_id")
      .notNull()
      .references(() => levels.id, { onDelete: "cascade" }),
    themeId: integer("theme_id").references(() => themes.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    grantedBy: integer("granted_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("topic_unlocks_user_level_idx").on(t.userId, t.levelId)],
);

/**
 * A level's certificate. `code` is the public verification code (128 random bits, base32):
 * never sequential, never derived. The names are copied when it is issued, so the page keeps
 * saying what was certified. One standing (unrevoked) certificate per student and level: the
 * partial unique index is what makes two finishes at once issue one.
 */
export const certificates = pgTable(
  "certificates",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    code: text("code").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    levelId: integer("level_id")
      .notNull()
      .references(() => levels.id, { onDelete: "restrict" }),
    studentName: text("student_name").notNull(),
    courseTitle: text("course_title").notNull(),
    levelTitle: text("level_title").notNull(),
    skills: text("skills").notNull(),
    /** «Interpretación aprobada por …»: the teacher who approved a take of the level, copied at issue. */
    approvedBy: text("approved_by"),
    hideName: boolean("hide_name").notNull().default(false),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedReason: text("revoked_reason"),
    revokedBy: integer("revoked_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("certificates_code_key").on(t.code),
    uniqueIndex("certificates_standing_key").on(t.userId, t.levelId).where(sql`${t.revokedAt} IS NULL`),
    index("certificates_user_idx").on(t.userId, t.issuedAt),
    check("certificates_revocation", sql`(${t.revokedAt} IS NULL) = (${t.revokedReason} IS NULL)`),
  ],
);
