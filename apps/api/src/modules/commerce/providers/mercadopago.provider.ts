import type { IncomingHttpHeaders } from "node:http";
import { InvalidWebhookSignatureError, MercadoPagoConfig, Payment, PaymentRefund, Preference, WebhookSignatureValidator } from "mercadopago";
// The SDK reads its API address from this static (no per-client option): see setMercadoPagoApiUrl.
import { AppConfig } from "mercadopago/dist/utils/config/index.js";
import { CURRENCY_EXPONENT, type Currency } from "@fz/contracts/commerce";
import {
  InvalidSignatureError,
  type PaymentEvent,
  type PaymentOutcome,
  type PaymentProvider,
  ProviderRequestError,
  type WebhookQuery,
} from "./payment-provider";

/** A notification signed longer ago than this is refused (Mercado Pago signs each delivery). */
export const MERCADOPAGO_TOLERANCE_SECONDS = 300;
export const MERCADOPAGO_API_URL = "https://api.mercadopago.com";
export const MERCADOPAGO_WEBHOOK_PATH = "/api/sales/webhooks/mercadopago/";

export interface MercadoPagoProviderOptions {
  accessToken: string;
  /** The application's webhook secret ("clave secreta" in Tus integraciones → Webhooks). */
  webhookSecret: string;
  /** Another API address (a test double); the real API when unset. */
  apiUrl?: string;
}

/**
 * Points the SDK at another API (our test double). The SDK keeps its base URL in one static,
 * so this is process-wide: one Mercado Pago API per process, which is all a deployment has.
 */
export function setMercadoPagoApiUrl(apiUrl: string | undefined): void {
  (AppConfig as { BASE_URL: string }).BASE_URL = (apiUrl ?? MERCADOPAGO_API_URL).replace(/\/+$/, "");
}

/** A payment's state, read back from Mercado Pago, as an order outcome. */
export const MERCADOPAGO_OUTCOMES: Record<string, PaymentOutcome> = {
  approved: "paid",
  rejected: "failed",
  cancelled: "failed",
  refunded: "refunded",
  charged_back: "refunded",
};

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/** Our integer minor units as the decimal amount Mercado Pago's API takes (49.900,00 COP → 49900). */
export function toMajor(amountMinor: number, currency: Currency): number {
  return amountMinor / 10 ** CURRENCY_EXPONENT[currency];
}

function toMinor(amount: number | undefined, currency: string | undefined): number | null {
  if (amount === undefined || !currency || !(currency in CURRENCY_EXPONENT)) return null;
  return Math.round(amount * 10 ** CURRENCY_EXPONENT[currency as Currency]);
}

/**
 * Mercado Pago Checkout Pro through the official SDK: a preference per order (our order id as
 * `external_reference`), and webhooks verified by their `x-signature` (HMAC-SHA256 over
 * `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`, the SDK's own validator) after which the
 * payment is read back from their API: only what the API says is acted on.
 */
