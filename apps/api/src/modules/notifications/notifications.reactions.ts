import type { FastifyBaseLogger } from "fastify";
import type { Money, Order } from "@fz/contracts/commerce";
import { POINTS_REWARDS } from "@fz/contracts/points";
import type { EventBus } from "../../lib/events";
import type { AuthService } from "../auth/auth.service";
import "../blog/blog.events";
import "../commerce/commerce.events";
import type { MailService } from "../mail/mail.service";
import "../points/points.events";
import type { NotificationsService } from "./notifications.service";

export interface NotificationReactionsDeps {
  notifications: NotificationsService;
  mail: MailService;
  /** Who to e-mail (fresh from the database). */
  users: Pick<AuthService, "currentUser">;
  /** The paid order as the student sees it (item descriptions and total for the receipt). */
  orders: { getOrder(viewer: { id: number; role: string }, orderId: number): Promise<Order> };
  log?: Pick<FastifyBaseLogger, "warn">;
}

const numbers = new Intl.NumberFormat("es-CO");
const list = new Intl.ListFormat("es", { type: "conjunction" });

function formatMoney({ amount, currency }: Money): string {
  // Display only: the exact amount stays in minor units everywhere else.
  // The code as well: "$" alone does not say whether it is pesos or dollars.
  return `${new Intl.NumberFormat("es-CO", { style: "currency", currency }).format(Number(amount))} ${currency}`;
}

/**
 * The events a student hears about. Every notification carries a dedupe key naming its fact,
 * and the e-mail that goes with one is sent only by whoever inserted it, so an event seen
 * twice (or two servers) tells once.
 */
export function subscribeNotifications(events: EventBus, { notifications, mail, users, orders, log }: NotificationReactionsDeps): void {
  events.on("order.paid", async ({ userId, orderId, paidAt }) => {
    const order = await orders.getOrder({ id: userId, role: "student" }, orderId).catch((err: unknown) => {
      log?.warn({ err, orderId }, "paid order not readable for its notification");
      return null;
    });
    const items = order?.items.map((item) => item.description) ?? [];
    const created = await notifications.notify({
      userId,
      kind: "order_paid",
      title: "Pago confirmado",
      body: items.length
        ? `Recibimos el pago de tu pedido #${orderId}. Ya tienes acceso a: ${list.format(items)}.`
        : `Recibimos el pago de tu pedido #${orderId}. Ya tienes acceso a lo que compraste.`,
      link: "/academia",
      dedupeKey: `order.paid:${orderId}`,
    });
    if (!created) return;
    const user = await users.currentUser(userId);
    if (!user) return;
    await mail.sendOrderReceipt(user.email, {
      firstName: user.firstName,
      orderId,
      items,
      total: order ? formatMoney(order.total) : null,
      subtotal: order ? formatMoney(order.subtotal) : null,
      discount: order && order.discount.amount_minor > 0 ? { amount: formatMoney(order.discount), code: order.coupon_code } : null,
      vat: order?.vat ? { amount: formatMoney(order.vat), ratePercent: order.vat.rate_percent } : null,
      paidAt,
    });
  });

  // "Points earned for a reward-worthy step": told when the balance first reaches a reward.
  events.on("points.awarded", async ({ userId, entryId, balanceBefore, balanceAfter }) => {
    const reached = POINTS_REWARDS.filter((reward) => balanceBefore < reward.value && reward.value <= balanceAfter);
    if (reached.length === 0) return;
    await notifications.notify({
      userId,
      kind: "reward_available",
      title: "¡Ya puedes canjear tus puntos!",
      body: `Tienes ${numbers.format(balanceAfter)} puntos: te alcanzan para ${list.format(reached.map((r) => r.name.toLowerCase()))}.`,
      link: "/academia/puntos",
      dedupeKey: `reward_available:${entryId}`,
    });
  });

  events.on("achievement.unlocked", async ({ userId, achievement, name, description }) => {
    await notifications.notify({
      userId,
      kind: "achievement_unlocked",
      title: `¡Logro desbloqueado: ${name}!`,
      body: description,
      link: "/academia/puntos",
      dedupeKey: `achievement:${achievement}`,
    });
  });

  events.on("blog.post_published", async ({ postId, slug, title }) => {
    await notifications.notifyBlogSubscribers({
      kind: "blog_post",
      title: "Nueva publicación en el blog",
      body: title,
      link: `/blog/${slug}`,
      dedupeKey: `blog.post_published:${postId}`,
    });
  });
}
