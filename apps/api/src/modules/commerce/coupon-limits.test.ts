import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessGrants, couponRedemptions, coupons, notifications, orders } from "@fz/db/schema";
import { SANDBOX_SECRET, type Shop, type Student, createShop, createStudent, sandboxDecides } from "../../../test/commerce-factory";
import { type TestContext, build } from "../../../test/helper";

/**
 * Decision 025: a coupon's limits hold whatever the order of checkouts, payments, expiries and
 * cancellations. One open order per student; a payment whose coupon use is gone is given back.
 */

let ctx: TestContext;
let shop: Shop;

beforeAll(async () => {
  // Many students sign in from one address here.
  ctx = await build({ SANDBOX_WEBHOOK_SECRET: SANDBOX_SECRET, LOGIN_RATE_LIMIT_PER_IP: "10000" });
  shop = await createShop(ctx);
});
afterAll(async () => {
  await ctx.close();
});

let codes = 0;
async function coupon(values: Partial<typeof coupons.$inferInsert> = {}) {
  codes += 1;
  const [row] = await ctx.db
    .insert(coupons)
    .values({ code: `LIMITE-${codes}`, discountKind: "percent", percentOff: 20, oncePerStudent: true, ...values })
    .returning();
  return row!;
}

async function studentWithCoupon(code: string, level = shop.levels[0]!) {
  const student = await createStudent(ctx);
  const added = await student.call({ method: "POST", url: "/api/sales/shopping-cart/", payload: { kind: "level", level_id: level.id, months: 1 } });
  expect(added.statusCode, added.body).toBeLessThan(300);
  const applied = await student.call({ method: "POST", url: "/api/sales/shopping-cart/coupon/?currency=COP", payload: { code } });
  expect(applied.statusCode, applied.body).toBe(200);
  return student;
}

// Each checkout from its own address: the per-address limit of the route (20 a minute) is not what is tested here.
let addresses = 0;
const checkout = (student: Student) => {
  addresses += 1;
  return student.call({ method: "POST", url: "/api/sales/checkout/", payload: { currency: "COP" }, remoteAddress: `10.35.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}` });
};
async function placed(student: Student): Promise<number> {
  const response = await checkout(student);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().order_id as number;
}
const orderRows = (ids: number[]) => ctx.db.select().from(orders).where(inArray(orders.id, ids)).orderBy(orders.id);
const redemptions = (couponId: number) => ctx.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, couponId));
const consumed = async (couponId: number) => (await redemptions(couponId)).filter((r) => r.status === "consumed").length;
const grantsOf = (orderId: number) => ctx.db.select().from(accessGrants).where(eq(accessGrants.reference, `order:${orderId}`));
const view = async (student: Student, id: number) => (await student.call({ method: "GET", url: `/api/sales/orders/${id}/` })).json();

