import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { z } from "zod";
import {
  InvalidSignatureError,
  type PaymentEvent,
  type PaymentOutcome,
  type PaymentProvider,
  ProviderRequestError,
  RefundUnsupportedError,
} from "./payment-provider";

export const WOMPI_CHECKOUT_URL = "https://checkout.wompi.co/p/";
export const WOMPI_SANDBOX_API_URL = "https://sandbox.wompi.co/v1";
export const WOMPI_PRODUCTION_API_URL = "https://production.wompi.co/v1";
/**
 * Wompi retries an event it could not deliver 30 minutes, 3 hours and 24 hours later, with the
 * event's own timestamp: older than this, an event is stale. Acting twice is prevented by the
 * event key (transaction id + status), not by this window.
 */
export const WOMPI_TOLERANCE_SECONDS = 25 * 3600;

export interface WompiProviderOptions {
  publicKey: string;
  privateKey: string;
  integritySecret: string;
  eventsSecret: string;
  /** Another Web Checkout address (a test double); Wompi's when unset. */
  checkoutUrl?: string;
  /** Another API address (a test double); sandbox or production by the key's prefix when unset. */
  apiUrl?: string;
  fetch?: typeof fetch;
}

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** Web Checkout's `signature:integrity`: SHA-256 of reference + amount in cents + currency (+ expiration) + integrity secret. */
export function wompiIntegritySignature(input: { reference: string; amountInCents: number; currency: string; expirationTime?: string; integritySecret: string }): string {
  return sha256(`${input.reference}${input.amountInCents}${input.currency}${input.expirationTime ?? ""}${input.integritySecret}`);
}

