import { api } from "@/lib/api-client";

/**
 * The editor's preview is rendered by the API (`POST /api/admin/markdown-preview/`), with the
 * one Markdown renderer and sanitiser that produce the published HTML: raw HTML, scripts,
 * frames and unsafe links look in the preview exactly as they will on the page.
 */
export async function renderMarkdownPreview(markdown: string, signal?: AbortSignal): Promise<string> {
  if (markdown.trim() === "") return "";
  const { bodyHtml } = await api.post<{ bodyHtml: string }>("/api/admin/markdown-preview/", { bodyMarkdown: markdown }, { signal });
  return bodyHtml;
}
