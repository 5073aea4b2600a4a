import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { z } from "zod";
import { CURRENCIES } from "@fz/contracts/commerce";
import { badRequest } from "../../../lib/errors";
import { InvalidSignatureError, type PaymentEvent, type PaymentOutcome, type PaymentProvider, ProviderRequestError } from "./payment-provider";

export const SANDBOX_SIGNATURE_HEADER = "x-sandbox-signature";
/** A signed delivery older (or newer) than this is refused, so a captured one cannot be replayed later. */
export const SANDBOX_TOLERANCE_SECONDS = 300;
export const SANDBOX_WEBHOOK_PATH = "/api/sales/webhooks/sandbox/";

export const SANDBOX_DECISIONS = {
  approve: { type: "payment.approved", outcome: "paid" },
  decline: { type: "payment.declined", outcome: "failed" },
  cancel: { type: "checkout.cancelled", outcome: "cancelled" },
} as const satisfies Record<string, { type: string; outcome: PaymentOutcome }>;
export type SandboxDecision = keyof typeof SANDBOX_DECISIONS;

const sandboxEvent = z.object({
  id: z.string().regex(/^evt_sbx_[A-Za-z0-9_-]{8,64}$/),
  type: z.enum(["payment.approved", "payment.declined", "checkout.cancelled"]),
  created: z.number().int(),
  data: z.object({
    order_id: z.number().int().positive(),
    session: z.string().min(1).max(128),
    amount_minor: z.number().int(),
    currency: z.string().regex(/^[A-Z]{3}$/),
  }),
});
type SandboxEvent = z.infer<typeof sandboxEvent>;

const OUTCOMES: Record<SandboxEvent["type"], PaymentOutcome> = {
  "payment.approved": "paid",
  "payment.declined": "failed",
  "checkout.cancelled": "cancelled",
};

const hmac = (secret: string, timestamp: number, payload: string | Buffer) =>
  createHmac("sha256", secret).update(`${timestamp}.`).update(payload).digest();

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, the shape Stripe uses. */
export function signSandboxPayload(secret: string, payload: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, payload).toString("hex")}`;
}

/** Checks the signature over the exact bytes received and the timestamp's freshness. */
export function verifySandboxSignature(secret: string, rawBody: Buffer, header: string | string[] | undefined, nowMs = Date.now()): void {
  if (typeof header !== "string" || header.length > 1024) throw new InvalidSignatureError("missing signature header");
  const parts = header.split(",").map((part) => part.trim().split("="));
  const timestamp = Number(parts.find(([key]) => key === "t")?.[1]);
  const signatures = parts.filter(([key, value]) => key === "v1" && value && /^[0-9a-f]{64}$/.test(value)).map(([, value]) => Buffer.from(value!, "hex"));
  if (!Number.isInteger(timestamp) || signatures.length === 0) throw new InvalidSignatureError("malformed signature header");
  if (Math.abs(nowMs / 1000 - timestamp) > SANDBOX_TOLERANCE_SECONDS) throw new InvalidSignatureError("timestamp outside the tolerance");
  const expected = hmac(secret, timestamp, rawBody);
  if (!signatures.some((candidate) => timingSafeEqual(candidate, expected))) throw new InvalidSignatureError("signature mismatch");
}

export interface SandboxOrder {
  id: number;
  reference: string;
  totalMinor: number;
  currency: string;
}

export type SandboxProvider = PaymentProvider & {
  /** Plays the provider's side: sends the signed event for a decision to our webhook, over HTTP. */
  deliver(webhookUrl: string, decision: SandboxDecision, order: SandboxOrder): Promise<void>;
};

/**
 * The offline provider: a hosted checkout page of our own (sandbox-checkout.routes.ts) that
 * approves, declines or cancels, then notifies our webhook exactly as a real provider would —
 * a signed HTTP request — so the whole flow runs without keys, in development and in tests.
 */
export function createSandboxProvider({ webhookSecret, fetch: fetchImpl = fetch }: { webhookSecret: string; fetch?: typeof fetch }): SandboxProvider {
  return {
    name: "sandbox",
    currencies: CURRENCIES,
    local: false,
    option: { label: "Pago de prueba", description: "Simula un pago aprobado, rechazado o cancelado. No se cobra dinero.", testMode: true },

    async createCheckout(_order, urls) {
      const session = randomBytes(24).toString("base64url");
      return { reference: session, redirectUrl: `${urls.apiBase}/api/sales/sandbox/checkout/${session}/` };
    },

    parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): PaymentEvent {
      verifySandboxSignature(webhookSecret, rawBody, headers[SANDBOX_SIGNATURE_HEADER]);
      let parsed: SandboxEvent;
      try {
        parsed = sandboxEvent.parse(JSON.parse(rawBody.toString("utf8")));
      } catch {
        throw badRequest("El evento del proveedor de pagos no tiene el formato esperado.");
      }
      return {
        provider: "sandbox",
        eventId: parsed.id,
        type: parsed.type,
        outcome: OUTCOMES[parsed.type],
        orderId: parsed.data.order_id,
        reference: parsed.data.session,
        paymentId: null,
        amountMinor: parsed.data.amount_minor,
        currency: parsed.data.currency,
        payload: parsed,
      };
    },

    // No money moved, so there is nothing to give back; the caller records the refund.
    async refund() {},

    async deliver(webhookUrl, decision, order) {
      const event: SandboxEvent = {
        id: `evt_sbx_${randomBytes(12).toString("base64url")}`,
        type: SANDBOX_DECISIONS[decision].type,
        created: Math.floor(Date.now() / 1000),
        data: { order_id: order.id, session: order.reference, amount_minor: order.totalMinor, currency: order.currency },
      };
      const body = JSON.stringify(event);
      let response: Response;
      try {
        response = await fetchImpl(webhookUrl, {
          method: "POST",
          headers: { "content-type": "application/json", [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(webhookSecret, body) },
          body,
          signal: AbortSignal.timeout(10_000),
        });
      } catch (err) {
        throw new ProviderRequestError(`sandbox webhook delivery failed: ${(err as Error).message}`);
      }
      if (!response.ok) throw new ProviderRequestError(`sandbox webhook answered ${response.status}`);
    },
  };
}
