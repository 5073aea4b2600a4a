import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponse } from "@fz/contracts/common";
import { pointsHistoryQuery, pointsHistoryResponse, pointsResponse, redeemRequest, redeemResponse } from "@fz/contracts/points";
import { AppError } from "../../lib/errors";
import { listWindow, POINTS_SCOPE, toWindowPage } from "../../lib/pagination";
import type { PointsService } from "./points.service";

const errors = { 400: errorResponse, 401: errorResponse };

export default async function pointsRoutes(app: FastifyInstance, { points }: { points: PointsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.authenticate };
  const userOf = (request: { currentUser: { id: number; role: string } | null }) => {
    if (!request.currentUser) throw new AppError("not_authenticated");
    return request.currentUser;
  };

  r.get(
    "/api/points/",
    {
      ...signedIn,
      schema: {
        tags: ["points"],
        summary: "Saldo de puntos, recompensas, logros y cómo ganar puntos",
        security: [{ bearerAuth: [] }],
        response: { 200: pointsResponse, ...errors },
      },
    },
    async (request) => points.summary(userOf(request).id),
  );

  r.post(
    "/api/points/redeem/",
    {
      ...signedIn,
      schema: {
        tags: ["points"],
        summary: "Canjear puntos por un tutorial o por meses de acceso a un nivel",
        description: "`slug` es el del tutorial (redeem_type tutorial) o el del nivel (oneMonthAccess, fourMonthAccess).",
        security: [{ bearerAuth: [] }],
        body: redeemRequest,
        response: { 200: redeemResponse, ...errors, 404: errorResponse },
      },
    },
    async (request) => ({ points: await points.redeem(userOf(request), request.body) }),
  );

  r.get(
    "/api/points/history/",
    {
      ...signedIn,
      schema: {
        tags: ["points"],
        summary: "Movimientos de puntos del estudiante, del más reciente al más antiguo",
        security: [{ bearerAuth: [] }],
        querystring: pointsHistoryQuery,
        response: { 200: pointsHistoryResponse, ...errors },
      },
    },
    async (request) => {
      const window = listWindow(request.query, POINTS_SCOPE, "timestamp");
      const { total, places, items } = await points.history(userOf(request).id, window);
      return toWindowPage(request, request.query, POINTS_SCOPE, window, total, places, items);
    },
  );
}
