import type { FastifyBaseLogger } from "fastify";
import type { Money, Order } from "@fz/contracts/commerce";
import { formatMoneyText } from "../../lib/money-text";
import { POINTS_REWARDS } from "@fz/contracts/points";
import type { EventBus } from "../../lib/events";
import type { AuthService } from "../auth/auth.service";
import "../auth/students-admin.events";
import "../blog/blog.events";
import "../commerce/commerce.events";
import type { MailService } from "../mail/mail.service";
import "../points/points.events";
import "../progression/progression.events";
import type { NotificationsService } from "./notifications.service";

export interface NotificationReactionsDeps {
  notifications: Pick<NotificationsService, "notify" | "notifyBlogSubscribers">;
  mail: Pick<MailService, "sendOrderReceipt" | "sendAccountChange">;
  /** Who to e-mail (fresh from the database). */
  users: Pick<AuthService, "currentUser">;
  /** The paid order as the student sees it (item descriptions and total for the receipt). */
  orders: { getOrder(viewer: { id: number; role: string }, orderId: number): Promise<Order> };
  log?: Pick<FastifyBaseLogger, "warn">;
}

const numbers = new Intl.NumberFormat("es-CO");
const list = new Intl.ListFormat("es", { type: "conjunction" });

/** "$ 21.698 COP", "US$ 12,99 USD": pesos never show centavos (the code says which currency "$" is). */
export function formatMoney({ amount_minor, currency }: Pick<Money, "amount_minor" | "currency">): string {
  return formatMoneyText(amount_minor, currency);
}

/** "a" + "el nivel…" contracts to "al nivel…". */
const toWhat = (what: string) => (what.startsWith("el ") ? `al ${what.slice(3)}` : `a ${what}`);

const dateWords = new Intl.DateTimeFormat("es-CO", { day: "numeric", month: "long", year: "numeric", timeZone: "America/Bogota" });

/**
 * The events a student hears about. Every notification carries a dedupe key naming its fact,
 * and the e-mail that goes with one is sent only by whoever inserted it, so an event seen
 * twice (or two servers) tells once.
 */
