import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import auditRoutes from "./audit.routes";
import { type AuditService, createAuditService } from "./audit.service";

declare module "../../plugins/services" {
  interface Services {
    /** Every back-office change writes an entry in its own transaction (blog, catalogue, students…). */
    audit: AuditService;
  }
}

/** The audit log of the back office: written by the modules' admin writes, read by administrators. */
export default fp(
  async function auditModule(app: FastifyInstance) {
    const audit = createAuditService(app.db);
    app.provide("audit", audit);
    await app.register(auditRoutes, { audit });
  },
  { name: "audit", dependencies: ["database", "services", "route-table", "auth"] },
);
