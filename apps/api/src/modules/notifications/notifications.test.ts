import { and, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, notifications, users } from "@fz/db/schema";
import { type Shop, createShop, productId } from "../../../test/commerce-factory";
import { type TestContext, build, createUser, injectWithToken, login, statementsOf } from "../../../test/helper";
import type { DomainEvents } from "../../lib/events";
import { createAccessService } from "../access/access.service";
import { createCommerceService } from "../commerce/commerce.service";
import { createCatalogueLookupsService } from "../catalogue/catalogue-lookups.service";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await build();
});
afterAll(async () => {
  await ctx.close();
});

async function student(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(ctx, overrides);
  const { access } = await login(ctx, user);
  return { id: user.id, email: user.email, call: (options: InjectOptions) => injectWithToken(ctx, access, options) };
}

async function seedNotifications(userId: number, count: number) {
  const rows = await ctx.db
    .insert(notifications)
    .values(
      Array.from({ length: count }, (_, i) => ({
        userId,
        kind: "achievement_unlocked" as const,
        title: `Aviso ${i + 1}`,
        body: "Cuerpo",
        link: "/academia/puntos",
        createdAt: new Date(Date.now() - (count - i) * 1000),
      })),
    )
    .returning({ id: notifications.id });
  return rows.map((r) => r.id);
}

const notificationsOf = (userId: number) => ctx.db.select().from(notifications).where(eq(notifications.userId, userId));

