import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminVideo, adminVideosQuery, tutorialCreate, tutorialPatch, videoUploadResponse } from "@fz/contracts/admin/catalogue";
import { errorResponse, idParam, paginated } from "@fz/contracts/common";
import { pageWindow, toPage } from "../../lib/pagination";
import { UPLOAD_VIDEO_TYPES, unsupportedVideoType } from "../media/media.service";
import { adminErrors, adminGuard, adminId, security, writeErrors } from "../../lib/admin-http";
import type { VideosAdminService } from "./videos-admin.service";

const tags = ["admin: catálogo"];

/** Tutorials (videos sold on their own) and the video upload shared with topics. */
export default async function videosAdminRoutes(app: FastifyInstance, { videos, uploadMaxBytes }: { videos: VideosAdminService; uploadMaxBytes: number }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = adminGuard(app);

  r.get(
    "/api/admin/videos/",
    {
      ...guard,
      schema: { tags, summary: "Tutoriales (publicados o no), con sus precios", security, querystring: adminVideosQuery, response: { 200: paginated(adminVideo), ...adminErrors } },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const { total, items } = await videos.list({ courseId: request.query.course, q: request.query.q }, limit, offset);
      return toPage(request, request.query, total, items);
    },
  );

  r.post(
    "/api/admin/videos/",
    {
      ...guard,
      schema: { tags, summary: "Crear un tutorial (URL de YouTube/Vimeo o archivo subido)", security, body: tutorialCreate, response: { 201: adminVideo, ...writeErrors } },
    },
    async (request, reply) => reply.status(201).send(await videos.create(adminId(request), request.body)),
  );

  r.get(
    "/api/admin/videos/:id/",
    { ...guard, schema: { tags, summary: "Un tutorial", security, params: idParam, response: { 200: adminVideo, ...adminErrors } } },
    async (request) => videos.get(request.params.id),
  );

  r.patch(
    "/api/admin/videos/:id/",
    { ...guard, schema: { tags, summary: "Editar un tutorial y su precio", security, params: idParam, body: tutorialPatch, response: { 200: adminVideo, ...writeErrors } } },
    async (request) => videos.update(adminId(request), request.params.id, request.body),
  );

  r.delete(
    "/api/admin/videos/:id/",
    { ...guard, schema: { tags, summary: "Eliminar un tutorial sin compras", security, params: idParam, response: { 204: z.null(), ...writeErrors } } },
    async (request, reply) => {
      await videos.remove(adminId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  // The raw video is the body (Content-Type video/mp4 or video/webm), streamed to disk: the
  // app's 1 MB JSON body limit does not apply, the upload's own limit does.
  await app.register(async (upload) => {
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser([...UPLOAD_VIDEO_TYPES], (_request, payload, done) => done(null, payload));
    upload.addContentTypeParser("*", (_request, _payload, done) => done(unsupportedVideoType(), undefined));
    upload.withTypeProvider<ZodTypeProvider>().post(
      "/api/admin/videos/upload/",
      {
        ...adminGuard(upload),
        schema: {
          tags,
          summary: `Subir un video (cuerpo: el archivo MP4 o WebM, máximo ${Math.floor(uploadMaxBytes / (1024 * 1024))} MB); devuelve el «source» para un tema o tutorial`,
          security,
          response: { 201: videoUploadResponse, 413: errorResponse, 415: errorResponse, ...adminErrors },
        },
      },
      async (request, reply) => {
        const contentType = (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
        const declared = Number(request.headers["content-length"]);
        const body = request.body as AsyncIterable<Buffer> | undefined;
        const stored = await videos.upload(adminId(request), body, contentType, Number.isFinite(declared) ? declared : undefined);
        return reply.status(201).send(stored);
      },
    );
  });
}
