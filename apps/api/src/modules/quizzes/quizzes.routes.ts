import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponse, idParam, pageQuery, paginated } from "@fz/contracts/common";
import {
  attemptRequest,
  attemptResult,
  attemptSummary,
  quizDetail,
  quizParams,
  quizSummary,
  lastSeenResponse,
} from "@fz/contracts/quizzes";
import { AppError } from "../../lib/errors";
import { pageWindow, toPage } from "../../lib/pagination";
import type { QuizzesService } from "./quizzes.service";

const readErrors = { 400: errorResponse, 401: errorResponse, 404: errorResponse };

/** Exercises (quizzes) of a level; public variants read without a session. */
export default async function quizzesRoutes(app: FastifyInstance, { quizzes }: { quizzes: QuizzesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = { security: [{ bearerAuth: [] }] };

  for (const variant of ["levels", "levels_public"] as const) {
    const isPublic = variant === "levels_public";
    const guard = isPublic ? {} : { preHandler: app.authenticate };

    r.get(
      `/api/${variant}/:id/exercises/`,
      {
        ...guard,
        schema: {
          tags: ["exercises"],
          summary: "Ejercicios de un nivel, en orden",
          ...(isPublic ? {} : security),
          params: idParam,
          querystring: pageQuery,
          response: { 200: paginated(quizSummary), ...readErrors },
        },
      },
      async (request) => {
        const { limit, offset } = pageWindow(request.query);
        const viewer = isPublic ? null : request.currentUser;
        const { total, items } = await quizzes.listQuizzes(viewer, request.params.id, limit, offset);
        return toPage(request, request.query, total, items);
      },
    );

    r.get(
      `/api/${variant}/:id/exercises/:exerciseId/`,
      {
        ...guard,
        schema: {
          tags: ["exercises"],
          summary: "Un ejercicio: preguntas y opciones, sin las respuestas correctas",
          ...(isPublic ? {} : security),
          params: quizParams,
          response: { 200: quizDetail, ...readErrors },
        },
      },
      async (request) => {
        const viewer = isPublic ? null : request.currentUser;
        return quizzes.getQuiz(viewer, request.params.id, request.params.exerciseId);
      },
    );
  }

  r.get(
    "/api/levels/:id/exercises/last-seen/",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["exercises"],
        summary: "El último ejercicio que el estudiante abrió en el nivel",
        ...security,
        params: idParam,
        response: { 200: lastSeenResponse, ...readErrors },
      },
    },
    async (request) => {
      if (!request.currentUser) throw new AppError("not_authenticated");
      return quizzes.lastSeen(request.currentUser, request.params.id);
    },
  );

  r.post(
    "/api/levels/:id/exercises/:exerciseId/attempts/",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["exercises"],
        summary: "Presentar un ejercicio: se califica en el servidor y devuelve la retroalimentación",
        ...security,
        params: quizParams,
        body: attemptRequest,
        response: { 201: attemptResult, ...readErrors, 403: errorResponse },
      },
    },
    async (request, reply) => {
      if (!request.currentUser) throw new AppError("not_authenticated");
      const result = await quizzes.submitAttempt(request.currentUser, request.params.id, request.params.exerciseId, request.body);
      return reply.status(201).send(result);
    },
  );

  r.get(
    "/api/levels/:id/exercises/:exerciseId/attempts/",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["exercises"],
        summary: "Intentos del estudiante en un ejercicio, los más recientes primero",
        ...security,
        params: quizParams,
        querystring: pageQuery,
        response: { 200: paginated(attemptSummary), ...readErrors },
      },
    },
    async (request) => {
      if (!request.currentUser) throw new AppError("not_authenticated");
      const { limit, offset } = pageWindow(request.query);
      const { total, items } = await quizzes.listAttempts(request.currentUser, request.params.id, request.params.exerciseId, limit, offset);
      return toPage(request, request.query, total, items);
    },
  );
}
