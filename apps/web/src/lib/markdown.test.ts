import { describe, expect, it } from "vitest";
import { parseInline, parseMarkdown, safeHref } from "@/lib/markdown";

describe("lesson Markdown", () => {
  it("reads paragraphs, headings and lists as the seed writes them", () => {
    const blocks = parseMarkdown("Primer **párrafo**\ncontinúa.\n\n## Para practicar\n\n- Paso *uno*\n- Paso dos\n\n1. a\n2. b");
    expect(blocks).toEqual([
      { type: "paragraph", children: [{ type: "text", text: "Primer " }, { type: "strong", children: [{ type: "text", text: "párrafo" }] }, { type: "text", text: " continúa." }] },
      { type: "heading", level: 2, children: [{ type: "text", text: "Para practicar" }] },
      {
        type: "list",
        ordered: false,
        items: [[{ type: "text", text: "Paso " }, { type: "em", children: [{ type: "text", text: "uno" }] }], [{ type: "text", text: "Paso dos" }]],
      },
      { type: "list", ordered: true, items: [[{ type: "text", text: "a" }], [{ type: "text", text: "b" }]] },
    ]);
  });

  it("keeps HTML in the source as plain text", () => {
    const blocks = parseMarkdown('<img src=x onerror="alert(1)"> <script>alert(1)</script>');
    expect(blocks).toEqual([{ type: "paragraph", children: [{ type: "text", text: '<img src=x onerror="alert(1)"> <script>alert(1)</script>' }] }]);
  });

  it("drops unsafe link targets but keeps their text", () => {
    expect(parseInline("[clic](javascript:alert)")).toEqual([{ type: "text", text: "clic" }]);
    expect(parseInline("[blog](/blog)")).toEqual([{ type: "link", href: "/blog", children: [{ type: "text", text: "blog" }] }]);
    expect(safeHref("data:text/html,hi")).toBeNull();
    expect(safeHref("//evil.example")).toBeNull();
    expect(safeHref("https://fzacademia.com/x")).toBe("https://fzacademia.com/x");
  });

  it("does not treat a lone asterisk or underscore as emphasis", () => {
    expect(parseInline("5 * 3 y snake_case")).toEqual([{ type: "text", text: "5 * 3 y snake_case" }]);
  });
});
