import type { CheckoutResponse, Currency, Order, PaymentProviderName } from "@fz/contracts/commerce";
import type { Page } from "@/lib/academy-types";
import { api } from "@/lib/api-client";
import type { Camel } from "@/lib/case";

export type OrderView = Camel<Order>;
export type OrderItemView = OrderView["items"][number];
export type CheckoutResult = Camel<CheckoutResponse>;

export const ORDERS_PAGE_SIZE = 10;

export interface CheckoutInput {
  currency: Currency;
  /** The provider the student chose; the server's default when left out. */
  provider?: PaymentProviderName;
  /** The total the student saw: the server refuses (409) rather than charge anything else. */
  expectedTotalMinor?: number;
}

/** Prices the cart on the server and opens the payment provider's session. */
export function postCheckout(input: CheckoutInput): Promise<CheckoutResult> {
  return api.post("/api/sales/checkout/", input);
}

/** One of the student's orders: the return pages read its state (the webhook sets it). */
export function getOrder(id: number, signal?: AbortSignal): Promise<OrderView> {
  return api.get(`/api/sales/orders/${id}/`, { signal });
}

/** Spec §7 `api/sales/historical`: the student's orders, newest first. */
export function listOrders(page: number, signal?: AbortSignal): Promise<Page<OrderView>> {
  return api.get("/api/sales/historical/", { query: { page, pageSize: ORDERS_PAGE_SIZE }, signal });
}
