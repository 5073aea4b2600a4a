import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { auditEntry, auditQuery } from "@fz/contracts/admin/audit";
import { paginated } from "@fz/contracts/common";
import { pageWindow, toPage } from "../../lib/pagination";
import { adminErrors, adminGuard, security } from "../../lib/admin-http";
import type { AuditService } from "./audit.service";

/** The audit log, newest first, filtered by administrator, entity and action. */
export default async function auditRoutes(app: FastifyInstance, { audit }: { audit: AuditService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/admin/audit/",
    {
      ...adminGuard(app),
      schema: {
        tags: ["admin: auditoría"],
        summary: "Registro de auditoría: quién hizo qué, cuándo, con el antes y el después",
        security,
        querystring: auditQuery,
        response: { 200: paginated(auditEntry), ...adminErrors },
      },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const { total, items } = await audit.list(request.query, limit, offset);
      return toPage(request, request.query, total, items);
    },
  );
}
