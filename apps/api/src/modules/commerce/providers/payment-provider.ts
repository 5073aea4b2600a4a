import type { IncomingHttpHeaders } from "node:http";
import type { Currency, PaymentProviderName } from "@fz/contracts/commerce";

/** What a provider needs to take payment for an order (already priced by the server). */
export interface CheckoutOrder {
  id: number;
  currency: Currency;
  totalMinor: number;
  customerEmail: string;
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

/**
 * One interface for every payment provider: a hosted checkout for an order, and verified
 * webhook events back. Nothing provider-specific leaks past it.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCheckout(order: CheckoutOrder, urls: CheckoutUrls): Promise<CheckoutSession>;
  /** Verifies the signature on the exact bytes received, then parses; throws InvalidSignatureError. */
  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): PaymentEvent;
  /** Gives the money back at the provider (the state change arrives as a webhook or is applied by the caller). */
  refund(order: { id: number; providerPaymentId: string | null }): Promise<void>;
}

/** A provider call that failed (network, provider error): the client gets a 502, nothing changes. */
export class ProviderRequestError extends Error {}
