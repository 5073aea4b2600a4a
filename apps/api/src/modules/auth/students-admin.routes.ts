import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { adminGrant, adminStudent, grantParams, grantRequest, pointsAdjustRequest, revokeRequest, pointsAdjustResponse, studentDetail, studentsExportQuery, studentsQuery } from "@fz/contracts/admin/students";
import { cursorPageQuery, errorResponse, idParam, paginated } from "@fz/contracts/common";
import { pointsEntry } from "@fz/contracts/points";
import { listWindow, POINTS_SCOPE, toWindowPage } from "../../lib/pagination";
import { adminErrors, adminGuard, adminId, security, writeErrors } from "../../lib/admin-http";
import type { StudentsAdminService } from "./students-admin.service";

const tags = ["admin: estudiantes"];

/** Spec §7 `/api/students/` (admin only): the list, the CSV export, one student and the actions on it. */
export default async function studentsAdminRoutes(app: FastifyInstance, { students }: { students: StudentsAdminService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = adminGuard(app);

  r.get(
    "/api/students/",
    {
      ...guard,
      schema: {
        tags,
        summary: "Estudiantes: búsqueda (nombre, correo; sin tildes), filtros, orden y paginación",
        security,
        querystring: studentsQuery,
        response: { 200: paginated(adminStudent), ...adminErrors },
      },
    },
    async (request) => {
      // Last sign-in (kind null: it has nulls) pages by number only.
      const kind = students.keysetKind(request.query);
      const scope = kind === null ? null : `students:${request.query.ordering}`;
      const window = listWindow(request.query, scope, kind);
      const { total, places, items } = await students.list(request.query, window);
      return toWindowPage(request, request.query, scope, window, total, places, items);
    },
  );

  r.get(
    "/api/students/export.csv",
    {
      ...guard,
      schema: {
        tags,
        summary: "Exportar a CSV los estudiantes filtrados (UTF-8 con BOM, se transmite por partes)",
        security,
        querystring: studentsExportQuery,
        produces: ["text/csv"],
        response: { 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request, reply) => {
      const rows = await students.exportCsv(request.query);
      const day = new Date().toISOString().slice(0, 10);
      // The body is a stream of CSV text, outside the JSON response schemas.
      const raw: FastifyReply = reply;
      return raw
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="estudiantes-${day}.csv"`)
        .header("cache-control", "no-store")
        .send(Readable.from(rows, { objectMode: false }));
    },
  );

  r.get(
    "/api/students/:id/",
    {
      ...guard,
      schema: {
        tags,
        summary: "Un estudiante: perfil, accesos, pedidos, puntos y progreso por nivel",
        security,
        params: idParam,
        response: { 200: studentDetail, ...adminErrors },
      },
    },
    async (request) => students.detail(request.params.id),
  );

  r.post(
    "/api/students/:id/grants/",
    {
      ...guard,
      schema: {
        tags,
        summary: "Dar o extender acceso (nivel, curso o tutorial) por meses o hasta una fecha",
        security,
        params: idParam,
        body: grantRequest,
        response: { 201: adminGrant, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await students.grant(adminId(request), request.params.id, request.body)),
  );

  r.post(
    "/api/students/:id/grants/:grantId/revoke/",
    {
      ...guard,
      schema: {
        tags,
        summary: "Cerrar un acceso del estudiante ahora, con el motivo que se le comunica",
        security,
        params: grantParams,
        body: revokeRequest,
        response: { 200: adminGrant, ...writeErrors },
      },
    },
    async (request) => students.revoke(adminId(request), request.params.id, request.params.grantId, request.body),
  );

  r.get(
    "/api/students/:id/points/",
    {
      ...guard,
      schema: {
        tags,
        summary: "Movimientos de puntos del estudiante, del más reciente al más antiguo",
        security,
        params: idParam,
        querystring: cursorPageQuery,
        response: { 200: paginated(pointsEntry), ...adminErrors },
      },
    },
    async (request) => {
      const window = listWindow(request.query, POINTS_SCOPE, "timestamp");
      const { total, places, items } = await students.pointsHistory(request.params.id, window);
      return toWindowPage(request, request.query, POINTS_SCOPE, window, total, places, items);
    },
  );

  r.post(
    "/api/students/:id/points/",
    {
      ...guard,
      schema: {
        tags,
        summary: "Ajustar los puntos del estudiante con un motivo (nunca por debajo de cero)",
        security,
        params: idParam,
        body: pointsAdjustRequest,
        response: { 200: pointsAdjustResponse, 201: pointsAdjustResponse, ...writeErrors },
      },
    },
    async (request, reply) => {
      const result = await students.adjustPoints(adminId(request), request.params.id, request.body);
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );

  for (const action of ["deactivate", "reactivate"] as const) {
    r.post(
      `/api/students/:id/${action}/`,
      {
        ...guard,
        schema: {
          tags,
          summary:
            action === "deactivate"
              ? "Desactivar la cuenta: no puede iniciar sesión y sus sesiones terminan de inmediato"
              : "Reactivar la cuenta",
          security,
          params: idParam,
          response: { 200: adminStudent, ...writeErrors },
        },
      },
      async (request) => students[action](adminId(request), request.params.id),
    );
  }
}
