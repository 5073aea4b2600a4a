import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/** What a grant opens: one course, one level, one tutorial video, or the whole academy. */
export const accessScope = pgEnum("access_scope", ["course", "level", "video", "all"]);
/** Why it exists: a paid order, redeemed points, or an administrator's decision. */
export const accessSource = pgEnum("access_source", ["order", "points", "admin"]);

/**
 * Access is a set of time windows, never a flag: a grant is current while
 * starts_at <= now < ends_at. Buying again extends from the end of the last window for the
 * same target, so a renewal is a new row that starts where the previous one ends.
 */
export const accessGrants = pgTable(
  "access_grants",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    scope: accessScope("scope").notNull(),
    /** The course, level or video id; null for scope 'all'. */
    targetId: integer("target_id"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    source: accessSource("source").notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    /** The order or points-ledger reference that paid for it. */
    reference: text("reference"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("access_grants_user_target_idx").on(t.userId, t.scope, t.targetId, t.endsAt),
    index("access_grants_reference_idx").on(t.reference),
    check("access_grants_window", sql`${t.endsAt} > ${t.startsAt}`),
    check("access_grants_target", sql`(${t.scope} = 'all') = (${t.targetId} IS NULL)`),
  ],
);
