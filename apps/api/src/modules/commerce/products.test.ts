import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prices, products } from "@fz/db/schema";
import { LEVEL_PRICES, purchaseAllPrice, seedCommerce } from "@fz/db/seed/commerce";
import { createAccessService } from "../access/access.service";
import { type Shop, createShop, createStudent, productId } from "../../../test/commerce-factory";
import { type TestContext, build } from "../../../test/helper";

let ctx: TestContext;
let shop: Shop;

beforeAll(async () => {
  ctx = await build();
  shop = await createShop(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string) => ctx.app.inject({ method: "GET", url });

describe("products and prices", () => {
  it("seeds 1, 4 and 12 months per level, purchase-all per course and every tutorial, in COP and USD", async () => {
    const page = (await get(`/api/sales/products/?course=${shop.course.slug}&page_size=100`)).json();
    expect(page.count).toBe(2 * 3 + 3 + 1);
    const level = page.results.find((p: { kind: string; months: number }) => p.kind === "level" && p.months === 1);
    expect(level).toMatchObject({
      label: "1 mes",
      level: { id: shop.levels[0]!.id },
      course: { id: shop.course.id },
      video: null,
      prices: [
        { currency: "COP", amount_minor: 4_990_000, amount: "49900.00" },
        { currency: "USD", amount_minor: 1_299, amount: "12.99" },
      ],
    });
    expect(level.description).toMatch(/^Curso \d+ · Nivel \d+ — 1 mes$/);
    const tutorial = page.results.find((p: { kind: string }) => p.kind === "tutorial");
    expect(tutorial).toMatchObject({ months: null, label: "Tutorial", video: { id: shop.video.id }, prices: [{ amount: "29900.00" }, { amount: "7.99" }] });
  });

  it("filters by level, tutorial and kind, paginated", async () => {
    const byLevel = (await get(`/api/sales/products/?level=${shop.levels[1]!.slug}`)).json();
    expect(byLevel.results.map((p: { months: number }) => p.months)).toEqual([1, 4, 12]);
    const byVideo = (await get(`/api/sales/products/?video=${shop.video.id}`)).json();
    expect(byVideo.count).toBe(1);
    const paged = (await get(`/api/sales/products/?course=${shop.course.id}&kind=level&page_size=4`)).json();
    expect(paged).toMatchObject({ count: 6, previous: null });
    expect(paged.results).toHaveLength(4);
    expect(paged.next).toContain("page=2");
    expect((await get("/api/sales/products/?course=no-existe")).statusCode).toBe(404);
    const bad = await get("/api/sales/products/?kind=ropa");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(["El tipo de producto debe ser level, purchase_all o tutorial"]);
  });

  it("answers one product, 404 for an unknown one", async () => {
    const id = await productId(ctx, { levelId: shop.levels[0]!.id, months: 4 });
    expect((await get(`/api/sales/products/${id}/`)).json()).toMatchObject({ id, months: 4, label: "4 meses" });
    expect((await get("/api/sales/products/999999/")).statusCode).toBe(404);
  });

  it("fills the catalogue's level and tutorial prices", async () => {
    const level = (await get(`/api/levels_public/${shop.levels[0]!.slug}/`)).json();
    expect(level.prices).toHaveLength(6);
    expect(level.prices[0]).toMatchObject({ label: "1 mes", months: 1, currency: "COP", amount: "49900.00" });
    expect(level.prices.map((p: { months: number }) => p.months)).toEqual([1, 1, 4, 4, 12, 12]);
    const video = (await get(`/api/courses/videos/${shop.video.id}/`)).json();
    expect(video.prices).toEqual([
      expect.objectContaining({ label: "Tutorial", months: null, currency: "COP", amount: "29900.00" }),
      expect.objectContaining({ currency: "USD", amount: "7.99" }),
    ]);
  });
});

describe("purchase-all", () => {
  it("lists the course's levels and costs per duration, with the price of buying them one by one", async () => {
    const body = (await get(`/api/levels_public/purchase-all/?course=${shop.course.slug}`)).json();
    expect(body.course).toMatchObject({ id: shop.course.id, slug: shop.course.slug });
    expect(body.levels.map((l: { id: number }) => l.id)).toEqual(shop.levels.map((l) => l.id));
    expect(body.options.map((o: { months: number; label: string }) => [o.months, o.label])).toEqual([
      [1, "1 mes"],
      [4, "4 meses"],
      [12, "12 meses"],
    ]);
    const fourMonths = body.options[1].prices[0];
    expect(fourMonths).toMatchObject({ currency: "COP", amount_minor: purchaseAllPrice(shop.levels.map((l) => l.slug), 4).COP, separately_minor: 2 * LEVEL_PRICES[4].COP });
    expect(fourMonths.amount_minor).toBeLessThan(fourMonths.separately_minor);
    expect(body.access).toEqual({ has_access: false, ends_at: null });
  });

  it("finds the course from one of its levels (the register modal knows a level slug)", async () => {
    const body = (await get(`/api/levels_public/purchase-all/?level=${shop.levels[1]!.slug}`)).json();
    expect(body.course.id).toBe(shop.course.id);
  });

  it("shows the student's course-wide access on the private variant", async () => {
    const student = await createStudent(ctx);
    const url = `/api/levels/purchase-all/?course=${shop.course.id}`;
    expect((await student.call({ method: "GET", url })).json().access.has_access).toBe(false);
    await createAccessService(ctx.db).grantAccess({ userId: student.id, scope: "course", targetId: shop.course.id, months: 4, source: "admin" });
    const access = (await student.call({ method: "GET", url })).json().access;
    expect(access.has_access).toBe(true);
    expect(new Date(access.ends_at).getTime()).toBeGreaterThan(Date.now());
    expect((await get(url)).statusCode).toBe(401);
  });

  it("asks for a course and answers 404 for an unknown one", async () => {
    const missing = await get("/api/levels_public/purchase-all/");
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual(["Indica el curso (course) o uno de sus niveles (level)."]);
    expect((await get("/api/levels_public/purchase-all/?course=no-existe")).statusCode).toBe(404);
  });
});

describe("the shop seed", () => {
  it("is idempotent and keeps prices people edited", async () => {
    const counted = async () => [(await ctx.db.select({ n: count() }).from(products))[0]!.n, (await ctx.db.select({ n: count() }).from(prices))[0]!.n];
    const before = await counted();
    const id = await productId(ctx, { videoId: shop.video.id });
    await ctx.db.update(prices).set({ amountMinor: 1_990_000 }).where(eq(prices.productId, id));
    await seedCommerce(ctx.db);
    expect(await counted()).toEqual(before);
    const kept = await ctx.db.select().from(prices).where(eq(prices.productId, id));
    expect(kept.map((p) => p.amountMinor)).toEqual([1_990_000, 1_990_000]);
  });
});

describe("the API reference", () => {
  it("documents the shop's paths", async () => {
    const paths = Object.keys((await get("/api/openapi.json")).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/api/sales/products/",
        "/api/levels/purchase-all/",
        "/api/levels_public/purchase-all/",
        "/api/sales/shopping-cart/get_shopping_cart/",
        "/api/sales/shopping-cart/",
        "/api/sales/shopping-cart/{id}/",
        "/api/sales/checkout/",
        "/api/sales/historical/",
        "/api/sales/orders/{id}/",
        "/api/sales/webhooks/sandbox/",
        "/api/sales/webhooks/stripe/",
        "/api/sales/sandbox/checkout/{session}/",
      ]),
    );
  });
});
