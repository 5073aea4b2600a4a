import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { markdownPreviewRequest, markdownPreviewResponse } from "@fz/contracts/admin/markdown";
import { adminErrors, adminGuard, security } from "../../lib/admin-http";
import { renderMarkdown } from "../../lib/markdown";

const tags = ["admin: catálogo"];

/** The editors' Markdown preview (blog posts and topics). */
export default async function markdownPreviewRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = adminGuard(app);

  // The editors' preview (blog posts and topics): the same renderer and sanitiser as the
  // published page, so what the preview shows is what visitors will get. Nothing is stored.
  r.post(
    "/api/admin/markdown-preview/",
    {
      ...guard,
      schema: {
        tags,
        summary: "Vista previa de un contenido Markdown, tal como se publicará (HTML saneado)",
        security,
        body: markdownPreviewRequest,
        response: { 200: markdownPreviewResponse, ...adminErrors },
      },
    },
    async (request) => ({ body_html: renderMarkdown(request.body.body_markdown) }),
  );
}
