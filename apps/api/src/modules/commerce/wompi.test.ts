import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessGrants, coupons, orders, paymentEvents } from "@fz/db/schema";
import { SANDBOX_SECRET, type Shop, createShop, createStudent } from "../../../test/commerce-factory";
import { type WompiDouble, startWompiDouble } from "../../../test/doubles/wompi-double";
import { type TestContext, build, createUser, injectWithToken, login } from "../../../test/helper";
import { createWompiProvider, wompiIntegritySignature } from "./providers/wompi.provider";

const KEYS = {
  publicKey: "pub_test_Q5yDA9xoKdePzhSGeVe9HAez7HgGORGf",
  privateKey: "prv_test_Kx8Ao6vxaHGd0WjZzMb7ZdUGJgXZ3bKs",
  integritySecret: "test_integrity_nAIBuqayW70XpUqJS4qf4STYiISd89Fp",
  eventsSecret: "test_events_2PDUmhMywUkvb1LvxYnayFbmofT7w39N",
};

let ctx: TestContext;
let shop: Shop;
let wompi: WompiDouble;

beforeAll(async () => {
  wompi = await startWompiDouble({ ...KEYS, eventsUrl: "http://127.0.0.1:9/api/sales/webhooks/wompi/" });
  ctx = await build({
    SANDBOX_WEBHOOK_SECRET: SANDBOX_SECRET,
    WOMPI_PUBLIC_KEY: KEYS.publicKey,
    WOMPI_PRIVATE_KEY: KEYS.privateKey,
    WOMPI_INTEGRITY_SECRET: KEYS.integritySecret,
    WOMPI_EVENTS_SECRET: KEYS.eventsSecret,
    WOMPI_API_URL: `${wompi.url}/v1`,
    WOMPI_CHECKOUT_URL: `${wompi.url}/p/`,
  });
  shop = await createShop(ctx);
});
afterAll(async () => {
  await ctx?.close();
  await wompi?.close();
});

async function checkout() {
  const student = await createStudent(ctx);
  await student.call({ method: "POST", url: "/api/sales/shopping-cart/", payload: { kind: "level", level_id: shop.levels[0]!.id, months: 4 } });
  const response = await student.call({ method: "POST", url: "/api/sales/checkout/", payload: { provider: "wompi", currency: "COP" } });
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json() as { order_id: number; redirect_url: string };
  return { student, orderId: body.order_id, checkoutUrl: new URL(body.redirect_url) };
}

const post = (body: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "POST", url: "/api/sales/webhooks/wompi/", headers: { "content-type": "application/json", ...headers }, payload: body });
const orderOf = async (id: number) => (await ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const grantsOf = (id: number) => ctx.db.select().from(accessGrants).where(eq(accessGrants.reference, `order:${id}`));
const eventsOf = (id: number) => ctx.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, id));

