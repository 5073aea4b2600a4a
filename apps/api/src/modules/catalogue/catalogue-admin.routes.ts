import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminCourse, adminLevel, adminLevelsQuery, adminListQuery, courseCreate, coursePatch, levelCreate, levelPatch } from "@fz/contracts/admin/catalogue";
import { idParam, paginated } from "@fz/contracts/common";
import { pageWindow, toPage } from "../../lib/pagination";
import type { CatalogueAdminService } from "./catalogue-admin.service";
import { adminErrors, adminGuard, adminId, security, writeErrors } from "../../lib/admin-http";

const tags = ["admin: catálogo"];

/** Courses and levels (with purchase-all and level prices). */
export default async function catalogueAdminRoutes(app: FastifyInstance, { catalogue }: { catalogue: CatalogueAdminService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = adminGuard(app);

  r.get(
    "/api/admin/courses/",
    { ...guard, schema: { tags, summary: "Cursos (publicados o no)", security, querystring: adminListQuery, response: { 200: paginated(adminCourse), ...adminErrors } } },
    async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const { total, items } = await catalogue.listCourses(request.query.q, limit, offset);
      return toPage(request, request.query, total, items);
    },
  );

  r.post(
    "/api/admin/courses/",
    {
      ...guard,
      schema: { tags, summary: "Crear un curso (con sus precios de «todos los niveles»)", security, body: courseCreate, response: { 201: adminCourse, ...writeErrors } },
    },
    async (request, reply) => reply.status(201).send(await catalogue.createCourse(adminId(request), request.body)),
  );

  r.get(
    "/api/admin/courses/:id/",
    { ...guard, schema: { tags, summary: "Un curso", security, params: idParam, response: { 200: adminCourse, ...adminErrors } } },
    async (request) => catalogue.courseDto(request.params.id),
  );

  r.patch(
    "/api/admin/courses/:id/",
    { ...guard, schema: { tags, summary: "Editar un curso", security, params: idParam, body: coursePatch, response: { 200: adminCourse, ...writeErrors } } },
    async (request) => catalogue.updateCourse(adminId(request), request.params.id, request.body),
  );

  r.delete(
    "/api/admin/courses/:id/",
    { ...guard, schema: { tags, summary: "Eliminar un curso sin niveles", security, params: idParam, response: { 204: z.null(), ...writeErrors } } },
    async (request, reply) => {
      await catalogue.deleteCourse(adminId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.get(
    "/api/admin/levels/",
    {
      ...guard,
      schema: { tags, summary: "Niveles (filtro ?course=), en orden", security, querystring: adminLevelsQuery, response: { 200: paginated(adminLevel), ...adminErrors } },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const { total, items } = await catalogue.listLevels({ courseId: request.query.course, q: request.query.q }, limit, offset);
      return toPage(request, request.query, total, items);
    },
  );

  r.post(
    "/api/admin/levels/",
    {
      ...guard,
      schema: { tags, summary: "Crear un nivel (al final del curso o en `position`), con sus precios", security, body: levelCreate, response: { 201: adminLevel, ...writeErrors } },
    },
    async (request, reply) => reply.status(201).send(await catalogue.createLevel(adminId(request), request.body)),
  );

  r.get(
    "/api/admin/levels/:id/",
    { ...guard, schema: { tags, summary: "Un nivel, con sus precios y la versión del orden de sus temas", security, params: idParam, response: { 200: adminLevel, ...adminErrors } } },
    async (request) => catalogue.levelDto(request.params.id),
  );

  r.patch(
    "/api/admin/levels/:id/",
    {
      ...guard,
      schema: {
        tags,
        summary: "Editar un nivel: datos, posición en el curso y precios (amount_minor null quita un precio)",
        security,
        params: idParam,
        body: levelPatch,
        response: { 200: adminLevel, ...writeErrors },
      },
    },
    async (request) => catalogue.updateLevel(adminId(request), request.params.id, request.body),
  );

  r.delete(
    "/api/admin/levels/:id/",
    {
      ...guard,
      schema: { tags, summary: "Eliminar un nivel sin accesos ni pedidos", security, params: idParam, response: { 204: z.null(), ...writeErrors } },
    },
    async (request, reply) => {
      await catalogue.deleteLevel(adminId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
