import { z } from "zod";

/** Wire schemas of the editor's Markdown preview. Every path needs the admin role. */

/**
 * POST /api/admin/markdown-preview/: the editor's preview of a post or topic body, rendered
 * by the API's one Markdown renderer and sanitiser, so the preview is the published HTML.
 */
export const markdownPreviewRequest = z.object({
  body_markdown: z
    .string({ error: "El contenido debe ser un texto" })
    .max(100_000, { error: "El contenido no puede tener más de 100.000 caracteres" }),
});
export type MarkdownPreviewRequest = z.infer<typeof markdownPreviewRequest>;
export const markdownPreviewResponse = z.object({ body_html: z.string() });
export type MarkdownPreviewResponse = z.infer<typeof markdownPreviewResponse>;
