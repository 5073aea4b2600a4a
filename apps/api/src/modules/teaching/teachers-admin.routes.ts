import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParam, okResponse, pageQuery } from "@fz/contracts/common";
import { teacherUpdate, teachersPage } from "@fz/contracts/teaching";
import { adminErrors, adminGuard, adminId, security, writeErrors } from "../../lib/admin-http";
import { pageWindow, toPage } from "../../lib/pagination";
import type { TeachingService } from "./teaching.service";

const tags = ["admin: profesores"];

/** The admin's teachers: who they are, their courses, and their response figures. */
export default async function teachersAdminRoutes(app: FastifyInstance, { teaching }: { teaching: TeachingService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = adminGuard(app);

  r.get(
    "/api/admin/teachers/",
    {
      ...guard,
      schema: {
        tags,
        summary: "Profesores con sus cursos y cifras de respuesta (mediana y p90 en horas, % en 48 h, pendientes)",
        security,
        querystring: pageQuery,
        response: { 200: teachersPage, ...adminErrors },
      },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const { total, items } = await teaching.teachers(limit, offset);
      return toPage(request, request.query, total, items);
    },
  );

  r.put(
    "/api/admin/teachers/:id/",
    {
      ...guard,
      schema: {
        tags,
        summary: "Hacer profesor a una cuenta (con sus cursos) o devolverla a estudiante",
        security,
        params: idParam,
        body: teacherUpdate,
        response: { 200: okResponse, ...writeErrors },
      },
    },
    async (request) => {
      await teaching.setTeacher(adminId(request), request.params.id, request.body);
      return { detail: request.body.is_teacher ? "La cuenta ahora es de profesor." : "La cuenta volvió a ser de estudiante." };
    },
  );
}
