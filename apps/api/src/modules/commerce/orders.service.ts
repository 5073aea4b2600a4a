import {
  type CheckoutRequest,
  type CheckoutResponse,
  type Currency,
  type Order,
  type PaymentOptions,
  type PaymentProviderName,
  vatIncludedMinor,
} from "@fz/contracts/commerce";
import type { Database } from "@fz/db/client";
import { AppError, notFound } from "../../lib/errors";
import type { AccessService, Viewer } from "../access/access.service";
import type { CartLine } from "./cart-line";
import { type CartService, ownedTutorialMessage } from "./cart.service";
import { COUPON_RESERVATION_MINUTES, type CouponsService } from "./coupons.service";
import { formatMoneyText, toMoney } from "./money";
import type { CommerceLog } from "./commerce.log";
import { toOrder } from "./orders.mappers";
import * as repo from "./orders.repository";
import * as productsRepo from "./products.repository";
import { describeProduct, targetOf } from "./products.service";
import type { PaymentProviders } from "./providers/payment-providers";
import type { CheckoutUrls } from "./providers/payment-provider";

// Other modules (the back office) use the order mapping through this service.
export { STATUS_LABELS, toOrder } from "./orders.mappers";

/** The web's return pages (built by the web app) for each way a checkout ends. */
export const RETURN_PATHS = {
  success: "/academia/compra/exito",
  failure: "/academia/compra/rechazada",
  cancel: "/academia/compra/cancelada",
} as const;

export function returnUrl(webBase: string, kind: keyof typeof RETURN_PATHS, orderId: number): string {
  return `${webBase}${RETURN_PATHS[kind]}?pedido=${orderId}`;
}

type OrderLine = Pick<CartLine, "row" | "prices">;

export interface OrdersDeps {
  db: Database;
  /** What the student already has (a tutorial they own is not sold again). */
  access: Pick<AccessService, "accessSet">;
  /** The cart that checkout turns into an order. */
  cart: Pick<CartService, "lines">;
  /** The cart's coupon, priced and reserved with the order (or released with it). */
  coupons: Pick<CouponsService, "quoteForCheckout" | "reserve" | "releaseForOrder">;
  providers: Pick<PaymentProviders, "pick" | "options" | "defaultFor">;
  log: Pick<CommerceLog, "error" | "warn">;
}

/** Checkout (an order priced on the server, then the provider's session), history and one order. */
export interface OrdersService {
  /** An order as the student sees it, with its items. */
  view(order: repo.OrderRow): Promise<Order>;
  /** The providers that take a currency, and the default one. */
  paymentOptions(currency: Currency): PaymentOptions;
  checkout(viewer: Viewer, request: CheckoutRequest, bases: { apiBase: string; webBase: string }): Promise<CheckoutResponse>;
  history(viewer: Viewer, limit: number, offset: number): Promise<{ total: number; items: Order[] }>;
  /** The student's own order; anyone else's answers 404, as if it did not exist. */
  getOrder(viewer: Viewer, orderId: number): Promise<Order>;
  /**
   * An order settled outside the providers (the seed's demo purchase), priced like any
   * other and keyed by `reference`, so running it again finds the first one.
   */
  placeManualOrder(viewer: Viewer, productIds: number[], currency: Currency, reference: string): Promise<repo.OrderRow>;
}

