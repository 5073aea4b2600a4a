import { cx } from "@/lib/cx";

/**
 * Typography for HTML the API rendered from Markdown (headings, lists, quotes, code, links,
 * images), written as descendant variants so no global stylesheet or plugin is needed.
 * Shared by blog posts, the admin preview and lesson bodies.
 */
export const PROSE_CLASSES = cx(
  "max-w-none text-lg leading-relaxed text-secondary",
  "[&_p]:my-5 [&>:first-child]:mt-0",
  "[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:leading-snug [&_h2]:font-extrabold sm:[&_h2]:text-3xl",
  "[&_h3]:mt-10 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-bold sm:[&_h3]:text-2xl",
  "[&_h4]:mt-8 [&_h4]:mb-2 [&_h4]:text-lg [&_h4]:font-bold",
  "[&_a]:font-semibold [&_a]:text-secondary [&_a]:underline [&_a]:decoration-primary [&_a]:decoration-2 [&_a]:underline-offset-4 hover:[&_a]:decoration-secondary",
  "[&_strong]:font-bold [&_em]:italic",
  "[&_ul]:my-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-2 [&_li]:pl-1 [&_li::marker]:text-primary-ink",
  "[&_blockquote]:my-8 [&_blockquote]:border-l-4 [&_blockquote]:border-primary [&_blockquote]:bg-primary-light/60 [&_blockquote]:px-5 [&_blockquote]:py-3 [&_blockquote]:italic",
  "[&_code]:rounded [&_code]:bg-neutral-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-base",
  "[&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-2xl [&_pre]:bg-secondary [&_pre]:p-5 [&_pre]:text-white [&_pre_code]:bg-transparent [&_pre_code]:p-0",
  "[&_img]:my-8 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-2xl",
  "[&_hr]:my-10 [&_hr]:border-neutral-200",
  "[&_table]:my-6 [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-neutral-200 [&_td]:p-2 [&_th]:border [&_th]:border-neutral-200 [&_th]:bg-neutral-50 [&_th]:p-2 [&_th]:text-left",
);

/** HTML the API rendered from Markdown and sanitised: the only HTML pages ever inject. */
export function Prose({ html, className }: { html: string; className?: string }) {
  return <div className={cx(PROSE_CLASSES, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