describe("the bell", () => {
  it("an empty list still answers its counts, and the page past the last is empty", async () => {
    const s = await student();
    const empty = (await s.call({ method: "GET", url: "/api/notifications/" })).json();
    expect(empty).toMatchObject({ count: 0, unread_count: 0, results: [], next: null });
    await seedNotifications(s.id, 3);
    const past = await s.call({ method: "GET", url: "/api/notifications/?page=2&page_size=3" });
    expect(past.statusCode).toBe(200);
    expect(past.json()).toMatchObject({ count: 3, unread_count: 3, results: [], next: null });
  });

  it("lists the student's own notifications, newest first, with has_more and unread_count", async () => {
    const s = await student();
    const other = await student();
    await seedNotifications(s.id, 25);
    await seedNotifications(other.id, 3);
    const first = (await s.call({ method: "GET", url: "/api/notifications/?page_size=10" })).json();
    expect(first).toMatchObject({ count: 25, has_more: true, unread_count: 25, previous: null });
    // `next` continues with a cursor (keyset page); it holds what page 2 holds.
    expect(first.next).toMatch(/^\/api\/notifications\/\?page_size=10&cursor=[\w-]+$/);
    const viaCursor = (await s.call({ method: "GET", url: first.next })).json();
    const page2 = (await s.call({ method: "GET", url: "/api/notifications/?page_size=10&page=2" })).json();
    expect(viaCursor.results).toEqual(page2.results);
    expect(viaCursor).toMatchObject({ count: 25, has_more: true, unread_count: 25 });
    expect(first.results[0]).toMatchObject({ title: "Aviso 25", kind: "achievement_unlocked", unread: true, link: "/academia/puntos" });
    expect(Object.keys(first.results[0]).sort()).toEqual(["body", "created_at", "id", "kind", "link", "title", "unread"]);
    const last = (await s.call({ method: "GET", url: "/api/notifications/?page_size=10&page=3" })).json();
    expect(last.has_more).toBe(false);
    expect(last.results.map((n: { title: string }) => n.title)).toEqual(["Aviso 5", "Aviso 4", "Aviso 3", "Aviso 2", "Aviso 1"]);
    expect((await s.call({ method: "GET", url: "/api/notifications/?page=0" })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: "GET", url: "/api/notifications/" })).statusCode).toBe(401);
  });

  it("walks every page with cursors both ways, through rows that share a timestamp", async () => {
    const s = await student();
    // Twelve rows inserted in one statement share created_at: the id breaks the tie.
    const sameInstant = new Date(Date.now() - 60_000);
    await ctx.db.insert(notifications).values(
      Array.from({ length: 12 }, (_, i) => ({ userId: s.id, kind: "blog_post" as const, title: `Igual ${i + 1}`, body: "Cuerpo", createdAt: sameInstant })),
    );
    await seedNotifications(s.id, 5);
    const byOffset = (await s.call({ method: "GET", url: "/api/notifications/?page_size=100" })).json().results.map((n: { id: number }) => n.id);
    expect(byOffset).toHaveLength(17);

    const pages: { next: string | null; previous: string | null; results: { id: number }[] }[] = [];
    let link: string | null = "/api/notifications/?page_size=4";
    while (link) {
      const page: (typeof pages)[number] = (await s.call({ method: "GET", url: link })).json();
      pages.push(page);
      link = page.next;
    }
    expect(pages.flatMap((p) => p.results.map((n) => n.id))).toEqual(byOffset);
    expect(pages).toHaveLength(5);
    expect(pages.at(-1)!.next).toBeNull();

    // Back from the last page with `previous` links: the same pages, and none before the first.
    const back: number[][] = [];
    let previous: string | null = pages.at(-1)!.previous;
    while (previous) {
      const page: { previous: string | null; results: { id: number }[] } = (await s.call({ method: "GET", url: previous })).json();
      back.unshift(page.results.map((n) => n.id));
      previous = page.previous;
    }
    expect(back).toEqual(pages.slice(0, -1).map((p) => p.results.map((n) => n.id)));
  });

  it("refuses a forged cursor or one from another list with a Spanish 400", async () => {
    const s = await student();
    const pointsCursor = Buffer.from(JSON.stringify(["points", "2026-01-01 00:00:00+00", 1, 0])).toString("base64url");
    const badTimestamp = Buffer.from(JSON.stringify(["notifications", "ayer'; drop table users", 1, 0])).toString("base64url");
    for (const cursor of ["no-es-un-cursor", pointsCursor, badTimestamp, "x".repeat(600)]) {
      const response = await s.call({ method: "GET", url: `/api/notifications/?cursor=${cursor}` });
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json()).toMatchObject({ code: "validation_error", errors: [expect.stringMatching(/cursor de paginación/)] });
    }
  });

  it("marks one as read, only the owner's; another student's id is 404", async () => {
    const s = await student();
    const other = await student();
    const [mine] = await seedNotifications(s.id, 2);
    const [theirs] = await seedNotifications(other.id, 1);

    const read = await s.call({ method: "POST", url: `/api/notifications/${mine}/mark-as-read/` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: mine, unread: false });
    expect((await s.call({ method: "POST", url: `/api/notifications/${mine}/mark-as-read/` })).statusCode).toBe(200);
    expect((await s.call({ method: "GET", url: "/api/notifications/unread-count/" })).json().unread_count).toBe(1);

    const foreign = await s.call({ method: "POST", url: `/api/notifications/${theirs}/mark-as-read/` });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ errors: ["La notificación no existe."], code: "not_found" });
    expect((await notificationsOf(other.id))[0]!.unread).toBe(true);
    expect((await s.call({ method: "POST", url: "/api/notifications/99999999/mark-as-read/" })).statusCode).toBe(404);
    expect((await s.call({ method: "POST", url: "/api/notifications/abc/mark-as-read/" })).statusCode).toBe(400);
  });

  it("marks all as read, only the owner's", async () => {
    const s = await student();
    const other = await student();
    await seedNotifications(s.id, 4);
    await seedNotifications(other.id, 2);
    const ids = await seedNotifications(s.id, 1);
    const before = (await s.call({ method: "GET", url: "/api/notifications/unread-count/" })).json();
    expect(before).toEqual({ unread_count: 5, latest_id: ids[0] });

    const all = await s.call({ method: "POST", url: "/api/notifications/mark-all-as-read/" });
    expect(all.json()).toEqual({ updated: 5, unread_count: 0 });
    expect((await s.call({ method: "GET", url: "/api/notifications/" })).json()).toMatchObject({ unread_count: 0, count: 5 });
    expect((await notificationsOf(s.id)).every((n) => !n.unread && n.readAt !== null)).toBe(true);
    expect((await notificationsOf(other.id)).every((n) => n.unread)).toBe(true);
    expect((await s.call({ method: "POST", url: "/api/notifications/mark-all-as-read/" })).json()).toEqual({ updated: 0, unread_count: 0 });
  });
});

