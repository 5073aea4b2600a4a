import { createHmac, randomUUID } from "node:crypto";
import { type DoubleServer, checkoutPage, deliver, startDouble } from "./double-http";

/**
 * A test double of Mercado Pago, written from its documentation: the REST API the SDK calls
 * (`POST /checkout/preferences`, `GET /v1/payments/{id}`, `POST /v1/payments/{id}/refunds`),
 * Checkout Pro's hosted page (`init_point`), and webhooks signed as Mercado Pago signs them —
 * `x-signature: ts=<seconds>,v1=<hex HMAC-SHA256 of "id:<data.id>;request-id:<x-request-id>;ts:<ts>;">`
 * with the application's secret, `data.id` and `type` in the notification URL's query string.
 */

export interface MercadoPagoPayment {
  id: number;
  status: "approved" | "rejected" | "cancelled" | "pending" | "in_process" | "refunded" | "charged_back";
  status_detail: string;
  transaction_amount: number;
  transaction_amount_refunded: number;
  currency_id: string;
  external_reference: string;
  payment_type_id: string;
  payment_method_id: string;
  date_created: string;
  payer: { email: string | null };
}

interface StoredPreference {
  id: string;
  body: {
    items: { title: string; quantity: number; unit_price: number; currency_id: string }[];
    external_reference?: string;
    back_urls?: { success?: string; failure?: string; pending?: string };
    notification_url?: string;
    payer?: { email?: string };
    expiration_date_to?: string;
  };
}

export interface MercadoPagoDouble extends DoubleServer {
  accessToken: string;
  webhookSecret: string;
  preferences: Map<string, StoredPreference>;
  payments: Map<number, MercadoPagoPayment>;
  /** Requests the API received (method and path), to see what the SDK sent. */
  calls: { method: string; path: string; body: unknown; headers: Record<string, string | string[] | undefined> }[];
  /** A payment for a preference, as the hosted page makes one. */
  pay(preferenceId: string, status: MercadoPagoPayment["status"], method?: "credit_card" | "pse"): MercadoPagoPayment;
  /** The signed notification for a payment, ready to send (tests tamper with it). */
  notification(paymentId: number, options?: { ts?: number; requestId?: string; secret?: string }): { url: string; body: string; headers: Record<string, string> };
  /** Sends the notification to our webhook; answers our status code. */
  notify(paymentId: number): Promise<number>;
}

export function signMercadoPago(secret: string, dataId: string, requestId: string, ts: number): string {
  const manifest = `id:${dataId.toLowerCase()};request-id:${requestId};ts:${ts};`;
  return `ts=${ts},v1=${createHmac("sha256", secret).update(manifest).digest("hex")}`;
}

