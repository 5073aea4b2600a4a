import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse, idParam, paginated } from "@fz/contracts/common";
import { certificate, certificateCodeParam, certificatesQuery, certificateUpdate, publicCertificate, topicUnlock, topicUnlockInput } from "@fz/contracts/progression";
import { AppError, forbidden } from "../../lib/errors";
import { pageWindow, toPage } from "../../lib/pagination";
import { certificatePdf } from "./certificate-pdf";
import type { ProgressionService } from "./progression.service";

const security = [{ bearerAuth: [] }];
const tags = ["certificates"];

function userId(request: FastifyRequest): number {
  if (!request.currentUser) throw new AppError("not_authenticated");
  return request.currentUser.id;
}

/** The web page that verifies a certificate. */
export const verifyPath = (code: string) => `/certificados/${code}`;

/**
 * Certificates (issue 40): the student's own list and name setting; the public verification
 * answer and PDF by code (nothing else about the student leaves; an unknown code is a 404).
 */
export default async function progressionRoutes(app: FastifyInstance, { progression, publicUrl }: { progression: ProgressionService; publicUrl: string | undefined }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = (request: FastifyRequest) => publicUrl ?? `${request.protocol}://${request.host}`;

  r.get(
    "/api/certificates/",
    {
      preHandler: app.authenticate,
      schema: { tags, summary: "Mis certificados", security, querystring: certificatesQuery, response: { 200: paginated(certificate), 400: errorResponse, 401: errorResponse } },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const { total, items } = await progression.myCertificates(userId(request), limit, offset);
      return toPage(request, request.query, total, items);
    },
  );

  r.get(
    "/api/certificates/:code/",
    {
      schema: {
        tags,
        summary: "Verificar un certificado (público): lo que muestra la página de verificación",
        params: certificateCodeParam,
        response: { 200: publicCertificate, 404: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return progression.publicCertificate(request.params.code);
    },
  );

  r.patch(
    "/api/certificates/:code/",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Mostrar u ocultar mi nombre en la página pública de mi certificado",
        security,
        params: certificateCodeParam,
        body: certificateUpdate,
        response: { 200: certificate, 400: errorResponse, 401: errorResponse, 404: errorResponse },
      },
    },
    async (request) => progression.setHideName(userId(request), request.params.code, request.body.hide_name),
  );

  r.post(
    "/api/teacher/students/:id/unlocks/",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["teacher"],
        summary: "Abrir un tema (o todo un nivel) a un estudiante, con el motivo (profesor del curso)",
        security,
        params: idParam,
        body: topicUnlockInput,
        response: { 201: topicUnlock, 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const viewer = request.currentUser;
      if (!viewer) throw new AppError("not_authenticated");
      if (viewer.role !== "teacher" && viewer.role !== "admin") throw forbidden("Solo un profesor o un administrador puede abrir temas a un estudiante.");
      return reply.status(201).send(await progression.unlockForStudent(request.params.id, request.body, viewer.id, viewer));
    },
  );

  r.get(
    "/api/certificates/:code/pdf/",
    {
      schema: {
        tags,
        summary: "El certificado en PDF (público, con el código)",
        params: certificateCodeParam,
        response: { 200: z.any().describe("application/pdf"), 404: errorResponse },
      },
    },
    async (request, reply) => {
      const row = await progression.certificateRow(request.params.code);
      const cert = await progression.publicCertificate(row.code);
      // The PDF is the student's document: it carries their name even when the page hides it.
      const bytes = await certificatePdf({ ...cert, full_name: row.studentName }, `${base(request)}${verifyPath(row.code)}`);
      return reply
        .type("application/pdf")
        .header("content-disposition", `inline; filename="certificado-fz-academia-${row.code}.pdf"`)
        .header("cache-control", "no-store")
        .send(Buffer.from(bytes));
    },
  );
}
