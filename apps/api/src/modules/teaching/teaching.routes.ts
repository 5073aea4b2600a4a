import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponse, idParam, pageQuery } from "@fz/contracts/common";
import {
  assignment,
  assignmentCreate,
  assignmentsPage,
  commentCreate,
  reviewCreate,
  shareApproval,
  shareUpdate,
  sharedReviewsPage,
  sharedReviewsQuery,
  submissionCreate,
  submissionDetail,
  submissionsPage,
  submissionsQuery,
  teacherCourseOptions,
  teacherQueueQuery,
  teacherStudentsPage,
  teacherStudentsQuery,
} from "@fz/contracts/teaching";
import { AppError } from "../../lib/errors";
import { pageWindow, toPage } from "../../lib/pagination";
import { TAKE_UPLOADS_PATH, type TakeUploads, UPLOADER_HEADER } from "./take-uploads";
import type { Viewer } from "./teaching-deps";
import type { TeachingService } from "./teaching.service";

const security = [{ bearerAuth: [] }];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const writeErrors = { ...errors, 409: errorResponse };

function viewer(request: FastifyRequest): Viewer {
  if (!request.currentUser) throw new AppError("not_authenticated");
  return { id: request.currentUser.id, role: request.currentUser.role };
}

/**
 * Students' takes (`/api/submissions/…`, their own only), the resumable uploads behind them, and
 * the teachers' side (`/api/teacher/…`: the teacher role or an admin).
 */
