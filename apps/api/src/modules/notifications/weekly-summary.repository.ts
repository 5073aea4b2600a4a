import { sql } from "drizzle-orm";
import type { Database } from "@fz/db/client";
import { notificationPreferences, notifications, practiceSessions, users } from "@fz/db/schema";

export interface WeeklyRecipient {
  userId: number;
  email: string;
  firstName: string;
}

/** The kinds of notice the weekly summary retells: what opened, and what the teacher said. */
export const UNLOCKED_KINDS = ["achievement_unlocked", "topic_opened"] as const;
export const TEACHER_KINDS = ["submission_reviewed", "practice_assigned"] as const;

/**
 * One page of the students to tell about a week (ids above `afterId`, in id order): active,
 * who practised that week or were told something worth retelling (an unlock, a teacher's
 * answer), who did not turn the summary off, and who have not been told about this week yet
 * (the summary's dedupe key). Reads only; the notice's unique key makes the write once.
 */
export async function recipients(
  db: Database,
  week: { from: string; to: string; since: Date; until: Date; dedupeKey: string },
  afterId: number,
  limit: number,
): Promise<WeeklyRecipient[]> {
  type Row = { id: number; email: string; first_name: string };
  const kinds = [...UNLOCKED_KINDS, ...TEACHER_KINDS];
  const result = (await db.execute(sql`
    SELECT u.id, u.email, u.first_name
    FROM ${users} u
    LEFT JOIN ${notificationPreferences} p ON p.user_id = u.id
    WHERE u.is_active AND u.id > ${afterId}
      AND coalesce(p.weekly_summary, true)
      AND (
        EXISTS (SELECT 1 FROM ${practiceSessions} s WHERE s.user_id = u.id AND s.local_date BETWEEN ${week.from}::date AND ${week.to}::date)
        OR EXISTS (
          SELECT 1 FROM ${notifications} n
          WHERE n.user_id = u.id AND n.kind IN (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})
            AND n.created_at >= ${week.since.toISOString()}::timestamptz AND n.created_at < ${week.until.toISOString()}::timestamptz
        )
      )
      AND NOT EXISTS (SELECT 1 FROM ${notifications} d WHERE d.user_id = u.id AND d.dedupe_key = ${week.dedupeKey})
    ORDER BY u.id
    LIMIT ${limit}`)) as unknown as { rows: Row[] };
  return result.rows.map((row) => ({ userId: Number(row.id), email: row.email, firstName: row.first_name }));
}

/** The notices of `kinds` a student got between two instants, oldest first (at most `limit`). */
export async function noticesBetween(db: Database, userId: number, kinds: readonly string[], since: Date, until: Date, limit: number) {
  type Row = { kind: string; title: string; body: string };
  const result = (await db.execute(sql`
    SELECT n.kind, n.title, n.body FROM ${notifications} n
    WHERE n.user_id = ${userId} AND n.kind IN (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})
      AND n.created_at >= ${since.toISOString()}::timestamptz AND n.created_at < ${until.toISOString()}::timestamptz
    ORDER BY n.created_at, n.id
    LIMIT ${limit}`)) as unknown as { rows: Row[] };
  return result.rows;
}
