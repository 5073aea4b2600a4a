import { and, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { orders, products } from "@fz/db/schema";
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from "../src/modules/commerce/providers/sandbox.provider";
import { seedCommerce } from "@fz/db/seed/commerce";
import { createCourse, createLevel, createVideo } from "./academy-factory";
import { type TestContext, createUser, injectWithToken, login } from "./helper";

/** Factories for the shop: a small catalogue with the seed's products and prices. */

export interface Shop {
  course: { id: number; slug: string };
  levels: { id: number; slug: string }[];
  video: { id: number; slug: string; title: string };
}

/** A course with two levels and a tutorial, priced by the same seed `npm start` runs. */
export async function createShop(ctx: TestContext): Promise<Shop> {
  const course = await createCourse(ctx);
  const first = await createLevel(ctx, course.id, { position: 1 });
  const second = await createLevel(ctx, course.id, { position: 2 });
  const video = await createVideo(ctx, { courseId: course.id });
  await seedCommerce(ctx.db);
  return {
    course: { id: course.id, slug: course.slug },
    levels: [first.level, second.level].map((l) => ({ id: l.id, slug: l.slug })),
    video: { id: video.id, slug: video.slug, title: video.title },
  };
}

export async function productId(ctx: TestContext, where: { levelId: number; months: number } | { courseId: number; months: number } | { videoId: number }): Promise<number> {
  const match =
    "levelId" in where
      ? and(eq(products.kind, "level"), eq(products.levelId, where.levelId), eq(products.months, where.months))
      : "courseId" in where
        ? and(eq(products.kind, "purchase_all"), eq(products.courseId, where.courseId), eq(products.months, where.months))
        : and(eq(products.kind, "tutorial"), eq(products.videoId, where.videoId));
  const [row] = await ctx.db.select({ id: products.id }).from(products).where(match);
  if (!row) throw new Error("product not seeded");
  return row.id;
}

export interface Student {
  id: number;
  email: string;
  password: string;
  token: string;
  /** `app.inject` as this student. */
  call(options: InjectOptions): ReturnType<typeof injectWithToken>;
}

export async function createStudent(ctx: TestContext, overrides: Parameters<typeof createUser>[1] = {}): Promise<Student> {
  const user = await createUser(ctx, overrides);
  const { access } = await login(ctx, user);
  return { ...user, token: access, call: (options) => injectWithToken(ctx, access, options) };
}

/** The sandbox's webhook secret in tests (set explicitly, so tests can sign like the provider). */
export const SANDBOX_SECRET = "sandbox-webhook-secret-for-tests-0123456789";

/** Places the student's cart as an order (sandbox by default) and answers the checkout body. */
export async function checkoutCart(student: Student, payload: object = {}) {
  const response = await student.call({ method: "POST", url: "/api/sales/checkout/", payload });
  if (response.statusCode !== 201) throw new Error(`checkout failed: ${response.statusCode} ${response.body}`);
  return response.json() as { order_id: number; redirect_url: string; provider: string; status: string; total: { amount_minor: number; currency: string } };
}

/** Buys one product for the student through the cart and checkout; answers the order id and its sandbox session. */
export async function placeOrder(student: Student, cartPayload: object, currency: "COP" | "USD" = "COP") {
  const added = await student.call({ method: "POST", url: "/api/sales/shopping-cart/", payload: cartPayload });
  if (added.statusCode >= 300) throw new Error(`add to cart failed: ${added.statusCode} ${added.body}`);
  const checkout = await checkoutCart(student, { currency });
  const session = new URL(checkout.redirect_url).pathname.split("/").filter(Boolean).at(-1)!;
  return { orderId: checkout.order_id, session, total: checkout.total };
}

/** What the sandbox's hosted page sends on a decision: its signed webhook for the order's session. */
export async function sandboxDecides(ctx: TestContext, orderId: number, type: "payment.approved" | "payment.declined" | "checkout.cancelled") {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`no order ${orderId}`);
  const body = JSON.stringify({
    id: `evt_sbx_${type.replace(".", "_")}_${orderId}`,
    type,
    created: Math.floor(Date.now() / 1000),
    data: { order_id: orderId, session: order.providerReference, amount_minor: order.totalMinor, currency: order.currency },
  });
  const response = await ctx.app.inject({
    method: "POST",
    url: "/api/sales/webhooks/sandbox/",
    headers: { "content-type": "application/json", [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(SANDBOX_SECRET, body) },
    payload: body,
  });
  if (response.statusCode !== 200) throw new Error(`sandbox webhook failed: ${response.statusCode} ${response.body}`);
}
