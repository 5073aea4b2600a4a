import { z } from "zod";
import { cursorPageQuery, paginated } from "./common";

export const NOTIFICATION_KINDS = [
  "order_paid",
  "access_expiring",
  "access_expired",
  "reward_available",
  "achievement_unlocked",
  "blog_post",
  "checkout_reminder",
  /** An administrator changed the student's access, points or orders, or a payment was given back. */
  "account_change",
  /** A teacher answered the student's take (issue 38). */
  "submission_reviewed",
  /** A teacher assigned practice to the student. */
  "practice_assigned",
  /** A topic opened through the student's own progress or by date (issue 40). */
  "topic_opened",
] as const;

/** Spec §3: each notification has an id and `unread` (the bell and the page read the rest). */
export const notification = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** A path of the web app to open, or null. */
  link: z.string().nullable(),
  unread: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notification>;

export const notificationsQuery = cursorPageQuery;

/**
 * `GET /api/notifications/`: a Django-style page, newest first, plus `has_more` (the spec's
 * client state) and the bell's `unread_count`.
 */
export const notificationsResponse = paginated(notification).extend({
  has_more: z.boolean(),
  unread_count: z.number().int(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

/**
 * `GET /api/notifications/unread-count/`: what the bell polls. `latest_id` changes when a new
 * notification arrives, so the client refetches the list only then.
 */
export const unreadCountResponse = z.object({
  unread_count: z.number().int(),
  latest_id: z.number().int().nullable(),
});
export type UnreadCountResponse = z.infer<typeof unreadCountResponse>;

export const markAllReadResponse = z.object({ updated: z.number().int(), unread_count: z.number().int() });
export type MarkAllReadResponse = z.infer<typeof markAllReadResponse>;

export const notificationPreferences = z.object({
  /** Be told about new blog posts (off until the student opts in). */
  blog_posts: z.boolean({ error: "blog_posts debe ser verdadero o falso" }),
  /** One reminder for a cart left unpaid for a day (on until the student turns it off). */
  checkout_reminders: z.boolean({ error: "checkout_reminders debe ser verdadero o falso" }).optional(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;
