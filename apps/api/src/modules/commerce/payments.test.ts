import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { accessGrants, cartItems, orders, paymentEvents } from "@fz/db/schema";
import { SANDBOX_SECRET, type Shop, type Student, createShop, createStudent, placeOrder } from "../../../test/commerce-factory";
import { type TestContext, build, createUser, login } from "../../../test/helper";
import type { DomainEvents } from "../../lib/events";
import { type AccessService, addMonths, createAccessService } from "../access/access.service";
import { type CommerceService, createCommerceService } from "./commerce.service";
import { createCatalogueLookupsService } from "../catalogue/catalogue-lookups.service";
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from "./providers/sandbox.provider";

let ctx: TestContext;
let shop: Shop;
let access: AccessService;
let commerce: CommerceService;
let adminId: number;
const paid: DomainEvents["order.paid"][] = [];
const refunded: DomainEvents["order.refunded"][] = [];

beforeAll(async () => {
  ctx = await build({ SANDBOX_WEBHOOK_SECRET: SANDBOX_SECRET });
  shop = await createShop(ctx);
  access = createAccessService(ctx.db);
  // The same service the admin console will call, on the same database and event bus.
  commerce = createCommerceService({
    db: ctx.db,
    catalogue: createCatalogueLookupsService(ctx.db),
    access,
    events: ctx.app.events,
    payments: { defaultProvider: "sandbox", sandbox: { webhookSecret: SANDBOX_SECRET }, stripe: null },
    log: { error: () => {}, warn: () => {} },
  });
  adminId = (await createUser(ctx, { role: "admin" })).id;
  ctx.app.events.on("order.paid", (payload) => void paid.push(payload));
  ctx.app.events.on("order.refunded", (payload) => void refunded.push(payload));
});
afterAll(async () => {
  await ctx.close();
});
afterEach(() => {
  vi.useRealTimers();
});

type Decision = "payment.approved" | "payment.declined" | "checkout.cancelled";
let eventCounter = 0;
const newEventId = () => `evt_sbx_test${(eventCounter += 1).toString().padStart(6, "0")}`;

