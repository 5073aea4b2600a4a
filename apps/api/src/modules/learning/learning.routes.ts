import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponse, idParam, pageQuery, paginated } from "@fz/contracts/common";
import { rate, rateRequest, rateStats } from "@fz/contracts/learning";
import { AppError } from "../../lib/errors";
import { pageWindow, toPage } from "../../lib/pagination";
import type { LearningService } from "./learning.service";

const readErrors = { 400: errorResponse, 401: errorResponse, 404: errorResponse };

/** Ratings of levels: the student's own (create or update) and everyone's, with stats. */
export default async function learningRoutes(app: FastifyInstance, { learning }: { learning: LearningService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const variant of ["levels", "levels_public"] as const) {
    const isPublic = variant === "levels_public";
    const guard = isPublic ? {} : { preHandler: app.authenticate };
    const security = isPublic ? {} : { security: [{ bearerAuth: [] }] };

    r.get(
      `/api/${variant}/:id/rates/`,
      {
        ...guard,
        schema: {
          tags: ["rates"],
          summary: "Calificaciones de un nivel, las más recientes primero",
          ...security,
          params: idParam,
          querystring: pageQuery,
          response: { 200: paginated(rate), ...readErrors },
        },
      },
      async (request) => {
        const { limit, offset } = pageWindow(request.query);
        const viewerId = isPublic ? null : (request.currentUser?.id ?? null);
        const { total, items } = await learning.listRates(viewerId, request.params.id, limit, offset);
        return toPage(request, request.query, total, items);
      },
    );

    r.get(
      `/api/${variant}/:id/rates/stats/`,
      {
        ...guard,
        schema: {
          tags: ["rates"],
          summary: "Promedio, cantidad y distribución de las calificaciones de un nivel",
          ...security,
          params: idParam,
          response: { 200: rateStats, ...readErrors },
        },
      },
      async (request) => learning.rateStats(request.params.id),
    );
  }

  r.post(
    "/api/levels/:id/rates/",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["rates"],
        summary: "Calificar un nivel (una calificación por estudiante; enviarla de nuevo la actualiza)",
        security: [{ bearerAuth: [] }],
        params: idParam,
        body: rateRequest,
        response: { 200: rate, 201: rate, ...readErrors, 403: errorResponse },
      },
    },
    async (request, reply) => {
      const user = request.currentUser;
      if (!user) throw new AppError("not_authenticated");
      const { created, rate: saved } = await learning.rate(user, request.params.id, request.body);
      return reply.status(created ? 201 : 200).send(saved);
    },
  );
}