export function createMercadoPagoProvider({ accessToken, webhookSecret, apiUrl }: MercadoPagoProviderOptions): PaymentProvider {
  setMercadoPagoApiUrl(apiUrl);
  const client = new MercadoPagoConfig({ accessToken, options: { timeout: 20_000, maxRetries: 2 } });
  const preferences = new Preference(client);
  const payments = new Payment(client);
  const refunds = new PaymentRefund(client);
  const testMode = accessToken.startsWith("TEST-");

  return {
    name: "mercadopago",
    // A Mercado Pago account sells in its country's currency: the academy's is Colombian.
    currencies: ["COP"],
    local: true,
    option: { label: "Mercado Pago", description: "Tarjetas, PSE, Efecty o tu saldo de Mercado Pago.", testMode },

    async createCheckout(order, urls) {
      const notificationUrl = urls.apiBase.startsWith("https://") ? `${urls.apiBase}${MERCADOPAGO_WEBHOOK_PATH}?source_news=webhooks` : undefined;
      let preference;
      try {
        preference = await preferences.create({
          body: {
            items: order.items.map((item, index) => ({
              id: `fz-${order.id}-${index + 1}`,
              title: item.description.slice(0, 250),
              quantity: item.quantity,
              currency_id: order.currency,
              unit_price: toMajor(item.unitAmountMinor, order.currency),
            })),
            external_reference: String(order.id),
            metadata: { order_id: order.id },
            payer: order.customerEmail ? { email: order.customerEmail } : undefined,
            back_urls: { success: urls.success, pending: urls.success, failure: urls.failure },
            auto_return: "approved",
            // Only a public https address is accepted; otherwise the one set in the dashboard is used.
            notification_url: notificationUrl,
            statement_descriptor: "FZ ACADEMIA",
            expires: true,
            expiration_date_to: order.expiresAt.toISOString(),
          },
          // A retried request for the same order returns the same preference.
          requestOptions: { idempotencyKey: `fz-academia-order-${order.id}` },
        });
      } catch (err) {
        throw new ProviderRequestError(`mercadopago preference failed: ${(err as Error).message}`);
      }
      const redirectUrl = preference.init_point ?? preference.sandbox_init_point;
      if (!preference.id || !redirectUrl) throw new ProviderRequestError("mercadopago preference has no id or init_point");
      return { redirectUrl, reference: preference.id };
    },

    async parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders, query: WebhookQuery): Promise<PaymentEvent> {
      // The signed id is the one in the query string, lower-cased as Mercado Pago documents it.
      const dataId = (first(query["data.id"]) ?? first(query.id))?.toLowerCase();
      try {
        WebhookSignatureValidator.validate({
          xSignature: headers["x-signature"],
          xRequestId: headers["x-request-id"],
          dataId,
          secret: webhookSecret,
          toleranceSeconds: MERCADOPAGO_TOLERANCE_SECONDS,
        });
      } catch (err) {
        if (err instanceof InvalidWebhookSignatureError) throw new InvalidSignatureError(err.reason);
        throw err;
      }
      if (!dataId) throw new InvalidSignatureError("missing data.id");
      let body: { type?: unknown; action?: unknown; id?: unknown } = {};
      try {
        body = JSON.parse(rawBody.toString("utf8") || "{}") as typeof body;
      } catch {
        // The query string carries what we need; the body is informational.
      }
      const type = first(query.type) ?? first(query.topic) ?? (typeof body.type === "string" ? body.type : "");
      const ignored = (reason: string): PaymentEvent => ({
        provider: "mercadopago",
        eventId: `${type || "notification"}:${dataId}:${reason}`,
        type: type || "notification",
        outcome: "ignored",
        orderId: null,
        reference: null,
        paymentId: null,
        amountMinor: null,
        currency: null,
        payload: { query, body },
      });
      if (type !== "payment") return ignored("not-a-payment");
      if (!/^\d{1,20}$/.test(dataId)) return ignored("bad-id");

      // Never trust the notification's content: ask Mercado Pago what the payment is now.
      let payment;
      try {
        payment = await payments.get({ id: dataId });
      } catch (err) {
        throw new ProviderRequestError(`mercadopago payment ${dataId} could not be read: ${(err as Error).message}`);
      }
      const status = payment.status ?? "unknown";
      const reference = payment.external_reference ?? "";
      return {
        provider: "mercadopago",
        // One action per payment state: a repeated notification of the same state acts once.
        eventId: `payment:${payment.id ?? dataId}:${status}`,
        type: `payment.${status}`,
        outcome: MERCADOPAGO_OUTCOMES[status] ?? "ignored",
        orderId: /^\d{1,9}$/.test(reference) ? Number(reference) : null,
        reference: null,
        paymentId: String(payment.id ?? dataId),
        amountMinor: toMinor(payment.transaction_amount, payment.currency_id),
        currency: payment.currency_id ?? null,
        payload: {
          notification: { query, body },
          payment: { id: payment.id, status, status_detail: payment.status_detail, payment_type_id: payment.payment_type_id, external_reference: reference },
        },
      };
    },

    async refund(order) {
      if (!order.providerPaymentId) return;
      try {
        await refunds.create({ payment_id: order.providerPaymentId, requestOptions: { idempotencyKey: `fz-academia-refund-${order.id}` } });
      } catch (err) {
        throw new ProviderRequestError(`mercadopago refund failed: ${(err as Error).message}`);
      }
    },
  };
}
