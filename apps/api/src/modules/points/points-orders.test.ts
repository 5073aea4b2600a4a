import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pointsLedger, users } from "@fz/db/schema";
import { type Shop, createShop, productId } from "../../../test/commerce-factory";
import { type TestContext, build, createUser, login } from "../../../test/helper";
import type { DomainEvents } from "../../lib/events";
import { createAccessService } from "../access/access.service";
import { type CommerceService, createCommerceService } from "../commerce/commerce.service";
import { createCatalogueLookupsService } from "../catalogue/catalogue-lookups.service";

let ctx: TestContext;
let shop: Shop;
let commerce: CommerceService;
let adminId: number;
const paid: DomainEvents["order.paid"][] = [];

beforeAll(async () => {
  ctx = await build();
  shop = await createShop(ctx);
  adminId = (await createUser(ctx, { role: "admin" })).id;
  // The shop's own payment path on the app's event bus: what a confirmed payment does.
  commerce = createCommerceService({
    db: ctx.db,
    catalogue: createCatalogueLookupsService(ctx.db),
    access: createAccessService(ctx.db),
    events: ctx.app.events,
    payments: { defaultProvider: null, sandbox: null, stripe: null },
    log: { error: () => {}, warn: () => {} },
  });
  ctx.app.events.on("order.paid", (payload) => {
    paid.push(payload);
  });
});
afterAll(async () => {
  await ctx.close();
});

async function buy(productIds: number[]) {
  const user = await createUser(ctx);
  const userId = user.id;
  const order = await commerce.seedPaidOrder({ userId, productIds, currency: "COP", reference: `test-${userId}`, adminId });
  return { userId, orderId: order.id, user };
}

const ledgerOf = (userId: number) => ctx.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId));
const balanceOf = async (userId: number) => (await ctx.db.select({ b: users.pointsBalance }).from(users).where(eq(users.id, userId)))[0]!.b;

describe("points for purchases (order.paid)", () => {
  it.each([
    [1, 500, "subscription_one_month"],
    [4, 1000, "subscription_four_months"],
    [12, 2000, "subscription_one_year"],
  ])("a %i-month level subscription earns %i points", async (months, points, reason) => {
    const { userId, orderId } = await buy([await productId(ctx, { levelId: shop.levels[0]!.id, months })]);
    expect(await balanceOf(userId)).toBe(points);
    expect((await ledgerOf(userId)).map((e) => [e.delta, e.reason, e.reference])).toEqual([[points, reason, `order:${orderId}`]]);
  });

  it("a tutorial earns 800, purchase-all earns by its length, each item of one order counts", async () => {
    const { userId } = await buy([
      await productId(ctx, { videoId: shop.video.id }),
      await productId(ctx, { courseId: shop.course.id, months: 4 }),
      await productId(ctx, { levelId: shop.levels[1]!.id, months: 1 }),
    ]);
    expect(await balanceOf(userId)).toBe(800 + 1000 + 500);
    expect((await ledgerOf(userId)).map((e) => e.reason).sort()).toEqual(["subscription_four_months", "subscription_one_month", "tutorial_purchased"]);
  });

  it("the same paid order announced again earns nothing more", async () => {
    const { userId, orderId } = await buy([await productId(ctx, { levelId: shop.levels[0]!.id, months: 12 })]);
    const event = paid.find((p) => p.orderId === orderId)!;
    await ctx.app.events.emit("order.paid", event);
    await ctx.app.events.emit("order.paid", event);
    expect(await balanceOf(userId)).toBe(2000);
    expect(await ledgerOf(userId)).toHaveLength(1);
  });
});

describe("points of a refunded order (order.refunded)", () => {
  it("takes back what the order earned, once, and says why in the history", async () => {
    const { userId, orderId, user } = await buy([await productId(ctx, { levelId: shop.levels[0]!.id, months: 4 })]);
    expect(await balanceOf(userId)).toBe(1000);
    await commerce.refundOrder(orderId, adminId);
    expect(await balanceOf(userId)).toBe(0);
    // Announced again (a provider webhook after the admin's refund): nothing more is taken.
    await ctx.app.events.emit("order.refunded", { userId, orderId, refundedAt: new Date(), reason: null, byAdmin: true });
    expect(await balanceOf(userId)).toBe(0);
    const entries = await ledgerOf(userId);
    expect(entries.map((e) => [e.delta, e.reason, e.reference, e.balanceAfter])).toEqual([
      [1000, "subscription_four_months", `order:${orderId}`, 1000],
      [-1000, "purchase_refunded", `order:${orderId}`, 0],
    ]);
    const { access } = await login(ctx, user);
    const history = await ctx.app.inject({ method: "GET", url: "/api/points/history/", headers: { authorization: `Bearer ${access}` } });
    expect(history.json().results[0]).toMatchObject({ delta: -1000, reason: "purchase_refunded", description: "Reembolso de una compra" });
  });

  it("never takes the balance below zero: points already spent stay spent", async () => {
    const { userId, orderId } = await buy([await productId(ctx, { videoId: shop.video.id })]);
    // The student spent 600 of the 800 the tutorial earned.
    await ctx.db.update(users).set({ pointsBalance: 200 }).where(eq(users.id, userId));
    await commerce.refundOrder(orderId, adminId);
    expect(await balanceOf(userId)).toBe(0);
    expect((await ledgerOf(userId)).at(-1)).toMatchObject({ delta: -200, reason: "purchase_refunded", balanceAfter: 0 });
  });

  it("leaves the points of the student's other orders alone", async () => {
    const first = await buy([await productId(ctx, { levelId: shop.levels[0]!.id, months: 1 })]);
    const second = await commerce.seedPaidOrder({
      userId: first.userId,
      productIds: [await productId(ctx, { levelId: shop.levels[1]!.id, months: 12 })],
      currency: "COP",
      reference: `test-second-${first.userId}`,
      adminId,
    });
    expect(await balanceOf(first.userId)).toBe(500 + 2000);
    await commerce.refundOrder(second.id, adminId);
    expect(await balanceOf(first.userId)).toBe(500);
  });
});
