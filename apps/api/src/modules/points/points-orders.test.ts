import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pointsLedger, users } from "@fz/db/schema";
import { type Shop, createShop, productId } from "../../../test/commerce-factory";
import { type TestContext, build, createUser } from "../../../test/helper";
import type { DomainEvents } from "../../lib/events";
import { createAccessService } from "../access/access.service";
import { type CommerceService, createCommerceService } from "../commerce/commerce.service";

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
  const userId = (await createUser(ctx)).id;
  const order = await commerce.seedPaidOrder({ userId, productIds, currency: "COP", reference: `test-${userId}`, adminId });
  return { userId, orderId: order.id };
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
