import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { couponRedemptions, coupons as couponsTable, mailOutbox, orders } from "@fz/db/schema";
import { SANDBOX_SECRET, type Shop, type Student, createShop, createStudent, sandboxDecides } from "../../../test/commerce-factory";
import { type TestContext, build, createUser, injectWithToken, login } from "../../../test/helper";

let ctx: TestContext;
let shop: Shop;
let adminToken: string;

beforeAll(async () => {
  ctx = await build({ SANDBOX_WEBHOOK_SECRET: SANDBOX_SECRET });
  shop = await createShop(ctx);
  const admin = await createUser(ctx, { role: "admin" });
  adminToken = (await login(ctx, admin)).access;
});
afterAll(async () => {
  await ctx.close();
});

let codes = 0;
const admin = (options: Parameters<typeof injectWithToken>[2]) => injectWithToken(ctx, adminToken, options);

/** A coupon through the back office (defaults: 20 % off everything, once per student). */
async function createCoupon(overrides: Record<string, unknown> = {}) {
  codes += 1;
  const response = await admin({
    method: "POST",
    url: "/api/admin/coupons/",
    payload: { code: `promo-${codes}`, description: "Promoción de prueba", discount_kind: "percent", percent_off: 20, ...overrides },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; code: string };
}

async function studentWithLevel(months = 4, level = shop.levels[0]!) {
  const student = await createStudent(ctx);
  const added = await student.call({ method: "POST", url: "/api/sales/shopping-cart/", payload: { kind: "level", level_id: level.id, months } });
  expect(added.statusCode, added.body).toBeLessThan(300);
  return student;
}

const cart = async (student: Student, currency = "COP") => (await student.call({ method: "GET", url: `/api/sales/shopping-cart/get_shopping_cart/?currency=${currency}` })).json();
const apply = (student: Student, code: string, currency = "COP") =>
  student.call({ method: "POST", url: `/api/sales/shopping-cart/coupon/?currency=${currency}`, payload: { code } });
const checkout = (student: Student, payload: object = {}) => student.call({ method: "POST", url: "/api/sales/checkout/", payload: { currency: "COP", ...payload } });
const redemptionsOf = (couponId: number) => ctx.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, couponId));

describe("coupons in the back office", () => {
  it("creates (code upper-cased), lists, finds, updates and deletes, each change audited", async () => {
    const created = await createCoupon({ code: "verano-2026", discount_kind: "fixed", percent_off: null, amount_off_cop: 1_000_000, min_order_cop: 5_000_000, max_redemptions: 100 });
    expect(created).toMatchObject({ code: "VERANO-2026", discount_kind: "fixed", amount_off_cop: 1_000_000, amount_off_usd: null, min_order_cop: 5_000_000, state_label: "Vigente", uses: { consumed: 0, reserved: 0 } });
    const duplicate = await admin({ method: "POST", url: "/api/admin/coupons/", payload: { code: "Verano-2026", discount_kind: "percent", percent_off: 10 } });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors).toEqual(["Ya existe un cupón con el código «VERANO-2026»."]);
    expect(duplicate.json().fields).toEqual({ code: "Ya existe un cupón con el código «VERANO-2026»." });

    const list = await admin({ method: "GET", url: "/api/admin/coupons/?search=verano&page_size=5" });
    expect(list.json()).toMatchObject({ count: 1, results: [{ code: "VERANO-2026" }] });
    const updated = await admin({
      method: "PUT",
      url: `/api/admin/coupons/${created.id}/`,
      payload: { code: "VERANO-2026", discount_kind: "percent", percent_off: 15, scope: "level", level_id: shop.levels[1]!.id, is_active: false },
    });
    expect(updated.json()).toMatchObject({ percent_off: 15, amount_off_cop: null, scope: "level", level: { id: shop.levels[1]!.id }, is_active: false, state_label: "Inactivo" });

    const removed = await admin({ method: "DELETE", url: `/api/admin/coupons/${created.id}/` });
    expect(removed.statusCode).toBe(204);
    const audit = (await admin({ method: "GET", url: `/api/admin/audit/?entity=coupon&entity_id=${created.id}` })).json();
    expect(audit.results.map((e: { action: string }) => e.action).sort()).toEqual(["coupon.create", "coupon.delete", "coupon.update"]);
    const update = audit.results.find((e: { action: string }) => e.action === "coupon.update");
    expect(update.before).toMatchObject({ discount_kind: "fixed" });
    expect(update.after).toMatchObject({ discount_kind: "percent", percent_off: 15 });
  });

  it("answers each bad setting in Spanish, and only to administrators", async () => {
    const bad = await admin({ method: "POST", url: "/api/admin/coupons/", payload: { code: "x", discount_kind: "percent", scope: "course", starts_at: "2026-07-01T00:00:00Z", ends_at: "2026-06-01T00:00:00Z" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        expect.stringContaining("El código debe tener de 3 a 32 letras"),
        "Indica el porcentaje de descuento",
        "Elige el curso",
        "El fin de la vigencia debe ser posterior a su inicio",
      ]),
    );
    const student = await createStudent(ctx);
    expect((await student.call({ method: "GET", url: "/api/admin/coupons/" })).statusCode).toBe(403);
  });

  it("refuses centavos in a peso amount and keeps the first-purchase rule (issue 35)", async () => {
    const centavos = await admin({ method: "POST", url: "/api/admin/coupons/", payload: { code: "CENTAVOS", discount_kind: "fixed", amount_off_cop: 1_000_050 } });
    expect(centavos.statusCode).toBe(400);
    expect(centavos.json().errors).toEqual(["Los pesos van sin centavos: escribe un valor entero de pesos"]);
    const first = await createCoupon({ first_purchase_only: true });
    expect((await admin({ method: "GET", url: `/api/admin/coupons/${first.id}/` })).json()).toMatchObject({ first_purchase_only: true });
  });
});

