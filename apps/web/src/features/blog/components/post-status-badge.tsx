import type { BlogPostStatus } from "@fz/contracts/blog";
import { cx } from "@/lib/cx";

export const STATUS_LABELS: Record<BlogPostStatus, string> = { draft: "Borrador", published: "Publicada" };

export function PostStatusBadge({ status }: { status: BlogPostStatus }) {
  return (
    <span
      className={cx(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold",
        status === "published" ? "bg-green-100 text-green-900" : "bg-neutral-200 text-secondary",
      )}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}
