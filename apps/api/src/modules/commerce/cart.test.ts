import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_CART_ITEMS } from "@fz/contracts/commerce";
import { cartItems } from "@fz/db/schema";
import { seedCommerce } from "@fz/db/seed/commerce";
import { createCourse, createLevel } from "../../../test/academy-factory";
import { type Shop, type Student, createShop, createStudent, productId } from "../../../test/commerce-factory";
import { type TestContext, build, createUser, injectWithToken, login, statementsOf } from "../../../test/helper";
import { type AccessService, createAccessService } from "../access/access.service";

let ctx: TestContext;
let shop: Shop;
let access: AccessService;

beforeAll(async () => {
  ctx = await build();
  shop = await createShop(ctx);
  access = createAccessService(ctx.db);
});
afterAll(async () => {
  await ctx.close();
});

const CART = "/api/sales/shopping-cart/";
const VIEW = "/api/sales/shopping-cart/get_shopping_cart/";
const add = (student: Student, payload: object) => student.call({ method: "POST", url: CART, payload });
const view = async (student: Student, query = "") => (await student.call({ method: "GET", url: `${VIEW}${query}` })).json();

describe("adding to the cart", () => {
  it("adds a product once: the same product again answers the existing item", async () => {
    const student = await createStudent(ctx);
    const product_id = await productId(ctx, { levelId: shop.levels[0]!.id, months: 1 });
    const first = await add(student, { product_id });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ product: { id: product_id }, quantity: 1, unit_price: { currency: "COP", amount: "49900.00" }, is_renewal: false, available: true });
    const again = await add(student, { product_id });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    // The same product named by level slug and months is still the same item.
    const bySlug = await add(student, { kind: "level", level_slug: shop.levels[0]!.slug, months: 1 });
    expect(bySlug.statusCode).toBe(200);
    expect((await view(student)).count).toBe(1);
  });

  it("keeps one row when the same product is added ten times at once", async () => {
    const student = await createStudent(ctx);
    const product_id = await productId(ctx, { levelId: shop.levels[1]!.id, months: 12 });
    const responses = await Promise.all(Array.from({ length: 10 }, () => add(student, { product_id })));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    const rows = await ctx.db.select().from(cartItems).where(and(eq(cartItems.userId, student.id), eq(cartItems.productId, product_id)));
    expect(rows).toHaveLength(1);
  });

  it("understands what the register modal sends: level slug or purchase-all, with months", async () => {
    const student = await createStudent(ctx);
    const level = await add(student, { kind: "level", level_slug: shop.levels[1]!.slug, months: 4 });
    expect(level.json()).toMatchObject({ product: { kind: "level", months: 4, level: { id: shop.levels[1]!.id } } });
    const all = await add(student, { kind: "purchase_all", level_slug: shop.levels[0]!.slug, months: 12 });
    expect(all.statusCode).toBe(201);
    expect(all.json().product).toMatchObject({ kind: "purchase_all", months: 12, course: { id: shop.course.id }, level: null });
    expect(all.json().description).toMatch(/· Todos los niveles — 12 meses$/);
    const byCourse = await add(student, { kind: "purchase_all", course_slug: shop.course.slug, months: 12 });
    expect(byCourse.json().id).toBe(all.json().id);
    const tutorial = await add(student, { kind: "tutorial", video_id: shop.video.id });
    expect(tutorial.json()).toMatchObject({ description: `Tutorial: ${shop.video.title}`, unit_price: { amount: "29900.00" } });
    expect((await view(student)).count).toBe(3);
  });

  it("refuses bad requests with Spanish messages, and unknown things with 404", async () => {
    const student = await createStudent(ctx);
    const cases: [object, number, string][] = [
      [{ kind: "level", level_slug: shop.levels[0]!.slug, months: 3 }, 400, "La duración debe ser de 1, 4 o 12 meses"],
      [{ kind: "level", level_slug: shop.levels[0]!.slug }, 400, "Indica la duración: 1, 4 o 12 meses."],
      [{ level_slug: shop.levels[0]!.slug, months: 1 }, 400, "Indica el producto (product_id) o qué quieres comprar (kind)."],
      [{ kind: "level", months: 1 }, 400, "Indica el nivel (level_slug o level_id)."],
      [{ kind: "tutorial" }, 400, "Indica el tutorial (video_id)."],
      [{ kind: "level", level_slug: "no-existe", months: 1 }, 404, "El nivel no existe."],
      [{ product_id: 999_999 }, 404, "Ese producto no está a la venta."],
      [{ product_id: "uno" }, 400, "El producto no es válido"],
    ];
    for (const [payload, status, message] of cases) {
      const response = await add(student, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().errors).toContain(message);
    }
    const notObject = await student.call({ method: "POST", url: CART, payload: "[1]", headers: { "content-type": "application/json" } });
    expect(notObject.statusCode).toBe(400);
    expect((await ctx.app.inject({ method: "POST", url: CART, payload: { product_id: 1 } })).statusCode).toBe(401);
  });

  it("refuses a tutorial the student already has, with a clear message", async () => {
    const student = await createStudent(ctx);
    await access.grantAccess({ userId: student.id, scope: "video", targetId: shop.video.id, months: 1, source: "admin" });
    const response = await add(student, { kind: "tutorial", video_id: shop.video.id });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: "already_owned", errors: [`Ya tienes el tutorial «${shop.video.title}». Lo encuentras en Mis tutoriales.`] });
    expect((await view(student)).count).toBe(0);
  });

  it("accepts a renewal of a level the student has: it extends from the current end", async () => {
    const student = await createStudent(ctx);
    const grant = await access.grantAccess({ userId: student.id, scope: "level", targetId: shop.levels[0]!.id, months: 1, source: "admin" });
    const response = await add(student, { kind: "level", level_id: shop.levels[0]!.id, months: 4 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ is_renewal: true, access_ends_at: grant.endsAt.toISOString() });
  });

  it("holds at most MAX_CART_ITEMS products", async () => {
    const student = await createStudent(ctx);
    const course = await createCourse(ctx);
    for (let i = 0; i < Math.ceil(MAX_CART_ITEMS / 3) + 1; i += 1) await createLevel(ctx, course.id, { topics: 0 });
    await seedCommerce(ctx.db);
    const page1 = (await ctx.app.inject({ method: "GET", url: `/api/sales/products/?course=${course.id}&kind=level&page_size=100` })).json();
    const ids: number[] = page1.results.map((p: { id: number }) => p.id);
    expect(ids.length).toBeGreaterThan(MAX_CART_ITEMS);
    for (const product_id of ids.slice(0, MAX_CART_ITEMS)) expect((await add(student, { product_id })).statusCode).toBe(201);
    const full = await add(student, { product_id: ids[MAX_CART_ITEMS] });
    expect(full.statusCode).toBe(400);
    expect(full.json()).toEqual({ code: "cart_full", errors: [`Tu carrito admite hasta ${MAX_CART_ITEMS} productos. Finaliza la compra o quita alguno.`] });
    // Adding one already there still answers it.
    expect((await add(student, { product_id: ids[0] })).statusCode).toBe(200);
    expect((await view(student)).count).toBe(MAX_CART_ITEMS);
  });

  it("keeps the limit when adds race: three places left, six products at once, three get in", async () => {
    const student = await createStudent(ctx);
    const course = await createCourse(ctx);
    for (let i = 0; i < Math.ceil(MAX_CART_ITEMS / 3) + 1; i += 1) await createLevel(ctx, course.id, { topics: 0 });
    await seedCommerce(ctx.db);
    const page1 = (await ctx.app.inject({ method: "GET", url: `/api/sales/products/?course=${course.id}&kind=level&page_size=100` })).json();
    const ids: number[] = page1.results.map((p: { id: number }) => p.id);
    for (const product_id of ids.slice(0, MAX_CART_ITEMS - 3)) expect((await add(student, { product_id })).statusCode).toBe(201);
    const raced = await Promise.all(ids.slice(MAX_CART_ITEMS - 3, MAX_CART_ITEMS + 3).map((product_id) => add(student, { product_id })));
    expect(raced.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 400, 400, 400]);
    expect(raced.filter((r) => r.statusCode === 400).every((r) => r.json().code === "cart_full")).toBe(true);
    // The same product twice at once: one item, answered to both.
    const other = await createStudent(ctx);
    const twice = await Promise.all([add(other, { product_id: ids[0] }), add(other, { product_id: ids[0] })]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(twice[0]!.json().id).toBe(twice[1]!.json().id);
    expect(twice[0]!.json().added_at).toBe(twice[1]!.json().added_at);
    const rows = await ctx.db.select().from(cartItems).where(eq(cartItems.userId, student.id));
    expect(rows).toHaveLength(MAX_CART_ITEMS);
  });
});

