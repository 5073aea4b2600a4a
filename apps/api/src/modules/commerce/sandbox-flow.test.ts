import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessGrants, orders, paymentEvents } from "@fz/db/schema";
import { SANDBOX_SECRET, type Shop, type Student, createShop, createStudent } from "../../../test/commerce-factory";
import { type TestContext, build } from "../../../test/helper";
import type { DomainEvents } from "../../lib/events";
import "./commerce.events";
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from "./providers/sandbox.provider";

let ctx: TestContext;
let shop: Shop;
let base: string;
const paid: DomainEvents["order.paid"][] = [];

beforeAll(async () => {
  ctx = await build({ SANDBOX_WEBHOOK_SECRET: SANDBOX_SECRET });
  shop = await createShop(ctx);
  ctx.app.events.on("order.paid", (payload) => {
    paid.push(payload);
  });
  // A real listening server: the sandbox page calls our webhook over HTTP, as a provider would.
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await ctx.close();
});

/** The student's API calls, as if through the listening server's address (so its links point there). */
async function api(student: Student, method: "GET" | "POST", path: string, payload?: object) {
  const response = await student.call({ method, url: path, payload, headers: { host: new URL(base).host } });
  return { status: response.statusCode, body: response.json() };
}

/** What a browser does on the hosted page: submit the form with one of its buttons. */
function decide(pageUrl: string, decision: string) {
  return fetch(pageUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ decision }).toString(),
    redirect: "manual",
  });
}

async function cartWithLevel(student: Student, months = 4) {
  const added = await api(student, "POST", "/api/sales/shopping-cart/", { kind: "level", level_slug: shop.levels[0]!.slug, months });
  expect(added.status).toBe(201);
  const checkout = await api(student, "POST", "/api/sales/checkout/", { currency: "COP" });
  expect(checkout.status).toBe(201);
  return checkout.body as { order_id: number; redirect_url: string; provider: string; status: string };
}

const levelAccess = async (student: Student) => (await api(student, "GET", `/api/levels/${shop.levels[0]!.slug}/`)).body.access;

describe("the sandbox provider, end to end", () => {
  it("checkout → hosted page → approve → signed webhook over HTTP → paid, access granted, cart emptied", async () => {
    const student = await createStudent(ctx);
    const checkout = await cartWithLevel(student);
    expect(checkout).toMatchObject({ provider: "sandbox", status: "pending" });
    expect(checkout.redirect_url).toMatch(new RegExp(`^${base}/api/sales/sandbox/checkout/[A-Za-z0-9_-]{32}/$`));

    const page = await fetch(checkout.redirect_url);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(`Pedido #${checkout.order_id}`);
    expect(html).toContain("Aprobar pago");
    expect(html).toContain("Rechazar pago");
    expect(html).toMatch(/169\.900/);

    const approved = await decide(checkout.redirect_url, "approve");
    expect(approved.status).toBe(303);
    expect(approved.headers.get("location")).toBe(`${base}/academia/compra/exito?pedido=${checkout.order_id}`);

    const order = await api(student, "GET", `/api/sales/orders/${checkout.order_id}/`);
    expect(order.body).toMatchObject({ status: "paid", status_label: "Pagado", provider: "sandbox", total: { amount: "169900.00" } });
    expect(order.body.paid_at).not.toBeNull();
    const grants = await ctx.db.select().from(accessGrants).where(eq(accessGrants.reference, `order:${checkout.order_id}`));
    expect(grants).toMatchObject([{ userId: student.id, scope: "level", targetId: shop.levels[0]!.id, source: "order" }]);
    expect((await levelAccess(student)).has_access).toBe(true);
    expect((await api(student, "GET", "/api/sales/shopping-cart/get_shopping_cart/")).body.count).toBe(0);
    expect(paid.filter((e) => e.orderId === checkout.order_id)).toMatchObject([
      { userId: student.id, currency: "COP", totalMinor: 16_990_000, items: [{ kind: "level", months: 4, target: { id: shop.levels[0]!.id, slug: shop.levels[0]!.slug } }] },
    ]);

    // The page again (a back button, a second click): the result, never a second payment.
    const again = await decide(checkout.redirect_url, "approve");
    expect(again.status).toBe(200);
    expect(await again.text()).toContain("Este pago ya fue procesado");
    expect(await ctx.db.select().from(accessGrants).where(eq(accessGrants.reference, `order:${checkout.order_id}`))).toHaveLength(1);
  });

  it("a declined payment leaves access closed and the cart intact", async () => {
    const student = await createStudent(ctx);
    const checkout = await cartWithLevel(student, 1);
    const declined = await decide(checkout.redirect_url, "decline");
    expect(declined.status).toBe(303);
    expect(declined.headers.get("location")).toBe(`${base}/academia/compra/rechazada?pedido=${checkout.order_id}`);
    expect((await api(student, "GET", `/api/sales/orders/${checkout.order_id}/`)).body).toMatchObject({ status: "failed", status_label: "Rechazado" });
    expect((await levelAccess(student)).has_access).toBe(false);
    expect((await api(student, "GET", "/api/sales/shopping-cart/get_shopping_cart/")).body.count).toBe(1);
    expect(paid.some((e) => e.orderId === checkout.order_id)).toBe(false);
  });

  it("a cancelled checkout goes to the cancelled page", async () => {
    const student = await createStudent(ctx);
    const checkout = await cartWithLevel(student, 12);
    const cancelled = await decide(checkout.redirect_url, "cancel");
    expect(cancelled.headers.get("location")).toBe(`${base}/academia/compra/cancelada?pedido=${checkout.order_id}`);
    expect((await api(student, "GET", `/api/sales/orders/${checkout.order_id}/`)).body.status).toBe("cancelled");
  });

  it("answers an unknown session with a Spanish page and a bad decision with 400", async () => {
    const missing = await fetch(`${base}/api/sales/sandbox/checkout/${"x".repeat(32)}/`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Sesión de pago no encontrada");
    const student = await createStudent(ctx);
    const checkout = await cartWithLevel(student);
    const bad = await decide(checkout.redirect_url, "regalar");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ code: "validation_error", errors: ["Elige aprobar, rechazar o cancelar el pago"] });
  });
});

