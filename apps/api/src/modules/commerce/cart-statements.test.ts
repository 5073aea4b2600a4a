import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Shop, createShop, createStudent, productId } from "../../../test/commerce-factory";
import { type TestContext, build } from "../../../test/helper";

// One pooled connection on PostgreSQL, so the session whose prepared statements we read is the
// one that ran the cart's writes (PGlite has one session anyway).
let ctx: TestContext;
let shop: Shop;

beforeAll(async () => {
  ctx = await build({}, { database: { poolSize: 1 } });
  shop = await createShop(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const CART = "/api/sales/shopping-cart/";

async function preparedTexts(): Promise<string[]> {
  const result = (await ctx.db.execute(sql`select statement from pg_prepared_statements`)) as unknown as { rows: { statement: string }[] };
  return result.rows.map((row) => row.statement);
}

describe("the cart's writes on the wire (decision 061)", () => {
  it("the add and the remove are named statements: parsed once per connection, then only executed", async () => {
    const student = await createStudent(ctx);
    const product_id = await productId(ctx, { levelId: shop.levels[0]!.id, months: 1 });
    for (let i = 0; i < 3; i += 1) {
      const added = await student.call({ method: "POST", url: CART, payload: { product_id } });
      expect(added.statusCode, added.body).toBe(201);
      expect((await student.call({ method: "DELETE", url: `${CART}${added.json().id}/` })).statusCode).toBe(204);
    }
    const texts = await preparedTexts();
    expect(texts.filter((text) => text.includes("cart_add_once("))).toHaveLength(1);
    expect(texts.filter((text) => /^delete from "cart_items"/i.test(text.trim()))).toHaveLength(1);
  });

  it("answer as before: an existing item, someone else's item, a full cart", async () => {
    const owner = await createStudent(ctx);
    const other = await createStudent(ctx);
    const product_id = await productId(ctx, { levelId: shop.levels[1]!.id, months: 1 });
    const first = await owner.call({ method: "POST", url: CART, payload: { product_id } });
    expect(first.statusCode).toBe(201);
    expect(first.json().added_at).toEqual(expect.any(String));
    const again = await owner.call({ method: "POST", url: CART, payload: { product_id } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.json().id, added_at: first.json().added_at });
    expect((await other.call({ method: "DELETE", url: `${CART}${first.json().id}/` })).statusCode).toBe(404);
    expect((await owner.call({ method: "DELETE", url: `${CART}${first.json().id}/` })).statusCode).toBe(204);
    expect((await owner.call({ method: "DELETE", url: `${CART}${first.json().id}/` })).statusCode).toBe(404);
  });
});
