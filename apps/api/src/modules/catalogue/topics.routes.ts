import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse, paginated } from "@fz/contracts/common";
import {
  askForRateResponse,
  finishTopicResponse,
  lastViewedTopic,
  slugParam,
  topicDetail,
  topicLevelQuery,
  topicSummary,
  topicsQuery,
} from "@fz/contracts/catalogue";
import { scoreDetail, scoreParams } from "@fz/contracts/scores";
import { AppError } from "../../lib/errors";
import { pageWindow, toPage } from "../../lib/pagination";
import type { CatalogueService } from "./catalogue.service";
import type { TopicsService } from "./topics.service";

const readErrors = { 400: errorResponse, 401: errorResponse, 404: errorResponse };
const TOPIC_ROUTE = "/api/themes/:slug/";
const JSON_TYPE = "application/json; charset=utf-8";
/** A signed-in topic's URL as the app asks for it, with nothing the route's schemas would change (trimming, decoding). */
const REMEMBERED_TOPIC_URL = /^\/api\/themes\/([a-z0-9-]{1,160})\/(?:\?level=([a-z0-9-]{1,120}))?$/;
const bearer = { security: [{ bearerAuth: [] }] };

/** Topics: lists, one topic (`?level=` id or slug), finishing it and the rate prompt. */
export default async function topicsRoutes(app: FastifyInstance, { themes, catalogue }: { themes: TopicsService; catalogue: CatalogueService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Declared before `/:slug/`; static segments win in the router anyway.
  r.get(
    "/api/themes/last-viewed/",
    {
      preHandler: app.authenticate,
      schema: { tags: ["themes"], summary: "El último tema que abrió el estudiante", ...bearer, response: { 200: lastViewedTopic, 401: errorResponse } },
    },
    async (request) => {
      if (!request.currentUser) throw new AppError("not_authenticated");
      return themes.lastViewed(request.currentUser);
    },
  );

  for (const isPublic of [false, true]) {
    const base = isPublic ? "themes_public" : "themes";
    // Public twins read no session: their bytes are cached until a catalogue write.
    const guard = isPublic ? { config: { publicCache: "catalogue" as const } } : { preHandler: app.authenticate };
    const security = isPublic ? {} : bearer;

    r.get(
      `/api/${base}/`,
      {
        ...guard,
        schema: { tags: ["themes"], summary: "Temas (filtros ?level= y ?course=)", ...security, querystring: topicsQuery, response: { 200: paginated(topicSummary), ...readErrors } },
      },
      async (request) => {
        const { limit, offset } = pageWindow(request.query);
        const viewer = isPublic ? null : request.currentUser;
        const courseId = await catalogue.courseIdOf(request.query.course);
        const { total, items } = await themes.listTopics(viewer, { level: request.query.level, courseId }, limit, offset);
        return toPage(request, request.query, total, items);
      },
    );

    r.get(
      `/api/${base}/:slug/`,
      {
        ...guard,
        schema: {
          tags: ["themes"],
          summary: "Un tema con su contenido y video (bloqueado: solo sus datos, is_locked = true)",
          ...security,
          params: slugParam,
          querystring: topicLevelQuery,
          response: { 200: topicDetail, ...readErrors },
        },
      },
      // Not `async`: the service's promise is the answer (an async wrapper would add two more per request).
      (request) => themes.getTopic(isPublic ? null : request.currentUser, request.params.slug, request.query.level),
    );
  }

  // The remembered signed-in topic leaves before Fastify (decision 066): the same bytes, status
  // and headers, for a URL the route's schemas would take as it is. Not while every request is
  // logged (LOG_REQUESTS), which only Fastify does.
  if (!app.config.env.LOG_REQUESTS) {
    app.earlyAnswers.add(TOPIC_ROUTE, (req, res) => {
      if (req.method !== "GET" || req.url === undefined) return false;
      const match = REMEMBERED_TOPIC_URL.exec(req.url);
      // `/api/themes/last-viewed/` is a route of its own.
      if (!match || match[1] === "last-viewed") return false;
      const user = app.rememberedUser(req.headers.authorization);
      const headers = user && app.apiAnswerHeaders(req);
      if (!user || !headers) return false;
      const answer = themes.rememberedTopic(user, match[1]!, match[2]);
      const body = answer && app.encodedAnswers.get("GET", TOPIC_ROUTE, answer);
      if (!body) return false;
      res.writeHead(200, { ...headers, "content-type": JSON_TYPE, "content-length": body.length });
      res.end(body);
      return true;
    });
  }

  r.get(
    "/api/themes/:slug/scores/:id/",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["themes"],
        summary: "Una partitura del tema (fuente y sincronía con el video); solo con el tema abierto",
        ...bearer,
        params: scoreParams,
        querystring: topicLevelQuery,
        response: { 200: scoreDetail, ...readErrors, 403: errorResponse },
      },
    },
    async (request) => {
      if (!request.currentUser) throw new AppError("not_authenticated");
      return themes.scoreOf(request.currentUser, request.params.slug, request.query.level, request.params.id);
    },
  );

  r.get(
    "/api/themes/:slug/scores/:id/pdf/",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["themes"],
        summary: "La partitura en PDF para imprimir o guardar (la tablatura de botones del acordeón incluida); solo con el tema abierto",
        ...bearer,
        params: scoreParams,
        querystring: topicLevelQuery,
        response: { 200: z.any().describe("application/pdf"), ...readErrors, 403: errorResponse },
      },
    },
    async (request, reply) => {
      if (!request.currentUser) throw new AppError("not_authenticated");
      const { bytes, filename } = await themes.scorePdfOf(request.currentUser, request.params.slug, request.query.level, request.params.id);
      return reply
        .type("application/pdf")
        .header("cache-control", "private, no-store")
        .header("content-disposition", `attachment; filename="${filename}"`)
        .send(Buffer.from(bytes));
    },
  );

  r.post(
    "/api/themes/:slug/finish/",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["themes"],
        summary: "Marcar un tema como terminado",
        ...bearer,
        params: slugParam,
        querystring: topicLevelQuery,
        response: { 200: finishTopicResponse, ...readErrors, 403: errorResponse },
      },
    },
    async (request) => {
      if (!request.currentUser) throw new AppError("not_authenticated");
      return themes.finishTopic(request.currentUser, request.params.slug, request.query.level);
    },
  );

  r.get(
    "/api/themes/:slug/ask-for-rate/",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["rates"],
        summary: "¿Pedir ahora al estudiante que califique el nivel del tema?",
        ...bearer,
        params: slugParam,
        querystring: topicLevelQuery,
        response: { 200: askForRateResponse, ...readErrors },
      },
    },
    async (request) => {
      if (!request.currentUser) throw new AppError("not_authenticated");
      return themes.askForRate(request.currentUser, request.params.slug, request.query.level);
    },
  );

  r.post(
    "/api/themes/:slug/ask-for-rate/",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["rates"],
        summary: "No volver a pedir la calificación de este nivel",
        ...bearer,
        params: slugParam,
        querystring: topicLevelQuery,
        response: { 200: askForRateResponse, ...readErrors },
      },
    },
    async (request) => {
      if (!request.currentUser) throw new AppError("not_authenticated");
      return themes.dismissRatePrompt(request.currentUser, request.params.slug, request.query.level);
    },
  );
}
