import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { resolvePayments } from "../../config/payments";
import commerceRoutes from "./commerce.routes";
import { type CommerceService, createCommerceService } from "./commerce.service";
import { hasOrders } from "./orders.repository";

declare module "../../plugins/services" {
  interface Services {
    commerce: CommerceService;
  }
}

/**
 * The shop: products and prices, cart, coupons, checkout, orders and payment providers; emits
 * `order.paid`. Its back office is `commerce-admin.plugin.ts`.
 */
export default fp(
  async function commerceModule(app: FastifyInstance) {
    const payments = resolvePayments(app.config.env, app.config.jwtSecret);
    const commerce = createCommerceService({
      db: app.db,
      access: app.services.access,
      catalogue: app.services.catalogueLookups,
      cache: app.publicCache,
      events: app.events,
      payments,
      log: app.log,
      queue: app.jobs,
    });
    app.provide("commerce", commerce);
    // Orders are accounting records: an account that placed one is not deleted by its owner.
    app.services.auth.keepAccountWhen(async (userId) => ((await hasOrders(app.db, userId)) ? "Tu cuenta tiene compras, que debemos conservar como registro contable. Escríbenos y la cerramos por ti." : null));
    await app.register(commerceRoutes, { commerce, publicUrl: payments.publicUrl, sandboxWebhookUrl: payments.sandbox?.webhookUrl });
  },
  { name: "commerce", dependencies: ["config", "database", "jobs", "events", "services", "public-cache", "route-table", "auth", "access", "catalogue-lookups"] },
);
