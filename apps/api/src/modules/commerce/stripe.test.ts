import { type IncomingHttpHeaders, type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessGrants, coupons, orders, paymentEvents } from "@fz/db/schema";
import { type Shop, type Student, createShop, createStudent, placeOrder } from "../../../test/commerce-factory";
import { type TestContext, build, createUser } from "../../../test/helper";
import { createAccessService } from "../access/access.service";
import { createCommerceService } from "./commerce.service";
import { createCatalogueLookupsService } from "../catalogue/catalogue-lookups.service";

const SECRET_KEY = "sk_test_fzacademia123";
const WEBHOOK_SECRET = "whsec_fzacademiatestsecret";
const PUBLIC_URL = "https://academia.example.com";

/** A stand-in for Stripe's API (a third party: the one thing tests may mock), recording what it is asked. */
interface Recorded {
  path: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
}
const recorded: Recorded[] = [];
let failCheckout = false;
let fake: Server;
let ctx: TestContext;
let shop: Shop;
const stripe = new Stripe(SECRET_KEY);

beforeAll(async () => {
  let sessions = 0;
  fake = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      recorded.push({ path: request.url ?? "", headers: request.headers, form: new URLSearchParams(body) });
      response.setHeader("content-type", "application/json");
      if (request.url === "/v1/checkout/sessions" && failCheckout) {
        response.statusCode = 400;
        response.end(JSON.stringify({ error: { type: "invalid_request_error", message: "Invalid currency" } }));
      } else if (request.url === "/v1/checkout/sessions") {
        sessions += 1;
        response.end(JSON.stringify({ id: `cs_test_${sessions}`, object: "checkout.session", url: `https://checkout.stripe.com/c/pay/cs_test_${sessions}` }));
      } else if (request.url === "/v1/refunds") {
        response.end(JSON.stringify({ id: "re_test_1", object: "refund", status: "succeeded" }));
      } else {
        response.statusCode = 404;
        response.end(JSON.stringify({ error: { type: "invalid_request_error", message: "Unknown" } }));
      }
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
  const apiUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  ctx = await build({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: apiUrl, PUBLIC_URL });
  shop = await createShop(ctx);
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => fake.close(resolve));
});

const checkoutRequests = () => recorded.filter((r) => r.path === "/v1/checkout/sessions");

async function stripeOrder(student: Student, months = 1) {
  const { orderId } = await placeOrder(student, { kind: "level", level_id: shop.levels[0]!.id, months });
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
  return order!;
}

function sessionEvent(order: { id: number; providerReference: string | null; totalMinor: number }, type: string, overrides: Record<string, unknown> = {}, eventId = `evt_${Math.random().toString(36).slice(2)}`) {
  return JSON.stringify({
    id: eventId,
    object: "event",
    type,
    data: {
      object: {
        id: order.providerReference,
        object: "checkout.session",
        payment_status: "paid",
        amount_total: order.totalMinor,
        currency: "cop",
        client_reference_id: String(order.id),
        metadata: { order_id: String(order.id) },
        payment_intent: `pi_test_${order.id}`,
        ...overrides,
      },
    },
  });
}

function deliver(payload: string, signature?: string) {
  return ctx.app.inject({
    method: "POST",
    url: "/api/sales/webhooks/stripe/",
    headers: { "content-type": "application/json; charset=utf-8", ...(signature === undefined ? {} : { "stripe-signature": signature }) },
    payload,
  });
}