export async function startMercadoPagoDouble(options: {
  accessToken: string;
  webhookSecret: string;
  /** Where notifications go when a preference has no notification_url (the dashboard's setting). */
  webhookUrl: string;
  port?: number;
}): Promise<MercadoPagoDouble> {
  const preferences = new Map<string, StoredPreference>();
  const payments = new Map<number, MercadoPagoPayment>();
  const calls: MercadoPagoDouble["calls"] = [];
  let nextPayment = 1_300_000_001;
  let base = "";

  function pay(preferenceId: string, status: MercadoPagoPayment["status"], method: "credit_card" | "pse" = "credit_card"): MercadoPagoPayment {
    const preference = preferences.get(preferenceId);
    if (!preference) throw new Error(`unknown preference ${preferenceId}`);
    const amount = preference.body.items.reduce((sum, item) => sum + item.unit_price * item.quantity, 0);
    const payment: MercadoPagoPayment = {
      id: nextPayment++,
      status,
      status_detail: status === "approved" ? "accredited" : status === "rejected" ? "cc_rejected_other_reason" : status,
      transaction_amount: Math.round(amount * 100) / 100,
      transaction_amount_refunded: 0,
      currency_id: preference.body.items[0]?.currency_id ?? "COP",
      external_reference: preference.body.external_reference ?? "",
      payment_type_id: method === "pse" ? "bank_transfer" : "credit_card",
      payment_method_id: method === "pse" ? "pse" : "visa",
      date_created: new Date().toISOString(),
      payer: { email: preference.body.payer?.email ?? null },
    };
    payments.set(payment.id, payment);
    return payment;
  }

  function notificationTarget(payment: MercadoPagoPayment): string {
    const preference = [...preferences.values()].find((p) => p.body.external_reference === payment.external_reference);
    const target = new URL(preference?.body.notification_url ?? options.webhookUrl);
    target.searchParams.set("data.id", String(payment.id));
    target.searchParams.set("type", "payment");
    return target.toString();
  }

  function notification(paymentId: number, sign: { ts?: number; requestId?: string; secret?: string } = {}) {
    const payment = payments.get(paymentId);
    if (!payment) throw new Error(`unknown payment ${paymentId}`);
    const requestId = sign.requestId ?? randomUUID();
    const ts = sign.ts ?? Math.floor(Date.now() / 1000);
    const body = JSON.stringify({
      action: "payment.updated",
      api_version: "v1",
      data: { id: String(payment.id) },
      date_created: new Date().toISOString(),
      id: Math.floor(Math.random() * 1e12),
      live_mode: false,
      type: "payment",
      user_id: 123456789,
    });
    return {
      url: notificationTarget(payment),
      body,
      headers: { "x-signature": signMercadoPago(sign.secret ?? options.webhookSecret, String(payment.id), requestId, ts), "x-request-id": requestId },
    };
  }

  const notify = async (paymentId: number) => {
    const { url, body, headers } = notification(paymentId);
    return deliver(url, body, headers);
  };

  const server = await startDouble(async (request) => {
    // The SDK writes some paths with a trailing slash (`/checkout/preferences/`).
    const path = request.url.pathname.replace(/(.)\/+$/, "$1");
    const authorized = request.headers.authorization === `Bearer ${options.accessToken}`;
    const api = path.startsWith("/checkout/preferences") || path.startsWith("/v1/");
    if (api) {
      calls.push({ method: request.method, path, body: request.body ? request.json() : null, headers: request.headers });
      if (!authorized) return { status: 401, body: { message: "invalid_token", error: "unauthorized", status: 401, cause: [] } };
    }

    if (request.method === "POST" && path === "/checkout/preferences") {
      const body = request.json() as StoredPreference["body"];
      if (!Array.isArray(body?.items) || body.items.length === 0 || body.items.some((i) => !(i.unit_price > 0) || !(i.quantity > 0) || !i.title)) {
        return { status: 400, body: { message: "items invalid", error: "bad_request", status: 400, cause: [] } };
      }
      const id = `123456789-${randomUUID()}`;
      preferences.set(id, { id, body });
      const initPoint = `${base}/checkout/v1/redirect?pref_id=${encodeURIComponent(id)}`;
      return { status: 201, body: { ...body, id, init_point: initPoint, sandbox_init_point: initPoint, collector_id: 123456789, site_id: "MCO", date_created: new Date().toISOString() } };
    }
    const paymentPath = /^\/v1\/payments\/(\d+)$/.exec(path);
    if (request.method === "GET" && paymentPath) {
      const payment = payments.get(Number(paymentPath[1]));
      return payment ? { status: 200, body: payment } : { status: 404, body: { message: "Payment not found", error: "not_found", status: 404, cause: [] } };
    }
    const refundPath = /^\/v1\/payments\/(\d+)\/refunds$/.exec(path);
    if (request.method === "POST" && refundPath) {
      const payment = payments.get(Number(refundPath[1]));
      if (!payment || payment.status !== "approved") return { status: 400, body: { message: "Payment not refundable", error: "bad_request", status: 400, cause: [] } };
      payment.status = "refunded";
      payment.transaction_amount_refunded = payment.transaction_amount;
      // Mercado Pago tells the webhook about the refund too.
      setTimeout(() => void notify(payment.id).catch(() => undefined), 10);
      return { status: 201, body: { id: Date.now(), payment_id: payment.id, amount: payment.transaction_amount, status: "approved" } };
    }

    // Checkout Pro's hosted page, and what its buttons do.
    if (request.method === "GET" && path === "/checkout/v1/redirect") {
      const preference = preferences.get(request.url.searchParams.get("pref_id") ?? "");
      if (!preference) return { status: 404, body: "<!doctype html><p>Preferencia no encontrada</p>" };
      const total = preference.body.items.reduce((sum, item) => sum + item.unit_price * item.quantity, 0);
      return {
        status: 200,
        body: checkoutPage({
          title: "Mercado Pago (doble de pruebas)",
          lines: [...preference.body.items.map((i) => `${i.title}: ${i.unit_price} ${i.currency_id}`), `Total: ${total} ${preference.body.items[0]?.currency_id ?? ""}`],
          action: "/checkout/v1/pay",
          hidden: { pref_id: preference.id },
          choices: [
            [
              { name: "outcome", value: "approved:credit_card", label: "Pagar con tarjeta" },
              { name: "outcome", value: "approved:pse", label: "Pagar con PSE" },
            ],
            [{ name: "outcome", value: "rejected:credit_card", label: "Rechazar el pago" }],
          ],
        }),
      };
    }
    if (request.method === "POST" && path === "/checkout/v1/pay") {
      const form = request.form();
      const preference = preferences.get(form.get("pref_id") ?? "");
      if (!preference) return { status: 404, body: "<!doctype html><p>Preferencia no encontrada</p>" };
      const [status, method] = (form.get("outcome") ?? "approved:credit_card").split(":") as [MercadoPagoPayment["status"], "credit_card" | "pse"];
      const payment = pay(preference.id, status, method);
      await notify(payment.id).catch(() => undefined);
      const back = status === "approved" ? preference.body.back_urls?.success : preference.body.back_urls?.failure;
      const target = new URL(back ?? base);
      for (const [key, value] of Object.entries({
        collection_id: String(payment.id),
        collection_status: payment.status,
        payment_id: String(payment.id),
        status: payment.status,
        external_reference: payment.external_reference,
        payment_type: payment.payment_type_id,
        preference_id: preference.id,
        site_id: "MCO",
        processing_mode: "aggregator",
      })) {
        target.searchParams.set(key, value);
      }
      return { status: 302, headers: { location: target.toString() }, body: "" };
    }
    return null;
  }, options.port);
  base = server.url;

  return { ...server, accessToken: options.accessToken, webhookSecret: options.webhookSecret, preferences, payments, calls, pay, notification, notify };
}
