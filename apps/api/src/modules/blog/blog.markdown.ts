import { renderMarkdown as renderSafeMarkdown } from "../../lib/markdown";
import { foldAccents } from "./blog.slug";

/** Markdown source in, sanitised HTML out: the only HTML a post ever stores. */
export type MarkdownRenderer = (markdown: string) => string;

/** Posts use the one Markdown renderer of the API (lib/markdown.ts). */
export const renderMarkdown: MarkdownRenderer = renderSafeMarkdown;

const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The visible text of HTML we rendered ourselves (tags dropped, entities decoded). */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, code: string) => {
      if (code[0] === "#") {
        const point = code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
        return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : " ";
      }
      return NAMED_ENTITIES[code.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, " ")
    .trim();
}

export const WORDS_PER_MINUTE = 200;

/** ~200 words a minute, at least one minute. */
export function readingTimeMinutes(text: string): number {
  const words = text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** The first ~160 characters of the text, cut at a word, for lists and meta descriptions. */
export function excerptFrom(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?¡¿-]+$/u, "")}…`;
}

/**
 * The text a derived excerpt is taken from: the post's paragraphs, each ending as a sentence.
 * Headings, lists, quotes and code are left out — run together with the paragraphs, they
 * made a mangled sentence («Cómo empezar El acordeón…», issue 35.13). A post with no
 * paragraph falls back to all its text.
 */
export function excerptSource(html: string): string {
  const paragraphs = [...html.matchAll(/<p(?:\s[^>]*)?>([\s\S]*?)<\/p>/gi)]
    .map((match) => htmlToText(match[1]!))
    .filter((text) => /[\p{L}\p{N}]/u.test(text))
    .map((text) => (/[.!?…:;»”)]$/u.test(text) ? text : `${text}.`));
  return paragraphs.length > 0 ? paragraphs.join(" ") : htmlToText(html);
}

export interface PreparedBody {
  bodyHtml: string;
  excerpt: string;
  readingTimeMinutes: number;
  searchText: string;
}

/** Everything derived from a post's text, computed once when the post is written. */
export function preparePostBody(
  render: MarkdownRenderer,
  input: { title: string; excerpt?: string | null; bodyMarkdown: string },
): PreparedBody {
  const bodyHtml = render(input.bodyMarkdown);
  const text = htmlToText(bodyHtml);
  const excerpt = input.excerpt?.trim() || excerptFrom(excerptSource(bodyHtml));
  return {
    bodyHtml,
    excerpt,
    readingTimeMinutes: readingTimeMinutes(text),
    searchText: foldAccents(`${input.title}\n${excerpt}\n${text}`),
  };
}
