import type { Notification, NotificationPreferences } from "@fz/contracts/notifications";
import type { AccountChanges, Database } from "@fz/db/client";
import { notFound } from "../../lib/errors";
import type { ListWindow } from "../../lib/pagination";
import { createUserCache } from "../../lib/user-cache";
import * as repo from "./notifications.repository";

export type NewNotification = repo.NewNotification;

export function toNotification(row: repo.NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    unread: row.unread,
    created_at: row.createdAt.toISOString(),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

/**
 * A student's notifications (the bell) and what they chose to be told about. The bell and the
 * pages of the list are remembered per student until one of their notifications changes
 * (`changes`: the database handle's feed, migration 0014; without it, always read).
 */
export function createNotificationsService({ db, changes }: { db: Database; changes?: AccountChanges | null }) {
  const lists = createUserCache<Awaited<ReturnType<typeof readList>>>(changes ?? undefined);
  const bells = createUserCache<{ unread_count: number; latest_id: number | null }>(changes ?? undefined);
  const always = () => true;

  async function readList(userId: number, window: ListWindow) {
    const { total, unread, rows, ...places } = await repo.listForUser(db, userId, window);
    return { total, unread, places, items: rows.map((row) => toNotification(row.notification)) };
  }

  return {
    /** Stops the caches listening (the app closes). */
    close(): void {
      lists.close();
      bells.close();
    },

    /** Null when this fact (dedupe key) was already told to the user. */
    async notify(values: NewNotification): Promise<Notification | null> {
      const row = await repo.insertNotification(db, values);
      return row ? toNotification(row) : null;
    },

    async notifyBlogSubscribers(values: Omit<NewNotification, "userId">): Promise<void> {
      await repo.insertForBlogSubscribers(db, values);
    },

    async list(userId: number, window: ListWindow) {
      return (await lists.get(userId, `list:${JSON.stringify(window)}`, () => readList(userId, window), always))!;
    },

    async unreadCount(userId: number): Promise<{ unread_count: number; latest_id: number | null }> {
      const load = async () => {
        const { unread, latestId } = await repo.bell(db, userId);
        return { unread_count: unread, latest_id: latestId };
      };
      return (await bells.get(userId, "bell", load, always))!;
    },

    async markRead(userId: number, id: number): Promise<Notification> {
      const row = await repo.markRead(db, userId, id, new Date());
      if (!row) throw notFound("La notificación no existe.");
      return toNotification(row);
    },

    async markAllRead(userId: number): Promise<{ updated: number; unread_count: number }> {
      const updated = await repo.markAllRead(db, userId, new Date());
      return { updated, unread_count: 0 };
    },

    async preferences(userId: number): Promise<NotificationPreferences> {
      const row = await repo.findPreferences(db, userId);
      return { blog_posts: row?.blogPosts ?? false, checkout_reminders: row?.checkoutReminders ?? true, weekly_summary: row?.weeklySummary ?? true };
    },

    /** A setting left out keeps its value. */
    async setPreferences(userId: number, preferences: NotificationPreferences): Promise<NotificationPreferences> {
      const row = await repo.upsertPreferences(db, userId, {
        blogPosts: preferences.blog_posts,
        checkoutReminders: preferences.checkout_reminders,
        weeklySummary: preferences.weekly_summary,
      });
      return { blog_posts: row.blogPosts, checkout_reminders: row.checkoutReminders, weekly_summary: row.weeklySummary };
    },
  };
}