/** Delivers a sandbox event for the order, signed as the provider signs it. */
async function deliver(orderId: number, type: Decision, options: { eventId?: string; amountMinor?: number } = {}) {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
  const body = JSON.stringify({
    id: options.eventId ?? newEventId(),
    type,
    created: Math.floor(Date.now() / 1000),
    data: { order_id: orderId, session: order!.providerReference, amount_minor: options.amountMinor ?? order!.totalMinor, currency: order!.currency },
  });
  const response = await ctx.app.inject({
    method: "POST",
    url: "/api/sales/webhooks/sandbox/",
    headers: { "content-type": "application/json", [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(SANDBOX_SECRET, body) },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

const grantsOf = (orderId: number) => ctx.db.select().from(accessGrants).where(eq(accessGrants.reference, `order:${orderId}`));
const statusOf = async (orderId: number) => (await ctx.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status;
const outcomes = async (orderId: number) => (await ctx.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId))).map((e) => e.outcome).sort();
const levelAccess = async (student: Student, levelSlug = shop.levels[0]!.slug) => (await student.call({ method: "GET", url: `/api/levels/${levelSlug}/` })).json().access;
const buyLevel = (student: Student, months: number, level = shop.levels[0]!) => placeOrder(student, { kind: "level", level_id: level.id, months });

describe("a payment is applied once", () => {
  it("grants once when the same webhook is delivered twice", async () => {
    const student = await createStudent(ctx);
    const { orderId } = await buyLevel(student, 1);
    const eventId = newEventId();
    await deliver(orderId, "payment.approved", { eventId });
    await deliver(orderId, "payment.approved", { eventId });
    expect(await grantsOf(orderId)).toHaveLength(1);
    expect(await outcomes(orderId)).toEqual(["paid"]);
    expect(paid.filter((e) => e.orderId === orderId)).toHaveLength(1);
  });

  it("grants once when the same event arrives ten times at once", async () => {
    const student = await createStudent(ctx);
    const { orderId } = await buyLevel(student, 4);
    const eventId = newEventId();
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliver(orderId, "payment.approved", { eventId })));
    expect(responses.every((r) => r.json().received === true)).toBe(true);
    expect(await grantsOf(orderId)).toHaveLength(1);
    expect(await ctx.db.select().from(paymentEvents).where(and(eq(paymentEvents.provider, "sandbox"), eq(paymentEvents.eventId, eventId)))).toHaveLength(1);
    expect(await statusOf(orderId)).toBe("paid");
    expect(paid.filter((e) => e.orderId === orderId)).toHaveLength(1);
  });

  it("grants once when different events for the same order race", async () => {
    const student = await createStudent(ctx);
    const { orderId } = await buyLevel(student, 12);
    await Promise.all(Array.from({ length: 5 }, () => deliver(orderId, "payment.approved")));
    expect(await grantsOf(orderId)).toHaveLength(1);
    expect(await outcomes(orderId)).toEqual(["ignored_paid", "ignored_paid", "ignored_paid", "ignored_paid", "paid"]);
  });

  it("ignores a late failure or cancellation after the payment", async () => {
    const student = await createStudent(ctx);
    const { orderId } = await buyLevel(student, 1);
    await deliver(orderId, "payment.approved");
    await deliver(orderId, "payment.declined");
    await deliver(orderId, "checkout.cancelled");
    expect(await statusOf(orderId)).toBe("paid");
    expect(await outcomes(orderId)).toEqual(["ignored_paid", "ignored_paid", "paid"]);
    expect((await levelAccess(student)).has_access).toBe(true);
  });

  it("takes a confirmed payment that arrives after a failure (the money was taken)", async () => {
    const student = await createStudent(ctx);
    const { orderId } = await buyLevel(student, 1);
    await deliver(orderId, "payment.declined");
    expect(await statusOf(orderId)).toBe("failed");
    await deliver(orderId, "payment.approved");
    expect(await statusOf(orderId)).toBe("paid");
    expect(await grantsOf(orderId)).toHaveLength(1);
  });

  it("does not grant when the amount paid differs from the order", async () => {
    const student = await createStudent(ctx);
    const { orderId } = await buyLevel(student, 1);
    await deliver(orderId, "payment.approved", { amountMinor: 100 });
    expect(await statusOf(orderId)).toBe("pending");
    expect(await outcomes(orderId)).toEqual(["amount_mismatch"]);
    expect(await grantsOf(orderId)).toHaveLength(0);
  });

  it("acknowledges an event for an order it does not know, and one of another provider's order", async () => {
    const student = await createStudent(ctx);
    const { orderId } = await buyLevel(student, 1);
    await ctx.db.update(orders).set({ provider: "stripe" }).where(eq(orders.id, orderId));
    const foreign = await deliver(orderId, "payment.approved");
    expect(foreign.json()).toEqual({ received: true });
    expect(await statusOf(orderId)).toBe("pending");
    expect(await outcomes(orderId)).toEqual(["provider_mismatch"]);
    await ctx.db.update(orders).set({ provider: "sandbox" }).where(eq(orders.id, orderId));
  });
});

describe("what a paid order grants", () => {
  it("extends a level from the end of the current grant, not from today", async () => {
    const student = await createStudent(ctx);
    const current = await access.grantAccess({ userId: student.id, scope: "level", targetId: shop.levels[0]!.id, months: 1, source: "admin" });
    const { orderId } = await buyLevel(student, 4);
    await deliver(orderId, "payment.approved");
    const [grant] = await grantsOf(orderId);
    expect(grant!.startsAt.toISOString()).toBe(current.endsAt.toISOString());
    expect(grant!.endsAt.toISOString()).toBe(addMonths(current.endsAt, 4).toISOString());
    expect((await levelAccess(student)).ends_at).toBe(grant!.endsAt.toISOString());
    // A second purchase chains after the first.
    const next = await buyLevel(student, 1);
    await deliver(next.orderId, "payment.approved");
    const [chained] = await grantsOf(next.orderId);
    expect(chained!.startsAt.toISOString()).toBe(grant!.endsAt.toISOString());
    expect(chained!.endsAt.toISOString()).toBe(addMonths(grant!.endsAt, 1).toISOString());
  });

  it("opens every level of the course for purchase-all, and a tutorial for good", async () => {
    const student = await createStudent(ctx);
    await student.call({ method: "POST", url: "/api/sales/shopping-cart/", payload: { kind: "purchase_all", course_slug: shop.course.slug, months: 4 } });
    const { orderId } = await placeOrder(student, { kind: "tutorial", video_id: shop.video.id });
    await deliver(orderId, "payment.approved");
    const grants = await grantsOf(orderId);
    expect(grants.map((g) => [g.scope, g.targetId]).sort()).toEqual([
      ["course", shop.course.id],
      ["video", shop.video.id],
    ]);
    for (const level of shop.levels) expect((await levelAccess(student, level.slug)).has_access).toBe(true);
    const video = grants.find((g) => g.scope === "video")!;
    expect(video.endsAt.toISOString()).toBe(addMonths(video.startsAt, 120).toISOString());
    const purchased = (await student.call({ method: "GET", url: "/api/courses/videos/purchased/" })).json();
    expect(purchased.results.map((v: { id: number }) => v.id)).toEqual([shop.video.id]);
    expect(paid.find((e) => e.orderId === orderId)!.items.map((i) => i.kind).sort()).toEqual(["purchase_all", "tutorial"]);
  });

  it("empties only what the order bought from the cart", async () => {
    const student = await createStudent(ctx);
    const { orderId } = await buyLevel(student, 1);
    // Added after checkout: not part of the order, so it stays.
    await student.call({ method: "POST", url: "/api/sales/shopping-cart/", payload: { kind: "level", level_id: shop.levels[1]!.id, months: 1 } });
    await deliver(orderId, "payment.approved");
    const left = await ctx.db.select().from(cartItems).where(eq(cartItems.userId, student.id));
    expect(left).toHaveLength(1);
  });

  it("closes access when the bought months end", async () => {
    const student = await createStudent(ctx);
    const { orderId } = await buyLevel(student, 1);
    await deliver(orderId, "payment.approved");
    const [grant] = await grantsOf(orderId);
    const user = { email: student.email, password: student.password };
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(grant!.endsAt.getTime() - 60_000));
    const before = await login(ctx, user);
    expect((await ctx.app.inject({ method: "GET", url: `/api/levels/${shop.levels[0]!.slug}/`, headers: { authorization: `Bearer ${before.access}` } })).json().access.has_access).toBe(true);
    vi.setSystemTime(new Date(grant!.endsAt.getTime() + 1_000));
    const after = await login(ctx, user);
    const level = (await ctx.app.inject({ method: "GET", url: `/api/levels/${shop.levels[0]!.slug}/`, headers: { authorization: `Bearer ${after.access}` } })).json();
    expect(level.access).toEqual({ has_access: false, ends_at: null });
  });
});

