import type { Notification, NotificationPreferences } from "@fz/contracts/notifications";
import type { AccountChanges, Database } from "@fz/db/client";
import { notFound } from "../../lib/errors";
import type { ListWindow, ListedWindow } from "../../lib/pagination";
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

export interface NotificationsDeps {
  db: Database;
  /** The database handle's feed of changes to notifications; without it nothing is remembered. */
  changes?: AccountChanges | null;
}

/** A window of the student's notifications, with how many are unread. */
export interface NotificationList extends ListedWindow<Notification> {
  unread: number;
}

/** The bell: how many are unread and the newest one's id. */
export interface Bell {
  unread_count: number;
  latest_id: number | null;
}

/**
 * A student's notifications (the bell) and what they chose to be told about. The bell and the
 * pages of the list are remembered per student until one of their notifications changes
 * (`changes`: the database handle's feed, migration 0014; without it, always read).
 */
export interface NotificationsService {
  /** Stops the caches listening (the app closes). */
  close(): void;
  /** Null when this fact (dedupe key) was already told to the user. */
  notify(values: NewNotification): Promise<Notification | null>;
  notifyBlogSubscribers(values: Omit<NewNotification, "userId">): Promise<void>;
  list(userId: number, window: ListWindow): Promise<NotificationList>;
  unreadCount(userId: number): Promise<Bell>;
  markRead(userId: number, id: number): Promise<Notification>;
  markAllRead(userId: number): Promise<{ updated: number; unread_count: number }>;
  preferences(userId: number): Promise<NotificationPreferences>;
  /** A setting left out keeps its value. */
  setPreferences(userId: number, preferences: NotificationPreferences): Promise<NotificationPreferences>;
}

export function createNotificationsService({ db, changes }: NotificationsDeps): NotificationsService {
  const lists = createUserCache<NotificationList>(changes ?? undefined);
  const bells = createUserCache<Bell>(changes ?? undefined);
  const always = () => true;

  async function readList(userId: number, window: ListWindow): Promise<NotificationList> {
    const { total, unread, rows, ...places } = await repo.listForUser(db, userId, window);
    return { total, unread, places, items: rows.map((row) => toNotification(row.notification)) };
  }

  return {
    close(): void {
      lists.close();
      bells.close();
    },

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

    async unreadCount(userId: number): Promise<Bell> {
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
