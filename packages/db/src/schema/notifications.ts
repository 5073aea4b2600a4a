import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

export type NotificationKind =
  | "order_paid"
  | "access_expiring"
  | "access_expired"
  | "reward_available"
  | "achievement_unlocked"
  | "blog_post"
  | "checkout_reminder"
  | "account_change"
  | "submission_reviewed"
  | "practice_assigned"
  | "topic_opened";

/**
 * A message in a student's bell. `dedupe_key` names the fact it tells about (an order, a
 * grant's expiry, a post), unique per user, so an event handled twice or a job run twice
 * inserts one row.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<NotificationKind>().notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** A path of the web app (e.g. /academia/puntos), or null. */
    link: text("link"),
    unread: boolean("unread").notNull().default(true),
    dedupeKey: text("dedupe_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("notifications_user_dedupe_key").on(t.userId, t.dedupeKey),
    index("notifications_user_created_idx").on(t.userId, t.createdAt, t.id),
    // The bell's poll: the user's highest id is this index's first entry backwards.
    index("notifications_user_id_idx").on(t.userId, t.id),
    // The bell's count is polled: keep it an index-only look at the unread rows.
    index("notifications_user_unread_idx").on(t.userId).where(sql`${t.unread}`),
  ],
);

/** What a student chose to hear about; no row means the defaults. */
export const notificationPreferences = pgTable("notification_preferences", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** New blog posts are opt-in. */
  blogPosts: boolean("blog_posts").notNull().default(false),
  /** One reminder (e-mail and notification) for a cart left unpaid for a day; on until turned off. */
  checkoutReminders: boolean("checkout_reminders").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
