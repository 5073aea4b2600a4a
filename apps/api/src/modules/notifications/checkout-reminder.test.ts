import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartItems, mailOutbox, notificationPreferences, notifications } from "@fz/db/schema";
import { SANDBOX_SECRET, type Shop, type Student, createShop, createStudent, sandboxDecides } from "../../../test/commerce-factory";
import { type TestContext, build } from "../../../test/helper";
import { createMailService } from "../mail/mail.service";
import { createCheckoutReminderJob } from "./checkout-reminder.service";
import { createNotificationsService } from "./notifications.service";

let ctx: TestContext;
let shop: Shop;
const HOUR = 3_600_000;

beforeAll(async () => {
  ctx = await build({ SANDBOX_WEBHOOK_SECRET: SANDBOX_SECRET, NEXT_PUBLIC_WHATSAPP_NUMBER: "573005550101" });
  shop = await createShop(ctx);
});
afterAll(async () => {
  await ctx.close();
});

/** A student whose cart got a level `hoursAgo` hours ago. */
async function cartStartedAgo(hoursAgo: number, level = shop.levels[0]!) {
  const student = await createStudent(ctx);
  await addAgo(student, hoursAgo, level);
  return student;
}

async function addAgo(student: Student, hoursAgo: number, level = shop.levels[0]!, months = 1) {
  const added = await student.call({ method: "POST", url: "/api/sales/shopping-cart/", payload: { kind: "level", level_id: level.id, months } });
  expect(added.statusCode, added.body).toBeLessThan(300);
  await ctx.db.update(cartItems).set({ createdAt: new Date(Date.now() - hoursAgo * HOUR) }).where(eq(cartItems.id, added.json().id));
}

const remindersOf = (userId: number) => ctx.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.kind, "checkout_reminder")));
const mailsTo = (email: string) => ctx.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, "checkout_reminder")));

describe("abandoned checkout reminders", () => {
  it("a cart left a day: one notification with the academy's WhatsApp and one e-mail, however often the job runs", async () => {
    const student = await cartStartedAgo(25);
    await ctx.app.jobs.runOnce();
    await ctx.app.jobs.runOnce();
    const reminders = await remindersOf(student.id);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ title: "Tu carrito te espera", unread: true });
    expect(reminders[0]!.link).toMatch(/^https:\/\/wa\.me\/573005550101\?text=/);
    expect(reminders[0]!.body).toBe("Dejaste un producto en tu carrito y sigue guardado para ti. ¿Tienes dudas sobre el pago? Escríbenos por WhatsApp.");
    const mails = await mailsTo(student.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Tu carrito te espera — FZ Academia");
    expect(mails[0]!.text).toContain("— 1 mes");
    expect(mails[0]!.text).toContain("Ir a mi carrito: http://localhost:3000/academia/carrito");
    expect(mails[0]!.text).toContain("https://wa.me/573005550101?text=");
    expect(mails[0]!.text).toContain("Puedes desactivarlo en http://localhost:3000/academia/notificaciones");
  });

  it("not before a day, not after buying, not while paying, not when turned off", async () => {
    const recent = await cartStartedAgo(3);

    const bought = await cartStartedAgo(30);
    await addAgo(bought, 29, shop.levels[1]!);
    const order = await bought.call({ method: "POST", url: "/api/sales/checkout/", payload: { currency: "COP", provider: "sandbox" } });
    await sandboxDecides(ctx, order.json().order_id, "payment.approved");
    // Bought the cart's products (they left it); one more product added later, a day ago, still counts as bought.
    await addAgo(bought, 25, shop.levels[0]!, 4);

    const paying = await cartStartedAgo(26);
    expect((await paying.call({ method: "POST", url: "/api/sales/checkout/", payload: { currency: "COP", provider: "sandbox" } })).statusCode).toBe(201);

    const optedOut = await cartStartedAgo(48);
    const off = await optedOut.call({ method: "PUT", url: "/api/notifications/preferences/", payload: { blog_posts: false, checkout_reminders: false } });
    expect(off.json()).toEqual({ blog_posts: false, checkout_reminders: false, weekly_summary: true });

    await ctx.app.jobs.runOnce();
    for (const student of [recent, bought, paying, optedOut]) {
      expect(await remindersOf(student.id), student.email).toHaveLength(0);
      expect(await mailsTo(student.email)).toHaveLength(0);
    }
    // Turned on again: the next run reminds once.
    await ctx.db.update(notificationPreferences).set({ checkoutReminders: true }).where(eq(notificationPreferences.userId, optedOut.id));
    await ctx.app.jobs.runOnce();
    expect(await remindersOf(optedOut.id)).toHaveLength(1);
  });

  it("never twice for the same cart; a cart emptied and filled again is a new one", async () => {
    const student = await cartStartedAgo(72);
    await ctx.app.jobs.runOnce();
    const [first] = await remindersOf(student.id);
    // The reminder went out two days ago; an item added since then does not make a new cart.
    await ctx.db.update(notifications).set({ createdAt: new Date(Date.now() - 48 * HOUR) }).where(eq(notifications.id, first!.id));
    await addAgo(student, 30, shop.levels[1]!);
    await ctx.app.jobs.runOnce();
    expect(await remindersOf(student.id)).toHaveLength(1);

    // Emptied, then filled again after the reminder: a new cart, reminded once more.
    await ctx.db.delete(cartItems).where(eq(cartItems.userId, student.id));
    await addAgo(student, 26, shop.levels[1]!, 12);
    await ctx.app.jobs.runOnce();
    await ctx.app.jobs.runOnce();
    expect(await remindersOf(student.id)).toHaveLength(2);
    expect(await mailsTo(student.email)).toHaveLength(2);
  });

  it("two runs at once (two instances) remind once", async () => {
    const student = await cartStartedAgo(27);
    const job = () =>
      createCheckoutReminderJob({
        db: ctx.db,
        notifications: createNotificationsService({ db: ctx.db }),
        mail: createMailService({ db: ctx.db, config: { from: "FZ Academia <no-reply@fzacademia.com>", smtp: null, publicUrl: "http://localhost:3000" } }),
        whatsappNumber: "573005550101",
        describeCart: async () => ["Un nivel"],
      });
    const results = await Promise.all([job().run(), job().run(), job().run()]);
    expect(results.reduce((sum, r) => sum + r.reminded, 0)).toBeGreaterThanOrEqual(1);
    expect(await remindersOf(student.id)).toHaveLength(1);
    expect(await mailsTo(student.email)).toHaveLength(1);
  });
});