describe("Wompi Web Checkout", () => {
  it("redirects to the Web Checkout with the integrity signature, the IVA and an expiration", async () => {
    const { orderId, checkoutUrl } = await checkout();
    const order = await orderOf(orderId);
    const params = checkoutUrl.searchParams;
    expect(checkoutUrl.origin + checkoutUrl.pathname).toBe(`${wompi.url}/p/`);
    expect(params.get("public-key")).toBe(KEYS.publicKey);
    expect(params.get("amount-in-cents")).toBe(String(order.totalMinor));
    expect(params.get("currency")).toBe("COP");
    expect(params.get("reference")).toBe(order.providerReference);
    expect(params.get("reference")).toMatch(new RegExp(`^fz-${orderId}-[0-9a-f]{12}$`));
    expect(params.get("tax-in-cents:vat")).toBe(String(order.vatMinor));
    // Whole pesos: pesos have no centavos on screen (issue 35).
    expect(order.vatMinor).toBe(Math.round((order.totalMinor * 19) / 119 / 100) * 100);
    expect(params.get("signature:integrity")).toBe(
      wompiIntegritySignature({ reference: params.get("reference")!, amountInCents: order.totalMinor, currency: "COP", expirationTime: params.get("expiration-time")!, integritySecret: KEYS.integritySecret }),
    );
    expect(params.get("redirect-url")).toContain(`/academia/compra/exito?pedido=${orderId}`);
    // The double checks the signature the way Wompi does: the page opens.
    const page = await fetch(checkoutUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Pagar con Nequi");
  });

  it("offers Wompi first for pesos and never for dollars", async () => {
    const cop = (await ctx.app.inject({ method: "GET", url: "/api/sales/payment-providers/?currency=COP" })).json();
    expect(cop.providers.map((p: { provider: string }) => p.provider)).toEqual(["wompi", "sandbox"]);
    expect(cop.providers[0].description).toContain("PSE, Nequi");
    const usd = (await ctx.app.inject({ method: "GET", url: "/api/sales/payment-providers/?currency=USD" })).json();
    expect(usd.providers.map((p: { provider: string }) => p.provider)).toEqual(["sandbox"]);
  });
});

describe("Wompi events", () => {
  it("APPROVED grants once, delivered twice and in parallel", async () => {
    const { orderId, checkoutUrl } = await checkout();
    const transaction = wompi.transact(checkoutUrl.searchParams, "APPROVED", "NEQUI");
    const responses = await Promise.all([1, 2, 3, 4, 5].map(() => post(wompi.event(transaction.id))));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await post(wompi.event(transaction.id))).statusCode).toBe(200);
    expect(await orderOf(orderId)).toMatchObject({ status: "paid", providerPaymentId: transaction.id });
    expect(await grantsOf(orderId)).toHaveLength(1);
    expect((await eventsOf(orderId)).map((e) => e.outcome)).toEqual(["paid"]);
  });

  it("DECLINED and ERROR fail the order; PSE pending changes nothing until it settles", async () => {
    for (const status of ["DECLINED", "ERROR"] as const) {
      const { orderId, checkoutUrl } = await checkout();
      await post(wompi.event(wompi.transact(checkoutUrl.searchParams, status, "PSE").id));
      expect((await orderOf(orderId)).status).toBe("failed");
    }
    const { orderId, checkoutUrl } = await checkout();
    const transaction = wompi.transact(checkoutUrl.searchParams, "PENDING", "PSE");
    await post(wompi.event(transaction.id));
    expect((await orderOf(orderId)).status).toBe("pending");
    transaction.status = "APPROVED";
    await post(wompi.event(transaction.id));
    expect((await orderOf(orderId)).status).toBe("paid");
  });

  it("refuses unsigned, badly signed, tampered and stale events, and changes nothing", async () => {
    const { orderId, checkoutUrl } = await checkout();
    const transaction = wompi.transact(checkoutUrl.searchParams, "APPROVED", "CARD");
    const good = JSON.parse(wompi.event(transaction.id)) as { signature?: unknown; data: { transaction: { amount_in_cents: number; status: string } } };
    const unsigned = { ...good, signature: undefined };
    const tampered = structuredClone(good);
    tampered.data.transaction.amount_in_cents = 100_000;
    const cases = [
      JSON.stringify(unsigned),
      wompi.event(transaction.id, { secret: "test_events_another" }),
      JSON.stringify(tampered),
      wompi.event(transaction.id, { timestamp: Math.floor(Date.now() / 1000) - 2 * 86_400 }),
      "not json",
    ];
    for (const body of cases) {
      const response = await post(body);
      expect(response.statusCode, body.slice(0, 80)).toBe(400);
      expect(response.json().code).toBe("invalid_signature");
    }
    expect((await orderOf(orderId)).status).toBe("pending");
    expect(await eventsOf(orderId)).toHaveLength(0);
  });

  it("a voided card payment and an administrator's refund take the access back; PSE is refunded in Wompi's dashboard", async () => {
    const voided = await checkout();
    const card = wompi.transact(voided.checkoutUrl.searchParams, "APPROVED", "CARD");
    await post(wompi.event(card.id));
    card.status = "VOIDED";
    await post(wompi.event(card.id));
    expect((await orderOf(voided.orderId)).status).toBe("refunded");

    const admin = await createUser(ctx, { role: "admin" });
    const { access } = await login(ctx, admin);
    const byAdmin = await checkout();
    const second = wompi.transact(byAdmin.checkoutUrl.searchParams, "APPROVED", "CARD");
    await post(wompi.event(second.id));
    const refund = await injectWithToken(ctx, access, { method: "POST", url: `/api/admin/orders/${byAdmin.orderId}/refund/`, payload: { reason: "Pago duplicado por error" } });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(wompi.transactions.get(second.id)!.status).toBe("VOIDED");

    const pse = await checkout();
    const transfer = wompi.transact(pse.checkoutUrl.searchParams, "APPROVED", "PSE");
    await post(wompi.event(transfer.id));
    const refused = await injectWithToken(ctx, access, { method: "POST", url: `/api/admin/orders/${pse.orderId}/refund/`, payload: { reason: "Pago duplicado por error" } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toContain("Wompi (Bancolombia) no permite devolver este pago desde aquí");
    expect((await orderOf(pse.orderId)).status).toBe("paid");
  });

  it("a superseded order paid later is given back (a card is voided; PSE waits as «Devolución en curso» for Wompi's dashboard) — decision 025", async () => {
    const supersededPayment = async (method: "CARD" | "PSE") => {
      const [promo] = await ctx.db.insert(coupons).values({ code: `WOMPI-${method}-${Date.now() % 100000}`, discountKind: "percent", percentOff: 10, oncePerStudent: true }).returning();
      const student = await createStudent(ctx);
      await student.call({ method: "POST", url: "/api/sales/shopping-cart/", payload: { kind: "level", level_id: shop.levels[0]!.id, months: 4 } });
      expect((await student.call({ method: "POST", url: "/api/sales/shopping-cart/coupon/?currency=COP", payload: { code: promo!.code } })).statusCode).toBe(200);
      const place = async () => {
        const body = (await student.call({ method: "POST", url: "/api/sales/checkout/", payload: { provider: "wompi", currency: "COP" } })).json() as { order_id: number; redirect_url: string };
        return { orderId: body.order_id, params: new URL(body.redirect_url).searchParams };
      };
      const first = await place();
      const second = await place();
      expect((await orderOf(first.orderId)).status).toBe("cancelled");
      await post(wompi.event(wompi.transact(first.params, "APPROVED", method).id));
      await post(wompi.event(wompi.transact(second.params, "APPROVED", method).id));
      expect((await orderOf(second.orderId)).status).toBe("paid");
      expect(await grantsOf(first.orderId)).toHaveLength(0);
      return orderOf(first.orderId);
    };
    const card = await supersededPayment("CARD");
    expect(card.status).toBe("refunded");
    expect([...wompi.transactions.values()].find((t) => t.id === card.providerPaymentId)?.status).toBe("VOIDED");
    const pse = await supersededPayment("PSE");
    expect(pse).toMatchObject({ status: "refund_due", statusReason: expect.stringContaining("Te devolvemos este pago") });
  });

  it("answers 503 for Mercado Pago, which this deployment has not configured", async () => {
    const response = await ctx.app.inject({ method: "POST", url: "/api/sales/webhooks/mercadopago/?data.id=1&type=payment", headers: { "content-type": "application/json" }, payload: "{}" });
    expect(response.statusCode).toBe(503);
  });
});

describe("Wompi keys decide the environment", () => {
  it("a production account ignores a sandbox payment's event", () => {
    const provider = createWompiProvider({ publicKey: "pub_prod_abc", privateKey: "prv_prod_abc", integritySecret: "prod_integrity_abc", eventsSecret: KEYS.eventsSecret });
    const params = new URLSearchParams({ "amount-in-cents": "4990000", reference: "fz-7-0123456789ab", currency: "COP" });
    const transaction = wompi.transact(params, "APPROVED", "CARD");
    const event = provider.parseWebhook(Buffer.from(wompi.event(transaction.id, { environment: "test" })), {}, {});
    expect(event).toMatchObject({ outcome: "ignored", orderId: 7 });
    expect(provider.option.testMode).toBe(false);
  });
});
