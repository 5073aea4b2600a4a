import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponse, idParam } from "@fz/contracts/common";
import { outboxMessageDetail, outboxQuery, outboxResponse } from "@fz/contracts/mail";
import { pageWindow, toPage } from "../../lib/pagination";
import type { MailService } from "./mail.service";

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

/** The outbox, for admins: where messages land when no SMTP server is configured. */
export default async function mailRoutes(app: FastifyInstance, { mail }: { mail: MailService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { preHandler: app.requireRole("admin") };

  r.get(
    "/api/mail/outbox/",
    {
      ...admin,
      schema: {
        tags: ["mail"],
        summary: "Correos enviados, del más reciente al más antiguo (solo administradores)",
        security: [{ bearerAuth: [] }],
        querystring: outboxQuery,
        response: { 200: outboxResponse, ...errors },
      },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const { total, items } = await mail.listOutbox(request.query.to, limit, offset);
      return toPage(request, request.query, total, items);
    },
  );

  r.get(
    "/api/mail/outbox/:id/",
    {
      ...admin,
      schema: {
        tags: ["mail"],
        summary: "Un correo con su contenido HTML y de texto (solo administradores)",
        security: [{ bearerAuth: [] }],
        params: idParam,
        response: { 200: outboxMessageDetail, ...errors, 404: errorResponse },
      },
    },
    async (request) => mail.getOutboxMessage(request.params.id),
  );
}
