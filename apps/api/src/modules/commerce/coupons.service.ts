import { CURRENCY_EXPONENT, type CartCoupon, type Currency, MIN_CHARGE_MINOR } from "@fz/contracts/commerce";
import type { AdminCoupon, AdminCouponInput } from "@fz/contracts/coupons";
import type { Database, Tx } from "@fz/db/client";
import { AppError, fieldRefused, notFound } from "../../lib/errors";
import type { CatalogueLookupsService } from "../catalogue/catalogue-lookups.service";
import type { CartLine } from "./cart-line";
import * as repo from "./coupons.repository";
import { formatMoneyText, toMoney } from "./money";
import { formatLongDate } from "../../lib/dates";

/** A pending order holds its coupon use this long; the provider's checkout expires with it. */
export const COUPON_RESERVATION_MINUTES = 120;

const CURRENCY_WORDS: Record<Currency, string> = { COP: "pesos (COP)", USD: "dólares (USD)" };

/** What a coupon looks at in a cart line: its kind, target and price in the order's currency. */
export interface CouponLine {
  kind: "level" | "purchase_all" | "tutorial";
  levelId: number | null;
  courseId: number | null;
  amountMinor: number;
}

export interface Quote {
  /** What it takes off (0 when it does not apply). */
  discountMinor: number;
  /** Why it does not apply, in Spanish; null when it does. */
  problem: string | null;
  /** Why it takes off less than it is worth (the provider's minimum charge, or the products it applies to); null otherwise. */
  note: string | null;
}

/** Whether the coupon discounts this product: all, a course (its levels, purchase-all and tutorials), a level, or tutorials. */
function inScope(coupon: repo.CouponRow, line: CouponLine): boolean {
  switch (coupon.scope) {
    case "all":
      return true;
    case "tutorials":
      return line.kind === "tutorial";
    case "course":
      return line.courseId === coupon.courseId;
    case "level":
      return line.kind === "level" && line.levelId === coupon.levelId;
  }
}

function scopeWords(found: repo.CouponWithScope): string {
  switch (found.coupon.scope) {
    case "course":
      return `solo aplica al curso «${found.course?.title ?? "de la promoción"}»`;
    case "level":
      return `solo aplica al nivel «${found.level ? `${found.level.courseTitle ? `${found.level.courseTitle} · ` : ""}${found.level.title}` : "de la promoción"}»`;
    case "tutorials":
      return "solo aplica a los tutoriales";
    default:
      return "no aplica a estos productos";
  }
}

/** Whole pesos (or cents): a percent discount never leaves fractions of the smallest coin in use. */
function roundDown(amountMinor: number, currency: Currency): number {
  const unit = currency === "COP" ? 10 ** CURRENCY_EXPONENT.COP : 1;
  return Math.floor(amountMinor / unit) * unit;
}

/**
 * What a coupon takes off these lines, or why it does not apply (checked in this order:
 * switched off, not yet valid, expired, used up, first purchase only, already used by this student, not for these
 * products or this currency, minimum not reached). Pure: the caller reads the uses.
 */
