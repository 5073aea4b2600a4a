import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { themes } from "./catalogue";

/** Which view a score opens with: notation + tab, a drum staff, or notation + the accordion's buttons. */
export const scoreInstrument = pgEnum("score_instrument", ["guitar", "bass", "percussion", "accordion"]);
/** alphaTex, MusicXML and the accordion's button tablature are text; a Guitar Pro file is stored as base64 text (see decision 032). */
export const scoreFormat = pgEnum("score_format", ["alphatex", "musicxml", "guitar_pro", "button_tab"]);

/** A video time (seconds) at which a bar (0-based) starts: what ties the score to the lesson. */
export type ScoreSyncPoint = { bar: number; seconds: number };

/**
 * A topic's scores (issue 39): the source as uploaded, checked by parsing it when written
 * (`bar_count` is what the parse found), and the sync points the admin tapped.
 */
export const themeScores = pgTable(
  "theme_scores",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    themeId: integer("theme_id")
      .notNull()
      .references(() => themes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    instrument: scoreInstrument("instrument").notNull(),
    format: scoreFormat("format").notNull(),
    content: text("content").notNull(),
    /** For accordion scores: the layout the buttons are drawn in (`sol-do-fa`, `la-re-sol`, `fa-sib-mib`). */
    accordionLayout: text("accordion_layout"),
    barCount: integer("bar_count").notNull(),
    syncPoints: jsonb("sync_points").$type<ScoreSyncPoint[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("theme_scores_theme_position_key").on(t.themeId, t.position),
    check("theme_scores_bar_count", sql`${t.barCount} > 0`),
  ],
);
