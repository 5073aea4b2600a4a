import { z } from "zod";
import { courseRef, levelAccess, levelRef } from "./catalogue";
import { pageQuery } from "./common";

/**
 * Wire schemas of the shop: products and prices, the cart, checkout, orders and their
 * history. Money travels twice: `*_minor` is the exact integer in the currency's minor unit
 * (ISO 4217: 4990000 = 49.900,00 COP) and the matching decimal string ("49900.00") is for
 * display; the client never sends either (prices are the server's).
 */

export const CURRENCIES = ["COP", "USD"] as const;
export const currency = z.enum(CURRENCIES, { error: "La moneda debe ser COP o USD" });
export type Currency = z.infer<typeof currency>;
export const DEFAULT_CURRENCY: Currency = "COP";

/** Digits after the decimal point of each currency's minor unit (ISO 4217). */
export const CURRENCY_EXPONENT: Record<Currency, number> = { COP: 2, USD: 2 };

export const PRODUCT_KINDS = ["level", "purchase_all", "tutorial"] as const;
export const productKind = z.enum(PRODUCT_KINDS, { error: "El tipo de producto debe ser level, purchase_all o tutorial" });
export type ProductKind = z.infer<typeof productKind>;

/** Subscription lengths on sale (spec §9 rewards and activities name 1, 4 and 12 months). */
export const SUBSCRIPTION_MONTHS = [1, 4, 12] as const;

export const PAYMENT_PROVIDERS = ["sandbox", "stripe", "mercadopago", "wompi"] as const;
export const paymentProviderName = z.enum(PAYMENT_PROVIDERS, { error: "El medio de pago debe ser sandbox, stripe, mercadopago o wompi" });
export type PaymentProviderName = z.infer<typeof paymentProviderName>;
/** Who took the money of an order: a provider, or an administrator by hand. */
export const ORDER_PROVIDERS = [...PAYMENT_PROVIDERS, "manual"] as const;

// The IVA rule lives in a module without zod, so the web's public pages can use it too.
export { VAT_RATE_PERCENT, includesVat, vatIncludedMinor } from "./vat";

/**
 * The least a coupon leaves to pay: the providers do not charge less (Wompi's minimum is
 * 1.500 COP; Stripe's 0,50 USD). Free access is an administrator's grant, not a coupon.
 */
export const MIN_CHARGE_MINOR: Record<"COP" | "USD", number> = { COP: 150_000, USD: 50 };

/** `refund_due`: paid, but its coupon could no longer be honoured; the money is being given back (decision 025). */
export const ORDER_STATUSES = ["pending", "paid", "failed", "cancelled", "refunded", "refund_due"] as const;
export const orderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatus>;

/** Most products one cart may hold: the cart is answered whole, so it stays bounded. */
export const MAX_CART_ITEMS = 50;

export const money = z.object({
  currency,
  amount_minor: z.number().int(),
  /** Decimal string in major units, e.g. "49900.00". */
  amount: z.string(),
});
export type Money = z.infer<typeof money>;

export const videoRef = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });

export const product = z.object({
  id: z.number().int(),
  kind: productKind,
  /** Months of access bought; null for a tutorial (bought to keep). */
  months: z.number().int().nullable(),
  /** "1 mes", "4 meses", "12 meses", "Tutorial". */
  label: z.string(),
  /** What the student buys, in a sentence ("Acordeón vallenato · Básico — 4 meses"). */
  description: z.string(),
  /** The level of a level subscription. */
  level: levelRef.nullable(),
  /** The level's course, the course of a purchase-all, or the course a tutorial belongs to. */
  course: courseRef.nullable(),
  video: videoRef.nullable(),
  prices: z.array(money),
});
export type Product = z.infer<typeof product>;

const idOrSlug = (what: string) => z.string().trim().min(1, { error: `${what} no es válido` }).max(160, { error: `${what} no es válido` });

export const productsQuery = pageQuery.extend({
  kind: productKind.optional(),
  /** Level id or slug: its subscriptions. */
  level: idOrSlug("El nivel").optional(),
  /** Course id or slug: its levels' subscriptions, its purchase-all and its tutorials. */
  course: idOrSlug("El curso").optional(),
  video: z.coerce.number({ error: "El tutorial no es válido" }).int({ error: "El tutorial no es válido" }).positive({ error: "El tutorial no es válido" }).optional(),
});
export type ProductsQuery = z.infer<typeof productsQuery>;

