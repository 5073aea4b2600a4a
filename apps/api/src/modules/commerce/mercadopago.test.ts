import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessGrants, coupons, orders, paymentEvents } from "@fz/db/schema";
import { SANDBOX_SECRET, type Shop, type Student, createShop, createStudent } from "../../../test/commerce-factory";
import { type MercadoPagoDouble, signMercadoPago, startMercadoPagoDouble } from "../../../test/doubles/mercadopago-double";
import { type TestContext, build, createUser, injectWithToken, login } from "../../../test/helper";

const ACCESS_TOKEN = "TEST-4201234567890123-010203-abcdef0123456789abcdef0123456789-123456789";
const WEBHOOK_SECRET = "a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90";

let ctx: TestContext;
let shop: Shop;
let mp: MercadoPagoDouble;

beforeAll(async () => {
  mp = await startMercadoPagoDouble({ accessToken: ACCESS_TOKEN, webhookSecret: WEBHOOK_SECRET, webhookUrl: "http://127.0.0.1:9/api/sales/webhooks/mercadopago/" });
  ctx = await build({
    SANDBOX_WEBHOOK_SECRET: SANDBOX_SECRET,
    MERCADOPAGO_ACCESS_TOKEN: ACCESS_TOKEN,
    MERCADOPAGO_WEBHOOK_SECRET: WEBHOOK_SECRET,
    MERCADOPAGO_API_URL: mp.url,
  });
  shop = await createShop(ctx);
});
afterAll(async () => {
  await ctx?.close();
  await mp?.close();
});

/** A student with one level in the cart, checked out with Mercado Pago. */
async function checkout(student?: Student) {
  const buyer = student ?? (await createStudent(ctx));
  const added = await buyer.call({ method: "POST", url: "/api/sales/shopping-cart/", payload: { kind: "level", level_id: shop.levels[0]!.id, months: 1 } });
  expect(added.statusCode, added.body).toBeLessThan(300);
  const response = await buyer.call({ method: "POST", url: "/api/sales/checkout/", payload: { provider: "mercadopago", currency: "COP" } });
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json() as { order_id: number; redirect_url: string; total: { amount_minor: number } };
  const preferenceId = new URL(body.redirect_url).searchParams.get("pref_id")!;
  return { student: buyer, orderId: body.order_id, preferenceId, totalMinor: body.total.amount_minor };
}

/** Our webhook, called as Mercado Pago calls it (path and query of the notification URL). */
function post(notification: { url: string; body: string; headers: Record<string, string> }) {
  const url = new URL(notification.url);
  return ctx.app.inject({ method: "POST", url: `/api/sales/webhooks/mercadopago/${url.search}`, headers: { "content-type": "application/json", ...notification.headers }, payload: notification.body });
}

const orderOf = async (id: number) => (await ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const grantsOf = (id: number) => ctx.db.select().from(accessGrants).where(eq(accessGrants.reference, `order:${id}`));
const eventsOf = (id: number) => ctx.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, id));