export function quoteCoupon(found: repo.CouponWithScope, lines: CouponLine[], currency: Currency, uses: repo.Usage, now: Date): Quote {
  const { coupon } = found;
  const code = `«${coupon.code}»`;
  const refuse = (problem: string): Quote => ({ discountMinor: 0, problem, note: null });
  if (!coupon.isActive) return refuse(`El cupón ${code} ya no está disponible.`);
  if (coupon.startsAt && coupon.startsAt > now) return refuse(`El cupón ${code} todavía no está vigente: empieza el ${formatLongDate(coupon.startsAt)}.`);
  if (coupon.endsAt && coupon.endsAt <= now) return refuse(`El cupón ${code} venció el ${formatLongDate(coupon.endsAt)}.`);
  if (coupon.maxRedemptions !== null && uses.total >= coupon.maxRedemptions) return refuse(`El cupón ${code} ya se usó todas las veces que permitía.`);
  // The first-purchase rule says more than "already used" when both apply (BIENVENIDA).
  if (coupon.firstPurchaseOnly && uses.purchases > 0) return refuse(`El cupón ${code} es solo para la primera compra, y tú ya compraste en FZ Academia.`);
  if (coupon.oncePerStudent && uses.mine > 0) return refuse(`Ya usaste el cupón ${code}: cada estudiante puede usarlo una sola vez.`);
  const eligible = lines.filter((line) => inScope(coupon, line));
  if (lines.length > 0 && eligible.length === 0) return refuse(`El cupón ${code} ${scopeWords(found)}: no aplica a los productos de tu carrito.`);
  if (coupon.discountKind === "fixed" && !coupon.amountOff[currency]) return refuse(`El cupón ${code} no aplica a pagos en ${CURRENCY_WORDS[currency]}. Cambia la moneda del carrito para usarlo.`);
  const subtotal = lines.reduce((sum, line) => sum + line.amountMinor, 0);
  const minimum = coupon.minOrder[currency];
  if (minimum && subtotal < minimum) {
    return refuse(`El cupón ${code} es para compras desde ${formatMoneyText(minimum, currency)}: te faltan ${formatMoneyText(minimum - subtotal, currency)}.`);
  }
  const eligibleSubtotal = eligible.reduce((sum, line) => sum + line.amountMinor, 0);
  const raw = coupon.discountKind === "percent" ? roundDown(Math.floor((eligibleSubtotal * coupon.percentOff!) / 100), currency) : Math.min(coupon.amountOff[currency]!, eligibleSubtotal);
  // Providers do not charge less than their minimum: the coupon leaves at least that to pay.
  const minimumCharge = formatMoneyText(MIN_CHARGE_MINOR[currency], currency);
  const discountMinor = Math.min(raw, subtotal - MIN_CHARGE_MINOR[currency]);
  if (discountMinor <= 0) {
    return refuse(`El total de tu carrito es muy bajo para usar el cupón ${code}: el pago mínimo es de ${minimumCharge}.`);
  }
  return { discountMinor, problem: null, note: capNote(coupon, code, currency, discountMinor, raw, eligibleSubtotal, minimumCharge) };
}

/**
 * What the cart says when a coupon takes off less than it is worth (decision 025): a fixed
 * coupon above the price of what it applies to, or any coupon that would leave less than the
 * providers' minimum charge to pay.
 */
function capNote(coupon: repo.CouponRow, code: string, currency: Currency, discountMinor: number, raw: number, eligibleSubtotal: number, minimumCharge: string): string | null {
  const worth = coupon.discountKind === "fixed" ? coupon.amountOff[currency]! : raw;
  if (discountMinor >= worth) return null;
  const takes = formatMoneyText(discountMinor, currency);
  const prefix = coupon.discountKind === "fixed" ? `El cupón ${code} es de ${formatMoneyText(worth, currency)}, pero aquí descuenta ${takes}` : `El cupón ${code} descuenta ${takes} y no ${formatMoneyText(worth, currency)}`;
  if (discountMinor < raw || worth > eligibleSubtotal) {
    return discountMinor < Math.min(worth, eligibleSubtotal)
      ? `${prefix}: los medios de pago cobran como mínimo ${minimumCharge}, y eso queda por pagar.`
      : `${prefix}: es el precio de los productos a los que aplica.`;
  }
  return null;
}

/** The lines of a cart as a coupon sees them, priced in `currency` (lines without a price there are left out). */
export function couponLines(lines: Pick<CartLine, "row" | "prices">[], currency: Currency): CouponLine[] {
  return lines.flatMap((line) => {
    const price = line.prices.find((p) => p.currency === currency);
    if (!price || !line.row.onSale) return [];
    return [{ kind: line.row.product.kind, levelId: line.row.product.levelId, courseId: line.row.course?.id ?? null, amountMinor: price.amountMinor }];
  });
}

function stateLabel(coupon: repo.CouponRow, uses: number, now: Date): string {
  if (!coupon.isActive) return "Inactivo";
  if (coupon.endsAt && coupon.endsAt <= now) return "Vencido";
  if (coupon.startsAt && coupon.startsAt > now) return "Programado";
  if (coupon.maxRedemptions !== null && uses >= coupon.maxRedemptions) return "Agotado";
  return "Vigente";
}

function toAdminCoupon(found: repo.CouponWithScope, uses: { consumed: number; reserved: number }, now: Date): AdminCoupon {
  const { coupon } = found;
  return {
    id: coupon.id,
    code: coupon.code,
    description: coupon.description,
    discount_kind: coupon.discountKind,
    percent_off: coupon.percentOff,
    amount_off_cop: coupon.amountOff.COP ?? null,
    amount_off_usd: coupon.amountOff.USD ?? null,
    min_order_cop: coupon.minOrder.COP ?? null,
    min_order_usd: coupon.minOrder.USD ?? null,
    starts_at: coupon.startsAt?.toISOString() ?? null,
    ends_at: coupon.endsAt?.toISOString() ?? null,
    max_redemptions: coupon.maxRedemptions,
    once_per_student: coupon.oncePerStudent,
    first_purchase_only: coupon.firstPurchaseOnly,
    scope: coupon.scope,
    course: found.course,
    level: found.level ? { id: found.level.id, slug: found.level.slug, title: found.level.title, course_title: found.level.courseTitle } : null,
    is_active: coupon.isActive,
    uses,
    state_label: stateLabel(coupon, uses.consumed + uses.reserved, now),
    created_at: coupon.createdAt.toISOString(),
    updated_at: coupon.updatedAt.toISOString(),
  };
}

