import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import blogAdminRoutes from "./blog-admin.routes";
import { createBlogCategoriesService } from "./blog-categories.service";
import { renderMarkdown } from "./blog.markdown";
import blogRoutes from "./blog.routes";
import markdownPreviewRoutes from "./markdown-preview.routes";
import { createBlogService } from "./blog.service";

/**
 * Posts and categories: public reads (cached), the back office's CRUD, the pages they refresh;
 * the editors' Markdown preview (posts and topics).
 */
export default fp(
  async function blogModule(app: FastifyInstance) {
    const { db, events } = app;
    const { audit, media } = app.services;
    const revalidate = app.pages.afterWriting(["blog"]);
    const blog = createBlogService({ db, events, media, renderMarkdown, revalidate, audit });
    const categories = createBlogCategoriesService({ db, revalidate, audit });
    await app.register(blogAdminRoutes, { blog, categories });
    await app.register(blogRoutes, { blog, categories });
    await app.register(markdownPreviewRoutes);
  },
  { name: "blog", dependencies: ["database", "events", "services", "route-table", "auth", "page-revalidation", "audit", "media"] },
);
