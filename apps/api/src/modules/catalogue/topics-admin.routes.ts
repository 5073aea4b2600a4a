import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminTopic, adminTopicsPage, moveRequest, orderResponse, reorderRequest, topicCreate, topicPatch } from "@fz/contracts/admin/catalogue";
import { idParam, pageQuery } from "@fz/contracts/common";
import { adminErrors, adminGuard, adminId, security, writeErrors } from "../../lib/admin-http";
import { pageWindow, toPage } from "../../lib/pagination";
import type { TopicsAdminService } from "./topics-admin.service";

const tags = ["admin: catálogo"];

/** A level's topics in the back office: order, Markdown body, free preview, video. */
export default async function topicsAdminRoutes(app: FastifyInstance, { themes }: { themes: TopicsAdminService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = adminGuard(app);

  r.get(
    "/api/admin/levels/:id/themes/",
    {
      ...guard,
      schema: {
        tags,
        summary: "Temas de un nivel en orden, con la versión del orden (para reordenar)",
        security,
        params: idParam,
        querystring: pageQuery,
        response: { 200: adminTopicsPage, ...adminErrors },
      },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const { total, items, extra } = await themes.list(request.params.id, limit, offset);
      return { ...toPage(request, request.query, total, items), ...extra };
    },
  );

  r.post(
    "/api/admin/levels/:id/themes/",
    {
      ...guard,
      schema: {
        tags,
        summary: "Crear un tema (al final del nivel o en `position`)",
        security,
        params: idParam,
        body: topicCreate,
        response: { 201: adminTopic, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await themes.create(adminId(request), request.params.id, request.body)),
  );

  r.post(
    "/api/admin/levels/:id/themes/reorder/",
    {
      ...guard,
      schema: {
        tags,
        summary: "Reordenar los temas: la lista completa en el nuevo orden y la versión leída (409 si cambió)",
        security,
        params: idParam,
        body: reorderRequest,
        response: { 200: orderResponse, ...writeErrors },
      },
    },
    async (request) => themes.reorder(adminId(request), request.params.id, request.body),
  );

  r.get(
    "/api/admin/themes/:id/",
    { ...guard, schema: { tags, summary: "Un tema", security, params: idParam, response: { 200: adminTopic, ...adminErrors } } },
    async (request) => themes.get(request.params.id),
  );

  r.patch(
    "/api/admin/themes/:id/",
    {
      ...guard,
      schema: { tags, summary: "Editar un tema (video null lo quita)", security, params: idParam, body: topicPatch, response: { 200: adminTopic, ...writeErrors } },
    },
    async (request) => themes.update(adminId(request), request.params.id, request.body),
  );

  r.delete(
    "/api/admin/themes/:id/",
    { ...guard, schema: { tags, summary: "Eliminar un tema", security, params: idParam, response: { 204: z.null(), ...writeErrors } } },
    async (request, reply) => {
      await themes.remove(adminId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    "/api/admin/themes/:id/move/",
    {
      ...guard,
      schema: { tags, summary: "Subir o bajar un tema un lugar", security, params: idParam, body: moveRequest, response: { 200: orderResponse, ...writeErrors } },
    },
    async (request) => themes.move(adminId(request), request.params.id, request.body),
  );
}
