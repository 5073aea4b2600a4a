import { and, asc, eq, gt, lte, ne, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "@fz/db/client";
import { accessGrants, courses, levels, notifications, users, videos } from "@fz/db/schema";

export interface EndingGrant {
  grantId: number;
  userId: number;
  scope: "course" | "level" | "video" | "all";
  targetId: number | null;
  endsAt: Date;
  email: string;
  firstName: string;
  levelTitle: string | null;
  courseTitle: string | null;
  courseSlug: string | null;
  videoTitle: string | null;
}

const renewal = alias(accessGrants, "renewal");
const levelCourse = alias(courses, "level_course");

/**
 * Grants of active students ending in (from, to] that no later window for the same target
 * continues (a renewal starts where the grant ends), and that were not yet told about under
 * `dedupePrefix` + grant id. Reads the access and catalogue tables; writes nothing.
 */
export async function endingGrants(db: Database, from: Date, to: Date, dedupePrefix: string, limit: number): Promise<EndingGrant[]> {
  return db
    .select({
      grantId: accessGrants.id,
      userId: accessGrants.userId,
      scope: accessGrants.scope,
      targetId: accessGrants.targetId,
      endsAt: accessGrants.endsAt,
      email: users.email,
      firstName: users.firstName,
      levelTitle: sql<string | null>`case when ${levelCourse.title} is null then ${levels.title} else ${levelCourse.title} || ' · ' || ${levels.title} end`,
      courseTitle: courses.title,
      courseSlug: courses.slug,
      videoTitle: videos.title,
    })
    .from(accessGrants)
    .innerJoin(users, and(eq(users.id, accessGrants.userId), eq(users.isActive, true)))
    .leftJoin(levels, and(eq(accessGrants.scope, "level"), eq(levels.id, accessGrants.targetId)))
    .leftJoin(levelCourse, eq(levelCourse.id, levels.courseId))
    .leftJoin(courses, and(eq(accessGrants.scope, "course"), eq(courses.id, accessGrants.targetId)))
    .leftJoin(videos, and(eq(accessGrants.scope, "video"), eq(videos.id, accessGrants.targetId)))
    .where(
      and(
        gt(accessGrants.endsAt, from),
        lte(accessGrants.endsAt, to),
        notExists(
          db
            .select({ one: sql`1` })
            .from(renewal)
            .where(
              and(
                eq(renewal.userId, accessGrants.userId),
                eq(renewal.scope, accessGrants.scope),
                sql`${renewal.targetId} is not distinct from ${accessGrants.targetId}`,
                ne(renewal.id, accessGrants.id),
                lte(renewal.startsAt, accessGrants.endsAt),
                gt(renewal.endsAt, accessGrants.endsAt),
              ),
            ),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(notifications)
            .where(
              and(
                eq(notifications.userId, accessGrants.userId),
                eq(notifications.dedupeKey, sql`${dedupePrefix}::text || ${accessGrants.id}::text`),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(accessGrants.endsAt), asc(accessGrants.id))
    .limit(limit);
}