export default async function teachingRoutes(app: FastifyInstance, { teaching, uploads }: { teaching: TeachingService; uploads: TakeUploads }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const teacherOnly = app.requireRole("teacher", "admin");

  // tus reads the body itself: PATCH chunks arrive as application/offset+octet-stream.
  app.addContentTypeParser("application/offset+octet-stream", (_request, _payload, done) => done(null));
  const tus = async (request: FastifyRequest, reply: FastifyReply) => {
    const raw = request.raw;
    const headers = new Headers();
    for (let i = 0; i < raw.rawHeaders.length; i += 2) {
      const name = raw.rawHeaders[i]!;
      // The uploader is who signed in; whatever the client put in this header is dropped.
      if (name.toLowerCase() !== UPLOADER_HEADER) headers.append(name, raw.rawHeaders[i + 1]!);
    }
    headers.set(UPLOADER_HEADER, String(viewer(request).id));
    // Only a part of the take is left unread for tus (its content type has our pass-through
    // parser); any other body Fastify already parsed, and tus refuses such a PATCH itself.
    const withBody = raw.method === "PATCH" && request.headers["content-type"] === "application/offset+octet-stream";
    const web = new Request(`http://${request.hostname}${raw.url}`, {
      method: raw.method,
      headers,
      body: withBody ? (Readable.toWeb(raw) as ReadableStream) : undefined,
      // Node's fetch needs it for a streamed body.
      duplex: "half",
    } as RequestInit);
    const answer = await uploads.answer(web);
    return reply.status(answer.status).headers(answer.headers).send(answer.body);
  };
  for (const url of [`${TAKE_UPLOADS_PATH}/`, `${TAKE_UPLOADS_PATH}/:uploadId`]) {
    app.route({
      method: ["POST", "HEAD", "PATCH", "DELETE"],
      url,
      preHandler: app.authenticate,
      // The tus protocol (headers, not JSON): outside the OpenAPI document, described in decision 031.
      schema: { hide: true },
      handler: tus,
    });
  }
  r.get(
    "/api/submissions/",
    {
      preHandler: app.authenticate,
      schema: { tags: ["profesor"], summary: "Mis interpretaciones enviadas al profesor, las más recientes primero", security, querystring: submissionsQuery, response: { 200: submissionsPage, ...errors } },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const { total, items } = await teaching.listMine(viewer(request), request.query, limit, offset);
      return toPage(request, request.query, total, items);
    },
  );

  r.post(
    "/api/submissions/",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["profesor"],
        summary: "Enviar al profesor una grabación ya subida (tus) de un tema con acceso",
        security,
        body: submissionCreate,
        response: { 201: submissionDetail, ...writeErrors, 413: errorResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await teaching.submit(viewer(request), request.body)),
  );

  r.get(
    "/api/submissions/:id/",
    {
      preHandler: app.authenticate,
      schema: { tags: ["profesor"], summary: "Una interpretación con los comentarios del profesor", security, params: idParam, response: { 200: submissionDetail, ...errors } },
    },
    async (request) => teaching.detail(viewer(request), request.params.id),
  );

  r.delete(
    "/api/submissions/:id/",
    {
      preHandler: app.authenticate,
      schema: { tags: ["profesor"], summary: "Retirar una interpretación que aún no tiene respuesta", security, params: idParam, response: { 200: submissionDetail, ...writeErrors } },
    },
    async (request) => teaching.withdraw(viewer(request), request.params.id),
  );

  r.put(
    "/api/submissions/:id/share/",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["profesor"],
        summary: "Permitir (o retirar al instante) que una interpretación respondida se muestre a los demás estudiantes del nivel",
        security,
        params: idParam,
        body: shareUpdate,
        response: { 200: submissionDetail, ...writeErrors },
      },
    },
    async (request) => teaching.share(viewer(request), request.params.id, request.body.share),
  );

  r.get(
    "/api/submissions/shared/",
    {
      // Before the query is validated: a visitor hears 401, not what the query lacks.
      onRequest: app.authenticate,
      schema: {
        tags: ["profesor"],
        summary: "Lo que el profesor respondió a otros en un tema (estudiantes con acceso al nivel), las respuestas más recientes primero",
        security,
        querystring: sharedReviewsQuery,
        response: { 200: sharedReviewsPage, ...errors },
      },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const { total, items } = await teaching.shared(viewer(request), request.query, limit, offset);
      return toPage(request, request.query, total, items);
    },
  );

  r.get(
    "/api/assignments/",
    {
      preHandler: app.authenticate,
      schema: { tags: ["profesor"], summary: "Mis tareas de práctica", security, querystring: pageQuery, response: { 200: assignmentsPage, ...errors } },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const { total, items } = await teaching.assignmentsOfStudent(viewer(request), limit, offset);
      return toPage(request, request.query, total, items);
    },
  );

  // The teacher's side --------------------------------------------------------------------------

  r.get(
    "/api/teacher/submissions/",
    {
      onRequest: teacherOnly,
      schema: {
        tags: ["profesor"],
        summary: "Cola del profesor: las interpretaciones de sus cursos, la que más espera primero",
        security,
        querystring: teacherQueueQuery,
        response: { 200: submissionsPage, ...errors },
      },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const { total, items } = await teaching.queue(viewer(request), request.query, limit, offset);
      return toPage(request, request.query, total, items);
    },
  );

  r.get(
    "/api/teacher/submissions/:id/",
    {
      onRequest: teacherOnly,
      schema: { tags: ["profesor"], summary: "Una interpretación de mis cursos", security, params: idParam, response: { 200: submissionDetail, ...errors } },
    },
    async (request) => teaching.teacherDetail(viewer(request), request.params.id),
  );

  r.post(
    "/api/teacher/submissions/:id/claim/",
    {
      onRequest: teacherOnly,
      schema: { tags: ["profesor"], summary: "Tomar una interpretación para revisarla (exclusivo: si otro la tomó, 409)", security, params: idParam, response: { 200: submissionDetail, ...writeErrors } },
    },
    async (request) => teaching.claim(viewer(request), request.params.id),
  );

  r.post(
    "/api/teacher/submissions/:id/comments/",
    {
      onRequest: teacherOnly,
      schema: {
        tags: ["profesor"],
        summary: "Comentario fijado a un segundo de la grabación",
        security,
        params: idParam,
        body: commentCreate,
        response: { 201: submissionDetail, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await teaching.comment(viewer(request), request.params.id, request.body)),
  );

  r.post(
    "/api/teacher/submissions/:id/review/",
    {
      onRequest: teacherOnly,
      schema: {
        tags: ["profesor"],
        summary: "Responder: texto y veredicto («¡Aprobado!» o «Inténtalo de nuevo»); avisa al estudiante",
        security,
        params: idParam,
        body: reviewCreate,
        response: { 200: submissionDetail, ...writeErrors },
      },
    },
    async (request) => teaching.review(viewer(request), request.params.id, request.body),
  );

  r.post(
    "/api/teacher/submissions/:id/share/",
    {
      onRequest: teacherOnly,
      schema: {
        tags: ["profesor"],
        summary: "Aprobar (o no) que una interpretación que el estudiante permite compartir se muestre a su nivel",
        security,
        params: idParam,
        body: shareApproval,
        response: { 200: submissionDetail, ...writeErrors },
      },
    },
    async (request) => teaching.approveShare(viewer(request), request.params.id, request.body.approved),
  );

  r.get(
    "/api/teacher/courses/",
    {
      onRequest: teacherOnly,
      schema: { tags: ["profesor"], summary: "Mis cursos y sus niveles (los filtros de la cola)", security, response: { 200: teacherCourseOptions, ...errors } },
    },
    async (request) => teaching.courseOptions(viewer(request)),
  );

  r.get(
    "/api/teacher/students/",
    {
      onRequest: teacherOnly,
      schema: { tags: ["profesor"], summary: "Los estudiantes que enviaron tomas a mis cursos (el filtro de la cola)", security, querystring: teacherStudentsQuery, response: { 200: teacherStudentsPage, ...errors } },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const { total, items } = await teaching.students(viewer(request), request.query, limit, offset);
      return toPage(request, request.query, total, items);
    },
  );

  r.post(
    "/api/teacher/assignments/",
    {
      onRequest: teacherOnly,
      schema: { tags: ["profesor"], summary: "Asignar una tarea de práctica a un estudiante de mis cursos", security, body: assignmentCreate, response: { 201: assignment, ...writeErrors } },
    },
    async (request, reply) => reply.status(201).send(await teaching.assign(viewer(request), request.body)),
  );

  r.get(
    "/api/teacher/assignments/",
    {
      onRequest: teacherOnly,
      schema: { tags: ["profesor"], summary: "Las tareas que asigné", security, querystring: pageQuery, response: { 200: assignmentsPage, ...errors } },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const { total, items } = await teaching.assignmentsOfTeacher(viewer(request), limit, offset);
      return toPage(request, request.query, total, items);
    },
  );
}