describe("reading the cart", () => {
  it("prices every item from the stored prices, with totals per currency", async () => {
    const student = await createStudent(ctx);
    await add(student, { kind: "level", level_slug: shop.levels[0]!.slug, months: 1 });
    await add(student, { kind: "tutorial", video_id: shop.video.id });
    const cop = await view(student);
    expect(cop).toMatchObject({
      currency: "COP",
      count: 2,
      max_items: MAX_CART_ITEMS,
      total: { currency: "COP", amount_minor: 4_990_000 + 2_990_000, amount: "79800.00", complete: true },
    });
    expect(cop.totals).toEqual([
      { currency: "COP", amount_minor: 7_980_000, amount: "79800.00", complete: true },
      { currency: "USD", amount_minor: 2_098, amount: "20.98", complete: true },
    ]);
    expect(cop.items.map((i: { subtotal: { amount: string } }) => i.subtotal.amount)).toEqual(["49900.00", "29900.00"]);
    const usd = await view(student, "?currency=USD");
    expect(usd.total).toMatchObject({ currency: "USD", amount: "20.98" });
    expect(usd.items[0].unit_price).toEqual({ currency: "USD", amount_minor: 1_299, amount: "12.99" });
    const eur = await student.call({ method: "GET", url: `${VIEW}?currency=EUR` });
    expect(eur.statusCode).toBe(400);
    expect(eur.json().errors).toEqual(["La moneda debe ser COP o USD"]);
  });

  it("a repeat add sends only the cart's statement; an admin's new price reaches the next add, an unpublished level refuses it", async () => {
    const course = await createCourse(ctx);
    const level = await createLevel(ctx, course.id, { topics: 1 });
    const admin = (await login(ctx, await createUser(ctx, { role: "admin" }))).access;
    const setPrice = async (amount_minor: number) => {
      const response = await injectWithToken(ctx, admin, { method: "PATCH", url: `/api/admin/levels/${level.level.id}/`, payload: { prices: [{ months: 1, currency: "COP", amount_minor }] } });
      expect(response.statusCode, response.body).toBe(200);
    };
    await setPrice(3_000_000);
    const student = await createStudent(ctx);
    const request = { kind: "level", level_id: level.level.id, months: 1 };
    const first = await add(student, request);
    expect(first.json().unit_price).toMatchObject({ amount_minor: 3_000_000 });
    await student.call({ method: "DELETE", url: `${CART}${first.json().id}/` });
    // The product, its prices and the student's grants are remembered: only `cart_add_once` is sent.
    let again = await add(student, request);
    expect(await statementsOf(ctx, async () => {
      await student.call({ method: "DELETE", url: `${CART}${again.json().id}/` });
      again = await add(student, request);
    })).toBe(2);
    expect(again.statusCode).toBe(201);
    await student.call({ method: "DELETE", url: `${CART}${again.json().id}/` });
    await setPrice(3_500_000);
    const repriced = await add(student, request);
    expect(repriced.json().unit_price).toMatchObject({ amount_minor: 3_500_000 });
    await student.call({ method: "DELETE", url: `${CART}${repriced.json().id}/` });
    const unpublished = await injectWithToken(ctx, admin, { method: "PATCH", url: `/api/admin/levels/${level.level.id}/`, payload: { is_published: false } });
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    expect((await add(student, request)).statusCode).toBe(404);
  });

  it("is the student's own: another student's item cannot be removed (404) and stays", async () => {
    const owner = await createStudent(ctx);
    const other = await createStudent(ctx);
    const item = (await add(owner, { kind: "level", level_slug: shop.levels[1]!.slug, months: 1 })).json();
    expect((await view(other)).count).toBe(0);
    const foreign = await other.call({ method: "DELETE", url: `${CART}${item.id}/` });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: "not_found", errors: ["Ese producto no está en tu carrito."] });
    expect((await view(owner)).count).toBe(1);
    expect((await owner.call({ method: "DELETE", url: `${CART}${item.id}/` })).statusCode).toBe(204);
    expect((await owner.call({ method: "DELETE", url: `${CART}${item.id}` })).statusCode).toBe(404);
    expect((await view(owner)).count).toBe(0);
    expect((await ctx.app.inject({ method: "GET", url: VIEW })).statusCode).toBe(401);
  });
});
