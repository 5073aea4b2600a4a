import type { Order } from "@fz/contracts/commerce";
import type { Database } from "@fz/db/client";
import type { JobRunner } from "../../plugins/jobs";
import type { EventBus } from "../../lib/events";
import type { PublicCache } from "../../lib/public-cache";
import type { AccessService } from "../access/access.service";
import type { CatalogueLookupsService } from "../catalogue/catalogue-lookups.service";
import type { PriceLookup } from "../catalogue/catalogue.service";
import { type CartService, createCartService } from "./cart.service";
import type { CommerceLog } from "./commerce.log";
import { type CouponsService, createCouponsService } from "./coupons.service";
import { type OrdersService, createOrdersService } from "./orders.service";
import { type PaymentsService, createPaymentsService } from "./payments.service";
import { type ProductsService, createProductsService } from "./products.service";
import { type PaymentProviders, type PaymentProvidersConfig, createPaymentProviders } from "./providers/payment-providers";
import { type SandboxCheckoutService, createSandboxCheckoutService } from "./sandbox-checkout.service";

export interface CommerceDeps {
  db: Database;
  /** What a student has (the cart, checkout, purchase-all) and what a paid order opens. */
  access: Pick<AccessService, "accessSet" | "grantAccess" | "closeGrantsByReference">;
  /** What the catalogue published (the shop sells nothing else), and the titles coupons name. */
  catalogue: Pick<CatalogueLookupsService, "publishedCourse" | "publishedLevel" | "publishedVideo" | "publishedLevelsOf" | "titlesOf">;
  events: EventBus;
  payments: PaymentProvidersConfig;
  log: CommerceLog;
  /** The job runner, for refunds retried later (decision 025). */
  queue?: Pick<JobRunner, "enqueue" | "define">;
  /** The public cache: what a cart add names, with its prices, is kept with the catalogue. */
  cache?: PublicCache;
}

/** The seed's demo purchase (see seedPaidOrder). */
export interface SeedPaidOrderInput {
  userId: number;
  productIds: number[];
  currency: "COP" | "USD";
  reference: string;
  adminId: number;
}

/**
 * The shop: products and prices, the cart, checkout and orders, and the payment path that
 * grants access. Other modules use it through here (the catalogue's `prices`); the back office
 * (commerce-admin.plugin.ts) calls `markOrderPaidManually` / `refundOrder`.
 */
export interface CommerceService {
  products: ProductsService;
  cart: CartService;
  coupons: CouponsService;
  orders: OrdersService;
  payments: PaymentsService;
  providers: PaymentProviders;
  /** The sandbox's hosted page, when the sandbox is switched on. */
  sandboxCheckout: SandboxCheckoutService | null;
  /** The catalogue's PriceLookup: level and tutorial prices. */
  prices: PriceLookup;
  markOrderPaidManually: PaymentsService["markOrderPaidManually"];
  refundOrder: PaymentsService["refundOrder"];
  /**
   * The seed's demo purchase, through the same path as a real one: a priced order, then
   * "paid" as an administrator would mark it (grants, cart, event). Idempotent by `reference`.
   */
  seedPaidOrder(input: SeedPaidOrderInput): Promise<Order>;
}

export function createCommerceService({ db, access, catalogue, cache, events, payments: config, log, queue }: CommerceDeps): CommerceService {
  const providers = createPaymentProviders(config);
  const products = createProductsService({ db, access, catalogue, cache });
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
    prices: products.prices,
    markOrderPaidManually: payments.markOrderPaidManually,
    refundOrder: payments.refundOrder,

    async seedPaidOrder(input: SeedPaidOrderInput): Promise<Order> {
      const order = await orders.placeManualOrder({ id: input.userId, role: "student" }, input.productIds, input.currency, input.reference);
      return order.status === "pending" ? payments.markOrderPaidManually(order.id, input.adminId) : orders.view(order);
    },
  };
}