/** `?course=` (id or slug) or `?level=` (id or slug: that level's course); one is required. */
export const purchaseAllQuery = z.object({
  course: idOrSlug("El curso").optional(),
  level: idOrSlug("El nivel").optional(),
});
export type PurchaseAllQuery = z.infer<typeof purchaseAllQuery>;

export const purchaseAllOption = z.object({
  product_id: z.number().int(),
  months: z.number().int(),
  label: z.string(),
  prices: z.array(
    money.extend({
      /** What the same months of every level would cost one by one (null if a level has no price). */
      separately_minor: z.number().int().nullable(),
      separately: z.string().nullable(),
    }),
  ),
});

/** What purchase-all of a course includes (every published level) and costs, per duration. */
export const purchaseAll = z.object({
  course: courseRef,
  levels: z.array(levelRef.extend({ position: z.number().int() })),
  options: z.array(purchaseAllOption),
  /** The student's course-wide access (public variant: always closed). */
  access: levelAccess,
});
export type PurchaseAll = z.infer<typeof purchaseAll>;

/**
 * Add to the cart: a product id, or what the register modal and the lock prompts know —
 * `kind` with the level (slug or id), the course (purchase-all: course slug/id, or any of its
 * levels) or the tutorial, and `months` for subscriptions.
 */
export const addToCartRequest = z.object({
  product_id: z.number({ error: "El producto no es válido" }).int({ error: "El producto no es válido" }).positive({ error: "El producto no es válido" }).optional(),
  kind: productKind.optional(),
  level_slug: idOrSlug("El nivel").optional(),
  level_id: z.number({ error: "El nivel no es válido" }).int({ error: "El nivel no es válido" }).positive({ error: "El nivel no es válido" }).optional(),
  course_slug: idOrSlug("El curso").optional(),
  course_id: z.number({ error: "El curso no es válido" }).int({ error: "El curso no es válido" }).positive({ error: "El curso no es válido" }).optional(),
  video_id: z.number({ error: "El tutorial no es válido" }).int({ error: "El tutorial no es válido" }).positive({ error: "El tutorial no es válido" }).optional(),
  months: z
    .number({ error: "La duración debe ser de 1, 4 o 12 meses" })
    .int({ error: "La duración debe ser de 1, 4 o 12 meses" })
    .refine((value) => (SUBSCRIPTION_MONTHS as readonly number[]).includes(value), { error: "La duración debe ser de 1, 4 o 12 meses" })
    .optional(),
});
export type AddToCartRequest = z.infer<typeof addToCartRequest>;

export const cartQuery = z.object({ currency: currency.default(DEFAULT_CURRENCY) });

export const cartItem = z.object({
  id: z.number().int(),
  product,
  description: z.string(),
  quantity: z.literal(1),
  /** Price in the cart's currency; null when the product has no price in it. */
  unit_price: money.nullable(),
  subtotal: money.nullable(),
  /** False when the product is no longer on sale (checkout refuses it until it is removed). */
  available: z.boolean(),
  /** The student already has this access: paying extends it from `access_ends_at`. */
  is_renewal: z.boolean(),
  access_ends_at: z.string().nullable(),
  added_at: z.string(),
});
export type CartItem = z.infer<typeof cartItem>;

export const cartTotal = money.extend({
  /** False when some item has no price in this currency (checkout in it is refused). */
  complete: z.boolean(),
});

/** The IVA a total includes (pesos); null for a currency sold without IVA. */
export const vatLine = money.extend({ rate_percent: z.number().int() });
export type VatLine = z.infer<typeof vatLine>;

/** The coupon applied to a cart, and what it takes off in the cart's currency. */
export const cartCoupon = z.object({
  code: z.string(),
  description: z.string(),
  /** The discount in the cart's currency (zero while it does not apply). */
  discount: money,
  /** False when it does not apply to this cart now; `problem` says why, in Spanish. */
  applies: z.boolean(),
  problem: z.string().nullable(),
  /** Said when the coupon is worth more than it can take off (the provider's minimum charge stays to pay). */
  note: z.string().nullable(),
});
export type CartCoupon = z.infer<typeof cartCoupon>;

const couponCodeField = z
  .string({ error: "Escribe el código del cupón" })
  .trim()
  .min(1, { error: "Escribe el código del cupón" })
  .max(32, { error: "El código del cupón no es válido" })
  .regex(/^[A-Za-z0-9_-]+$/, { error: "El código del cupón solo tiene letras, números, guiones y guiones bajos" })
  .transform((value) => value.toUpperCase());