describe("a coupon in the cart", () => {
  it("applies case-insensitively, shows subtotal, discount, total and IVA, and checkout charges exactly that", async () => {
    const coupon = await createCoupon();
    const student = await studentWithLevel();
    const applied = await apply(student, coupon.code.toLowerCase());
    expect(applied.statusCode, applied.body).toBe(200);
    const view = applied.json();
    const subtotal = view.subtotal.amount_minor as number;
    const discount = Math.floor((subtotal * 20) / 100 / 100) * 100;
    expect(view.coupon).toMatchObject({ code: coupon.code, applies: true, problem: null, discount: { amount_minor: discount } });
    expect(view.discount.amount_minor).toBe(discount);
    expect(view.total.amount_minor).toBe(subtotal - discount);
    expect(view.vat).toMatchObject({ rate_percent: 19, amount_minor: Math.round(((subtotal - discount) * 19) / 119 / 100) * 100 });

    // The client says what it showed; the order charges exactly that.
    const changed = await checkout(student, { expected_total_minor: subtotal });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().errors[0].replace(/\u00a0/g, " ")).toMatch(/^El total de tu carrito cambió: ahora es \$ [\d.]+ COP\. Revísalo antes de pagar\.$/);
    const placed = await checkout(student, { expected_total_minor: subtotal - discount });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = (await student.call({ method: "GET", url: `/api/sales/orders/${placed.json().order_id}/` })).json();
    expect(order).toMatchObject({
      subtotal: { amount_minor: subtotal },
      discount: { amount_minor: discount },
      total: { amount_minor: subtotal - discount },
      coupon_code: coupon.code,
      vat: { amount_minor: view.vat.amount_minor, rate_percent: 19 },
    });
    expect((await redemptionsOf(coupon.id)).map((r) => r.status)).toEqual(["reserved"]);

    // Paid: the e-mailed receipt says what the coupon took off and the IVA the total includes.
    await sandboxDecides(ctx, placed.json().order_id, "payment.approved");
    await expect.poll(async () => (await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, student.email))).find((m) => m.kind === "order_receipt")?.text ?? "").toContain(`Descuento (cupón ${coupon.code})`);
    const [receipt] = (await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, student.email))).filter((m) => m.kind === "order_receipt");
    expect(receipt!.text).toMatch(/IVA \(19 %\) incluido en el total: \$\s[\d.,]+ COP/);
    expect(receipt!.html).toContain("Subtotal:");

    await student.call({ method: "POST", url: "/api/sales/shopping-cart/", payload: { kind: "level", level_id: shop.levels[1]!.id, months: 1 } });
    await apply(student, (await createCoupon()).code);
    const removed = await student.call({ method: "DELETE", url: "/api/sales/shopping-cart/coupon/?currency=COP" });
    expect(removed.json()).toMatchObject({ coupon: null, discount: { amount_minor: 0 } });
  });

  it("says why a code does not apply: unknown, expired, not yet valid, used, used up, other products, minimum, currency", async () => {
    const student = await studentWithLevel(1);
    const subtotal = (await cart(student)).subtotal.amount_minor as number;
    const day = 86_400_000;
    const expired = await createCoupon({ starts_at: new Date(Date.now() - 10 * day).toISOString(), ends_at: new Date(Date.now() - day).toISOString() });
    const future = await createCoupon({ starts_at: new Date(Date.now() + 3 * day).toISOString() });
    const otherLevel = await createCoupon({ scope: "level", level_id: shop.levels[1]!.id });
    const tutorials = await createCoupon({ scope: "tutorials" });
    const minimum = await createCoupon({ min_order_cop: subtotal + 1_000_000 });
    const pesosOnly = await createCoupon({ discount_kind: "fixed", percent_off: null, amount_off_cop: 500_000 });
    const inactive = await createCoupon({ is_active: false });

    const refusal = async (code: string, currency = "COP") => {
      const response = await apply(student, code, currency);
      expect(response.statusCode, code).toBe(400);
      expect(response.json().code).toBe("coupon_not_applicable");
      // Amounts are formatted by Intl (a no-break space after the sign).
      return (response.json().errors[0] as string).replace(/\u00a0/g, " ");
    };
    expect(await refusal("NO-EXISTE")).toBe("El cupón «NO-EXISTE» no existe. Revisa que esté bien escrito.");
    expect(await refusal(expired.code)).toMatch(new RegExp(`^El cupón «${expired.code}» venció el \\d{1,2} de [a-z]+ de \\d{4}\\.$`));
    expect(await refusal(future.code)).toMatch(new RegExp(`^El cupón «${future.code}» todavía no está vigente: empieza el `));
    expect(await refusal(otherLevel.code)).toMatch(/solo aplica al nivel «.+»: no aplica a los productos de tu carrito\.$/);
    expect(await refusal(tutorials.code)).toBe(`El cupón «${tutorials.code}» solo aplica a los tutoriales: no aplica a los productos de tu carrito.`);
    expect(await refusal(minimum.code)).toBe(`El cupón «${minimum.code}» es para compras desde ${pesos(subtotal + 1_000_000)}: te faltan $ 10.000 COP.`);
    expect(await refusal(pesosOnly.code, "USD")).toBe(`El cupón «${pesosOnly.code}» no aplica a pagos en dólares (USD). Cambia la moneda del carrito para usarlo.`);
    expect(await refusal(inactive.code)).toBe(`El cupón «${inactive.code}» ya no está disponible.`);

    // Once per student: used by a paid order, refused next time.
    const once = await createCoupon();
    expect((await apply(student, once.code)).statusCode).toBe(200);
    const placed = await checkout(student);
    await sandboxDecides(ctx, placed.json().order_id, "payment.approved");
    expect((await redemptionsOf(once.id)).map((r) => r.status)).toEqual(["consumed"]);
    // The cart forgot the spent coupon.
    expect((await cart(student)).coupon).toBeNull();
    await student.call({ method: "POST", url: "/api/sales/shopping-cart/", payload: { kind: "level", level_id: shop.levels[1]!.id, months: 1 } });
    expect(await refusal(once.code)).toBe(`Ya usaste el cupón «${once.code}»: cada estudiante puede usarlo una sola vez.`);

    // Used up: its only use taken by another student's paid order.
    const single = await createCoupon({ max_redemptions: 1, once_per_student: false });
    const other = await studentWithLevel(1);
    await apply(other, single.code);
    await sandboxDecides(ctx, (await checkout(other)).json().order_id, "payment.approved");
    expect(await refusal(single.code)).toBe(`El cupón «${single.code}» ya se usó todas las veces que permitía.`);
  });
});