/** Amounts per currency as stored: a currency left out has none. */
function amounts(cop: number | null | undefined, usd: number | null | undefined): Partial<Record<Currency, number>> {
  return { ...(cop == null ? {} : { COP: cop }), ...(usd == null ? {} : { USD: usd }) };
}

function toValues(input: AdminCouponInput): Omit<repo.NewCouponRow, "createdBy"> {
  return {
    code: input.code,
    description: input.description,
    discountKind: input.discount_kind,
    percentOff: input.discount_kind === "percent" ? (input.percent_off ?? null) : null,
    amountOff: input.discount_kind === "fixed" ? amounts(input.amount_off_cop, input.amount_off_usd) : {},
    minOrder: amounts(input.min_order_cop, input.min_order_usd),
    startsAt: input.starts_at ? new Date(input.starts_at) : null,
    endsAt: input.ends_at ? new Date(input.ends_at) : null,
    maxRedemptions: input.max_redemptions ?? null,
    oncePerStudent: input.once_per_student,
    firstPurchaseOnly: input.first_purchase_only,
    scope: input.scope,
    courseId: input.scope === "course" ? (input.course_id ?? null) : null,
    levelId: input.scope === "level" ? (input.level_id ?? null) : null,
    isActive: input.is_active,
  };
}

/** Called inside the write's transaction with the coupon before and after (the audit entry commits with it). */
export type CouponAuditHook = (tx: Tx, before: repo.CouponRow | null, after: repo.CouponRow | null) => Promise<void>;

/** A cart's applied coupon, its uses so far, and what it takes off the cart. */
export interface CartCouponQuote {
  found: repo.CouponWithScope;
  uses: repo.Usage;
  quote: Quote;
}

/** The use of a coupon a checkout reserves with its pending order. */
export interface CouponReservation {
  couponId: number;
  userId: number;
  orderId: number;
  currency: Currency;
  discountMinor: number;
  reservedUntil: Date;
}

export interface CouponsDeps {
  db: Database;
  /** The titles of the course or level a coupon is limited to. */
  catalogue: Pick<CatalogueLookupsService, "titlesOf">;
}

/** Coupons: what the back office manages, what a cart applies, and the reservation a checkout makes. */
export interface CouponsService {
  /** The applied coupon of a cart and what it takes off, or null. */
  forCart(userId: number, lines: Pick<CartLine, "row" | "prices">[], currency: Currency, now?: Date): Promise<CartCouponQuote | null>;
  /** The view of an applied coupon for the cart's answer. */
  toCartCoupon(found: repo.CouponWithScope, quote: Quote, currency: Currency): CartCoupon;
  /** Applies a code to the student's cart; refused (400, in words) when it does not apply to it now. */
  applyToCart(userId: number, code: string, lines: Pick<CartLine, "row" | "prices">[], currency: Currency): Promise<void>;
  removeFromCart(userId: number): Promise<void>;
  /**
   * At checkout, inside the order's transaction (the student's earlier open orders already
   * cancelled and their reservations released): locks the cart's coupon and prices it under
   * the lock. Two checkouts racing for a coupon's last use take turns here; the second sees
   * it used.
   */
  quoteForCheckout(tx: Tx, userId: number, lines: CouponLine[], currency: Currency, now: Date): Promise<{ coupon: repo.CouponRow; discountMinor: number } | null>;
  reserve(tx: Tx, values: CouponReservation): Promise<void>;
  /**
   * A payment arrived for an order with a coupon, inside the payment's transaction (the order
   * row already locked): whether the use can still be given to it (decision 025). A live
   * reservation was counted at checkout and is honoured. An order whose reservation is gone
   * (replaced by a newer checkout, cancelled, failed, or lapsed) gets a use only if one is
   * free now, counting every other use — the student's newer order's included. The
   * first-purchase rule is checked either way. Null when honoured; otherwise why not, in the
   * student's words (the caller gives the money back).
   */
  refusalAtPayment(tx: Tx, order: { id: number; userId: number; couponId: number | null; couponCode: string | null }, now: Date): Promise<string | null>;
  /** Payment confirmed: the use counts for good, and the cart no longer carries the coupon. */
  consumeForOrder(tx: Tx, orderId: number, userId: number): Promise<void>;
  /** The order will not be paid: its reservation frees the use. */
  releaseForOrder(tx: Tx, orderId: number): Promise<void>;
  // The back office.
  list(search: string | undefined, limit: number, offset: number): Promise<{ total: number; items: AdminCoupon[] }>;
  get(id: number): Promise<AdminCoupon>;
  create(adminId: number, input: AdminCouponInput, audit: CouponAuditHook): Promise<AdminCoupon>;
  update(id: number, input: AdminCouponInput, audit: CouponAuditHook): Promise<AdminCoupon>;
  remove(id: number, audit: CouponAuditHook): Promise<void>;
}

