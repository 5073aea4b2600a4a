import { and, count, desc, eq, max, sql } from "drizzle-orm";
import type { Database, Tx } from "@fz/db/client";
import { notificationPreferences, notifications, users } from "@fz/db/schema";

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Omit<typeof notifications.$inferInsert, "id" | "unread" | "createdAt" | "readAt">;
export type PreferencesRow = typeof notificationPreferences.$inferSelect;
type Executor = Database | Tx;

/** Undefined when the same fact was already told to this user (same dedupe key). */
export async function insertNotification(db: Executor, values: NewNotification): Promise<NotificationRow | undefined> {
  const [row] = await db
    .insert(notifications)
    .values(values)
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
    .returning();
  return row;
}

/** One statement for every active student who opted in to blog posts (dedupe per user). */
export async function insertForBlogSubscribers(db: Executor, values: Omit<NewNotification, "userId">): Promise<void> {
  await db.execute(sql`
    INSERT INTO ${notifications} (user_id, kind, title, body, link, dedupe_key)
    SELECT p.user_id, ${values.kind}, ${values.title}, ${values.body}, ${values.link ?? null}, ${values.dedupeKey ?? null}
    FROM ${notificationPreferences} p JOIN ${users} u ON u.id = p.user_id
    WHERE p.blog_posts AND u.is_active
    ON CONFLICT (user_id, dedupe_key) DO NOTHING`);
}

export async function listForUser(db: Executor, userId: number, limit: number, offset: number) {
  const where = eq(notifications.userId, userId);
  const [rows, [total]] = await Promise.all([
    db.select().from(notifications).where(where).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(limit).offset(offset),
    db.select({ value: count() }).from(notifications).where(where),
  ]);
  return { total: total?.value ?? 0, rows };
}

export async function unreadStats(db: Executor, userId: number): Promise<{ unread: number; latestId: number | null }> {
  const [[unread], [latest]] = await Promise.all([
    db.select({ value: count() }).from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.unread, true))),
    db.select({ value: max(notifications.id) }).from(notifications).where(eq(notifications.userId, userId)),
  ]);
  return { unread: unread?.value ?? 0, latestId: latest?.value ?? null };
}

/** Only the owner's row: another user's id matches nothing (and so answers 404). */
export async function markRead(db: Executor, userId: number, id: number, now: Date): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ unread: false, readAt: sql`coalesce(${notifications.readAt}, ${now})` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row;
}

export async function markAllRead(db: Executor, userId: number, now: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ unread: false, readAt: now })
    .where(and(eq(notifications.userId, userId), eq(notifications.unread, true)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function findPreferences(db: Executor, userId: number): Promise<PreferencesRow | undefined> {
  const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  return row;
}

export async function upsertPreferences(db: Executor, userId: number, blogPosts: boolean): Promise<PreferencesRow> {
  const now = new Date();
  const [row] = await db
    .insert(notificationPreferences)
    .values({ userId, blogPosts, updatedAt: now })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { blogPosts, updatedAt: now } })
    .returning();
  return row!;
}