describe("Mercado Pago Checkout Pro through the SDK", () => {
  it("creates a preference for the order and sends the student to its init_point", async () => {
    const { orderId, preferenceId, totalMinor } = await checkout();
    const call = mp.calls.findLast((c) => c.path === "/checkout/preferences")!;
    expect(call.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(call.headers["x-idempotency-key"]).toBe(`fz-academia-order-${orderId}`);
    const body = call.body as { items: { unit_price: number; currency_id: string }[]; external_reference: string; back_urls: Record<string, string>; expiration_date_to: string };
    expect(body.external_reference).toBe(String(orderId));
    expect(body.items).toEqual([expect.objectContaining({ unit_price: totalMinor / 100, currency_id: "COP", quantity: 1 })]);
    expect(body.back_urls.success).toContain(`/academia/compra/exito?pedido=${orderId}`);
    expect(Date.parse(body.expiration_date_to)).toBeGreaterThan(Date.now());
    const order = await orderOf(orderId);
    expect(order).toMatchObject({ provider: "mercadopago", providerReference: preferenceId, status: "pending" });
  });

  it("offers Mercado Pago for pesos only, local providers first", async () => {
    const cop = await ctx.app.inject({ method: "GET", url: "/api/sales/payment-providers/?currency=COP" });
    expect(cop.json().providers.map((p: { provider: string }) => p.provider)).toEqual(["mercadopago", "sandbox"]);
    expect(cop.json().providers[0]).toMatchObject({ label: "Mercado Pago", test_mode: true });
    const usd = await ctx.app.inject({ method: "GET", url: "/api/sales/payment-providers/?currency=USD" });
    expect(usd.json().providers.map((p: { provider: string }) => p.provider)).toEqual(["sandbox"]);
    const student = await createStudent(ctx);
    await student.call({ method: "POST", url: "/api/sales/shopping-cart/", payload: { kind: "level", level_id: shop.levels[0]!.id, months: 1 } });
    const refused = await student.call({ method: "POST", url: "/api/sales/checkout/", payload: { provider: "mercadopago", currency: "USD" } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toBe("Mercado Pago solo recibe pagos en pesos colombianos (COP). Elige otro medio de pago u otra moneda.");
  });
});

describe("Mercado Pago webhooks", () => {
  it("reads the payment back and grants once: approved → paid, delivered twice and in parallel", async () => {
    const { orderId, preferenceId } = await checkout();
    const payment = mp.pay(preferenceId, "approved");
    // Five deliveries at once (Mercado Pago retries, and sends created/updated close together).
    const all = await Promise.all([1, 2, 3, 4, 5].map(() => post(mp.notification(payment.id))));
    expect(all.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(mp.calls.some((c) => c.method === "GET" && c.path === `/v1/payments/${payment.id}`)).toBe(true);
    expect((await post(mp.notification(payment.id))).statusCode).toBe(200);
    const order = await orderOf(orderId);
    expect(order).toMatchObject({ status: "paid", providerPaymentId: String(payment.id) });
    expect(await grantsOf(orderId)).toHaveLength(1);
    expect((await eventsOf(orderId)).map((e) => e.outcome)).toEqual(["paid"]);
  });

  it("rejected and cancelled payments fail the order; refunded and charged back take the access back", async () => {
    const rejected = await checkout();
    await post(mp.notification(mp.pay(rejected.preferenceId, "rejected").id));
    expect((await orderOf(rejected.orderId)).status).toBe("failed");

    const cancelled = await checkout();
    await post(mp.notification(mp.pay(cancelled.preferenceId, "cancelled").id));
    expect((await orderOf(cancelled.orderId)).status).toBe("failed");

    for (const status of ["refunded", "charged_back"] as const) {
      const bought = await checkout();
      const payment = mp.pay(bought.preferenceId, "approved");
      await post(mp.notification(payment.id));
      expect(await grantsOf(bought.orderId)).toHaveLength(1);
      payment.status = status;
      const response = await post(mp.notification(payment.id));
      expect(response.statusCode).toBe(200);
      expect((await orderOf(bought.orderId)).status).toBe("refunded");
      const [grant] = await grantsOf(bought.orderId);
      expect(grant!.endsAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
  });

  it("refuses unsigned, badly signed, stale and re-targeted notifications, and changes nothing", async () => {
    const { orderId, preferenceId } = await checkout();
    const payment = mp.pay(preferenceId, "approved");
    const good = mp.notification(payment.id);
    const cases = [
      { ...good, headers: {} },
      { ...good, headers: { ...good.headers, "x-signature": good.headers["x-signature"]!.replace(/v1=\w{4}/, "v1=0000") } },
      mp.notification(payment.id, { secret: "another-secret-0123456789abcdef" }),
      mp.notification(payment.id, { ts: Math.floor(Date.now() / 1000) - 3600 }),
      // The signature names another payment than the query string asks about.
      { ...good, url: good.url.replace(`data.id=${payment.id}`, `data.id=${payment.id + 1}`) },
      // The request id signed is not the one sent.
      { ...good, headers: { ...good.headers, "x-request-id": "another-request" } },
    ];
    for (const notification of cases) {
      const response = await post(notification);
      expect(response.statusCode, notification.url).toBe(400);
      expect(response.json()).toEqual({ code: "invalid_signature", errors: ["La firma del webhook no es válida."] });
    }
    expect((await orderOf(orderId)).status).toBe("pending");
    expect(await eventsOf(orderId)).toHaveLength(0);
    // The signature Mercado Pago documents: the manifest over the query's data.id.
    expect(good.headers["x-signature"]).toBe(signMercadoPago(WEBHOOK_SECRET, String(payment.id), good.headers["x-request-id"]!, Number(/ts=(\d+)/.exec(good.headers["x-signature"]!)![1])));
  });

  it("does not grant a payment of another amount, and answers 502 when the payment cannot be read back", async () => {
    const { orderId, preferenceId } = await checkout();
    const payment = mp.pay(preferenceId, "approved");
    payment.transaction_amount = 1000;
    await post(mp.notification(payment.id));
    expect((await orderOf(orderId)).status).toBe("pending");
    expect((await eventsOf(orderId)).map((e) => e.outcome)).toEqual(["amount_mismatch"]);

    const missing = { ...payment, id: 999_999_999 };
    mp.payments.set(missing.id, missing);
    const notification = mp.notification(missing.id);
    mp.payments.delete(missing.id);
    const response = await post(notification);
    expect(response.statusCode).toBe(502);
  });

  it("an administrator's refund goes through Mercado Pago's refunds API", async () => {
    const { orderId, preferenceId } = await checkout();
    const payment = mp.pay(preferenceId, "approved");
    await post(mp.notification(payment.id));
    const admin = await createUser(ctx, { role: "admin" });
    const { access } = await login(ctx, admin);
    const refund = await injectWithToken(ctx, access, { method: "POST", url: `/api/admin/orders/${orderId}/refund/`, payload: { reason: "Pago duplicado por error" } });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json().status).toBe("refunded");
    expect(mp.calls.some((c) => c.method === "POST" && c.path === `/v1/payments/${payment.id}/refunds` && c.headers["x-idempotency-key"] === `fz-academia-refund-${orderId}`)).toBe(true);
    // Mercado Pago's own "refunded" notification then changes nothing more.
    expect((await post(mp.notification(payment.id))).statusCode).toBe(200);
    expect((await eventsOf(orderId)).map((e) => e.outcome).sort()).toEqual(["ignored_refunded", "paid", "refunded"]);
  });

  it("a superseded order paid later is refunded through Mercado Pago's refunds API; the newer one keeps the coupon (decision 025)", async () => {
    const [promo] = await ctx.db.insert(coupons).values({ code: `MP-${Date.now() % 100000}`, discountKind: "percent", percentOff: 10, oncePerStudent: true }).returning();
    const student = await createStudent(ctx);
    await student.call({ method: "POST", url: "/api/sales/shopping-cart/", payload: { kind: "level", level_id: shop.levels[0]!.id, months: 1 } });
    expect((await student.call({ method: "POST", url: "/api/sales/shopping-cart/coupon/?currency=COP", payload: { code: promo!.code } })).statusCode).toBe(200);
    const place = async () => {
      const body = (await student.call({ method: "POST", url: "/api/sales/checkout/", payload: { provider: "mercadopago", currency: "COP" } })).json() as { order_id: number; redirect_url: string };
      return { orderId: body.order_id, preferenceId: new URL(body.redirect_url).searchParams.get("pref_id")! };
    };
    const first = await place();
    const second = await place();
    const late = mp.pay(first.preferenceId, "approved");
    expect((await post(mp.notification(late.id))).statusCode).toBe(200);
    expect((await orderOf(first.orderId)).status).toBe("refunded");
    expect(mp.calls.some((c) => c.method === "POST" && c.path === `/v1/payments/${late.id}/refunds`)).toBe(true);
    expect(await grantsOf(first.orderId)).toHaveLength(0);
    await post(mp.notification(mp.pay(second.preferenceId, "approved").id));
    expect((await orderOf(second.orderId)).status).toBe("paid");
    // Mercado Pago's own "refunded" notification for the late payment changes nothing more.
    expect((await post(mp.notification(late.id))).statusCode).toBe(200);
    expect((await orderOf(first.orderId)).status).toBe("refunded");
  });

  it("answers 503 for a provider this deployment has not configured", async () => {
    const response = await ctx.app.inject({ method: "POST", url: "/api/sales/webhooks/wompi/", headers: { "content-type": "application/json" }, payload: "{}" });
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe("service_unavailable");
  });
});
