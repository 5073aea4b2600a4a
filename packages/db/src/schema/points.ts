import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

/** Why points moved. Text (not an enum) so a new activity never needs an enum migration. */
export type PointsReason =
  | "topic_viewed"
  | "quiz_passed"
  | "email_verified"
  | "subscription_one_month"
  | "subscription_four_months"
  | "subscription_one_year"
  | "tutorial_purchased"
  | "reward_redeemed"
  /** The points a purchase earned, taken back when the order is refunded. */
  | "purchase_refunded"
  /** Granted by hand (the demo seed, support). */
  | "adjustment";

/**
 * Append-only: a row is never updated or deleted. `users.points_balance` is moved in the same
 * transaction as the insert, and `balance_after` records it, so the history explains the
 * balance. The idempotency key names the thing that earned the points (one topic, one quiz,
 * one order item), so an event delivered twice awards once.
 */
export const pointsLedger = pgTable(
  "points_ledger",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    delta: integer("delta").notNull(),
    reason: text("reason").$type<PointsReason>().notNull(),
    /** What it was for: a theme, exercise, order item, or the grant a redemption created. */
    reference: text("reference"),
    idempotencyKey: text("idempotency_key").notNull(),
    /** The administrator's own words for an adjustment ("Premio por asistencia al taller"). */
    note: text("note"),
    balanceAfter: integer("balance_after").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("points_ledger_idempotency_key").on(t.idempotencyKey),
    index("points_ledger_user_created_idx").on(t.userId, t.createdAt, t.id),
    check("points_ledger_delta_non_zero", sql`${t.delta} <> 0`),
    check("points_ledger_balance_after_non_negative", sql`${t.balanceAfter} >= 0`),
  ],
);

/**
 * When each achievement was first reached. Progress itself is derived from the student's
 * activity; this row only makes "unlocked" a once-per-student fact (primary key).
 */
export const achievementUnlocks = pgTable(
  "achievement_unlocks",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    achievement: text("achievement").notNull(),
    unlockedAt: timestamp("unlocked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "achievement_unlocks_pkey", columns: [t.userId, t.achievement] })],
);
