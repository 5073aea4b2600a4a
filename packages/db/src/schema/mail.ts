import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

export const emailTokenPurpose = pgEnum("email_token_purpose", ["verify_email", "password_reset"]);
export const mailTransport = pgEnum("mail_transport", ["smtp", "outbox"]);

/**
 * Single-use links sent by e-mail. Only the SHA-256 of the token is stored; `email` is the
 * address it was sent to, so a link stops working if the account's address changes.
 */
export const emailTokens = pgTable(
  "email_tokens",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: emailTokenPurpose("purpose").notNull(),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("email_tokens_token_hash_key").on(t.tokenHash),
    index("email_tokens_user_purpose_idx").on(t.userId, t.purpose),
  ],
);

/**
 * Every message the API sent. With the `outbox` transport (no SMTP configured) this table IS
 * the mailbox, bodies included, so an admin can read them. With `smtp` only the envelope and
 * the outcome are kept: the bodies carry single-use links that nobody else should read.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    /** Which template: verify_email, password_reset, order_receipt, access_expiring. */
    kind: text("kind").notNull(),
    html: text("html"),
    text: text("text"),
    transport: mailTransport("transport").notNull(),
    /** The SMTP server's message id. */
    messageId: text("message_id"),
    /** Why the SMTP delivery failed (the request that caused it did not fail). */
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("mail_outbox_created_idx").on(t.createdAt, t.id), index("mail_outbox_to_idx").on(t.to, t.createdAt)],
);
