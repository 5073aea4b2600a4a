import type { ReactNode } from "react";
import { parseMarkdown, type Block, type Inline } from "@/lib/markdown";

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case "text":
        return node.text;
      case "strong":
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case "em":
        return <em key={index}>{renderInline(node.children)}</em>;
      case "code":
        return (
          <code key={index} className="rounded bg-neutral-100 px-1 py-0.5 font-mono text-[0.9em]">
            {node.text}
          </code>
        );
      case "link": {
        const external = /^(https?:|mailto:)/.test(node.href);
        return (
          <a
            key={index}
            href={node.href}
            className="font-semibold text-secondary underline decoration-primary decoration-2 underline-offset-2 hover:decoration-primary-dark"
            {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          >
            {renderInline(node.children)}
          </a>
        );
      }
    }
  });
}

/** Headings inside a body sit below the page's own title (h1): "#" and "##" both become h2. */
const headingTags = { 1: "h2", 2: "h2", 3: "h3", 4: "h4" } as const;
const headingStyles = {
  1: "mt-8 text-2xl font-extrabold",
  2: "mt-8 text-xl font-bold",
  3: "mt-6 text-lg font-bold",
  4: "mt-4 font-bold",
} as const;

function renderBlock(block: Block, index: number): ReactNode {
  switch (block.type) {
    case "heading": {
      const Tag = headingTags[block.level];
      return (
        <Tag key={index} className={headingStyles[block.level]}>
          {renderInline(block.children)}
        </Tag>
      );
    }
    case "paragraph":
      return (
        <p key={index} className="mt-4 first:mt-0">
          {renderInline(block.children)}
        </p>
      );
    case "quote":
      return (
        <blockquote key={index} className="mt-4 border-l-4 border-primary bg-primary-light/50 px-4 py-3 italic">
          {renderInline(block.children)}
        </blockquote>
      );
    case "list": {
      const Tag = block.ordered ? "ol" : "ul";
      return (
        <Tag
          key={index}
          className={
            block.ordered
              ? "mt-4 list-decimal space-y-2 pl-6 marker:font-bold marker:text-primary-ink"
              : "mt-4 list-disc space-y-2 pl-6 marker:text-primary-ink"
          }
        >
          {block.items.map((item, itemIndex) => (
            <li key={itemIndex} className="pl-1">
              {renderInline(item)}
            </li>
          ))}
        </Tag>
      );
    }
  }
}

/** Markdown as React elements (text stays text: no HTML from the source is ever injected). */
export function Markdown({ source, className }: { source: string; className?: string }) {
  return <div className={className}>{parseMarkdown(source).map(renderBlock)}</div>;
}
