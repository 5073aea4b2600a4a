import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParam, paginated, pageQuery } from "@fz/contracts/common";
import {
  adminCertificate,
  certificateCodeParam,
  certificateReissueInput,
  certificateRevokeInput,
  levelUnlocking,
  levelUnlockingInput,
  topicUnlock,
  topicUnlockInput,
} from "@fz/contracts/progression";
import { adminErrors, adminGuard, adminId, security, writeErrors } from "../../lib/admin-http";
import { pageWindow, toPage } from "../../lib/pagination";
import type { ProgressionService } from "./progression.service";

const adminCertificatesQuery = pageQuery.extend({
  search: z.string({ error: "La búsqueda debe ser un texto" }).trim().max(100, { error: "La búsqueda no puede tener más de 100 caracteres" }).optional(),
  status: z.enum(["valid", "revoked"], { error: "El estado debe ser valid o revoked" }).optional(),
  user: z.coerce.number({ error: "El estudiante no es válido" }).int().positive({ error: "El estudiante no es válido" }).optional(),
  level: z.coerce.number({ error: "El nivel no es válido" }).int().positive({ error: "El nivel no es válido" }).optional(),
});

/** The back office of issue 40: a level's unlocking rules, opening a topic for a student, certificates. */
export default async function progressionAdminRoutes(app: FastifyInstance, { progression }: { progression: ProgressionService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = adminGuard(app);

  r.get(
    "/api/admin/levels/:id/unlocking/",
    { ...guard, schema: { tags: ["admin"], summary: "Cómo se abren los temas del nivel y qué pide cada uno", security, params: idParam, response: { 200: levelUnlocking, ...adminErrors } } },
    async (request) => progression.getUnlocking(request.params.id),
  );

  r.put(
    "/api/admin/levels/:id/unlocking/",
    {
      ...guard,
      schema: { tags: ["admin"], summary: "Cambiar cómo se abren los temas del nivel", security, params: idParam, body: levelUnlockingInput, response: { 200: levelUnlocking, ...writeErrors } },
    },
    async (request) => progression.setUnlocking(request.params.id, request.body, adminId(request)),
  );

  r.post(
    "/api/admin/students/:id/unlocks/",
    {
      ...guard,
      schema: {
        tags: ["admin"],
        summary: "Abrir un tema (o todo un nivel) a un estudiante, con el motivo",
        security,
        params: idParam,
        body: topicUnlockInput,
        response: { 201: topicUnlock, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await progression.unlockForStudent(request.params.id, request.body, adminId(request))),
  );

  r.get(
    "/api/admin/certificates/",
    {
      ...guard,
      schema: { tags: ["admin"], summary: "Certificados (búsqueda ?search= por nombre, curso, nivel o código; filtros ?user=, ?level=, ?status=)", security, querystring: adminCertificatesQuery, response: { 200: paginated(adminCertificate), ...adminErrors } },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const { total, items } = await progression.adminList(
        { userId: request.query.user, levelId: request.query.level, search: request.query.search || undefined, status: request.query.status },
        limit,
        offset,
      );
      return toPage(request, request.query, total, items);
    },
  );

  r.post(
    "/api/admin/certificates/:code/revoke/",
    {
      ...guard,
      schema: { tags: ["admin"], summary: "Revocar un certificado, con el motivo", security, params: certificateCodeParam, body: certificateRevokeInput, response: { 200: adminCertificate, ...writeErrors } },
    },
    async (request) => progression.revoke(request.params.code, request.body.reason, adminId(request)),
  );

  r.post(
    "/api/admin/certificates/",
    {
      ...guard,
      schema: { tags: ["admin"], summary: "Emitir de nuevo el certificado de un nivel completado", security, body: certificateReissueInput, response: { 201: adminCertificate, ...writeErrors } },
    },
    async (request, reply) =>
      reply.status(201).send(await progression.reissue(request.body.user_id, request.body.level_id, request.body.reason, adminId(request))),
  );
}