export function createOrdersService({ db, access, cart, coupons, providers, log }: OrdersDeps): OrdersService {
  async function view(order: repo.OrderRow): Promise<Order> {
    return toOrder(order, await repo.itemsOf(db, [order.id]));
  }

  /**
   * A pending order for these products: every amount comes from the stored prices, and the
   * cart's coupon (when `withCoupon`) is priced and reserved in the same transaction.
   */
  async function placeOrder(
    viewer: Viewer,
    currency: Currency,
    provider: PaymentProviderName | "manual",
    lines: OrderLine[],
    options: { checkout?: boolean; expectedTotalMinor?: number } = {},
  ) {
    if (lines.length === 0) throw new AppError("empty_cart");
    const set = await access.accessSet(viewer);
    const problems: { code: "already_owned" | "price_unavailable" | "validation_error"; message: string }[] = [];
    const priced = lines.map((line) => {
      const description = describeProduct(line.row);
      const price = line.prices.find((p) => p.currency === currency);
      const target = targetOf(line.row);
      const owned = ownedTutorialMessage(set, line.row);
      if (!line.row.onSale || !target) problems.push({ code: "validation_error", message: `«${description}» ya no está a la venta. Quítalo del carrito para continuar.` });
      else if (owned) problems.push({ code: "already_owned", message: `${owned} Quítalo del carrito para continuar.` });
      else if (!price) problems.push({ code: "price_unavailable", message: `«${description}» no tiene precio en ${currency}. Elige otra moneda o quítalo del carrito.` });
      return { line, description, price, target };
    });
    if (problems.length > 0) throw new AppError(problems[0]!.code, problems.map((p) => p.message));
    const subtotalMinor = priced.reduce((sum, p) => sum + p.price!.amountMinor, 0);
    return db.transaction(async (tx) => {
      const now = new Date();
      const expiresAt = new Date(now.getTime() + COUPON_RESERVATION_MINUTES * 60_000);
      const couponLines = priced.map(({ line, price }) => ({
        kind: line.row.product.kind,
        levelId: line.row.product.levelId,
        courseId: line.row.course?.id ?? null,
        amountMinor: price!.amountMinor,
      }));
      // One open order per student (decision 025): this checkout replaces the student's pending
      // orders and frees their coupon reservations before pricing its own. Locks: the student's
      // checkout, their pending orders, then the coupon (the payment path locks an order, then its coupon).
      let superseded: repo.OrderRow[] = [];
      if (options.checkout) {
        await repo.lockCheckoutOf(tx, viewer.id);
        superseded = await repo.lockPendingOrdersOf(tx, viewer.id);
        for (const old of superseded) await coupons.releaseForOrder(tx, old.id);
      }
      const coupon = options.checkout ? await coupons.quoteForCheckout(tx, viewer.id, couponLines, currency, now) : null;
      const discountMinor = coupon?.discountMinor ?? 0;
      const totalMinor = subtotalMinor - discountMinor;
      if (options.expectedTotalMinor !== undefined && options.expectedTotalMinor !== totalMinor) {
        throw new AppError("conflict", `El total de tu carrito cambió: ahora es ${formatMoneyText(totalMinor, currency)}. Revísalo antes de pagar.`);
      }
      const order = await repo.insertOrder(tx, {
        userId: viewer.id,
        status: "pending",
        provider,
        currency,
        totalMinor,
        discountMinor,
        couponId: coupon?.coupon.id ?? null,
        couponCode: coupon?.coupon.code ?? null,
        vatMinor: vatIncludedMinor(totalMinor, currency),
      });
      await repo.cancelSuperseded(
        tx,
        superseded.map((o) => o.id),
        `Lo reemplazó tu pedido #${order.id}, que hiciste después.`,
      );
      if (coupon) {
        await coupons.reserve(tx, { couponId: coupon.coupon.id, userId: viewer.id, orderId: order.id, currency, discountMinor, reservedUntil: expiresAt });
      }
      const items = await repo.insertItems(
        tx,
        priced.map(({ line, description, price, target }) => ({
          orderId: order.id,
          productId: line.row.product.id,
          kind: line.row.product.kind,
          targetId: target!.id,
          targetSlug: target!.slug,
          months: line.row.product.months,
          description,
          unitAmountMinor: price!.amountMinor,
          quantity: 1,
        })),
      );
      return { order, items, expiresAt };
    });
  }

  return {
    view,

    paymentOptions: (currency: Currency) => ({ currency, default_provider: providers.defaultFor(currency), providers: providers.options(currency) }),

    async checkout(viewer: Viewer, request: CheckoutRequest, bases: { apiBase: string; webBase: string }): Promise<CheckoutResponse> {
      const provider = providers.pick(request.provider, request.currency);
      const { order, items, expiresAt } = await placeOrder(viewer, request.currency, provider.name, await cart.lines(viewer.id), {
        checkout: true,
        expectedTotalMinor: request.expected_total_minor,
      });
      const urls: CheckoutUrls = {
        apiBase: bases.apiBase,
        success: returnUrl(bases.webBase, "success", order.id),
        failure: returnUrl(bases.webBase, "failure", order.id),
        cancel: returnUrl(bases.webBase, "cancel", order.id),
      };
      let session;
      try {
        session = await provider.createCheckout(
          {
            id: order.id,
            currency: request.currency,
            totalMinor: order.totalMinor,
            vatMinor: order.vatMinor,
            customerEmail: (await repo.userEmail(db, viewer.id)) ?? "",
            expiresAt,
            // With a coupon the provider charges one line for the order: its items' prices add up to more.
            items:
              order.discountMinor > 0
                ? [{ description: `Pedido #${order.id} en FZ Academia (cupón ${order.couponCode})`, unitAmountMinor: order.totalMinor, quantity: 1 }]
                : items.map((i) => ({ description: i.description, unitAmountMinor: i.unitAmountMinor, quantity: i.quantity })),
          },
          urls,
        );
      } catch (err) {
        // Nobody can pay an order whose session was never handed out: it leaves no trace.
        log.error({ err, orderId: order.id, provider: provider.name }, "payment provider checkout failed");
        await repo.deleteUnsentOrder(db, order.id);
        throw new AppError("payment_provider_error");
      }
      await repo.setReference(db, order.id, session.reference);
      return {
        order_id: order.id,
        redirect_url: session.redirectUrl,
        provider: provider.name,
        status: order.status,
        total: toMoney(order.totalMinor, request.currency),
      };
    },

    async history(viewer: Viewer, limit: number, offset: number) {
      const { rows, total } = await repo.listOrders(db, viewer.id, limit, offset);
      const items = await repo.itemsOf(db, rows.map((r) => r.id));
      return { total, items: rows.map((order) => toOrder(order, items.filter((i) => i.orderId === order.id))) };
    },

    async getOrder(viewer: Viewer, orderId: number): Promise<Order> {
      const order = await repo.findOrderOfUser(db, viewer.id, orderId);
      if (!order) throw notFound("El pedido no existe.");
      return view(order);
    },

    async placeManualOrder(viewer: Viewer, productIds: number[], currency: Currency, reference: string): Promise<repo.OrderRow> {
      const existing = await repo.findOrderByReference(db, "manual", reference);
      if (existing) return existing;
      const rows = await productsRepo.findProductsByIds(db, productIds);
      const priceRows = await productsRepo.pricesOf(db, productIds);
      const lines = rows.map((row) => ({ row, prices: priceRows.filter((p) => p.productId === row.product.id) }));
      const { order } = await placeOrder(viewer, currency, "manual", lines);
      await repo.setReference(db, order.id, reference);
      return { ...order, providerReference: reference };
    },
  };
}
