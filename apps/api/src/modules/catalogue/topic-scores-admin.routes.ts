import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParam, pageQuery, paginated } from "@fz/contracts/common";
import { adminScore, scoreCreate, scorePatch, SCORE_MAX_CHARS } from "@fz/contracts/scores";
import { adminErrors, adminGuard, adminId, security, writeErrors } from "../../lib/admin-http";
import { pageWindow, toPage } from "../../lib/pagination";
import type { TopicScoresService } from "./topic-scores.service";

const tags = ["admin: catálogo"];
/** A source of SCORE_MAX_CHARS plus the rest of the JSON (escaped XML grows a little). */
const bodyLimit = SCORE_MAX_CHARS * 2 + 64 * 1024;

/** A topic's scores in the back office (issue 39): add, replace, sync, remove. */
export default async function topicScoresAdminRoutes(app: FastifyInstance, { scores }: { scores: TopicScoresService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = adminGuard(app);

  r.get(
    "/api/admin/themes/:id/scores/",
    {
      ...guard,
      schema: { tags, summary: "Partituras de un tema, en orden", security, params: idParam, querystring: pageQuery, response: { 200: paginated(adminScore), ...adminErrors } },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const { total, items } = await scores.list(request.params.id, limit, offset);
      return toPage(request, request.query, total, items);
    },
  );

  r.post(
    "/api/admin/themes/:id/scores/",
    {
      ...guard,
      bodyLimit,
      schema: {
        tags,
        summary: "Agregar una partitura (alphaTex, MusicXML, Guitar Pro en base64 o tablatura de botones; un MusicXML de acordeón (la melodía y, en un segundo pentagrama, los bajos) con convert_to: \"button_tab\" se guarda como tablatura de botones); se lee al guardarla y un archivo inválido se rechaza",
        security,
        params: idParam,
        body: scoreCreate,
        response: { 201: adminScore, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await scores.create(adminId(request), request.params.id, request.body)),
  );

  r.get(
    "/api/admin/scores/:id/",
    { ...guard, schema: { tags, summary: "Una partitura con su fuente", security, params: idParam, response: { 200: adminScore, ...adminErrors } } },
    async (request) => scores.get(request.params.id),
  );

  r.patch(
    "/api/admin/scores/:id/",
    {
      ...guard,
      bodyLimit,
      schema: { tags, summary: "Reemplazar la fuente, cambiar datos o guardar la sincronía", security, params: idParam, body: scorePatch, response: { 200: adminScore, ...writeErrors } },
    },
    async (request) => scores.update(adminId(request), request.params.id, request.body),
  );

  r.delete(
    "/api/admin/scores/:id/",
    { ...guard, schema: { tags, summary: "Eliminar una partitura", security, params: idParam, response: { 204: z.null(), ...writeErrors } } },
    async (request, reply) => {
      await scores.remove(adminId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
