import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminExercise,
  adminTheme,
  adminThemesPage,
  exerciseCreate,
  exercisePatch,
  levelExerciseParams,
  markdownPreviewRequest,
  markdownPreviewResponse,
  moveRequest,
  orderResponse,
  reorderRequest,
  themeCreate,
  themePatch,
} from "@fz/contracts/admin";
import { idParam, pageQuery, paginated } from "@fz/contracts/common";
import { renderMarkdown } from "../../lib/markdown";
import { pageWindow, toPage } from "../../lib/pagination";
import type { AdminExercisesService } from "./admin-exercises.service";
import { adminErrors, adminGuard, adminId, security, writeErrors } from "../../lib/admin-http";
import type { AdminThemesService } from "./admin-themes.service";

const tags = ["admin: catálogo"];

export interface AdminContentRoutesOptions {
  themes: AdminThemesService;
  exercises: AdminExercisesService;
}

/** A level's topics (order, Markdown body, free preview, video) and exercises (questions and answers). */
export default async function adminContentRoutes(app: FastifyInstance, { themes, exercises }: AdminContentRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = adminGuard(app);

  // The editors' preview (blog posts and topics): the same renderer and sanitiser as the
  // published page, so what the preview shows is what visitors will get. Nothing is stored.
  r.post(
    "/api/admin/markdown-preview/",
    {
      ...guard,
      schema: {
        tags,
        summary: "Vista previa de un contenido Markdown, tal como se publicará (HTML saneado)",
        security,
        body: markdownPreviewRequest,
        response: { 200: markdownPreviewResponse, ...adminErrors },
      },
    },
    async (request) => ({ body_html: renderMarkdown(request.body.body_markdown) }),
  );

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
        response: { 200: adminThemesPage, ...adminErrors },
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
        body: themeCreate,
        response: { 201: adminTheme, ...writeErrors },
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
    { ...guard, schema: { tags, summary: "Un tema", security, params: idParam, response: { 200: adminTheme, ...adminErrors } } },
    async (request) => themes.get(request.params.id),
  );

  r.patch(
    "/api/admin/themes/:id/",
    {
      ...guard,
      schema: { tags, summary: "Editar un tema (video null lo quita)", security, params: idParam, body: themePatch, response: { 200: adminTheme, ...writeErrors } },
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
