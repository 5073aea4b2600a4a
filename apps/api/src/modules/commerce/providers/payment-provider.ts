import type { IncomingHttpHeaders } from "node:http";
import type { Currency, PaymentProviderName } from "@fz/contracts/commerce";

/** What a provider needs to take payment for an order (already priced by the server). */
export interface CheckoutOrder {
  id: number;
  currency: Currency;
  totalMinor: number;
  /** The IVA included in the total (pesos), for providers that report it (Wompi). */
  vatMinor: number;
  customerEmail: string;
  /** The checkout must not be paid after this (a coupon's reservation ends then). */
  expiresAt: Date;
  items: { description: string; unitAmountMinor: number; quantity: number }[];
}

/** Browser-facing addresses for this checkout. */
export interface CheckoutUrls {
  /** Origin the browser reaches the API on (the sandbox's hosted page lives there). */
  apiBase: string;
  success: string;
  failure: string;
  cancel: string;
}

export interface CheckoutSession {
  /** The provider's hosted checkout page. */
  redirectUrl: string;
  /** The provider's session id, stored on the order. */
  reference: string;
}

/** What a verified provider event means for an order. */
export type PaymentOutcome = "paid" | "failed" | "cancelled" | "refunded" | "ignored";

export interface PaymentEvent {
  provider: PaymentProviderName | "manual";
  /** The provider's event id: the same id is acted on once. */
  eventId: string;
  /** The provider's own event type, kept for the record. */
  type: string;
  outcome: PaymentOutcome;
  /** Our order id, when the event carries it (metadata). */
  orderId: number | null;
  /** The provider's session id, when the event carries it. */
  reference: string | null;
  /** The provider's payment id (Stripe PaymentIntent), for refunds. */
  paymentId: string | null;
  /** What the provider says was paid; checked against the order before granting. */
  amountMinor: number | null;
  currency: string | null;
  payload: unknown;
}

/** A webhook whose signature, timestamp or body does not verify. */
export class InvalidSignatureError extends Error {}

/** The query string of a webhook delivery (Mercado Pago signs `data.id` from it). */
export type WebhookQuery = Record<string, string | string[] | undefined>;

/** How the checkout page presents a provider. */
export interface ProviderOption {
  label: string;
  description: string;
  /** Test keys (or the offline sandbox): no real money moves. */
  testMode: boolean;
}

/**
 * One interface for every payment provider: a hosted checkout for an order, and verified
 * webhook events back. Nothing provider-specific leaks past it.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The currencies it takes (Mercado Pago and Wompi: the Colombian account's pesos). */
  readonly currencies: readonly Currency[];
  /** A Latin-American provider with local methods (PSE, Nequi…): offered first for pesos. */
  readonly local: boolean;
  readonly option: ProviderOption;
  createCheckout(order: CheckoutOrder, urls: CheckoutUrls): Promise<CheckoutSession>;
  /**
   * Verifies the signature on the exact bytes received (and, for providers that say so, reads
   * the payment back from their API), then parses; throws InvalidSignatureError.
   */
  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders, query: WebhookQuery): PaymentEvent | Promise<PaymentEvent>;
  /** Gives the money back at the provider (the state change arrives as a webhook or is applied by the caller). */
  refund(order: { id: number; providerPaymentId: string | null }): Promise<void>;
}

/** A provider call that failed (network, provider error): the client gets a 502, nothing changes. */
export class ProviderRequestError extends Error {}

/** The provider cannot give this payment back through its API (it is done in its dashboard). */
export class RefundUnsupportedError extends Error {}