describe("preferences and blog posts", () => {
  it("tells about new posts only those who opted in, once per post", async () => {
    const optedIn = await student();
    const notOptedIn = await student();
    const inactive = await student();
    expect((await optedIn.call({ method: "GET", url: "/api/notifications/preferences/" })).json()).toEqual({ blog_posts: false, checkout_reminders: true, weekly_summary: true });
    const put = await optedIn.call({ method: "PUT", url: "/api/notifications/preferences/", payload: { blog_posts: true } });
    expect(put.json()).toEqual({ blog_posts: true, checkout_reminders: true, weekly_summary: true });
    // A setting left out keeps its value; reminders can be turned off on their own.
    const off = await optedIn.call({ method: "PUT", url: "/api/notifications/preferences/", payload: { blog_posts: true, checkout_reminders: false } });
    expect(off.json()).toEqual({ blog_posts: true, checkout_reminders: false, weekly_summary: true });
    expect((await optedIn.call({ method: "GET", url: "/api/notifications/preferences/" })).json()).toEqual({ blog_posts: true, checkout_reminders: false, weekly_summary: true });
    expect((await notOptedIn.call({ method: "PUT", url: "/api/notifications/preferences/", payload: { blog_posts: "sí" } })).statusCode).toBe(400);
    await inactive.call({ method: "PUT", url: "/api/notifications/preferences/", payload: { blog_posts: true } });
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, inactive.id));

    const post = { postId: 4242, slug: "como-afinar-el-acordeon", title: "Cómo afinar el acordeón", authorId: null, publishedAt: new Date().toISOString() };
    await ctx.app.events.emit("blog.post_published", post);
    await ctx.app.events.emit("blog.post_published", post);
    const told = await notificationsOf(optedIn.id);
    expect(told.map((n) => [n.kind, n.title, n.body, n.link])).toEqual([["blog_post", "Nueva publicación en el blog", "Cómo afinar el acordeón", "/blog/como-afinar-el-acordeon"]]);
    expect(await notificationsOf(notOptedIn.id)).toEqual([]);
    expect(await notificationsOf(inactive.id)).toEqual([]);
  });
});

describe("reward-worthy points", () => {
  it("tells once when the balance first reaches a reward", async () => {
    const s = await student({ pointsBalance: 7950 });
    await ctx.app.events.emit("user.email_verified", { userId: s.id, email: s.email, at: new Date() });
    const told = (await notificationsOf(s.id)).filter((n) => n.kind === "reward_available");
    expect(told.map((n) => [n.title, n.body, n.link])).toEqual([
      ["¡Ya puedes canjear tus puntos!", "Tienes 8.050 puntos: te alcanzan para un mes de acceso a un nivel.", "/academia/puntos"],
    ]);
    await ctx.app.events.emit("quiz.passed", { userId: s.id, exerciseId: 1, levelId: 1, attemptId: 1, score: 100, at: new Date() });
    expect((await notificationsOf(s.id)).filter((n) => n.kind === "reward_available")).toHaveLength(1);
  });
});

