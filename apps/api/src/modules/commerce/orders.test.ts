import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderItems, orders, prices } from "@fz/db/schema";
import { SANDBOX_SECRET, type Shop, createShop, createStudent, placeOrder, productId } from "../../../test/commerce-factory";
import { type TestContext, build } from "../../../test/helper";
import { createAccessService } from "../access/access.service";

let ctx: TestContext;
let shop: Shop;

beforeAll(async () => {
  ctx = await build({ SANDBOX_WEBHOOK_SECRET: SANDBOX_SECRET });
  shop = await createShop(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const CHECKOUT = "/api/sales/checkout/";

describe("checkout", () => {
  it("prices the order on the server: whatever the client sends about amounts is ignored", async () => {
    const student = await createStudent(ctx);
    const product_id = await productId(ctx, { levelId: shop.levels[0]!.id, months: 4 });
    await student.call({ method: "POST", url: "/api/sales/shopping-cart/", payload: { product_id, unit_price: 1, amount: "1.00", amount_minor: 1 } });
    await student.call({ method: "POST", url: "/api/sales/shopping-cart/", payload: { kind: "tutorial", video_id: shop.video.id } });
    const response = await student.call({
      method: "POST",
      url: CHECKOUT,
      payload: { currency: "USD", total: 1, total_minor: 1, items: [{ product_id, unit_amount_minor: 1 }] },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ provider: "sandbox", status: "pending", total: { currency: "USD", amount_minor: 4_399 + 799, amount: "51.98" } });
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, body.order_id));
    expect(order).toMatchObject({ userId: student.id, status: "pending", currency: "USD", totalMinor: 5_198, provider: "sandbox" });
    expect(order!.providerReference).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const items = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, body.order_id));
    expect(items.map((i) => i.unitAmountMinor).sort((a, b) => a - b)).toEqual([799, 4_399]);
    // Checkout does not empty the cart: only a payment does.
    expect((await student.call({ method: "GET", url: "/api/sales/shopping-cart/get_shopping_cart/" })).json().count).toBe(2);
  });

  it("uses the price at checkout time, and keeps it on the order when prices change later", async () => {
    const student = await createStudent(ctx);
    const product_id = await productId(ctx, { levelId: shop.levels[1]!.id, months: 1 });
    await student.call({ method: "POST", url: "/api/sales/shopping-cart/", payload: { product_id } });
    await ctx.db.update(prices).set({ amountMinor: 3_990_000 }).where(eq(prices.productId, product_id));
    const { order_id, total } = (await student.call({ method: "POST", url: CHECKOUT, payload: {} })).json();
    expect(total).toMatchObject({ currency: "COP", amount: "39900.00" });
    await ctx.db.update(prices).set({ amountMinor: 4_990_000 }).where(eq(prices.productId, product_id));
    const order = (await student.call({ method: "GET", url: `/api/sales/orders/${order_id}/` })).json();
    expect(order.items[0]).toMatchObject({ product_id, kind: "level", months: 1, unit_price: { amount: "39900.00" }, target: { id: shop.levels[1]!.id, slug: shop.levels[1]!.slug } });
  });

  it("refuses an empty cart, an unavailable provider and a bad currency", async () => {
    const student = await createStudent(ctx);
    const empty = await student.call({ method: "POST", url: CHECKOUT, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ code: "empty_cart", errors: ["Tu carrito está vacío."] });
    await student.call({ method: "POST", url: "/api/sales/shopping-cart/", payload: { kind: "level", level_id: shop.levels[0]!.id, months: 1 } });
    const stripe = await student.call({ method: "POST", url: CHECKOUT, payload: { provider: "stripe" } });
    expect(stripe.statusCode).toBe(400);
    expect(stripe.json()).toEqual({ code: "payment_provider_unavailable", errors: ["Ese medio de pago no está disponible."] });
    const currency = await student.call({ method: "POST", url: CHECKOUT, payload: { currency: "EUR" } });
    expect(currency.statusCode).toBe(400);
    expect(currency.json().errors).toEqual(["La moneda debe ser COP o USD"]);
    expect((await ctx.app.inject({ method: "POST", url: CHECKOUT, payload: {} })).statusCode).toBe(401);
    expect(await ctx.db.select().from(orders).where(eq(orders.userId, student.id))).toHaveLength(0);
  });

  it("refuses a tutorial bought since it was added to the cart", async () => {
    const student = await createStudent(ctx);
    await student.call({ method: "POST", url: "/api/sales/shopping-cart/", payload: { kind: "tutorial", video_id: shop.video.id } });
    await createAccessService(ctx.db).grantAccess({ userId: student.id, scope: "video", targetId: shop.video.id, months: 1, source: "points" });
    const response = await student.call({ method: "POST", url: CHECKOUT, payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "already_owned",
      errors: [`Ya tienes el tutorial «${shop.video.title}». Lo encuentras en Mis tutoriales. Quítalo del carrito para continuar.`],
    });
  });
});

describe("orders and history", () => {
  it("lists the student's orders newest first, paginated, with items, totals and dates", async () => {
    const student = await createStudent(ctx);
    const first = await placeOrder(student, { kind: "level", level_id: shop.levels[0]!.id, months: 1 });
    await student.call({ method: "DELETE", url: `/api/sales/shopping-cart/${(await student.call({ method: "GET", url: "/api/sales/shopping-cart/get_shopping_cart/" })).json().items[0].id}/` });
    const second = await placeOrder(student, { kind: "tutorial", video_id: shop.video.id }, "USD");
    const page = (await student.call({ method: "GET", url: "/api/sales/historical/?page_size=1" })).json();
    expect(page).toMatchObject({ count: 2, previous: null });
    expect(page.next).toContain("page=2");
    expect(page.results[0]).toMatchObject({
      id: second.orderId,
      status: "pending",
      status_label: "Pendiente",
      provider: "sandbox",
      currency: "USD",
      total: { currency: "USD", amount_minor: 799, amount: "7.99" },
      items: [{ kind: "tutorial", months: null, quantity: 1, description: `Tutorial: ${shop.video.title}`, subtotal: { amount: "7.99" } }],
      paid_at: null,
      refunded_at: null,
    });
    expect(Date.parse(page.results[0].created_at)).not.toBeNaN();
    const older = (await student.call({ method: "GET", url: "/api/sales/historical/?page=2&page_size=1" })).json();
    expect(older.results[0].id).toBe(first.orderId);
    // Also without the trailing slash, as the spec writes it.
    expect((await student.call({ method: "GET", url: "/api/sales/historical" })).json().count).toBe(2);
  });

  it("shows an order only to its owner (another student's id is 404)", async () => {
    const owner = await createStudent(ctx);
    const other = await createStudent(ctx);
    const { orderId } = await placeOrder(owner, { kind: "level", level_id: shop.levels[1]!.id, months: 12 });
    expect((await owner.call({ method: "GET", url: `/api/sales/orders/${orderId}/` })).statusCode).toBe(200);
    const foreign = await other.call({ method: "GET", url: `/api/sales/orders/${orderId}/` });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: "not_found", errors: ["El pedido no existe."] });
    expect((await other.call({ method: "GET", url: "/api/sales/historical/" })).json().count).toBe(0);
    expect((await other.call({ method: "GET", url: "/api/sales/orders/abc/" })).statusCode).toBe(400);
  });
});
