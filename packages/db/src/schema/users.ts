import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { countries, instruments } from "./reference";

/** `teacher` (issue 38): reviews the takes of the courses assigned to them (`teacher_courses`). */
export const userRole = pgEnum("user_role", ["student", "admin", "teacher"]);

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Always stored lower-cased; unique. */
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    /** Nullable on purpose: a user without a role is refused at sign-in ('Usuario no valido'). */
    role: userRole("role").default("student"),
    countryId: integer("country_id").references(() => countries.id, { onDelete: "set null" }),
    instrumentId: integer("instrument_id").references(() => instruments.id, { onDelete: "set null" }),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    pointsBalance: integer("points_balance").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    /**
     * In every access token (`ver`); a token with another value is refused. A trigger of the
     * migration (users_bump_token_version) adds one whenever password_hash, is_active or role
     * changes, by whatever path, so those changes end the tokens already issued (decision 013).
     */
    tokenVersion: integer("token_version").notNull().default(0),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the admin's student search matches: names and e-mail folded (lower case, no accents;
     * fold_search() of migration 0007). Stored, so a trigram hit is rechecked against this short
     * text instead of folding it again for every candidate row.
     */
    searchText: text("search_text").generatedAlwaysAs(sql`fold_search("first_name" || ' ' || "last_name" || ' ' || "email")`),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    // The admin's student search, `search_text LIKE '%word%'`, through trigrams (pg_trgm).
    index("users_search_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
    // The admin's orderings, each walked in index order: name (the expression must stay the
    // repository's, or the planner cannot match it), newest accounts (the default), most recent
    // sign-in.
    index("users_name_order_idx").using("btree", sql`fold_search(${t.firstName} || ' ' || ${t.lastName})`, t.id),
    index("users_created_at_idx").on(t.createdAt, t.id),
    index("users_last_login_idx").on(t.lastLoginAt.desc().nullsLast(), t.id.desc().nullsFirst()),
    // The admin's country and instrument filters (and ON DELETE SET NULL from those tables).
    index("users_country_idx").on(t.countryId),
    index("users_instrument_idx").on(t.instrumentId),
    check("users_points_balance_non_negative", sql`${t.pointsBalance} >= 0`),
    check("users_email_lowercase", sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * How many accounts there are per (role, active): kept by the trigger users_count (migration
 * 0012) on every insert, delete and change of role or activity, by whatever path. The admin's
 * unfiltered student lists read their exact total here instead of counting 100,000 rows on
 * every page (decision 012). `role` is '' for an account without one.
 */
export const userCounts = pgTable(
  "user_counts",
  {
    role: text("role").notNull(),
    isActive: boolean("is_active").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.role, t.isActive] })],
);

/**
 * Opaque refresh tokens, stored only as a SHA-256 hash. Each sign-in starts a family;
 * every refresh rotates the token inside it. Presenting a token that was already rotated
 * (or revoked) means it leaked, so the whole family is revoked.
 */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    familyId: uuid("family_id").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set when rotated (replaced) or revoked (logout, reuse detected). */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    rotatedAt: timestamp("rotated_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("refresh_tokens_token_hash_key").on(t.tokenHash),
    index("refresh_tokens_family_idx").on(t.familyId),
    index("refresh_tokens_user_idx").on(t.userId),
  ],
);
