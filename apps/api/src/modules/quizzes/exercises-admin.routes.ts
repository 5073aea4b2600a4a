import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminExercise, exerciseCreate, exercisePatch, levelExerciseParams } from "@fz/contracts/admin/quizzes";
import { idParam, pageQuery, paginated } from "@fz/contracts/common";
import { adminErrors, adminGuard, adminId, security, writeErrors } from "../../lib/admin-http";
import { pageWindow, toPage } from "../../lib/pagination";
import type { ExercisesAdminService } from "./exercises-admin.service";

const tags = ["admin: catálogo"];

/** A level's exercises in the back office: questions, options and correct answers. */
export default async function exercisesAdminRoutes(app: FastifyInstance, { exercises }: { exercises: ExercisesAdminService }) {
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
        response: { 200: paginated(adminExercise), ...adminErrors },
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
      schema: { tags, summary: "Crear un ejercicio con sus preguntas", security, params: idParam, body: exerciseCreate, response: { 201: adminExercise, ...writeErrors } },
    },
    async (request, reply) => reply.status(201).send(await exercises.create(adminId(request), request.params.id, request.body)),
  );

  r.get(
    "/api/admin/levels/:id/exercises/:exerciseId/",
    { ...guard, schema: { tags, summary: "Un ejercicio", security, params: levelExerciseParams, response: { 200: adminExercise, ...adminErrors } } },
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
        params: levelExerciseParams,
        body: exercisePatch,
        response: { 200: adminExercise, ...writeErrors },
      },
    },
    async (request) => exercises.update(adminId(request), request.params.id, request.params.exerciseId, request.body),
  );

  r.delete(
    "/api/admin/levels/:id/exercises/:exerciseId/",
    { ...guard, schema: { tags, summary: "Eliminar un ejercicio", security, params: levelExerciseParams, response: { 204: z.null(), ...writeErrors } } },
    async (request, reply) => {
      await exercises.remove(adminId(request), request.params.id, request.params.exerciseId);
      return reply.status(204).send(null);
    },
  );
}
