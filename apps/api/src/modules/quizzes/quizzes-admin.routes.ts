import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminQuiz, quizCreate, quizPatch, levelQuizParams } from "@fz/contracts/admin/quizzes";
import { idParam, pageQuery, paginated } from "@fz/contracts/common";
import { adminErrors, adminGuard, adminId, security, writeErrors } from "../../lib/admin-http";
import { pageWindow, toPage } from "../../lib/pagination";
import type { QuizzesAdminService } from "./quizzes-admin.service";

const tags = ["admin: catálogo"];

/** A level's exercises in the back office: questions, options and correct answers. */
export default async function quizzesAdminRoutes(app: FastifyInstance, { exercises }: { exercises: QuizzesAdminService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = adminGuard(app);

  r.get(
    "/api/admin/levels/:id/exercises/",
    {
      ...guard,
      schema: {
        tags,
        summary: "Ejercicios de un nivel, con preguntas, opciones y respuestas",
        security,
        params: idParam,
        querystring: pageQuery,
        response: { 200: paginated(adminQuiz), ...adminErrors },
      },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const { total, items } = await exercises.list(request.params.id, limit, offset);
      return toPage(request, request.query, total, items);
    },
  );

  r.post(
    "/api/admin/levels/:id/exercises/",
    {
      ...guard,
      schema: { tags, summary: "Crear un ejercicio con sus preguntas", security, params: idParam, body: quizCreate, response: { 201: adminQuiz, ...writeErrors } },
    },
    async (request, reply) => reply.status(201).send(await exercises.create(adminId(request), request.params.id, request.body)),
  );

  r.get(
    "/api/admin/levels/:id/exercises/:exerciseId/",
    { ...guard, schema: { tags, summary: "Un ejercicio", security, params: levelQuizParams, response: { 200: adminQuiz, ...adminErrors } } },
    async (request) => exercises.get(request.params.id, request.params.exerciseId),
  );

  r.patch(
    "/api/admin/levels/:id/exercises/:exerciseId/",
    {
      ...guard,
      schema: {
        tags,
        summary: "Editar un ejercicio (si se envían preguntas, reemplazan a las actuales)",
        security,
        params: levelQuizParams,
        body: quizPatch,
        response: { 200: adminQuiz, ...writeErrors },
      },
    },
    async (request) => exercises.update(adminId(request), request.params.id, request.params.exerciseId, request.body),
  );

  r.delete(
    "/api/admin/levels/:id/exercises/:exerciseId/",
    { ...guard, schema: { tags, summary: "Eliminar un ejercicio", security, params: levelQuizParams, response: { 204: z.null(), ...writeErrors } } },
    async (request, reply) => {
      await exercises.remove(adminId(request), request.params.id, request.params.exerciseId);
      return reply.status(204).send(null);
    },
  );
}