/** The value at a dotted path inside the event's `data` ("transaction.id"). */
function valueAt(data: unknown, path: string): unknown {
  let node = data;
  for (const key of path.split(".")) {
    if (!node || typeof node !== "object" || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** An event's checksum: SHA-256 of the listed properties' values, then the timestamp, then the events secret. */
export function wompiEventChecksum(data: unknown, properties: readonly string[], timestamp: number, eventsSecret: string): string {
  const values = properties.map((property) => {
    const value = valueAt(data, property);
    return value === undefined || value === null ? "" : String(value);
  });
  return sha256(`${values.join("")}${timestamp}${eventsSecret}`);
}

const wompiEvent = z.object({
  event: z.string().max(100),
  data: z.record(z.string(), z.unknown()),
  environment: z.string().max(20).optional(),
  signature: z.object({
    properties: z.array(z.string().max(100)).min(1).max(20),
    checksum: z.string().regex(/^[0-9a-fA-F]{64}$/),
  }),
  timestamp: z.number().int(),
  sent_at: z.string().optional(),
});

const wompiTransaction = z.object({
  id: z.string().min(1).max(100),
  status: z.string().max(30),
  reference: z.string().max(255),
  amount_in_cents: z.number().int(),
  currency: z.string().max(3),
  payment_method_type: z.string().max(50).nullish(),
});

export const WOMPI_OUTCOMES: Record<string, PaymentOutcome> = {
  APPROVED: "paid",
  DECLINED: "failed",
  ERROR: "failed",
  // A voided (annulled) card payment gives the money back.
  VOIDED: "refunded",
};

/** Our references: `fz-<order id>-<random>`, unique per checkout. */
const REFERENCE = /^fz-(\d{1,9})-[0-9a-f]{12}$/;

/**
 * Wompi (Bancolombia) through its documented REST API — there is no official Node SDK: the Web
 * Checkout redirect signed with the integrity secret (PSE, Nequi, cards and the other methods
 * the account has enabled), and events verified by their checksum with the events secret.
 * Sandbox or production follows the key prefix (pub_test_ / pub_prod_).
 */
export function createWompiProvider(options: WompiProviderOptions): PaymentProvider {
  const { publicKey, privateKey, integritySecret, eventsSecret, fetch: fetchImpl = fetch } = options;
  const testMode = publicKey.startsWith("pub_test_");
  const checkoutUrl = options.checkoutUrl ?? WOMPI_CHECKOUT_URL;
  const apiUrl = (options.apiUrl ?? (testMode ? WOMPI_SANDBOX_API_URL : WOMPI_PRODUCTION_API_URL)).replace(/\/+$/, "");

  async function call(path: string, init: RequestInit & { auth?: "public" | "private" } = {}): Promise<unknown> {
    const key = init.auth === "private" ? privateKey : publicKey;
    let response: Response;
    try {
      response = await fetchImpl(`${apiUrl}${path}`, {
        ...init,
        headers: { accept: "application/json", authorization: `Bearer ${key}`, ...(init.body ? { "content-type": "application/json" } : {}) },
        signal: AbortSignal.timeout(20_000),
      });
    } catch (err) {
      throw new ProviderRequestError(`wompi ${path} failed: ${(err as Error).message}`);
    }
    const body = await response.json().catch(() => null);
    if (!response.ok) throw new ProviderRequestError(`wompi ${path} answered ${response.status}`);
    return body;
  }

  return {
    name: "wompi",
    currencies: ["COP"],
    local: true,
    option: { label: "Wompi (Bancolombia)", description: "PSE, Nequi, Botón Bancolombia o tarjeta.", testMode },

    async createCheckout(order, urls) {
      // Web Checkout is a signed redirect: nothing is created at Wompi until the student pays.
      const reference = `fz-${order.id}-${randomBytes(6).toString("hex")}`;
      const expirationTime = order.expiresAt.toISOString();
      const params = new URLSearchParams({
        "public-key": publicKey,
        currency: order.currency,
        "amount-in-cents": String(order.totalMinor),
        reference,
        "signature:integrity": wompiIntegritySignature({ reference, amountInCents: order.totalMinor, currency: order.currency, expirationTime, integritySecret }),
        "redirect-url": urls.success,
        "expiration-time": expirationTime,
      });
      if (order.customerEmail) params.set("customer-data:email", order.customerEmail);
      if (order.vatMinor > 0) params.set("tax-in-cents:vat", String(order.vatMinor));
      return { redirectUrl: `${checkoutUrl}${checkoutUrl.includes("?") ? "&" : "?"}${params.toString()}`, reference };
    },

    parseWebhook(rawBody: Buffer, _headers: IncomingHttpHeaders): PaymentEvent {
      let event: z.infer<typeof wompiEvent>;
      try {
        event = wompiEvent.parse(JSON.parse(rawBody.toString("utf8")));
      } catch {
        throw new InvalidSignatureError("unsigned or malformed event");
      }
      const expected = Buffer.from(wompiEventChecksum(event.data, event.signature.properties, event.timestamp, eventsSecret), "hex");
      if (!timingSafeEqual(expected, Buffer.from(event.signature.checksum, "hex"))) throw new InvalidSignatureError("checksum mismatch");
      if (Math.abs(Date.now() / 1000 - event.timestamp) > WOMPI_TOLERANCE_SECONDS) throw new InvalidSignatureError("timestamp outside the tolerance");

      const parsed = event.event === "transaction.updated" ? wompiTransaction.safeParse(event.data.transaction) : null;
      if (!parsed?.success) {
        return { provider: "wompi", eventId: `${event.event}:${event.signature.checksum.toLowerCase()}`, type: event.event, outcome: "ignored", orderId: null, reference: null, paymentId: null, amountMinor: null, currency: null, payload: event };
      }
      const transaction = parsed.data;
      // A sandbox payment never opens access on a production account.
      const wrongEnvironment = !testMode && event.environment === "test";
      const match = REFERENCE.exec(transaction.reference);
      return {
        provider: "wompi",
        eventId: `transaction:${transaction.id}:${transaction.status}`,
        type: `transaction.${transaction.status.toLowerCase()}`,
        outcome: wrongEnvironment ? "ignored" : (WOMPI_OUTCOMES[transaction.status] ?? "ignored"),
        orderId: match ? Number(match[1]) : null,
        reference: transaction.reference,
        paymentId: transaction.id,
        amountMinor: transaction.amount_in_cents,
        currency: transaction.currency,
        payload: event,
      };
    },

    async refund(order) {
      if (!order.providerPaymentId) return;
      const id = encodeURIComponent(order.providerPaymentId);
      const found = (await call(`/transactions/${id}`)) as { data?: { payment_method_type?: string } } | null;
      // Wompi annuls card payments through its API; PSE, Nequi and transfers are returned from its dashboard.
      if (found?.data?.payment_method_type !== "CARD") throw new RefundUnsupportedError(`wompi cannot void a ${found?.data?.payment_method_type ?? "unknown"} payment`);
      await call(`/transactions/${id}/void`, { method: "POST", auth: "private", body: JSON.stringify({}) });
    },
  };
}
