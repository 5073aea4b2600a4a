import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { blogCategory, postSlugParam, publicPost, publicPostSummary, publicPostsQuery, sitemapEntry } from "@fz/contracts/blog";
import { errorResponse, pageQuery, paginated } from "@fz/contracts/common";
import { pageWindow, toPage } from "../../lib/pagination";
import type { BlogCategoriesService } from "./blog-categories.service";
import type { BlogService } from "./blog.service";

const publicErrors = { 400: errorResponse };

export interface BlogRoutesOptions {
  blog: BlogService;
  categories: BlogCategoriesService;
}

const cached = { publicCache: "blog" as const };

export default async function blogRoutes(app: FastifyInstance, { blog, categories }: BlogRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Public reads: published posts only.

  r.get(
    "/api/blog/public/posts/",
    {
      config: cached,
      schema: {
        tags: ["blog"],
        summary: "Entradas publicadas, de la más reciente a la más antigua (filtro por categoría y búsqueda)",
        querystring: publicPostsQuery,
        response: { 200: paginated(publicPostSummary), ...publicErrors },
      },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const { total, items } = await blog.listPublishedPosts(request.query, limit, offset);
      return toPage(request, request.query, total, items);
    },
  );

  r.get(
    "/api/blog/public/posts/:slug/",
    {
      config: cached,
      schema: {
        tags: ["blog"],
        summary: "Una entrada publicada, con sus categorías y entradas relacionadas",
        params: postSlugParam,
        response: { 200: publicPost, 404: errorResponse, ...publicErrors },
      },
    },
    async (request) => blog.getPublishedPost(request.params.slug),
  );

  r.get(
    "/api/blog/public/categories/",
    {
      config: cached,
      schema: {
        tags: ["blog"],
        summary: "Categorías del blog con el número de entradas publicadas",
        querystring: pageQuery,
        response: { 200: paginated(blogCategory), ...publicErrors },
      },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const { total, items } = await categories.listCategories(true, limit, offset);
      return toPage(request, request.query, total, items);
    },
  );

  r.get(
    "/api/blog/public/sitemap/",
    {
      config: cached,
      schema: {
        tags: ["blog"],
        summary: "Slugs y fechas de las entradas publicadas, para el sitemap (paginado)",
        querystring: pageQuery,
        response: { 200: paginated(sitemapEntry), ...publicErrors },
      },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const { total, items } = await blog.sitemap(limit, offset);
      return toPage(request, request.query, total, items);
    },
  );
}
