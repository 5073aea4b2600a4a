import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * An account at an external identity provider (Google, Facebook through the hosted sign-in
 * service) linked to one of our users. `provider` is the token's sign-in provider id
 * ('google.com', 'facebook.com'); `subject` is the token's `sub`. One identity belongs to
 * exactly one user; a user may hold several.
 */
export const socialIdentities = pgTable(
  "social_identities",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    /** The e-mail the provider asserted when the identity was linked (for support). */
    email: text("email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("social_identities_provider_subject_key").on(t.provider, t.subject),
    index("social_identities_subject_idx").on(t.subject),
    index("social_identities_user_idx").on(t.userId),
  ],
);

/**
 * Registration attempts (the spec's "registration-logs" collection): one success entry per
 * user at most (partial unique index, so the backend and the web's call cannot duplicate
 * it), any number of failures.
 */
export const registrationLogs = pgTable(
  "registration_logs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    provider: text("provider").notNull(),
    /** Lower-cased; null when a failure happened before the provider told us the e-mail. */
    userEmail: text("user_email"),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    isFailed: boolean("is_failed").notNull().default(false),
    failedError: text("failed_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("registration_logs_user_success_key")
      .on(t.userId)
      .where(sql`${t.isFailed} = false AND ${t.userId} IS NOT NULL`),
    index("registration_logs_created_idx").on(t.createdAt, t.id),
    check("registration_logs_error_only_when_failed", sql`${t.isFailed} OR ${t.failedError} IS NULL`),
  ],
);
