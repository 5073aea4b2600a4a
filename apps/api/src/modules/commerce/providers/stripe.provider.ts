import type { IncomingHttpHeaders } from "node:http";
import Stripe from "stripe";
import { CURRENCIES } from "@fz/contracts/commerce";
import { InvalidSignatureError, type PaymentEvent, type PaymentOutcome, type PaymentProvider, ProviderRequestError } from "./payment-provider";

/** Stripe's own recommendation; a signed delivery outside it is refused. */
export const STRIPE_TOLERANCE_SECONDS = 300;

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API address (stripe-mock, a test double); the real API when unset. */
  apiUrl?: string;
}

function clientOptions(apiUrl: string | undefined): Stripe.StripeConfig {
  const base: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000 };
  if (!apiUrl) return base;
  const url = new URL(apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { ...base, host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === "string" ? value : (value?.id ?? null));

function orderIdOf(metadata: Stripe.Metadata | null | undefined, clientReference?: string | null): number | null {
  const raw = metadata?.order_id ?? clientReference ?? null;
  return raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

function fromSession(event: Stripe.Event, session: Stripe.Checkout.Session, outcome: PaymentOutcome): PaymentEvent {
  return {
    provider: "stripe",
    eventId: event.id,
    type: event.type,
    outcome,
    orderId: orderIdOf(session.metadata, session.client_reference_id),
    reference: session.id,
    paymentId: idOf(session.payment_intent),
    amountMinor: session.amount_total,
    currency: session.currency?.toUpperCase() ?? null,
    payload: event,
  };
}

/**
 * Stripe Checkout: a hosted payment page per order (line items priced from the order, in
 * minor units), and its webhooks verified on the raw body with the library's own check.
 */
export function createStripeProvider({ secretKey, webhookSecret, apiUrl }: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(secretKey, clientOptions(apiUrl));

  return {
    name: "stripe",
    currencies: CURRENCIES,
    local: false,
    option: {
      label: "Tarjeta internacional (Stripe)",
      description: "Visa, Mastercard y American Express, desde cualquier país.",
      testMode: secretKey.startsWith("sk_test_") || secretKey.startsWith("rk_test_"),
    },

    async createCheckout(order, urls) {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create(
          {
            mode: "payment",
            line_items: order.items.map((item) => ({
              quantity: item.quantity,
              price_data: { currency: order.currency.toLowerCase(), unit_amount: item.unitAmountMinor, product_data: { name: item.description } },
            })),
            success_url: urls.success,
            cancel_url: urls.cancel,
            client_reference_id: String(order.id),
            customer_email: order.customerEmail || undefined,
            locale: "es",
            metadata: { order_id: String(order.id) },
            payment_intent_data: { metadata: { order_id: String(order.id) } },
          },
          // A retried request for the same order returns the same session instead of a second one.
          { idempotencyKey: `fz-academia-order-${order.id}` },
        );
      } catch (err) {
        throw new ProviderRequestError(`stripe checkout session failed: ${(err as Error).message}`);
      }
      if (!session.url) throw new ProviderRequestError("stripe checkout session has no url");
      return { redirectUrl: session.url, reference: session.id };
    },

    parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): PaymentEvent {
      const signature = headers["stripe-signature"];
      if (typeof signature !== "string") throw new InvalidSignatureError("missing stripe-signature");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret, STRIPE_TOLERANCE_SECONDS);
      } catch (err) {
        throw new InvalidSignatureError((err as Error).message);
      }
      switch (event.type) {
        case "checkout.session.completed":
        case "checkout.session.async_payment_succeeded": {
          const session = event.data.object;
          // A delayed method (bank debit) completes the session unpaid; its result comes later.
          const paid = session.payment_status === "paid" || session.payment_status === "no_payment_required";
          return fromSession(event, session, paid ? "paid" : "ignored");
        }
        case "checkout.session.async_payment_failed":
          return fromSession(event, event.data.object, "failed");
        case "checkout.session.expired":
          return fromSession(event, event.data.object, "cancelled");
        case "charge.refunded": {
          const charge = event.data.object;
          return {
            provider: "stripe",
            eventId: event.id,
            type: event.type,
            // A partial refund leaves the order paid (and its access open).
            outcome: charge.refunded ? "refunded" : "ignored",
            orderId: orderIdOf(charge.metadata),
            reference: null,
            paymentId: idOf(charge.payment_intent),
            amountMinor: charge.amount_refunded,
            currency: charge.currency.toUpperCase(),
            payload: event,
          };
        }
        default:
          return { provider: "stripe", eventId: event.id, type: event.type, outcome: "ignored", orderId: null, reference: null, paymentId: null, amountMinor: null, currency: null, payload: event };
      }
    },

    async refund(order) {
      if (!order.providerPaymentId) return;
      try {
        await stripe.refunds.create({ payment_intent: order.providerPaymentId }, { idempotencyKey: `fz-academia-refund-${order.id}` });
      } catch (err) {
        throw new ProviderRequestError(`stripe refund failed: ${(err as Error).message}`);
      }
    },
  };
}
