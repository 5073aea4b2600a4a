import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { courses, levels, videos } from "./catalogue";
import { users } from "./users";

/**
 * What is sold: a level subscription for some months, "purchase-all" (every level of a
 * course, a course-scope grant) for some months, or one tutorial video.
 */
export const productKind = pgEnum("product_kind", ["level", "purchase_all", "tutorial"]);
export const orderStatus = pgEnum("order_status", ["pending", "paid", "failed", "cancelled", "refunded"]);
/** Who took (or would take) the money; `manual` is an order settled by an administrator or the seed. */
export const paymentProvider = pgEnum("payment_provider", ["sandbox", "stripe", "manual"]);

/** Money is always an integer amount of the currency's minor unit (ISO 4217) plus its code. */
const currencyCheck = (column: unknown) => sql`${column} ~ '^[A-Z]{3}$'`;

export const products = pgTable(
  "products",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: productKind("kind").notNull(),
    levelId: integer("level_id").references(() => levels.id, { onDelete: "cascade" }),
    courseId: integer("course_id").references(() => courses.id, { onDelete: "cascade" }),
    videoId: integer("video_id").references(() => videos.id, { onDelete: "cascade" }),
    /** Length of the access bought; null for tutorials (bought to keep). */
    months: integer("months"),
    /** Withdrawn products stay for the orders that reference them but cannot be added to a cart. */
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Exactly one target, matching the kind.
    check(
      "products_target",
      sql`(${t.kind} = 'level' AND ${t.levelId} IS NOT NULL AND ${t.courseId} IS NULL AND ${t.videoId} IS NULL)
       OR (${t.kind} = 'purchase_all' AND ${t.courseId} IS NOT NULL AND ${t.levelId} IS NULL AND ${t.videoId} IS NULL)
       OR (${t.kind} = 'tutorial' AND ${t.videoId} IS NOT NULL AND ${t.levelId} IS NULL AND ${t.courseId} IS NULL)`,
    ),
    check("products_months", sql`(${t.kind} = 'tutorial' AND ${t.months} IS NULL) OR (${t.kind} <> 'tutorial' AND ${t.months} IN (1, 4, 12))`),
    // One product per thing sold (so a cart or a seed never sees two "4 months of level X").
    uniqueIndex("products_level_months_key").on(t.levelId, t.months).where(sql`${t.kind} = 'level'`),
    uniqueIndex("products_course_months_key").on(t.courseId, t.months).where(sql`${t.kind} = 'purchase_all'`),
    uniqueIndex("products_video_key").on(t.videoId).where(sql`${t.kind} = 'tutorial'`),
  ],
);

/** One price per product and currency. */
export const prices = pgTable(
  "prices",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    currency: text("currency").notNull(),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("prices_product_currency_key").on(t.productId, t.currency),
    check("prices_currency", currencyCheck(t.currency)),
    check("prices_amount_positive", sql`${t.amountMinor} > 0`),
  ],
);

/** A student's cart: one row per product (adding it again changes nothing). */
export const cartItems = pgTable(
  "cart_items",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("cart_items_user_product_key").on(t.userId, t.productId)],
);

/**
 * An order: what the student is paying for, priced on the server when it was placed.
 * pending → paid | failed | cancelled; paid → refunded (the commerce service enforces it).
 */
export const orders = pgTable(
  "orders",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    // Orders are accounting records: a student with orders is deactivated, never deleted.
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    status: orderStatus("status").notNull().default("pending"),
    provider: paymentProvider("provider").notNull(),
    /** The provider's checkout session (Stripe `cs_…`, the sandbox's session token). */
    providerReference: text("provider_reference"),
    /** The provider's payment (Stripe PaymentIntent `pi_…`), known once paid; refunds use it. */
    providerPaymentId: text("provider_payment_id"),
    currency: text("currency").notNull(),
    totalMinor: bigint("total_minor", { mode: "number" }).notNull(),
    /** The administrator who marked it paid by hand or refunded it, if any. */
    settledBy: integer("settled_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
  },
  (t) => [
    index("orders_user_created_idx").on(t.userId, t.createdAt),
    uniqueIndex("orders_provider_reference_key").on(t.provider, t.providerReference),
    index("orders_provider_payment_idx").on(t.provider, t.providerPaymentId),
    check("orders_currency", currencyCheck(t.currency)),
    check("orders_total_positive", sql`${t.totalMinor} > 0`),
    check("orders_paid_at", sql`${t.status} NOT IN ('paid', 'refunded') OR ${t.paidAt} IS NOT NULL`),
  ],
);

/** What an order bought, copied from the product and its price at checkout. */
export const orderItems = pgTable(
  "order_items",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    kind: productKind("kind").notNull(),
    /** Level, course (purchase-all) or video id, kept even if the product is later removed. */
    targetId: integer("target_id").notNull(),
    targetSlug: text("target_slug").notNull(),
    months: integer("months"),
    description: text("description").notNull(),
    unitAmountMinor: bigint("unit_amount_minor", { mode: "number" }).notNull(),
    quantity: integer("quantity").notNull().default(1),
  },
  (t) => [
    index("order_items_order_idx").on(t.orderId),
    check("order_items_amount_positive", sql`${t.unitAmountMinor} > 0`),
    check("order_items_quantity", sql`${t.quantity} = 1`),
  ],
);

/**
 * Every verified provider event, once: the unique (provider, event_id) is what makes a
 * webhook delivered twice, or ten times at once, act only once.
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    provider: paymentProvider("provider").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** What it did: paid, failed, cancelled, refunded, or why it changed nothing. */
    outcome: text("outcome").notNull(),
    payload: jsonb("payload"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("payment_events_provider_event_key").on(t.provider, t.eventId), index("payment_events_order_idx").on(t.orderId)],
);
