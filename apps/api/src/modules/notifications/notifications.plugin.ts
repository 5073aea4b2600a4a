import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createAccessExpiryJob } from "./access-expiry.service";
import { createCheckoutReminderJob } from "./checkout-reminder.service";
import { createWeeklySummaryJob } from "./weekly-summary.service";
import { subscribeNotifications } from "./notifications.reactions";
import notificationsRoutes from "./notifications.routes";
import { type NotificationsService, createNotificationsService } from "./notifications.service";

declare module "../../plugins/services" {
  interface Services {
    /** A student's bell: modules registered after this one tell students things through it. */
    notifications: NotificationsService;
  }
}

/**
 * Per-user notifications and preferences; the reactions to other modules' events (a receipt for
 * a paid order…) and the periodic jobs (access-expiry notices, abandoned-checkout reminders, the
 * weekly practice summary).
 */
export default fp(
  async function notificationsModule(app: FastifyInstance) {
    const { db } = app;
    const { mail, auth, commerce, practice } = app.services;
    const notifications = createNotificationsService({ db, changes: app.notificationChanges });
    app.addHook("onClose", async () => notifications.close());
    app.provide("notifications", notifications);
    subscribeNotifications(app.events, { notifications, mail, users: auth, orders: commerce.orders, log: app.log });
    await app.register(notificationsRoutes, { notifications });
    // Every interval: once across instances on pg-boss; tests call runOnce().
    app.jobs.every(createAccessExpiryJob({ db, notifications, mail }));
    // Abandoned checkouts: one reminder per cart left unpaid for a day.
    app.jobs.every(
      createCheckoutReminderJob({ db, notifications, mail, whatsappNumber: app.config.env.NEXT_PUBLIC_WHATSAPP_NUMBER, describeCart: commerce.cart.descriptions }),
    );
    // The weekly practice summary: each run tells the students of the last week not yet told.
    app.jobs.every(createWeeklySummaryJob({ db, notifications, mail, practice }));
  },
  { name: "notifications", dependencies: ["config", "database", "events", "jobs", "services", "route-table", "mail", "auth", "commerce", "practice"] },
);
