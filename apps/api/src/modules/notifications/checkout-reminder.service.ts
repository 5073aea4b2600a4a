import type { Database } from "@fz/db/client";
import type { Job } from "../../plugins/jobs";
import type { MailService } from "../mail/mail.service";
import * as repo from "./checkout-reminder.repository";
import type { NotificationsService } from "./notifications.service";

/** A cart untouched this long without a purchase gets its one reminder. */
export const CHECKOUT_REMINDER_AFTER_HOURS = 24;
/** An order placed this recently may still be being paid (PSE, a card's 3-D Secure): no reminder meanwhile. */
export const PAYING_WINDOW_MINUTES = 120;
const BATCH = 200;
const HOUR_MS = 3_600_000;

export const WHATSAPP_REMINDER_TEXT = "¡Hola, FZ Academia! Tengo una pregunta sobre la compra que dejé en mi carrito.";

export function whatsappLink(number: string, text = WHATSAPP_REMINDER_TEXT): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

export interface CheckoutReminderDeps {
  db: Database;
  notifications: Pick<NotificationsService, "notify">;
  mail: Pick<MailService, "sendCheckoutReminder">;
  /** The academy's WhatsApp number (digits with the country code). */
  whatsappNumber: string;
  /** What each cart holds, in words, for the e-mail (the commerce module's descriptions). */
  describeCart(userId: number): Promise<string[]>;
}

/**
 * Abandoned checkouts: a cart with products and no paid order a day after it was started gets
 * ONE reminder — a notification that opens the academy's WhatsApp, and an e-mail with the cart
 * — never twice for the same cart (the notification marks it; its dedupe key names the cart's
 * first item) and never after the student bought. Students turn it off in their notification
 * settings. Runs as a periodic job (pg-boss on PostgreSQL: once per interval across instances).
 */
export interface CheckoutReminderJob extends Job {
  run(now?: Date): Promise<{ reminded: number }>;
}

export function createCheckoutReminderJob({ db, notifications, mail, whatsappNumber, describeCart }: CheckoutReminderDeps): CheckoutReminderJob {
  return {
    name: "checkout-reminder",

    async run(now: Date = new Date()): Promise<{ reminded: number }> {
      const carts = await repo.abandonedCarts(db, new Date(now.getTime() - CHECKOUT_REMINDER_AFTER_HOURS * HOUR_MS), new Date(now.getTime() - PAYING_WINDOW_MINUTES * 60_000), BATCH);
      let reminded = 0;
      for (const cart of carts) {
        const link = whatsappLink(whatsappNumber);
        const created = await notifications.notify({
          userId: cart.userId,
          kind: "checkout_reminder",
          title: "Tu carrito te espera",
          body:
            cart.items === 1
              ? "Dejaste un producto en tu carrito y sigue guardado para ti. ¿Tienes dudas sobre el pago? Escríbenos por WhatsApp."
              : `Dejaste ${cart.items} productos en tu carrito y siguen guardados para ti. ¿Tienes dudas sobre el pago? Escríbenos por WhatsApp.`,
          link,
          dedupeKey: `checkout_reminder:${cart.firstItemId}`,
        });
        // Only the run that inserted the notification sends the e-mail (two runs never both do).
        if (!created) continue;
        reminded += 1;
        await mail.sendCheckoutReminder(cart.email, { firstName: cart.firstName, items: await describeCart(cart.userId), whatsappLink: link });
      }
      return { reminded };
    },
  };
}