export function createCouponsService({ db, catalogue }: CouponsDeps): CouponsService {
  /** The coupons with the titles of the course or level each is limited to. */
  async function withScope(rows: repo.CouponRow[], tx?: Tx): Promise<repo.CouponWithScope[]> {
    const ids = { course: [] as number[], level: [] as number[], video: [] as number[] };
    for (const row of rows) {
      if (row.courseId !== null) ids.course.push(row.courseId);
      if (row.levelId !== null) ids.level.push(row.levelId);
    }
    const titles = await catalogue.titlesOf(ids, tx);
    return rows.map((coupon) => {
      const course = coupon.courseId === null ? undefined : titles.course.get(coupon.courseId);
      const level = coupon.levelId === null ? undefined : titles.level.get(coupon.levelId);
      return {
        coupon,
        course: course ? { id: course.id, slug: course.slug, title: course.title } : null,
        level: level ? { id: level.id, slug: level.slug, title: level.title, courseTitle: level.course?.title ?? null } : null,
      };
    });
  }

  /** Pass `tx` inside a transaction (the checkout's). */
  async function scoped(row: repo.CouponRow | undefined, tx?: Tx): Promise<repo.CouponWithScope | undefined> {
    return row ? (await withScope([row], tx))[0] : undefined;
  }

  async function forCart(userId: number, lines: Pick<CartLine, "row" | "prices">[], currency: Currency, now = new Date()): Promise<CartCouponQuote | null> {
    const found = await scoped(await repo.findCartCoupon(db, userId));
    if (!found) return null;
    const uses = await repo.usage(db, found.coupon.id, userId, now);
    return { found, uses, quote: quoteCoupon(found, couponLines(lines, currency), currency, uses, now) };
  }

  async function checkedCode(tx: Tx, input: AdminCouponInput, id?: number) {
    if (id !== undefined && (await repo.codeTakenByAnother(tx, input.code, id))) throw fieldRefused("code", `Ya existe un cupón con el código «${input.code}».`, "conflict");
  }

  return {
    forCart,

    toCartCoupon(found: repo.CouponWithScope, quote: Quote, currency: Currency): CartCoupon {
      return {
        code: found.coupon.code,
        description: found.coupon.description,
        discount: toMoney(quote.discountMinor, currency),
        applies: quote.problem === null,
        problem: quote.problem,
        note: quote.problem === null ? quote.note : null,
      };
    },

    async applyToCart(userId: number, code: string, lines: Pick<CartLine, "row" | "prices">[], currency: Currency): Promise<void> {
      const found = await scoped(await repo.findCouponByCode(db, code));
      if (!found) throw new AppError("coupon_not_applicable", `El cupón «${code}» no existe. Revisa que esté bien escrito.`);
      const now = new Date();
      const quote = quoteCoupon(found, couponLines(lines, currency), currency, await repo.usage(db, found.coupon.id, userId, now), now);
      if (quote.problem) throw new AppError("coupon_not_applicable", quote.problem);
      await repo.setCartCoupon(db, userId, found.coupon.id);
    },

    async removeFromCart(userId: number): Promise<void> {
      if (!(await repo.clearCartCoupon(db, userId))) throw notFound("Tu carrito no tiene un cupón aplicado.");
    },

    async quoteForCheckout(tx: Tx, userId: number, lines: CouponLine[], currency: Currency, now: Date) {
      const found = await scoped(await repo.findCartCoupon(tx, userId), tx);
      if (!found) return null;
      await repo.lockCoupon(tx, found.coupon.id);
      const quote = quoteCoupon(found, lines, currency, await repo.usage(tx, found.coupon.id, userId, now, { ownReservations: true }), now);
      if (quote.problem) throw new AppError("coupon_not_applicable", [quote.problem, "Quita el cupón o revisa tu carrito para continuar."]);
      return { coupon: found.coupon, discountMinor: quote.discountMinor };
    },

    reserve: (tx: Tx, values: CouponReservation) =>
      repo.insertRedemption(tx, { ...values, status: "reserved" }),

    async refusalAtPayment(tx: Tx, order: { id: number; userId: number; couponId: number | null; couponCode: string | null }, now: Date): Promise<string | null> {
      if (order.couponId === null) return null;
      const coupon = await repo.lockCoupon(tx, order.couponId);
      if (!coupon) return null;
      const code = `«${coupon.code}»`;
      const redemption = await repo.redemptionOf(tx, order.id);
      const uses = await repo.usage(tx, coupon.id, order.userId, now, { exceptOrderId: order.id, ownReservations: true });
      if (coupon.firstPurchaseOnly && uses.purchases > 0) {
        const paid = await repo.otherPaidOrder(tx, order.userId, order.id);
        return `El cupón ${code} es solo para la primera compra, y ya pagaste tu pedido #${paid}. Te devolvemos el pago de este pedido.`;
      }
      const live = redemption?.status === "reserved" && redemption.reservedUntil > now;
      if (live) return null;
      if (coupon.oncePerStudent && uses.mine > 0) {
        const other = await repo.ownUseElsewhere(tx, coupon.id, order.userId, order.id, now);
        return other?.status === "reserved"
          ? `Este pedido fue reemplazado por tu pedido #${other.orderId}, que tiene reservado el cupón ${code}. Te devolvemos este pago; paga el pedido #${other.orderId} para completar tu compra.`
          : `Ya usaste el cupón ${code} en tu pedido #${other?.orderId ?? "anterior"}: cada estudiante puede usarlo una sola vez. Te devolvemos el pago de este pedido.`;
      }
      if (coupon.maxRedemptions !== null && uses.total >= coupon.maxRedemptions) {
        return `El cupón ${code} se agotó antes de que llegara tu pago. Te devolvemos el pago de este pedido; puedes comprar de nuevo sin el cupón.`;
      }
      return null;
    },

    async consumeForOrder(tx: Tx, orderId: number, userId: number): Promise<void> {
      const redemption = await repo.consumeForOrder(tx, orderId);
      if (redemption) await repo.clearCartCoupon(tx, userId, redemption.couponId);
    },

    releaseForOrder: (tx: Tx, orderId: number) => repo.releaseForOrder(tx, orderId),

    // The back office.
    async list(search: string | undefined, limit: number, offset: number) {
      const now = new Date();
      const { rows: coupons, total } = await repo.listCoupons(db, search, limit, offset);
      const rows = await withScope(coupons);
      const uses = await repo.usesOf(db, rows.map((r) => r.coupon.id), now);
      return { total, items: rows.map((row) => toAdminCoupon(row, uses.get(row.coupon.id) ?? { consumed: 0, reserved: 0 }, now)) };
    },

    async get(id: number): Promise<AdminCoupon> {
      const found = await scoped(await repo.findCoupon(db, id));
      if (!found) throw notFound("El cupón no existe.");
      const now = new Date();
      return toAdminCoupon(found, (await repo.usesOf(db, [id], now)).get(id) ?? { consumed: 0, reserved: 0 }, now);
    },

    async create(adminId: number, input: AdminCouponInput, audit: CouponAuditHook): Promise<AdminCoupon> {
      // A course or level deleted meanwhile is a foreign-key refusal: the error handler answers 400.
      const created = await db.transaction(async (tx) => {
        const row = await repo.insertCoupon(tx, { ...toValues(input), createdBy: adminId });
        if (!row) throw fieldRefused("code", `Ya existe un cupón con el código «${input.code}».`, "conflict");
        await audit(tx, null, row);
        return row;
      });
      return this.get(created.id);
    },

    async update(id: number, input: AdminCouponInput, audit: CouponAuditHook): Promise<AdminCoupon> {
      await db.transaction(async (tx) => {
        const before = await repo.lockCoupon(tx, id);
        if (!before) throw notFound("El cupón no existe.");
        await checkedCode(tx, input, id);
        const after = await repo.updateCoupon(tx, id, toValues(input));
        await audit(tx, before, after!);
      });
      return this.get(id);
    },

    async remove(id: number, audit: CouponAuditHook): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await repo.lockCoupon(tx, id);
        if (!before) throw notFound("El cupón no existe.");
        // Orders that used it are accounting records: a used coupon is switched off, not deleted.
        if (await repo.hasRedemptions(tx, id)) throw new AppError("conflict", `El cupón «${before.code}» ya se usó en pedidos: desactívalo en lugar de eliminarlo.`);
        await repo.deleteCoupon(tx, id);
        await audit(tx, before, null);
      });
    },
  };
}