const sign = (payload: string, timestamp?: number, secret = WEBHOOK_SECRET) => stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
const statusOf = async (id: number) => (await ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!.status;
const grantsOf = (id: number) => ctx.db.select().from(accessGrants).where(eq(accessGrants.reference, `order:${id}`));

describe("Stripe Checkout", () => {
  it("is the default provider once configured, with line items priced from the order in minor units", async () => {
    const student = await createStudent(ctx);
    await student.call({ method: "POST", url: "/api/sales/shopping-cart/", payload: { kind: "level", level_id: shop.levels[0]!.id, months: 4 } });
    const response = await student.call({ method: "POST", url: "/api/sales/checkout/", payload: {} });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ provider: "stripe", status: "pending" });
    expect(body.redirect_url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\d+$/);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, body.order_id));
    expect(order!.providerReference).toMatch(/^cs_test_\d+$/);

    const sent = checkoutRequests().at(-1)!;
    expect(sent.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(sent.headers["idempotency-key"]).toBe(`fz-academia-order-${body.order_id}`);
    const form = Object.fromEntries(sent.form);
    expect(form).toMatchObject({
      mode: "payment",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "cop",
      "line_items[0][price_data][unit_amount]": "16990000",
      "metadata[order_id]": String(body.order_id),
      "payment_intent_data[metadata][order_id]": String(body.order_id),
      client_reference_id: String(body.order_id),
      success_url: `${PUBLIC_URL}/academia/compra/exito?pedido=${body.order_id}`,
      cancel_url: `${PUBLIC_URL}/academia/compra/cancelada?pedido=${body.order_id}`,
      locale: "es",
      customer_email: student.email,
    });
    expect(form["line_items[0][price_data][product_data][name]"]).toMatch(/· Nivel \d+ — 4 meses$/);
  });

  it("answers 502 when Stripe refuses the session, leaving no order and the cart as it was", async () => {
    const student = await createStudent(ctx);
    await student.call({ method: "POST", url: "/api/sales/shopping-cart/", payload: { kind: "tutorial", video_id: shop.video.id } });
    failCheckout = true;
    const response = await student.call({ method: "POST", url: "/api/sales/checkout/", payload: { provider: "stripe" } });
    failCheckout = false;
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ code: "payment_provider_error", errors: ["No pudimos comunicarnos con el proveedor de pagos. Inténtalo de nuevo en unos minutos."] });
    expect(await ctx.db.select().from(orders).where(eq(orders.userId, student.id))).toHaveLength(0);
    expect((await student.call({ method: "GET", url: "/api/sales/shopping-cart/get_shopping_cart/" })).json().count).toBe(1);
  });
});