describe("administrators' actions", () => {
  it("marks an order paid by hand through the same path, once", async () => {
    const student = await createStudent(ctx);
    const { orderId } = await buyLevel(student, 4);
    const order = await commerce.markOrderPaidManually(orderId, adminId);
    expect(order).toMatchObject({ id: orderId, status: "paid", provider: "sandbox" });
    expect(await commerce.markOrderPaidManually(orderId, adminId)).toMatchObject({ status: "paid" });
    const grants = await grantsOf(orderId);
    expect(grants).toMatchObject([{ createdBy: adminId, source: "order" }]);
    // The provider's own confirmation arriving later changes nothing.
    await deliver(orderId, "payment.approved");
    expect(await grantsOf(orderId)).toHaveLength(1);
    expect(paid.filter((e) => e.orderId === orderId)).toHaveLength(1);
  });

  it("refunds a paid order and closes the access it granted", async () => {
    const student = await createStudent(ctx);
    const { orderId } = await buyLevel(student, 1);
    await deliver(orderId, "payment.approved");
    expect((await levelAccess(student)).has_access).toBe(true);
    const order = await commerce.refundOrder(orderId, adminId);
    expect(order).toMatchObject({ status: "refunded", status_label: "Reembolsado" });
    expect(order.refunded_at).not.toBeNull();
    expect((await levelAccess(student)).has_access).toBe(false);
    const [grant] = await grantsOf(orderId);
    expect(grant!.endsAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(refunded.filter((e) => e.orderId === orderId)).toHaveLength(1);
    // Again: nothing more happens; a payment cannot follow a refund.
    expect((await commerce.refundOrder(orderId, adminId)).status).toBe("refunded");
    await deliver(orderId, "payment.approved");
    expect(await statusOf(orderId)).toBe("refunded");
    await expect(commerce.markOrderPaidManually(orderId, adminId)).rejects.toMatchObject({ code: "conflict" });
  });

  it("removes a renewal that had not started when its order is refunded", async () => {
    const student = await createStudent(ctx);
    const first = await buyLevel(student, 1);
    await deliver(first.orderId, "payment.approved");
    const renewal = await buyLevel(student, 4);
    await deliver(renewal.orderId, "payment.approved");
    const [firstGrant] = await grantsOf(first.orderId);
    await commerce.refundOrder(renewal.orderId, adminId);
    expect(await grantsOf(renewal.orderId)).toHaveLength(0);
    expect((await levelAccess(student)).ends_at).toBe(firstGrant!.endsAt.toISOString());
  });

  it("refuses to refund an order that is not paid, and answers 404 for an unknown one", async () => {
    const student = await createStudent(ctx);
    const { orderId } = await buyLevel(student, 1);
    await expect(commerce.refundOrder(orderId, adminId)).rejects.toMatchObject({ code: "conflict", messages: ["Solo se puede reembolsar un pedido pagado."] });
    await expect(commerce.refundOrder(999_999, adminId)).rejects.toMatchObject({ code: "not_found" });
    await expect(commerce.markOrderPaidManually(999_999, adminId)).rejects.toMatchObject({ code: "not_found" });
    expect(await statusOf(orderId)).toBe("pending");
  });
});
