import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { blogCategory, postSlugParam, publicPost, publicPostSummary, publicPostsQuery, sitemapEntry } from "@fz/contracts/blog";
import { errorResponse, pageQuery, paginated } from "@fz/contracts/common";
import type { Database } from "@fz/db/client";
import type { Env } from "../../config/env";
import type { CacheScope } from "../../lib/public-cache";
import { pageWindow, toPage } from "../../lib/pagination";
import type { MediaService } from "../media/media.service";
import { type MarkdownRenderer, renderMarkdown } from "./blog.markdown";
import type { Broadcast } from "../../plugins/broadcast";
import { type RevalidateWebPaths, createBroadcastRevalidator, createWebRevalidator, deriveRevalidateSecret } from "./blog.revalidation";
import blogAdminRoutes from "./blog-admin.routes";
import { createAuditService } from "../admin/audit.service";
import { createBlogCategoriesService } from "./blog-categories.service";
import { createBlogService } from "./blog.service";

const publicErrors = { 400: errorResponse };

export interface BlogRoutesOptions {
  db: Database;
  env: Env;
  jwtSecret: string;
  media: MediaService;
  /** Replaces the HTTP call to the web app's /revalidate (tests, a separate deployment). */
  revalidate?: RevalidateWebPaths;
  renderMarkdown?: MarkdownRenderer;
}

/**
 * The web app to refresh: INTERNAL_WEB_URL, or this same server when it serves the web too.
 * An API-only server with no INTERNAL_WEB_URL has no pages to refresh.
 */
export function webRevalidator(app: FastifyInstance, env: Env, jwtSecret: string): RevalidateWebPaths {
  const secret = env.REVALIDATE_SECRET ?? deriveRevalidateSecret(jwtSecret);
  // One process: the Next.js handler mounted on this server reads the same secret from here.
  if (env.SERVE_WEB && !process.env.REVALIDATE_SECRET) process.env.REVALIDATE_SECRET = secret;
  const baseUrl = env.INTERNAL_WEB_URL ?? (env.SERVE_WEB ? `http://127.0.0.1:${env.PORT}` : undefined);
  if (!baseUrl) {
    app.log.info("INTERNAL_WEB_URL is not set and the web app is not served here: blog pages refresh on their own schedule");
    return async () => {};
  }
  return createWebRevalidator({ baseUrl, secret, log: app.log });
}

/**
 * What a write calls to refresh public pages. One process (local broadcast): this instance's web
 * app, as `webRevalidator`. With Redis: every instance's, each through its own web app
 * (decision 019); the subscription is live when this returns.
 */
export async function pageRevalidator(app: FastifyInstance, env: Env, jwtSecret: string, broadcast: Broadcast): Promise<RevalidateWebPaths> {
  const local = webRevalidator(app, env, jwtSecret);
  if (broadcast.kind === "local") return local;
  const pages = createBroadcastRevalidator({ broadcast, local, log: app.log });
  await pages.listen();
  return pages.revalidate;
}

/**
 * Clears the API's public cache of these scopes before the web pages are refreshed: the pages
 * re-render from the public API, which must already answer the new content.
 */
export function invalidatingFirst(app: FastifyInstance, scopes: CacheScope[], revalidate: RevalidateWebPaths): RevalidateWebPaths {
  return async (paths) => {
    app.cacheInvalidation.publish(scopes);
    await revalidate(paths);
  };
}

const cached = { publicCache: "blog" as const };

export default async function blogRoutes(app: FastifyInstance, options: BlogRoutesOptions) {
  const revalidate = invalidatingFirst(app, ["blog"], options.revalidate ?? webRevalidator(app, options.env, options.jwtSecret));
  const audit = createAuditService(options.db);
  const blog = createBlogService({
    db: options.db,
    events: app.events,
    media: options.media,
    renderMarkdown: options.renderMarkdown ?? renderMarkdown,
    revalidate,
    audit,
  });
  const categories = createBlogCategoriesService({ db: options.db, revalidate, audit });
  await app.register(blogAdminRoutes, { blog, categories });
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
