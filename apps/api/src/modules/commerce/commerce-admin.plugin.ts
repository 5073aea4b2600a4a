import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createGrantDescriptions } from "../access/grant-descriptions.service";
import couponsAdminRoutes from "./coupons-admin.routes";
import { createCouponsAdminService } from "./coupons-admin.service";
import ordersAdminRoutes from "./orders-admin.routes";
import { type OrdersAdminService, createOrdersAdminService } from "./orders-admin.service";

declare module "../../plugins/services" {
  interface Services {
    /** Orders as the back office sees them (a student's file lists theirs). */
    ordersAdmin: OrdersAdminService;
  }
}

/**
 * The shop's back office (`/api/admin/orders/…`, `/api/admin/reports/revenue.csv`,
 * `/api/admin/coupons/…`): administrators only, every change audited in its own transaction.
 * An order's grants and the revenue report show the catalogue's titles (its lookups).
 */
export default fp(
  async function commerceAdminModule(app: FastifyInstance) {
    const { db } = app;
    const { audit, auth, access, commerce, catalogueLookups } = app.services;
    const describeGrants = createGrantDescriptions({ titles: catalogueLookups, auth, audit });
    const orders = createOrdersAdminService({ db, commerce, audit, auth, access, titles: catalogueLookups, describeGrants });
    app.provide("ordersAdmin", orders);
    await app.register(ordersAdminRoutes, { orders });
    await app.register(couponsAdminRoutes, { coupons: createCouponsAdminService({ coupons: commerce.coupons, audit }) });
  },
  { name: "commerce-admin", dependencies: ["database", "services", "route-table", "auth", "audit", "access", "commerce", "catalogue-lookups"] },
);