describe("paid orders", () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await createShop(ctx);
  });

  it("notify the student and e-mail a receipt, once", async () => {
    const s = await student();
    const adminId = (await createUser(ctx, { role: "admin" })).id;
    const commerce = createCommerceService({
      db: ctx.db,
      catalogue: createCatalogueLookupsService(ctx.db),
      access: createAccessService(ctx.db),
      events: ctx.app.events,
      payments: { defaultProvider: null, sandbox: null, stripe: null },
      log: { error: () => {}, warn: () => {} },
    });
    let paidEvent: DomainEvents["order.paid"] | undefined;
    ctx.app.events.on("order.paid", (payload) => {
      paidEvent = payload;
    });
    const order = await commerce.seedPaidOrder({
      userId: s.id,
      productIds: [await productId(ctx, { levelId: shop.levels[0]!.id, months: 4 })],
      currency: "COP",
      reference: `notificaciones-${s.id}`,
      adminId,
    });
    await ctx.app.events.emit("order.paid", paidEvent!);

    const told = (await notificationsOf(s.id)).filter((n) => n.kind === "order_paid");
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toBe("Pago confirmado");
    expect(told[0]!.body).toBe(`Recibimos el pago de tu pedido #${order.id}. Ya tienes acceso a: ${order.items[0]!.description}.`);
    const receipts = await ctx.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, s.email), eq(mailOutbox.kind, "order_receipt")));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toBe(`Recibo de tu compra #${order.id} — FZ Academia`);
    expect(receipts[0]!.text).toContain(order.items[0]!.description);
    expect(receipts[0]!.text).toMatch(/Total: \$\s?[\d.,]+ COP/);
    expect(receipts[0]!.html).toContain("#FFA304");
  });
});

describe("the bell and the list are remembered per student until one of theirs changes", () => {
  it("reads once, answers from memory, and shows a write of this process at the next request", async () => {
    const s = await student();
    const other = await student();
    await seedNotifications(s.id, 2);
    const bell = () => s.call({ method: "GET", url: "/api/notifications/unread-count/" });
    const list = () => s.call({ method: "GET", url: "/api/notifications/" });
    expect((await bell()).json()).toMatchObject({ unread_count: 2 });
    expect(await statementsOf(ctx, bell)).toBe(0);
    expect((await list()).json()).toMatchObject({ count: 2, unread_count: 2 });
    expect(await statementsOf(ctx, list)).toBe(0);

    // Another student's new notification leaves this one's answers alone (nothing read again
    // but the session, which the other's sign-in did not touch).
    await seedNotifications(other.id, 1);
    // A new one (written through this process), marking one read, marking all read: seen at once.
    await seedNotifications(s.id, 1);
    expect((await bell()).json()).toMatchObject({ unread_count: 3 });
    const first = (await list()).json().results[0] as { id: number };
    await s.call({ method: "POST", url: `/api/notifications/${first.id}/mark-as-read/` });
    expect((await list()).json()).toMatchObject({ count: 3, unread_count: 2 });
    expect((await bell()).json()).toMatchObject({ unread_count: 2 });
    await s.call({ method: "POST", url: "/api/notifications/mark-all-as-read/" });
    expect((await bell()).json()).toMatchObject({ unread_count: 0 });
    // Raw maintenance SQL forgets everything.
    await ctx.handle.exec(`update notifications set unread = true where user_id = ${s.id}`);
    expect((await bell()).json()).toMatchObject({ unread_count: 3 });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("a notification written outside this process (PostgreSQL)", () => {
  it("rings the bell on this instance as soon as its transaction commits", async () => {
    const { openDatabase } = await import("@fz/db/client");
    const s = await student();
    const bell = () => s.call({ method: "GET", url: "/api/notifications/unread-count/" });
    expect((await bell()).json()).toMatchObject({ unread_count: 0 });
    expect((await bell()).json()).toMatchObject({ unread_count: 0 });
    const elsewhere = await openDatabase({ url: process.env.TEST_DATABASE_URL! });
    try {
      await elsewhere.db.insert(notifications).values({ userId: s.id, kind: "achievement_unlocked", title: "Desde otra instancia", body: "Hola" });
      await expect.poll(async () => (await bell()).json().unread_count, { timeout: 2_000, interval: 5 }).toBe(1);
    } finally {
      await elsewhere.close();
    }
  });
});
