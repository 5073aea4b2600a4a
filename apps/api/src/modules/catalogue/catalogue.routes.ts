import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponse, idParam, pageQuery, paginated } from "@fz/contracts/common";
import {
  course,
  idOrSlugParam,
  level,
  levelsQuery,
  temaryResponse,
  video,
  videoPurchasedDetail,
  videosQuery,
} from "@fz/contracts/catalogue";
import { AppError } from "../../lib/errors";
import { pageWindow, toPage } from "../../lib/pagination";
import type { VideoStore } from "../media/media.service";
import type { CatalogueService } from "./catalogue.service";
import videoFilesRoutes from "./video-files.routes";
import type { MediaSigner } from "./video-files";
import topicsRoutes from "./topics.routes";
import type { TopicsService } from "./topics.service";

export interface CatalogueRoutesOptions {
  catalogue: CatalogueService;
  themes: TopicsService;
  videosDir: string;
  /** Uploaded videos in the S3 store, reached by redirect when not on local disk. */
  videoStore?: VideoStore;
  mediaSigner: MediaSigner;
}

const readErrors = { 400: errorResponse, 401: errorResponse, 404: errorResponse };
const bearer = { security: [{ bearerAuth: [] }] };
/** A token is read when sent (the viewer's access), a visitor without one is served too. */
const optionalBearer = { security: [{}, { bearerAuth: [] }] as Record<string, string[]>[] };

/**
 * Courses, levels (with their temary) and tutorial videos. Each catalogue path has a
 * `*_public` twin for visitors that never reads a session: no progress, no access, no
 * premium sources.
 */
export default async function catalogueRoutes(app: FastifyInstance, options: CatalogueRoutesOptions) {
  const { catalogue, themes } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const isPublic of [false, true]) {
    const courses = isPublic ? "courses_public" : "courses";
    const levels = isPublic ? "levels_public" : "levels";
    // Public twins read no session: their bytes are cached until a catalogue write.
    const guard = isPublic ? { config: { publicCache: "catalogue" as const } } : { preHandler: app.authenticate };
    const security = isPublic ? {} : bearer;

    r.get(
      `/api/${courses}/`,
      { ...guard, schema: { tags: ["catalogue"], summary: "Cursos de la academia", ...security, querystring: pageQuery, response: { 200: paginated(course), ...readErrors } } },
      async (request) => {
        const { limit, offset } = pageWindow(request.query);
        const { total, items } = await catalogue.listCourses(limit, offset);
        return toPage(request, request.query, total, items);
      },
    );

    r.get(
      `/api/${courses}/:id/`,
      { ...guard, schema: { tags: ["catalogue"], summary: "Un curso, por id o slug", ...security, params: idOrSlugParam, response: { 200: course, ...readErrors } } },
      async (request) => catalogue.getCourse(request.params.id),
    );

    r.get(
      `/api/${levels}/`,
      {
        ...guard,
        schema: { tags: ["catalogue"], summary: "Niveles (filtro ?course= por id o slug)", ...security, querystring: levelsQuery, response: { 200: paginated(level), ...readErrors } },
      },
      async (request) => {
        const { limit, offset } = pageWindow(request.query);
        const viewer = isPublic ? null : request.currentUser;
        const { total, items } = await catalogue.listLevels(viewer, { course: request.query.course }, limit, offset);
        return toPage(request, request.query, total, items);
      },
    );

    r.get(
      `/api/${levels}/specials/`,
      {
        ...guard,
        schema: { tags: ["catalogue"], summary: "Niveles destacados", ...security, querystring: levelsQuery, response: { 200: paginated(level), ...readErrors } },
      },
      async (request) => {
        const { limit, offset } = pageWindow(request.query);
        const viewer = isPublic ? null : request.currentUser;
        const { total, items } = await catalogue.listLevels(viewer, { course: request.query.course, special: true }, limit, offset);
        return toPage(request, request.query, total, items);
      },
    );

    r.get(
      `/api/${levels}/:id/`,
      { ...guard, schema: { tags: ["catalogue"], summary: "Un nivel, por id o slug", ...security, params: idOrSlugParam, response: { 200: level, ...readErrors } } },
      async (request) => catalogue.getLevel(isPublic ? null : request.currentUser, request.params.id),
    );

    r.get(
      `/api/${levels}/:id/temary/`,
      {
        ...guard,
        schema: {
          tags: ["catalogue"],
          summary: "Temario: los temas del nivel en orden, con acceso y avance del estudiante",
          ...security,
          params: idOrSlugParam,
          querystring: pageQuery,
          response: { 200: temaryResponse, ...readErrors },
        },
      },
      async (request) => {
        const { limit, offset } = pageWindow(request.query);
        const viewer = isPublic ? null : request.currentUser;
        const { total, items, extra } = await themes.temary(viewer, request.params.id, limit, offset);
        return { ...toPage(request, request.query, total, items), ...extra };
      },
    );
  }

  // Tutorials have no public twin: anonymous visitors may browse them (never their source).
  r.get(
    "/api/courses/videos/",
    {
      preHandler: app.optionalAuth,
      schema: { tags: ["videos"], summary: "Tutoriales en video", ...optionalBearer, querystring: videosQuery, response: { 200: paginated(video), ...readErrors } },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const { total, items } = await catalogue.listVideos(request.currentUser, request.query.course, limit, offset);
      return toPage(request, request.query, total, items);
    },
  );

  r.get(
    "/api/courses/videos/purchased/",
    {
      preHandler: app.authenticate,
      schema: { tags: ["videos"], summary: "Tutoriales comprados (con acceso vigente)", ...bearer, querystring: pageQuery, response: { 200: paginated(video), ...readErrors } },
    },
    async (request) => {
      if (!request.currentUser) throw new AppError("not_authenticated");
      const { limit, offset } = pageWindow(request.query);
      const { total, items } = await catalogue.listPurchasedVideos(request.currentUser, limit, offset);
      return toPage(request, request.query, total, items);
    },
  );

  r.get(
    "/api/courses/videos/:id/",
    {
      preHandler: app.optionalAuth,
      schema: { tags: ["videos"], summary: "Un tutorial (sin su fuente de video)", ...optionalBearer, params: idParam, response: { 200: video, ...readErrors } },
    },
    async (request) => catalogue.getVideo(request.currentUser, request.params.id),
  );

  r.get(
    "/api/courses/videos/:id/purchased_detail/",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["videos"],
        summary: "Un tutorial comprado, con su reproductor",
        ...bearer,
        params: idParam,
        response: { 200: videoPurchasedDetail, ...readErrors, 403: errorResponse },
      },
    },
    async (request) => {
      if (!request.currentUser) throw new AppError("not_authenticated");
      return catalogue.getPurchasedVideo(request.currentUser, request.params.id);
    },
  );

  await app.register(topicsRoutes, { themes, catalogue });
  await app.register(videoFilesRoutes, { videosDir: options.videosDir, store: options.videoStore, signer: options.mediaSigner });
}

