import type { Database } from "@fz/db/client";
import type { JobRunner } from "../../plugins/jobs";
import type { EventBus } from "../../lib/events";
import type { AccessService } from "../access/access.service";
import type { CatalogueLookupsService } from "../catalogue/catalogue-lookups.service";
import { createCartService } from "./cart.service";
import type { CommerceLog } from "./commerce.log";
import { createCouponsService } from "./coupons.service";
import { createOrdersService } from "./orders.service";
import { createPaymentsService } from "./payments.service";
import { createProductsService } from "./products.service";
import { type PaymentProvidersConfig, createPaymentProviders } from "./providers/payment-providers";
import { createSandboxCheckoutService } from "./sandbox-checkout.service";

export interface CommerceDeps {
  db: Database;
  access: AccessService;
  /** What the catalogue published: the shop sells nothing else. */
  catalogue: CatalogueLookupsService;
  events: EventBus;
  payments: PaymentProvidersConfig;
  log: CommerceLog;
  /** The job runner, for refunds retried later (decision 025). */
  queue?: Pick<JobRunner, "enqueue" | "define">;
}

export type CommerceService = ReturnType<typeof createCommerceService>;

/**
 * The shop: products and prices, the cart, checkout and orders, and the payment path that
 * grants access. Other modules use it through here (the catalogue's `prices`); the back office
 * (commerce-admin.plugin.ts) calls `markOrderPaidManually` / `refundOrder`.
 */
export function createCommerceService({ db, access, catalogue, events, payments: config, log, queue }: CommerceDeps) {
  const providers = createPaymentProviders(config);
  const products = createProductsService({ db, access, catalogue });
  const coupons = createCouponsService({ db, catalogue });
  const cart = createCartService({ db, access, products, coupons });
  const orders = createOrdersService({ db, access, cart, coupons, providers, log });
  const payments = createPaymentsService({ db, access, events, providers, coupons, log, queue });
  queue?.define(payments.refundDueTask);
  const sandboxCheckout = providers.sandbox ? createSandboxCheckoutService({ db, sandbox: providers.sandbox }) : null;

  return {
    products,
    cart,
    coupons,
    orders,
    payments,
    providers,
    sandboxCheckout,
    /** The catalogue's PriceLookup: level and tutorial prices. */
    prices: products.prices,
    markOrderPaidManually: payments.markOrderPaidManually,
    refundOrder: payments.refundOrder,

    /**
     * The seed's demo purchase, through the same path as a real one: a priced order, then
     * "paid" as an administrator would mark it (grants, cart, event). Idempotent by `reference`.
     */
    async seedPaidOrder(input: { userId: number; productIds: number[]; currency: "COP" | "USD"; reference: string; adminId: number }) {
      const order = await orders.placeManualOrder({ id: input.userId, role: "student" }, input.productIds, input.currency, input.reference);
      return order.status === "pending" ? payments.markOrderPaidManually(order.id, input.adminId) : orders.view(order);
    },
  };
}
