import { and, asc, count, desc, eq, getTableColumns, type Placeholder, sql } from "drizzle-orm";
import type { Database, Tx } from "@fz/db/client";
import { keysetSql } from "../../lib/keyset-sql";
import { preparedPerDb } from "../../lib/prepared";
import { type ListWindow, settleWindow } from "../../lib/pagination";
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

/**
 * Newest first, along the index (user_id, created_at, id): a cursor page seeks, whatever its
 * depth. One statement: the user's two counts (along the index (user_id, id)) joined laterally
 * to the page, so each side keeps its own plan (a count over the page's rows would read and sort
 * every row of the user) and the request makes one round trip.
 */
export async function listForUser(db: Database, userId: number, window: ListWindow) {
  const rows =
    window.after || window.backward
      ? await pageWithCounts(db, userId, window).execute()
      : await firstPagesStatement(db).execute({ userId, limit: window.limit + 1, offset: window.offset });
  const [first] = rows;
  const page = rows.flatMap(({ notification, key }) => (notification && key !== null ? [{ notification, keyset: { key, id: notification.id } }] : []));
  return { total: first?.total ?? 0, unread: first?.unread ?? 0, ...settleWindow(page, window) };
}

const notificationColumns = getTableColumns(notifications);

/** The counts, and the window's rows beside them (none: one row of counts with a null page). */
function pageWithCounts(db: Database, userId: number | Placeholder<"userId">, window: ListWindow) {
  const keyset = keysetSql(notifications.createdAt, notifications.id, "timestamp", true, window);
  const counts = db
    .select({ total: count().as("total_count"), unread: sql<number>`count(*) filter (where ${notifications.unread})`.mapWith(Number).as("unread_count") })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .as("counts");
  const windowed = db
    .select({ ...notificationColumns, key: keyset.key.as("page_key") })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), keyset.where))
    .orderBy(...keyset.orderBy)
    .limit(window.after ? keyset.limit : sql.placeholder("limit"))
    .offset(window.after ? keyset.offset : sql.placeholder("offset"))
    .as("page");
  const pageColumns = Object.fromEntries(Object.keys(notificationColumns).map((name) => [name, windowed[name as keyof typeof notificationColumns]])) as {
    [K in keyof typeof notificationColumns]: (typeof windowed)[K];
  };
  return db
    .select({ total: counts.total, unread: counts.unread, notification: pageColumns, key: windowed.key })
    .from(counts)
    .leftJoinLateral(windowed, sql`true`)
    // The page's own order (reversed for a backward window: settleWindow turns it back).
    .orderBy(...(window.backward ? [asc(windowed.createdAt), asc(windowed.id)] : [desc(windowed.createdAt), desc(windowed.id)]));
}

/** Numbered pages (what the bell's panel and the notifications page open with), prepared once. */
const firstPagesStatement = preparedPerDb((db) =>
  pageWithCounts(db, sql.placeholder("userId"), { limit: 0, offset: 0, backward: false }).prepare(
    "notifications_page",
  ),
);

/**
 * What the bell polls, in one statement: the unread count from the partial index
 * notifications_user_unread_idx, and the user's highest id as the first entry of the index
 * (user_id, id) read backwards. (`max(id)` alone let the planner walk the primary key from the
 * newest row of everyone until it met one of this user's: 200 ms at a million rows.)
 */
const bellStatement = preparedPerDb((db) => {
  const unread = db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, sql.placeholder("userId")), eq(notifications.unread, true)));
  const latest = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, sql.placeholder("userId")))
    .orderBy(desc(notifications.userId), desc(notifications.id))
    .limit(1);
  return db
    .select({ unread: sql<number>`(${unread})`.mapWith(Number), latestId: sql<number | null>`(${latest})` })
    .from(sql`(select 1) as one`)
    .prepare("notifications_bell");
});

export async function bell(db: Database, userId: number): Promise<{ unread: number; latestId: number | null }> {
  const [row] = await bellStatement(db).execute({ userId });
  return { unread: row?.unread ?? 0, latestId: row?.latestId === null || row?.latestId === undefined ? null : Number(row.latestId) };
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

export async function upsertPreferences(
  db: Executor,
  userId: number,
  values: { blogPosts: boolean; checkoutReminders?: boolean; weeklySummary?: boolean },
): Promise<PreferencesRow> {
  const now = new Date();
  const set = {
    blogPosts: values.blogPosts,
    ...(values.checkoutReminders === undefined ? {} : { checkoutReminders: values.checkoutReminders }),
    ...(values.weeklySummary === undefined ? {} : { weeklySummary: values.weeklySummary }),
    updatedAt: now,
  };
  const [row] = await db
    .insert(notificationPreferences)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set })
    .returning();
  return row!;
}