describe("the sandbox webhook", () => {
  async function pendingOrder() {
    const student = await createStudent(ctx);
    const checkout = await cartWithLevel(student);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, checkout.order_id));
    return order!;
  }

  const event = (order: { id: number; providerReference: string | null; totalMinor: number }, id = `evt_sbx_${Math.random().toString(36).slice(2, 14)}`) =>
    JSON.stringify({ id, type: "payment.approved", created: Math.floor(Date.now() / 1000), data: { order_id: order.id, session: order.providerReference, amount_minor: order.totalMinor, currency: "COP" } });

  const deliver = (body: string, signature: string | undefined) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/sales/webhooks/sandbox/",
      headers: { "content-type": "application/json", ...(signature ? { [SANDBOX_SIGNATURE_HEADER]: signature } : {}) },
      payload: body,
    });

  it("refuses a missing, forged, tampered or stale signature with 400 and changes nothing", async () => {
    const order = await pendingOrder();
    const body = event(order);
    const now = Math.floor(Date.now() / 1000);
    const attempts = [
      deliver(body, undefined),
      deliver(body, signSandboxPayload("otro-secreto-cualquiera-0123456789", body)),
      deliver(body.replace(`"amount_minor":${order.totalMinor}`, '"amount_minor":1'), signSandboxPayload(SANDBOX_SECRET, body)),
      deliver(body, signSandboxPayload(SANDBOX_SECRET, body, now - 301)),
      deliver(body, "t=abc,v1=zzz"),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: "invalid_signature", errors: ["La firma del webhook no es válida."] });
    }
    const [after] = await ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after!.status).toBe("pending");
    expect(await ctx.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, order.id))).toHaveLength(0);
    // The same body, correctly signed, goes through.
    expect((await deliver(body, signSandboxPayload(SANDBOX_SECRET, body))).statusCode).toBe(200);
    const [paidOrder] = await ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(paidOrder!.status).toBe("paid");
  });

  it("answers a signed but malformed event with 400", async () => {
    const body = JSON.stringify({ id: "no", type: "payment.approved" });
    const response = await deliver(body, signSandboxPayload(SANDBOX_SECRET, body));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(["El evento del proveedor de pagos no tiene el formato esperado."]);
  });
});
