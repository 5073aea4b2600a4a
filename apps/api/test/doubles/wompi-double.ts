import { createHash, randomInt } from "node:crypto";
import { type DoubleServer, checkoutPage, deliver, startDouble } from "./double-http";

/**
 * A test double of Wompi (Colombia), written from its documentation: the Web Checkout page
 * (`GET /p/?public-key=…&currency=…&amount-in-cents=…&reference=…&signature:integrity=…`),
 * which refuses a wrong integrity signature (SHA-256 of reference + amount in cents + currency
 * [+ expiration-time] + integrity secret), takes PSE, Nequi or a card and redirects to
 * `redirect-url?id=<transaction>&env=test`; the events it posts to the dashboard's events URL
 * (`transaction.updated`, checksum = SHA-256 of the listed properties' values + timestamp +
 * events secret, upper-case hex, also in `X-Event-Checksum`); and the API's
 * `GET /v1/transactions/{id}` and `POST /v1/transactions/{id}/void` (private key).
 */

export type WompiMethod = "PSE" | "NEQUI" | "CARD";
export type WompiStatus = "PENDING" | "APPROVED" | "DECLINED" | "VOIDED" | "ERROR";

export interface WompiTransaction {
  id: string;
  created_at: string;
  finalized_at: string | null;
  amount_in_cents: number;
  reference: string;
  customer_email: string | null;
  currency: string;
  payment_method_type: WompiMethod;
  payment_method: { type: WompiMethod; extra?: Record<string, unknown> };
  status: WompiStatus;
  status_message: string | null;
  redirect_url: string | null;
  shipping_address: null;
  payment_link_id: null;
  payment_source_id: null;
  taxes: { type: "VAT"; amount_in_cents: number }[];
}

export interface WompiDouble extends DoubleServer {
  keys: { publicKey: string; privateKey: string; integritySecret: string; eventsSecret: string };
  transactions: Map<string, WompiTransaction>;
  /** Checkouts the page opened (its query), to see what our server sent. */
  checkouts: URLSearchParams[];
  /** A transaction for a checkout URL's parameters, as the page makes one. */
  transact(params: URLSearchParams, status: WompiStatus, method?: WompiMethod): WompiTransaction;
  /** The signed `transaction.updated` event for a transaction (tests tamper with it). */
  event(transactionId: string, options?: { timestamp?: number; secret?: string; environment?: string }): string;
  /** Sends the event to the events URL; answers our status code. */
  sendEvent(transactionId: string): Promise<number>;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

export function wompiChecksum(transaction: WompiTransaction, properties: string[], timestamp: number, secret: string): string {
  const values = properties.map((path) => String(path.split(".").slice(1).reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], transaction)));
  return sha256(`${values.join("")}${timestamp}${secret}`).toUpperCase();
}