describe("one open order per student", () => {
  it("a new checkout cancels the student's pending order and says which one replaced it", async () => {
    const promo = await coupon();
    const student = await studentWithCoupon(promo.code);
    const first = await placed(student);
    const second = await placed(student);
    const [old, current] = await orderRows([first, second]);
    expect(old).toMatchObject({ status: "cancelled", statusReason: `Lo reemplazó tu pedido #${second}, que hiciste después.` });
    expect(current!.status).toBe("pending");
    expect(await view(student, first)).toMatchObject({ status: "cancelled", status_label: "Cancelado", status_reason: `Lo reemplazó tu pedido #${second}, que hiciste después.` });
  });

  it("ten parallel checkouts of one cart leave one pending order", async () => {
    const student = await createStudent(ctx);
    await student.call({ method: "POST", url: "/api/sales/shopping-cart/", payload: { kind: "level", level_id: shop.levels[1]!.id, months: 4 } });
    const results = await Promise.all(Array.from({ length: 10 }, () => checkout(student)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const rows = await ctx.db.select().from(orders).where(eq(orders.userId, student.id));
    expect(rows).toHaveLength(10);
    expect(rows.filter((o) => o.status === "pending")).toHaveLength(1);
    expect(rows.filter((o) => o.status === "cancelled")).toHaveLength(9);
  });
});

describe("a payment for an order whose coupon use is gone is given back", () => {
  it("a once-per-student coupon gives its discount once over three orders, whichever is paid and in what order", async () => {
    const promo = await coupon({ oncePerStudent: true });
    const student = await studentWithCoupon(promo.code);
    const [a, b, c] = [await placed(student), await placed(student), await placed(student)];
    // The superseded orders' sessions are still payable at the provider: they are paid first.
    await sandboxDecides(ctx, a, "payment.approved");
    await sandboxDecides(ctx, b, "payment.approved");
    await sandboxDecides(ctx, c, "payment.approved");
    const rows = await orderRows([a, b, c]);
    expect(rows.map((o) => o.status)).toEqual(["refunded", "refunded", "paid"]);
    expect(rows[0]!.statusReason).toBe(
      `Este pedido fue reemplazado por tu pedido #${c}, que tiene reservado el cupón «${promo.code}». Te devolvemos este pago; paga el pedido #${c} para completar tu compra.`,
    );
    expect(await consumed(promo.id)).toBe(1);
    expect(await grantsOf(a)).toHaveLength(0);
    expect(await grantsOf(c)).toHaveLength(1);

    // The student sees which order was given back and why, in the bell too.
    expect(await view(student, a)).toMatchObject({ status: "refunded", status_label: "Reembolsado", status_reason: rows[0]!.statusReason });
    const bell = await ctx.db.select().from(notifications).where(eq(notifications.userId, student.id));
    const notice = bell.find((n) => n.dedupeKey === `order.refund:${a}`);
    expect(notice).toMatchObject({ title: `Te devolvemos el pago del pedido #${a}` });
    expect(notice!.body).toContain(rows[0]!.statusReason!);
  });

  it("the newest order paid first: a late payment of the replaced one is given back", async () => {
    const promo = await coupon({ oncePerStudent: true });
    const student = await studentWithCoupon(promo.code);
    const old = await placed(student);
    const current = await placed(student);
    await sandboxDecides(ctx, current, "payment.approved");
    await sandboxDecides(ctx, old, "payment.approved");
    const rows = await orderRows([old, current]);
    expect(rows.map((o) => o.status)).toEqual(["refunded", "paid"]);
    expect(rows[0]!.statusReason).toBe(`Ya usaste el cupón «${promo.code}» en tu pedido #${current}: cada estudiante puede usarlo una sola vez. Te devolvemos el pago de este pedido.`);
    expect(await consumed(promo.id)).toBe(1);
  });

  it("a coupon limited to one use is used once, even by one student's three orders", async () => {
    const promo = await coupon({ oncePerStudent: false, maxRedemptions: 1 });
    const student = await studentWithCoupon(promo.code);
    const ids = [await placed(student), await placed(student), await placed(student)];
    for (const id of ids) await sandboxDecides(ctx, id, "payment.approved");
    expect((await orderRows(ids)).map((o) => o.status)).toEqual(["refunded", "refunded", "paid"]);
    expect(await consumed(promo.id)).toBe(1);
  });

  it("a lapsed reservation whose use another student took meanwhile is given back when its payment arrives", async () => {
    const promo = await coupon({ oncePerStudent: false, maxRedemptions: 1 });
    const late = await studentWithCoupon(promo.code);
    const lateOrder = await placed(late);
    await ctx.db.update(couponRedemptions).set({ reservedUntil: new Date(Date.now() - 1000) }).where(eq(couponRedemptions.orderId, lateOrder));
    const other = await studentWithCoupon(promo.code);
    const otherOrder = await placed(other);
    await sandboxDecides(ctx, lateOrder, "payment.approved");
    await sandboxDecides(ctx, otherOrder, "payment.approved");
    const rows = await orderRows([lateOrder, otherOrder]);
    expect(rows.map((o) => o.status)).toEqual(["refunded", "paid"]);
    expect(rows[0]!.statusReason).toBe(`El cupón «${promo.code}» se agotó antes de que llegara tu pago. Te devolvemos el pago de este pedido; puedes comprar de nuevo sin el cupón.`);
    expect(await consumed(promo.id)).toBe(1);
  });

  it("a lapsed reservation nobody took is still honoured (the money was taken, the use was free)", async () => {
    const promo = await coupon({ oncePerStudent: true, maxRedemptions: 1 });
    const student = await studentWithCoupon(promo.code);
    const id = await placed(student);
    await ctx.db.update(couponRedemptions).set({ reservedUntil: new Date(Date.now() - 1000) }).where(eq(couponRedemptions.orderId, id));
    await sandboxDecides(ctx, id, "payment.approved");
    expect((await orderRows([id]))[0]!.status).toBe("paid");
    expect(await consumed(promo.id)).toBe(1);
  });

  it("a cancelled order paid later takes the use only while it is free", async () => {
    const promo = await coupon({ oncePerStudent: true });
    const student = await studentWithCoupon(promo.code);
    const id = await placed(student);
    await sandboxDecides(ctx, id, "checkout.cancelled");
    expect((await redemptions(promo.id)).map((r) => r.status)).toEqual(["released"]);
    await sandboxDecides(ctx, id, "payment.approved");
    expect((await orderRows([id]))[0]!.status).toBe("paid");
    expect(await consumed(promo.id)).toBe(1);
  });

  it("fifty parallel checkouts and fifty parallel payments of one student spend a once-per-student coupon once", async () => {
    const promo = await coupon({ oncePerStudent: true });
    const student = await studentWithCoupon(promo.code, shop.levels[1]!);
    const results = await Promise.all(Array.from({ length: 50 }, () => checkout(student)));
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    const ids = results.map((r) => r.json().order_id as number);
    const open = (await orderRows(ids)).filter((o) => o.status === "pending");
    expect(open).toHaveLength(1);
    // Every session was handed out, so every one can be paid: in parallel, in any order.
    await Promise.all(ids.map((id) => sandboxDecides(ctx, id, "payment.approved")));
    const rows = await orderRows(ids);
    expect(rows.filter((o) => o.status === "paid")).toHaveLength(1);
    expect(rows.filter((o) => o.status === "refunded")).toHaveLength(49);
    expect(await consumed(promo.id)).toBe(1);
    const paid = rows.find((o) => o.status === "paid")!;
    expect(paid.discountMinor).toBeGreaterThan(0);
    const grants = await ctx.db.select().from(accessGrants).where(and(eq(accessGrants.userId, student.id)));
    expect(grants).toHaveLength(1);
  }, 240_000);

  it("fifty students racing for a five-use coupon: five discounted payments, whatever arrives", async () => {
    const promo = await coupon({ oncePerStudent: false, maxRedemptions: 5 });
    const students = await Promise.all(Array.from({ length: 12 }, () => studentWithCoupon(promo.code)));
    const results = await Promise.all(students.map((s) => checkout(s)));
    const ok = results.filter((r) => r.statusCode === 201);
    expect(ok).toHaveLength(5);
    // Reservations lapse and everyone else checks out again: the five late payments arrive too.
    const firstIds = ok.map((r) => r.json().order_id as number);
    await ctx.db.update(couponRedemptions).set({ reservedUntil: new Date(Date.now() - 1000) }).where(inArray(couponRedemptions.orderId, firstIds));
    const others = students.filter((_, i) => results[i]!.statusCode !== 201);
    const second = await Promise.all(others.map((s) => checkout(s)));
    const secondIds = second.filter((r) => r.statusCode === 201).map((r) => r.json().order_id as number);
    expect(secondIds).toHaveLength(5);
    await Promise.all([...firstIds, ...secondIds].map((id) => sandboxDecides(ctx, id, "payment.approved")));
    const rows = await orderRows([...firstIds, ...secondIds]);
    expect(rows.filter((o) => o.status === "paid")).toHaveLength(5);
    expect(rows.filter((o) => o.status === "refunded")).toHaveLength(5);
    expect(await consumed(promo.id)).toBe(5);
  }, 240_000);
});

describe("first purchase only", () => {
  it("is refused at apply and at checkout for a student who already bought, and given back when a first order is paid after another", async () => {
    const welcome = await coupon({ firstPurchaseOnly: true, oncePerStudent: true, percentOff: 10 });
    const buyer = await createStudent(ctx);
    await buyer.call({ method: "POST", url: "/api/sales/shopping-cart/", payload: { kind: "level", level_id: shop.levels[0]!.id, months: 1 } });
    await sandboxDecides(ctx, await placed(buyer), "payment.approved");
    await buyer.call({ method: "POST", url: "/api/sales/shopping-cart/", payload: { kind: "level", level_id: shop.levels[1]!.id, months: 1 } });
    const refused = await buyer.call({ method: "POST", url: "/api/sales/shopping-cart/coupon/?currency=COP", payload: { code: welcome.code } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "coupon_not_applicable", errors: [`El cupón «${welcome.code}» es solo para la primera compra, y tú ya compraste en FZ Academia.`] });

    // Applied before the first purchase, checked out after it: refused at checkout.
    const second = await studentWithCoupon(welcome.code);
    await ctx.db.insert(orders).values({ userId: second.id, status: "paid", provider: "manual", currency: "COP", totalMinor: 500_000, paidAt: new Date() });
    const atCheckout = await checkout(second);
    expect(atCheckout.statusCode).toBe(400);
    expect(atCheckout.json().errors[0]).toBe(`El cupón «${welcome.code}» es solo para la primera compra, y tú ya compraste en FZ Academia.`);

    // Checked out as a first purchase, but another order of theirs was paid first.
    const third = await studentWithCoupon(welcome.code);
    const withCoupon = await placed(third);
    await ctx.db.insert(orders).values({ userId: third.id, status: "paid", provider: "manual", currency: "COP", totalMinor: 500_000, paidAt: new Date() });
    const [paidOther] = await ctx.db.select().from(orders).where(and(eq(orders.userId, third.id), eq(orders.status, "paid")));
    await sandboxDecides(ctx, withCoupon, "payment.approved");
    const [row] = await orderRows([withCoupon]);
    expect(row).toMatchObject({ status: "refunded", statusReason: `El cupón «${welcome.code}» es solo para la primera compra, y ya pagaste tu pedido #${paidOther!.id}. Te devolvemos el pago de este pedido.` });
  });
});

describe("a fixed coupon larger than the price", () => {
  it("takes off all but the providers' minimum and the cart says so", async () => {
    const big = await coupon({ discountKind: "fixed", percentOff: null, amountOff: { COP: 100_000_000 }, oncePerStudent: false });
    const student = await studentWithCoupon(big.code);
    const cart = (await student.call({ method: "GET", url: "/api/sales/shopping-cart/get_shopping_cart/?currency=COP" })).json();
    expect(cart.total.amount_minor).toBe(150_000);
    expect(cart.coupon.note.replace(/\u00a0/g, " ")).toBe(
      `El cupón «${big.code}» es de $ 1.000.000 COP, pero aquí descuenta $ ${new Intl.NumberFormat("es-CO").format((cart.subtotal.amount_minor - 150_000) / 100)} COP: los medios de pago cobran como mínimo $ 1.500 COP, y eso queda por pagar.`,
    );
    const exact = await coupon({ discountKind: "fixed", percentOff: null, amountOff: { COP: 100_000 }, oncePerStudent: false });
    await student.call({ method: "POST", url: "/api/sales/shopping-cart/coupon/?currency=COP", payload: { code: exact.code } });
    expect((await student.call({ method: "GET", url: "/api/sales/shopping-cart/get_shopping_cart/?currency=COP" })).json().coupon.note).toBeNull();
  });
});
