import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponse, idParam } from "@fz/contracts/common";
import {
  practiceGoal,
  practiceGoalUpdate,
  practiceSession,
  practiceSessionCreate,
  practiceSessionsPage,
  practiceSessionsQuery,
  practiceStart,
  practiceSummary,
} from "@fz/contracts/practice";
import { AppError } from "../../lib/errors";
import { pageWindow, toPage } from "../../lib/pagination";
import type { PracticeService } from "./practice.service";

const errors = { 400: errorResponse, 401: errorResponse };

/** The practice log (issue 17): the signed-in student's own sessions only. */
export default async function practiceRoutes(app: FastifyInstance, { practice }: { practice: PracticeService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearerAuth: [] }];
  const userId = (request: { currentUser?: { id: number } | null }) => {
    if (!request.currentUser) throw new AppError("not_authenticated");
    return request.currentUser.id;
  };

  r.post(
    "/api/practice/starts/",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["practice"],
        summary: "Empezar una práctica: una prueba firmada de cuándo se abrió la herramienta",
        security,
        response: { 201: practiceStart, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(practice.start(userId(request))),
  );

  r.post(
    "/api/practice/sessions/",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["practice"],
        summary: "Guardar una práctica en el registro (una por inicio; no más larga que el tiempo desde el inicio)",
        security,
        body: practiceSessionCreate,
        response: { 201: practiceSession, ...errors, 409: errorResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await practice.log(userId(request), request.body)),
  );

  r.get(
    "/api/practice/sessions/",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["practice"],
        summary: "Mis prácticas, las más recientes primero",
        security,
        querystring: practiceSessionsQuery,
        response: { 200: practiceSessionsPage, ...errors },
      },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const { total, items } = await practice.list(userId(request), limit, offset);
      return toPage(request, request.query, total, items);
    },
  );

  r.get(
    "/api/practice/sessions/:id/",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["practice"],
        summary: "Una de mis prácticas",
        security,
        params: idParam,
        response: { 200: practiceSession, ...errors, 404: errorResponse },
      },
    },
    async (request) => practice.get(userId(request), request.params.id),
  );

  r.get(
    "/api/practice/summary/",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["practice"],
        summary: "Racha de días (hora de Colombia), minutos de la semana y progreso por aire",
        security,
        response: { 200: practiceSummary, ...errors },
      },
    },
    async (request) => practice.summary(userId(request)),
  );

  r.put(
    "/api/practice/goal/",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["practice"],
        summary: "Elegir mi meta diaria: 5, 10 o 20 minutos de práctica real (con el micrófono escuchándote)",
        security,
        body: practiceGoalUpdate,
        response: { 200: practiceGoal, ...errors },
      },
    },
    async (request) => practice.setGoal(userId(request), request.body.daily_minutes),
  );
}