export const applyCouponRequest = z.object({ code: couponCodeField });
export type ApplyCouponRequest = z.infer<typeof applyCouponRequest>;

export const shoppingCart = z.object({
  currency,
  items: z.array(cartItem),
  count: z.number().int(),
  max_items: z.number().int(),
  /** The items' prices before the coupon, in the cart's currency. */
  subtotal: money,
  /** The coupon's discount in the cart's currency (zero without one). */
  discount: money,
  coupon: cartCoupon.nullable(),
  /** What checkout charges in the cart's currency: subtotal − discount. */
  total: cartTotal,
  /** The IVA included in `total` (pesos); null for dollars. */
  vat: vatLine.nullable(),
  /** The total (coupon applied) in every currency on sale. */
  totals: z.array(cartTotal),
});
export type ShoppingCart = z.infer<typeof shoppingCart>;

export const checkoutRequest = z.object({
  /** Defaults to the configured provider (the first that takes the currency; local ones first for pesos). */
  provider: paymentProviderName.optional(),
  currency: currency.default(DEFAULT_CURRENCY),
  /**
   * The total the student saw (minor units). When it no longer matches (a price, the coupon),
   * checkout is refused (409) instead of charging something else: the price shown is the price charged.
   */
  expected_total_minor: z.number({ error: "El total esperado no es válido" }).int({ error: "El total esperado no es válido" }).nonnegative({ error: "El total esperado no es válido" }).optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequest>;

/** A payment provider the checkout page offers, in the order to show them. */
export const paymentOption = z.object({
  provider: paymentProviderName,
  /** "Mercado Pago", "Wompi (Bancolombia)", "Tarjeta internacional (Stripe)"… */
  label: z.string(),
  /** What the student can pay with there ("PSE, Nequi y tarjetas"). */
  description: z.string(),
  /** Test mode (sandbox keys, the offline sandbox): no real money moves. */
  test_mode: z.boolean(),
});
export type PaymentOption = z.infer<typeof paymentOption>;

export const paymentOptionsQuery = z.object({ currency: currency.default(DEFAULT_CURRENCY) });

export const paymentOptions = z.object({
  currency,
  /** What checkout uses when the client names none (PAYMENT_PROVIDER, else the first listed). */
  default_provider: paymentProviderName.nullable(),
  /** Local providers first for pesos; empty when no provider takes this currency. */
  providers: z.array(paymentOption),
});
export type PaymentOptions = z.infer<typeof paymentOptions>;

export const checkoutResponse = z.object({
  order_id: z.number().int(),
  /** Where to send the browser: the provider's hosted checkout page. */
  redirect_url: z.string(),
  provider: paymentProviderName,
  status: orderStatus,
  total: money,
});
export type CheckoutResponse = z.infer<typeof checkoutResponse>;

export const orderItem = z.object({
  id: z.number().int(),
  product_id: z.number().int().nullable(),
  kind: productKind,
  months: z.number().int().nullable(),
  description: z.string(),
  /** The level, course (purchase-all) or tutorial bought. */
  target: z.object({ id: z.number().int(), slug: z.string() }),
  quantity: z.number().int(),
  unit_price: money,
  subtotal: money,
});

export const order = z.object({
  id: z.number().int(),
  status: orderStatus,
  /** "Pendiente", "Pagado", "Rechazado", "Cancelado", "Reembolsado", "Devolución en curso". */
  status_label: z.string(),
  /** Why it is in that state, for the student ("Lo reemplazó tu pedido #12."), or null. */
  status_reason: z.string().nullable(),
  provider: z.enum(ORDER_PROVIDERS),
  currency,
  /** The items' prices before the coupon. */
  subtotal: money,
  discount: money,
  coupon_code: z.string().nullable(),
  /** What was (or is to be) charged. */
  total: money,
  /** The IVA included in the total (pesos); null for dollars. */
  vat: vatLine.nullable(),
  items: z.array(orderItem),
  created_at: z.string(),
  updated_at: z.string(),
  paid_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
});
export type Order = z.infer<typeof order>;

export const webhookAck = z.object({ received: z.literal(true) });

export const sandboxSessionParam = z.object({
  session: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, { error: "La sesión de pago no es válida" }),
});

export const sandboxDecision = z.object({
  decision: z.enum(["approve", "decline", "cancel"], { error: "Elige aprobar, rechazar o cancelar el pago" }),
});
