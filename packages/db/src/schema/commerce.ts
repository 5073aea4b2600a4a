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
/**
 * `refund_due`: the provider took the money, but the order's coupon could no longer be honoured
 * (decision 025): nothing is granted and the payment is being given back.
 */
export const orderStatus = pgEnum("order_status", ["pending", "paid", "failed", "cancelled", "refunded", "refund_due"]);
/** Who took (or would take) the money; `manual` is an order settled by an administrator or the seed. */
export const paymentProvider = pgEnum("payment_provider", ["sandbox", "stripe", "manual", "mercadopago", "wompi"]);

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
    /** What the coupon took off the items' prices (`total_minor` is what is charged). */
    discountMinor: bigint("discount_minor", { mode: "number" }).notNull().default(0),
    /** The coupon applied, and its code as the student typed it in (kept if the coupon is deleted). */
    couponId: integer("coupon_id").references(() => coupons.id, { onDelete: "set null" }),
    couponCode: text("coupon_code"),
    /** The IVA included in `total_minor` (19/119 of a peso total), fixed when the order was placed. */
    vatMinor: bigint("vat_minor", { mode: "number" }).notNull().default(0),
    /**
     * Why it is in its state, in the student's words (decision 025): a cancelled order replaced by
     * a newer checkout, a payment given back because its coupon was used meanwhile, an
     * administrator's reason for a refund.
     */
    statusReason: text("status_reason"),
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
    // The monthly revenue report and the admin's coupon filter read paid orders by these.
    index("orders_paid_at_idx").on(t.paidAt),
    index("orders_coupon_idx").on(t.couponId, t.createdAt),
    check("orders_discount", sql`${t.discountMinor} >= 0`),
    check("orders_vat", sql`${t.vatMinor} >= 0 AND ${t.vatMinor} < ${t.totalMinor}`),
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

export const couponDiscountKind = pgEnum("coupon_discount_kind", ["percent", "fixed"]);
/** Which products a coupon discounts: everything, one course (its levels and purchase-all), one level, or tutorials. */
export const couponScope = pgEnum("coupon_scope", ["all", "course", "level", "tutorials"]);
/** reserved (a pending order holds it) → consumed (paid) | released (failed, cancelled, replaced). */
export const couponRedemptionStatus = pgEnum("coupon_redemption_status", ["reserved", "consumed", "released"]);

/** Amounts per currency, in minor units ({"COP": 1000000}): a fixed discount or a minimum order. */
export type AmountsByCurrency = Partial<Record<string, number>>;

/**
 * A discount code. Codes are stored upper-cased, so "verano25" and "VERANO25" are one code.
 * Percent coupons take `percent_off` of the products in scope; fixed ones take `amount_off`
 * in the order's currency (a currency without an amount is not discounted).
 */
export const coupons = pgTable(
  "coupons",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    code: text("code").notNull(),
    description: text("description").notNull().default(""),
    discountKind: couponDiscountKind("discount_kind").notNull(),
    percentOff: integer("percent_off"),
    amountOff: jsonb("amount_off").$type<AmountsByCurrency>().notNull().default({}),
    minOrder: jsonb("min_order").$type<AmountsByCurrency>().notNull().default({}),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** Uses across all students (reserved by pending orders or consumed); null: unlimited. */
    maxRedemptions: integer("max_redemptions"),
    oncePerStudent: boolean("once_per_student").notNull().default(true),
    /** Only for a student who has never paid an order (decision 025). */
    firstPurchaseOnly: boolean("first_purchase_only").notNull().default(false),
    scope: couponScope("scope").notNull().default("all"),
    courseId: integer("course_id").references(() => courses.id, { onDelete: "cascade" }),
    levelId: integer("level_id").references(() => levels.id, { onDelete: "cascade" }),
    isActive: boolean("is_active").notNull().default(true),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("coupons_code_key").on(t.code),
    index("coupons_created_idx").on(t.createdAt, t.id),
    check("coupons_code_format", sql`${t.code} ~ '^[A-Z0-9_-]{3,32}$'`),
    check(
      "coupons_discount",
      sql`(${t.discountKind} = 'percent' AND ${t.percentOff} BETWEEN 1 AND 100) OR (${t.discountKind} = 'fixed' AND ${t.percentOff} IS NULL)`,
    ),
    check(
      "coupons_scope_target",
      sql`(${t.scope} = 'course' AND ${t.courseId} IS NOT NULL AND ${t.levelId} IS NULL)
       OR (${t.scope} = 'level' AND ${t.levelId} IS NOT NULL AND ${t.courseId} IS NULL)
       OR (${t.scope} IN ('all', 'tutorials') AND ${t.courseId} IS NULL AND ${t.levelId} IS NULL)`,
    ),
    check("coupons_window", sql`${t.startsAt} IS NULL OR ${t.endsAt} IS NULL OR ${t.endsAt} > ${t.startsAt}`),
    check("coupons_max_redemptions", sql`${t.maxRedemptions} IS NULL OR ${t.maxRedemptions} > 0`),
    check("coupons_amounts", sql`jsonb_typeof(${t.amountOff}) = 'object' AND jsonb_typeof(${t.minOrder}) = 'object'`),
  ],
);

/** The coupon a student applied to their cart (one at a time). */
export const cartCoupons = pgTable("cart_coupons", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  couponId: integer("coupon_id")
    .notNull()
    .references(() => coupons.id, { onDelete: "cascade" }),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One use of a coupon by one order. A pending order reserves it (until `reserved_until`);
 * payment consumes it; a failed or cancelled payment releases it. Checkouts lock the coupon
 * row while counting, so two parallel checkouts cannot take its last use twice.
 */
export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    couponId: integer("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // An order that never reached its provider is deleted, and its reservation with it.
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: couponRedemptionStatus("status").notNull().default("reserved"),
    currency: text("currency").notNull(),
    discountMinor: bigint("discount_minor", { mode: "number" }).notNull(),
    /** A reservation past this no longer counts as a use (the checkout expired unpaid). */
    reservedUntil: timestamp("reserved_until", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("coupon_redemptions_order_key").on(t.orderId),
    index("coupon_redemptions_coupon_user_idx").on(t.couponId, t.userId),
    check("coupon_redemptions_discount", sql`${t.discountMinor} > 0`),
  ],
);
