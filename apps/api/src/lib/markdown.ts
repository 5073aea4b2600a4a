import { marked } from "marked";
import sanitizeHtml from "sanitize-html";

/** What rendered Markdown may contain: text formatting, links, images, tables, code. */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "blockquote", "ul", "ol", "li", "strong", "em", "b", "i",
    "del", "s", "code", "pre", "a", "img", "table", "thead", "tbody", "tr", "th", "td", "figure", "figcaption",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    th: ["align"],
    td: ["align"],
    code: ["class"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  allowedClasses: { code: [/^language-[\w-]+$/] },
  transformTags: {
    // The page title is the h1; headings in a body start at h2.
    h1: "h2",
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? "");
      return {
        tagName,
        attribs: external ? { ...attribs, rel: "noopener noreferrer nofollow", target: "_blank" } : attribs,
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy" } }),
  },
};

/**
 * Renders Markdown written by staff (blog posts, lesson bodies): GitHub-flavoured Markdown to
 * HTML with `marked`, then `sanitize-html` with an allow-list, so raw HTML, event handlers
 * and `javascript:` links in the source come out inert. Clients only ever get this HTML.
 */
export const renderMarkdown = (markdown: string): string =>
  sanitizeHtml(marked.parse(markdown.replace(/\r\n?/g, "\n"), { async: false, gfm: true, breaks: false }), SANITIZE_OPTIONS).trim();