export async function startWompiDouble(options: {
  publicKey: string;
  privateKey: string;
  integritySecret: string;
  eventsSecret: string;
  /** The events URL set in Wompi's dashboard (our webhook). */
  eventsUrl: string;
  port?: number;
}): Promise<WompiDouble> {
  const transactions = new Map<string, WompiTransaction>();
  const checkouts: URLSearchParams[] = [];
  const PROPERTIES = ["transaction.id", "transaction.status", "transaction.amount_in_cents"];

  function checkoutProblem(params: URLSearchParams): string | null {
    if (params.get("public-key") !== options.publicKey) return "La llave pública no es válida.";
    const amount = params.get("amount-in-cents") ?? "";
    if (!/^\d+$/.test(amount) || Number(amount) < 150_000) return "El monto no es válido (mínimo 1.500 COP).";
    if (params.get("currency") !== "COP") return "Wompi Colombia solo recibe COP.";
    const expected = sha256(`${params.get("reference")}${amount}${params.get("currency")}${params.get("expiration-time") ?? ""}${options.integritySecret}`);
    if (params.get("signature:integrity") !== expected) return "La firma de integridad no es válida.";
    const expiration = params.get("expiration-time");
    if (expiration && Date.parse(expiration) < Date.now()) return "El enlace de pago venció.";
    return null;
  }

  function transact(params: URLSearchParams, status: WompiStatus, method: WompiMethod = "PSE"): WompiTransaction {
    const now = new Date().toISOString();
    const transaction: WompiTransaction = {
      id: `12345-${Math.floor(Date.now() / 1000)}-${randomInt(10_000, 99_999)}`,
      created_at: now,
      finalized_at: status === "PENDING" ? null : now,
      amount_in_cents: Number(params.get("amount-in-cents")),
      reference: params.get("reference") ?? "",
      customer_email: params.get("customer-data:email"),
      currency: params.get("currency") ?? "COP",
      payment_method_type: method,
      payment_method: { type: method, extra: method === "PSE" ? { bank_code: "1007", user_type: 0 } : method === "NEQUI" ? { phone_number: "3991111111" } : { brand: "VISA", last_four: "4242" } },
      status,
      status_message: status === "DECLINED" ? "Transacción rechazada (doble de pruebas)" : null,
      redirect_url: params.get("redirect-url"),
      shipping_address: null,
      payment_link_id: null,
      payment_source_id: null,
      taxes: params.get("tax-in-cents:vat") ? [{ type: "VAT", amount_in_cents: Number(params.get("tax-in-cents:vat")) }] : [],
    };
    transactions.set(transaction.id, transaction);
    return transaction;
  }

  function event(transactionId: string, sign: { timestamp?: number; secret?: string; environment?: string } = {}): string {
    const transaction = transactions.get(transactionId);
    if (!transaction) throw new Error(`unknown transaction ${transactionId}`);
    const timestamp = sign.timestamp ?? Math.floor(Date.now() / 1000);
    return JSON.stringify({
      event: "transaction.updated",
      data: { transaction },
      environment: sign.environment ?? (options.publicKey.startsWith("pub_test_") ? "test" : "prod"),
      signature: { properties: PROPERTIES, checksum: wompiChecksum(transaction, PROPERTIES, timestamp, sign.secret ?? options.eventsSecret) },
      timestamp,
      sent_at: new Date().toISOString(),
    });
  }

  const sendEvent = (transactionId: string) => {
    const body = event(transactionId);
    return deliver(options.eventsUrl, body, { "x-event-checksum": (JSON.parse(body) as { signature: { checksum: string } }).signature.checksum });
  };

  const server = await startDouble(async (request) => {
    const path = request.url.pathname;
    if (request.method === "GET" && (path === "/p/" || path === "/p")) {
      const params = request.url.searchParams;
      checkouts.push(new URLSearchParams(params));
      const problem = checkoutProblem(params);
      if (problem) return { status: 400, body: checkoutPage({ title: "Wompi (doble de pruebas)", lines: [problem], action: "/p/pay", hidden: {}, choices: [] }) };
      const cents = Number(params.get("amount-in-cents"));
      return {
        status: 200,
        body: checkoutPage({
          title: "Wompi (doble de pruebas)",
          lines: [`Referencia: ${params.get("reference")}`, `Total: ${(cents / 100).toLocaleString("es-CO")} COP`, ...(params.get("tax-in-cents:vat") ? [`IVA: ${Number(params.get("tax-in-cents:vat")) / 100} COP`] : [])],
          action: "/p/pay",
          hidden: { checkout: params.toString() },
          choices: [
            [
              { name: "outcome", value: "APPROVED:PSE", label: "Pagar con PSE" },
              { name: "outcome", value: "APPROVED:NEQUI", label: "Pagar con Nequi" },
              { name: "outcome", value: "APPROVED:CARD", label: "Pagar con tarjeta" },
            ],
            [{ name: "outcome", value: "DECLINED:CARD", label: "Rechazar el pago" }],
          ],
        }),
      };
    }
    if (request.method === "POST" && path === "/p/pay") {
      const form = request.form();
      const params = new URLSearchParams(form.get("checkout") ?? "");
      const problem = checkoutProblem(params);
      if (problem) return { status: 400, body: checkoutPage({ title: "Wompi (doble de pruebas)", lines: [problem], action: "/p/pay", hidden: {}, choices: [] }) };
      const [status, method] = (form.get("outcome") ?? "APPROVED:PSE").split(":") as [WompiStatus, WompiMethod];
      const transaction = transact(params, status, method);
      await sendEvent(transaction.id).catch(() => undefined);
      const target = new URL(params.get("redirect-url") ?? server.url);
      target.searchParams.set("id", transaction.id);
      target.searchParams.set("env", "test");
      return { status: 302, headers: { location: target.toString() }, body: "" };
    }
    const found = /^\/v1\/transactions\/([^/]+)(\/void)?$/.exec(path);
    if (found) {
      const transaction = transactions.get(decodeURIComponent(found[1]!));
      if (request.method === "GET" && !found[2]) {
        return transaction ? { status: 200, body: { data: transaction, meta: {} } } : { status: 404, body: { error: { type: "NOT_FOUND_ERROR", reason: "La entidad solicitada no existe" } } };
      }
      if (request.method === "POST" && found[2]) {
        if (request.headers.authorization !== `Bearer ${options.privateKey}`) return { status: 401, body: { error: { type: "INVALID_ACCESS_TOKEN", reason: "Se esperaba una llave privada" } } };
        if (!transaction) return { status: 404, body: { error: { type: "NOT_FOUND_ERROR", reason: "La entidad solicitada no existe" } } };
        if (transaction.payment_method_type !== "CARD" || transaction.status !== "APPROVED") {
          return { status: 422, body: { error: { type: "INPUT_VALIDATION_ERROR", messages: { transaction: ["Solo se pueden anular transacciones aprobadas con tarjeta"] } } } };
        }
        transaction.status = "VOIDED";
        setTimeout(() => void sendEvent(transaction.id).catch(() => undefined), 10);
        return { status: 201, body: { data: { status: "APPROVED", transaction } } };
      }
    }
    return null;
  }, options.port);

  return { ...server, keys: { publicKey: options.publicKey, privateKey: options.privateKey, integritySecret: options.integritySecret, eventsSecret: options.eventsSecret }, transactions, checkouts, transact, event, sendEvent };
}
