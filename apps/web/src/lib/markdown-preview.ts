/**
 * Client-side Markdown for the editor's live preview only (the published HTML is rendered
 * and sanitised by the API). Raw HTML in the source is shown as text and links or images
 * with a scheme other than http(s)/mailto (or a site path) are neutralised, so a preview
 * never runs anything. `marked` is loaded on demand: public pages never ship it.
 */
const SAFE_URL = /^(https?:|mailto:|\/(?!\/)|#)/i;

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

export function isSafeUrl(url: string): boolean {
  return SAFE_URL.test(url.trim());
}

type Render = (markdown: string) => string;
let renderer: Promise<Render> | null = null;

export function loadMarkdownRenderer(): Promise<Render> {
  renderer ??= import("marked").then(({ Marked }) => {
    const marked = new Marked({
      gfm: true,
      async: false,
      renderer: {
        html({ text }) {
          return escapeHtml(text);
        },
      },
      walkTokens(token) {
        if ((token.type === "link" || token.type === "image") && !isSafeUrl(token.href)) token.href = "#";
      },
    });
    return (markdown: string) => marked.parse(markdown) as string;
  });
  return renderer;
}