const pesos = (minor: number) => `$ ${new Intl.NumberFormat("es-CO").format(minor / 100)} COP`;

describe("a coupon's use is reserved with the pending order", () => {
  it("is released when the payment fails, consumed only when it is paid, and a lapsed reservation frees it", async () => {
    const coupon = await createCoupon({ max_redemptions: 1 });
    const first = await studentWithLevel();
    const second = await studentWithLevel();
    await apply(first, coupon.code);
    await apply(second, coupon.code);

    const pending = await checkout(first);
    expect(pending.statusCode).toBe(201);
    // The single use is held: the other student's cart says so and checkout refuses it.
    expect((await cart(second)).coupon).toMatchObject({ applies: false, problem: `El cupón «${coupon.code}» ya se usó todas las veces que permitía.` });
    expect((await checkout(second)).statusCode).toBe(400);

    await sandboxDecides(ctx, pending.json().order_id, "payment.declined");
    expect((await redemptionsOf(coupon.id)).map((r) => r.status)).toEqual(["released"]);
    const taken = await checkout(second);
    expect(taken.statusCode, taken.body).toBe(201);

    // Its reservation runs out unpaid: the use is free again without anything running.
    await ctx.db.update(couponRedemptions).set({ reservedUntil: new Date(Date.now() - 1000) }).where(eq(couponRedemptions.orderId, taken.json().order_id));
    expect((await cart(first)).coupon).toMatchObject({ applies: true });

    // A paid order consumes it, even past its reservation (the money was taken).
    await sandboxDecides(ctx, taken.json().order_id, "payment.approved");
    const statuses = (await redemptionsOf(coupon.id)).map((r) => r.status).sort();
    expect(statuses).toEqual(["consumed", "released"]);
    const list = (await admin({ method: "GET", url: `/api/admin/coupons/${coupon.id}/` })).json();
    expect(list).toMatchObject({ uses: { consumed: 1, reserved: 0 }, state_label: "Agotado" });
    expect((await admin({ method: "DELETE", url: `/api/admin/coupons/${coupon.id}/` })).statusCode).toBe(409);
  });

  it("a student's new checkout replaces their own earlier reservation instead of spending the coupon twice", async () => {
    const coupon = await createCoupon({ max_redemptions: 1 });
    const student = await studentWithLevel();
    await apply(student, coupon.code);
    const abandoned = await checkout(student);
    const again = await checkout(student);
    expect(again.statusCode, again.body).toBe(201);
    const rows = await redemptionsOf(coupon.id);
    expect(rows.find((r) => r.orderId === abandoned.json().order_id)!.status).toBe("released");
    expect(rows.find((r) => r.orderId === again.json().order_id)!.status).toBe("reserved");
  });

  it("two parallel checkouts cannot spend a single-use coupon twice", async () => {
    const coupon = await createCoupon({ max_redemptions: 1, once_per_student: false });
    const students = await Promise.all([1, 2, 3, 4].map(() => studentWithLevel()));
    for (const student of students) expect((await apply(student, coupon.code)).statusCode).toBe(200);
    const results = await Promise.all(students.map((student) => checkout(student)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 400, 400, 400]);
    for (const refused of results.filter((r) => r.statusCode === 400)) {
      expect(refused.json().errors[0]).toBe(`El cupón «${coupon.code}» ya se usó todas las veces que permitía.`);
    }
    const rows = await redemptionsOf(coupon.id);
    expect(rows).toHaveLength(1);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, rows[0]!.orderId));
    expect(order!.couponId).toBe(coupon.id);
    expect(await ctx.db.select().from(couponsTable).where(eq(couponsTable.id, coupon.id))).toHaveLength(1);
  });
});
