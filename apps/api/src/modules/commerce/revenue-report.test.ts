import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coupons, mailOutbox, orders } from "@fz/db/schema";
import { SANDBOX_SECRET, type Shop, createShop, createStudent, sandboxDecides } from "../../../test/commerce-factory";
import { type TestContext, build, createUser, injectWithToken, login } from "../../../test/helper";

/** Issue 35, point 3: orders show their lines; the admin filters and exports by coupon; the accountant's monthly CSV. */

let ctx: TestContext;
let shop: Shop;
let adminToken: string;
let paidWithCoupon: number;
let paidWithout: number;
let code: string;

beforeAll(async () => {
  ctx = await build({ SANDBOX_WEBHOOK_SECRET: SANDBOX_SECRET });
  shop = await createShop(ctx);
  adminToken = (await login(ctx, await createUser(ctx, { role: "admin" }))).access;
  code = `CONTA-${Date.now() % 100000}`;
  await ctx.db.insert(coupons).values({ code, discountKind: "percent", percentOff: 10, oncePerStudent: true });
  const buy = async (withCoupon: boolean) => {
    const student = await createStudent(ctx);
    await student.call({ method: "POST", url: "/api/sales/shopping-cart/", payload: { kind: "level", level_id: shop.levels[0]!.id, months: 1 } });
    await student.call({ method: "POST", url: "/api/sales/shopping-cart/", payload: { kind: "tutorial", video_id: shop.video.id } });
    if (withCoupon) expect((await student.call({ method: "POST", url: "/api/sales/shopping-cart/coupon/?currency=COP", payload: { code } })).statusCode).toBe(200);
    const id = (await student.call({ method: "POST", url: "/api/sales/checkout/", payload: { currency: "COP" } })).json().order_id as number;
    await sandboxDecides(ctx, id, "payment.approved");
    return { id, student };
  };
  paidWithCoupon = (await buy(true)).id;
  paidWithout = (await buy(false)).id;
}, 180_000);
afterAll(() => ctx.close());

const asAdmin = (url: string) => injectWithToken(ctx, adminToken, { method: "GET", url });
const row = async (id: number) => (await ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe("orders by coupon", () => {
  it("the list filters by coupon (any case) and says the code and the discount", async () => {
    const list = (await asAdmin(`/api/admin/orders/?coupon=${code.toLowerCase()}`)).json();
    expect(list.results.map((o: { id: number }) => o.id)).toEqual([paidWithCoupon]);
    const order = await row(paidWithCoupon);
    expect(list.results[0]).toMatchObject({ coupon: { code, discount: { amount_minor: order.discountMinor } } });
    const detail = (await asAdmin(`/api/admin/orders/${paidWithCoupon}/`)).json();
    expect(detail).toMatchObject({ coupon_code: code, discount: { amount_minor: order.discountMinor }, vat: { amount_minor: order.vatMinor }, items: [expect.anything(), expect.anything()] });
    // Pesos: the IVA is whole pesos.
    expect(order.vatMinor % 100).toBe(0);
  });

  it("exports the filtered orders with their lines, pesos without centavos", async () => {
    const response = await asAdmin(`/api/admin/orders/export.csv?coupon=${code}&delimiter=semicolon`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/csv");
    const lines = response.body.replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0]).toBe(
      "Pedido;Fecha (hora de Colombia);Estado;Estudiante;Correo electrónico;Productos;Moneda;Subtotal;Cupón;Descuento;IVA incluido;Total;Subtotal (número);Descuento (número);IVA (número);Total (número);Medio de pago;Pagado el (hora de Colombia);Reembolsado el (hora de Colombia);Motivo del estado",
    );
    expect(lines).toHaveLength(2);
    const cells = lines[1]!.split(";");
    const order = await row(paidWithCoupon);
    expect(cells[0]).toBe(String(paidWithCoupon));
    expect(cells[2]).toBe("Pagado");
    expect(cells[8]).toBe(code);
    expect(cells[9]).toMatch(/^\$ [\d.]+ COP$/);
    expect(cells[11]).toBe(`$ ${new Intl.NumberFormat("es-CO").format(order.totalMinor / 100)} COP`);
    expect(Number(cells[15])).toBe(order.totalMinor / 100);
    expect((await asAdmin("/api/admin/orders/export.csv?from=2026-02-30")).statusCode).toBe(400);
  });

  it("the receipt e-mail lists each item with its price, the subtotal, the coupon, the total and the IVA", async () => {
    const order = await row(paidWithCoupon);
    const [user] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "order_receipt"));
    expect(user).toBeTruthy();
    const receipts = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "order_receipt"));
    const mine = receipts.find((m) => m.subject.includes(`#${paidWithCoupon}`))!;
    const text = mine.text!.replace(/\u00a0/g, " ");
    expect(text).toMatch(/: \$ [\d.]+ COP/);
    expect(text).toContain(`Descuento (cupón ${code}): −$ ${new Intl.NumberFormat("es-CO").format(order.discountMinor / 100)} COP`);
    expect(text).toMatch(/IVA \(19 %\) incluido en el total: \$ [\d.]+ COP/);
    expect(text).not.toMatch(/\$ [\d.]+,\d\d COP/);
  });
});

describe("the accountant's monthly revenue", () => {
  it("adds up per course, per provider and per coupon, in each currency", async () => {
    const month = new Date(Date.now() - 5 * 3600_000).toISOString().slice(0, 7);
    const response = await asAdmin(`/api/admin/reports/revenue.csv?month=${month}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="ingresos-${month}.csv"`);
    const lines = response.body.replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0]).toBe("Mes,Agrupado por,Concepto,Moneda,Pedidos,Subtotal,Descuentos,Total cobrado,IVA incluido,Reembolsado,Neto");
    const [withCoupon, without] = [await row(paidWithCoupon), await row(paidWithout)];
    const total = (withCoupon.totalMinor + without.totalMinor) / 100;
    const byCoupon = lines.find((l) => l.includes(`,Cupón,${code},`))!.split(",");
    expect(byCoupon.slice(3, 8)).toEqual(["COP", "1", String((withCoupon.totalMinor + withCoupon.discountMinor) / 100), String(withCoupon.discountMinor / 100), String(withCoupon.totalMinor / 100)]);
    const sandbox = lines.find((l) => l.includes(",Medio de pago,Sandbox (pruebas),COP,"))!.split(",");
    expect(sandbox[4]).toBe("2");
    expect(Number(sandbox[7])).toBe(total);
    // The course's share of the two orders adds up to what was charged.
    const course = lines.filter((l) => l.includes(",Curso,")).map((l) => l.split(","));
    expect(course).toHaveLength(1);
    expect(Number(course[0]![7])).toBe(total);
    expect((await asAdmin("/api/admin/reports/revenue.csv?month=2026-13")).statusCode).toBe(400);
    expect((await asAdmin(`/api/admin/reports/revenue.csv?month=1999-01`)).body.trim().split("\r\n")).toHaveLength(1);
  });
});