describe("the Stripe webhook", () => {
  it("accepts a valid signature on the raw body and grants access", async () => {
    const student = await createStudent(ctx);
    const order = await stripeOrder(student);
    const payload = sessionEvent(order, "checkout.session.completed");
    const response = await deliver(payload, sign(payload));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    const [paid] = await ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(paid).toMatchObject({ status: "paid", providerPaymentId: `pi_test_${order.id}` });
    expect(await grantsOf(order.id)).toHaveLength(1);
  });

  it("refuses a tampered body, a stale timestamp, another secret or no signature: 400, nothing changes", async () => {
    const student = await createStudent(ctx);
    const order = await stripeOrder(student);
    const payload = sessionEvent(order, "checkout.session.completed");
    const signature = sign(payload);
    const tampered = payload.replace(`"amount_total":${order.totalMinor}`, '"amount_total":100');
    const attempts = [
      deliver(tampered, signature),
      deliver(payload, sign(payload, Math.floor(Date.now() / 1000) - 600)),
      deliver(payload, sign(payload, undefined, "whsec_otrosecreto")),
      deliver(payload),
      deliver(payload, "t=1,v1=abc"),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: "invalid_signature", errors: ["La firma del webhook no es válida."] });
    }
    expect(await statusOf(order.id)).toBe("pending");
    expect(await grantsOf(order.id)).toHaveLength(0);
    expect(await ctx.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, order.id))).toHaveLength(0);
  });

  it("grants once for a replayed event and for ten parallel deliveries", async () => {
    const student = await createStudent(ctx);
    const order = await stripeOrder(student, 12);
    const payload = sessionEvent(order, "checkout.session.completed");
    const signature = sign(payload);
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliver(payload, signature)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect((await deliver(payload, sign(payload))).statusCode).toBe(200);
    expect(await grantsOf(order.id)).toHaveLength(1);
    expect(await ctx.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, order.id))).toHaveLength(1);
  });

  it("maps expired sessions, failed delayed payments and unpaid completions", async () => {
    const student = await createStudent(ctx);
    const expired = await stripeOrder(student);
    let payload = sessionEvent(expired, "checkout.session.expired", { payment_status: "unpaid" });
    await deliver(payload, sign(payload));
    expect(await statusOf(expired.id)).toBe("cancelled");

    const delayed = await stripeOrder(student, 4);
    payload = sessionEvent(delayed, "checkout.session.completed", { payment_status: "unpaid" });
    await deliver(payload, sign(payload));
    expect(await statusOf(delayed.id)).toBe("pending");
    payload = sessionEvent(delayed, "checkout.session.async_payment_failed", { payment_status: "unpaid" });
    await deliver(payload, sign(payload));
    expect(await statusOf(delayed.id)).toBe("failed");
    expect(await grantsOf(delayed.id)).toHaveLength(0);

    const late = await stripeOrder(student, 12);
    payload = sessionEvent(late, "checkout.session.async_payment_succeeded");
    await deliver(payload, sign(payload));
    expect(await statusOf(late.id)).toBe("paid");

    const other = JSON.stringify({ id: "evt_other_1", object: "event", type: "customer.created", data: { object: { id: "cus_1", object: "customer" } } });
    expect((await deliver(other, sign(other))).statusCode).toBe(200);
  });

  it("refunds on charge.refunded (full only) and closes the access", async () => {
    const student = await createStudent(ctx);
    const order = await stripeOrder(student);
    let payload = sessionEvent(order, "checkout.session.completed");
    await deliver(payload, sign(payload));
    const charge = (refunded: boolean) =>
      JSON.stringify({
        id: `evt_${Math.random().toString(36).slice(2)}`,
        object: "event",
        type: "charge.refunded",
        data: { object: { id: "ch_1", object: "charge", refunded, amount_refunded: refunded ? order.totalMinor : 100, currency: "cop", metadata: {}, payment_intent: `pi_test_${order.id}` } },
      });
    payload = charge(false);
    await deliver(payload, sign(payload));
    expect(await statusOf(order.id)).toBe("paid");
    payload = charge(true);
    await deliver(payload, sign(payload));
    expect(await statusOf(order.id)).toBe("refunded");
    const level = (await student.call({ method: "GET", url: `/api/levels/${shop.levels[0]!.slug}/` })).json();
    expect(level.access.has_access).toBe(false);
  });

  it("asks Stripe for the refund when an administrator refunds a paid order", async () => {
    const student = await createStudent(ctx);
    const order = await stripeOrder(student);
    const payload = sessionEvent(order, "checkout.session.completed");
    await deliver(payload, sign(payload));
    const adminId = (await createUser(ctx, { role: "admin" })).id;
    const commerce = createCommerceService({
      db: ctx.db,
      catalogue: createCatalogueLookupsService(ctx.db),
      access: createAccessService(ctx.db),
      events: ctx.app.events,
      payments: { defaultProvider: "stripe", sandbox: null, stripe: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: `http://127.0.0.1:${(fake.address() as AddressInfo).port}` } },
      log: { error: () => {}, warn: () => {} },
    });
    expect((await commerce.refundOrder(order.id, adminId)).status).toBe("refunded");
    const refund = recorded.filter((r) => r.path === "/v1/refunds").at(-1)!;
    expect(Object.fromEntries(refund.form)).toEqual({ payment_intent: `pi_test_${order.id}` });
    expect(refund.headers["idempotency-key"]).toBe(`fz-academia-refund-${order.id}`);
  });

  it("a superseded order paid later: its coupon went to the newer order, so Stripe is asked to give the money back (decision 025)", async () => {
    const [promo] = await ctx.db.insert(coupons).values({ code: `STRIPE-${Date.now() % 100000}`, discountKind: "percent", percentOff: 10, oncePerStudent: true }).returning();
    const student = await createStudent(ctx);
    await student.call({ method: "POST", url: "/api/sales/shopping-cart/", payload: { kind: "level", level_id: shop.levels[0]!.id, months: 1 } });
    expect((await student.call({ method: "POST", url: "/api/sales/shopping-cart/coupon/?currency=COP", payload: { code: promo!.code } })).statusCode).toBe(200);
    const first = (await student.call({ method: "POST", url: "/api/sales/checkout/", payload: {} })).json().order_id as number;
    const second = (await student.call({ method: "POST", url: "/api/sales/checkout/", payload: {} })).json().order_id as number;
    const [old] = await ctx.db.select().from(orders).where(eq(orders.id, first));
    expect(old).toMatchObject({ status: "cancelled", discountMinor: expect.any(Number) });
    const late = sessionEvent(old!, "checkout.session.completed");
    expect((await deliver(late, sign(late))).statusCode).toBe(200);
    expect(await statusOf(first)).toBe("refunded");
    expect(await grantsOf(first)).toHaveLength(0);
    const refund = recorded.filter((r) => r.path === "/v1/refunds").at(-1)!;
    expect(Object.fromEntries(refund.form)).toEqual({ payment_intent: `pi_test_${first}` });
    const [current] = await ctx.db.select().from(orders).where(eq(orders.id, second));
    const paid = sessionEvent(current!, "checkout.session.completed");
    expect((await deliver(paid, sign(paid))).statusCode).toBe(200);
    expect(await statusOf(second)).toBe("paid");
    // Stripe then reports the refund it made: nothing changes twice.
    const refunded = JSON.stringify({ id: `evt_refund_${first}`, object: "event", type: "charge.refunded", data: { object: { id: `ch_${first}`, object: "charge", refunded: true, amount_refunded: old!.totalMinor, currency: "cop", payment_intent: `pi_test_${first}`, metadata: { order_id: String(first) } } } });
    expect((await deliver(refunded, sign(refunded))).statusCode).toBe(200);
    expect(await statusOf(first)).toBe("refunded");
  });
});