export function subscribeNotifications(events: EventBus, { notifications, mail, users, orders, log }: NotificationReactionsDeps): void {
  /**
   * Tells a student about a change to their account (bell and e-mail), once per fact: only the
   * call that inserted the notification sends the e-mail.
   */
  async function tell(userId: number, notice: { title: string; body: string; link: string; dedupeKey: string; reason: string | null; action: string }) {
    const created = await notifications.notify({
      userId,
      kind: "account_change",
      title: notice.title,
      body: notice.reason ? `${notice.body} Motivo: ${notice.reason}` : notice.body,
      link: notice.link,
      dedupeKey: notice.dedupeKey,
    });
    if (!created) return;
    const user = await users.currentUser(userId);
    if (!user) return;
    await mail.sendAccountChange(user.email, { firstName: user.firstName, subject: notice.title, paragraphs: [notice.body], reason: notice.reason, path: notice.link, action: notice.action });
  }

  // A payment whose coupon could no longer be honoured (decision 025): told once, with why.
  events.on("order.refund_due", async ({ userId, orderId, reason }) => {
    await tell(userId, {
      title: `Te devolvemos el pago del pedido #${orderId}`,
      body: reason,
      link: "/academia/compras",
      dedupeKey: `order.refund:${orderId}`,
      reason: null,
      action: "Ver mis compras",
    });
  });

  // A refund (the administrator's, or one made at the provider): the access it gave is closed.
  // A payment given back for its coupon was told above (same key: told once).
  events.on("order.refunded", async ({ userId, orderId, reason, byAdmin }) => {
    await tell(userId, {
      title: `Reembolsamos tu pedido #${orderId}`,
      body: `Te devolvimos el pago del pedido #${orderId} y se cerró el acceso que te dio. Si esa compra te dio puntos, se descontaron de tu saldo.`,
      link: "/academia/compras",
      dedupeKey: `order.refund:${orderId}`,
      reason: byAdmin ? reason : null,
      action: "Ver mis compras",
    });
  });

  events.on("student.access_granted", async ({ userId, grantId, what, endsAt, reason }) => {
    await tell(userId, {
      title: "Tienes un acceso nuevo",
      body: `El equipo de FZ Academia te dio acceso ${toWhat(what)} hasta el ${dateWords.format(endsAt)}.`,
      link: "/academia",
      dedupeKey: `student.access_granted:${grantId}`,
      reason,
      action: "Ir a la academia",
    });
  });

  events.on("student.access_revoked", async ({ userId, grantId, what, reason }) => {
    await tell(userId, {
      title: "Se cerró uno de tus accesos",
      body: `El equipo de FZ Academia cerró tu acceso ${toWhat(what)}.`,
      link: "/academia",
      dedupeKey: `student.access_revoked:${grantId}`,
      reason,
      action: "Ir a la academia",
    });
  });

  events.on("student.points_adjusted", async ({ userId, entryId, delta, balance, reason }) => {
    const amount = numbers.format(Math.abs(delta));
    await tell(userId, {
      title: delta > 0 ? `Recibiste ${amount} puntos` : `Se descontaron ${amount} puntos de tu saldo`,
      body: `${delta > 0 ? `El equipo de FZ Academia te dio ${amount} puntos.` : `El equipo de FZ Academia descontó ${amount} puntos de tu saldo.`} Ahora tienes ${numbers.format(balance)} puntos.`,
      link: "/academia/puntos",
      dedupeKey: `student.points_adjusted:${entryId}`,
      reason,
      action: "Ver mis puntos",
    });
  });

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
      // Each line with its price, so the subtotal, the coupon and the total below add up.
      items: order ? order.items.map((item) => `${item.description}: ${formatMoney(item.subtotal)}`) : items,
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

  events.on("certificate.issued", async ({ userId, code, levelTitle, courseTitle }) => {
    await notifications.notify({
      userId,
      kind: "achievement_unlocked",
      title: `¡Completaste el nivel ${levelTitle}!`,
      body: `Tu certificado de ${courseTitle}, nivel ${levelTitle}, ya está listo: compártelo o descárgalo en PDF.`,
      link: `/certificados/${code}`,
      dedupeKey: `certificate.issued:${code}`,
    });
  });

  events.on("certificate.revoked", async ({ userId, code, levelTitle, reason }) => {
    await tell(userId, {
      title: "Se revocó uno de tus certificados",
      body: `El equipo de FZ Academia revocó tu certificado del nivel ${levelTitle}.`,
      link: `/certificados/${code}`,
      dedupeKey: `certificate.revoked:${code}`,
      reason,
      action: "Ver el certificado",
    });
  });

  // A topic that opened through the student's own progress (the previous one done) or by date.
  events.on("progression.topic_opened", async ({ userId, themeId, themeSlug, themeTitle, levelId, levelTitle }) => {
    const link = `/academia/niveles/${levelId}/temas/${themeSlug}`;
    const title = "Se abrió un tema nuevo para ti";
    const body = `Ya puedes estudiar «${themeTitle}» del nivel ${levelTitle}.`;
    const created = await notifications.notify({ userId, kind: "topic_opened", title, body, link, dedupeKey: `topic.opened:${themeId}` });
    if (!created) return;
    const user = await users.currentUser(userId);
    if (!user) return;
    await mail
      .sendAccountChange(user.email, { firstName: user.firstName, subject: title, paragraphs: [body], reason: null, path: link, action: "Ir al tema" })
      .catch((err: unknown) => log?.warn({ err, userId }, "topic opened e-mail not sent"));
  });

  events.on("progression.unlocked", async ({ userId, unlockId, levelTitle, themeTitle, reason }) => {
    await tell(userId, {
      title: themeTitle ? "Se abrió un tema para ti" : "Se abrió un nivel para ti",
      body: themeTitle
        ? `Tu profesor abrió el tema «${themeTitle}» del nivel ${levelTitle}: ya puedes estudiarlo.`
        : `Tu profesor abrió todos los temas del nivel ${levelTitle}: ya puedes estudiarlos en el orden que quieras.`,
      link: "/academia",
      dedupeKey: `progression.unlocked:${unlockId}`,
      reason,
      action: "Ir a la academia",
    });
  });
}
