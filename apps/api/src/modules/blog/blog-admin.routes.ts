import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  UPLOAD_IMAGE_TYPES,
  adminPost,
  adminPostSummary,
  adminPostsQuery,
  blogCategory,
  blogCategoryWrite,
  blogPostPatch,
  blogPostWrite,
  uploadResponse,
} from "@fz/contracts/blog";
import { errorResponse, idParam, pageQuery, paginated } from "@fz/contracts/common";
import { AppError } from "../../lib/errors";
import { pageWindow, toPage } from "../../lib/pagination";
import { readImageBody, unsupportedImageType } from "../media/media.service";
import type { BlogCategoriesService } from "./blog-categories.service";
import type { BlogService } from "./blog.service";

const adminErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** The administrator making the change, for the audit log. */
function actorOf(request: FastifyRequest): number {
  const user = request.currentUser;
  if (!user) throw new AppError("not_authenticated");
  return user.id;
}

/** Admin-only blog paths of spec §7, plus the cover upload. */
export default async function blogAdminRoutes(
  app: FastifyInstance,
  { blog, categories }: { blog: BlogService; categories: BlogCategoriesService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Admin (spec §7). The role is checked on request, before the body is read or validated.
  const admin = { onRequest: app.requireRole("admin") };
  const security = [{ bearerAuth: [] }];

  r.get(
    "/api/blog/posts/",
    {
      ...admin,
      schema: {
        tags: ["blog"],
        summary: "Entradas (borradores y publicadas), con búsqueda y filtro por estado",
        security,
        querystring: adminPostsQuery,
        response: { 200: paginated(adminPostSummary), ...adminErrors },
      },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const { total, items } = await blog.listPosts(request.query, limit, offset);
      return toPage(request, request.query, total, items);
    },
  );

  r.post(
    "/api/blog/posts/",
    {
      ...admin,
      schema: {
        tags: ["blog"],
        summary: "Crear una entrada (el slug se genera del título si no se envía)",
        security,
        body: blogPostWrite,
        response: { 201: adminPost, ...adminErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await blog.createPost(request.body, actorOf(request))),
  );

  r.get(
    "/api/blog/posts/:id/",
    {
      ...admin,
      schema: { tags: ["blog"], summary: "Una entrada", security, params: idParam, response: { 200: adminPost, ...adminErrors } },
    },
    async (request) => blog.getPost(request.params.id),
  );

  r.put(
    "/api/blog/posts/:id/",
    {
      ...admin,
      schema: {
        tags: ["blog"],
        summary: "Reemplazar una entrada (sin slug ni published_at se conservan)",
        security,
        params: idParam,
        body: blogPostWrite,
        response: { 200: adminPost, ...adminErrors },
      },
    },
    async (request) => blog.replacePost(request.params.id, request.body, actorOf(request)),
  );

  r.patch(
    "/api/blog/posts/:id/",
    {
      ...admin,
      schema: {
        tags: ["blog"],
        summary: "Modificar campos de una entrada (publicar, despublicar…)",
        security,
        params: idParam,
        body: blogPostPatch,
        response: { 200: adminPost, ...adminErrors },
      },
    },
    async (request) => blog.updatePost(request.params.id, request.body, actorOf(request)),
  );

  r.delete(
    "/api/blog/posts/:id/",
    {
      ...admin,
      schema: { tags: ["blog"], summary: "Eliminar una entrada", security, params: idParam, response: { 204: z.null(), ...adminErrors } },
    },
    async (request, reply) => {
      await blog.deletePost(request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  r.get(
    "/api/blog/categories/",
    {
      ...admin,
      schema: {
        tags: ["blog"],
        summary: "Categorías con el número total de entradas",
        security,
        querystring: pageQuery,
        response: { 200: paginated(blogCategory), ...adminErrors },
      },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const { total, items } = await categories.listCategories(false, limit, offset);
      return toPage(request, request.query, total, items);
    },
  );

  r.post(
    "/api/blog/categories/",
    {
      ...admin,
      schema: {
        tags: ["blog"],
        summary: "Añadir una categoría",
        security,
        body: blogCategoryWrite,
        response: { 201: blogCategory, ...adminErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await categories.createCategory(request.body, actorOf(request))),
  );

  r.get(
    "/api/blog/categories/:id/",
    {
      ...admin,
      schema: { tags: ["blog"], summary: "Una categoría", security, params: idParam, response: { 200: blogCategory, ...adminErrors } },
    },
    async (request) => categories.getCategory(request.params.id),
  );

  r.put(
    "/api/blog/categories/:id/",
    {
      ...admin,
      schema: {
        tags: ["blog"],
        summary: "Reemplazar una categoría",
        security,
        params: idParam,
        body: blogCategoryWrite,
        response: { 200: blogCategory, ...adminErrors },
      },
    },
    async (request) => categories.replaceCategory(request.params.id, request.body, actorOf(request)),
  );

  r.delete(
    "/api/blog/categories/:id/",
    {
      ...admin,
      schema: {
        tags: ["blog"],
        summary: "Eliminar una categoría (las entradas se conservan)",
        security,
        params: idParam,
        response: { 204: z.null(), ...adminErrors },
      },
    },
    async (request, reply) => {
      await categories.deleteCategory(request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  // Cover upload: the raw image is the body (Content-Type image/jpeg, image/png or image/webp).
  await app.register(async (upload) => {
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser([...UPLOAD_IMAGE_TYPES], readImageBody);
    upload.addContentTypeParser("*", async () => {
      throw unsupportedImageType();
    });
    upload.withTypeProvider<ZodTypeProvider>().post(
      "/api/blog/uploads/",
      {
        ...admin,
        schema: {
          tags: ["blog"],
          summary: "Subir una imagen de portada (cuerpo: la imagen; JPEG, PNG o WebP, máximo 5 MB)",
          security,
          response: { 201: uploadResponse, 413: errorResponse, 415: errorResponse, ...adminErrors },
        },
      },
      async (request, reply) => {
        const contentType = (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const stored = await blog.uploadCoverImage(body, contentType);
        return reply.status(201).send({ url: stored.url, content_type: stored.contentType, size: stored.size });
      },
    );
  });
}
