import type { ReactNode } from "react";
import { cx } from "@/lib/cx";

export type BadgeTone = "success" | "neutral" | "warning" | "danger" | "dark";

const TONES: Record<BadgeTone, string> = {
  success: "bg-success/15 text-success-ink",
  neutral: "bg-neutral-100 text-neutral-700",
  warning: "bg-primary-light text-primary-ink",
  danger: "bg-error/10 text-red-800",
  dark: "bg-secondary text-white",
};

/** A short status word in a pill (colour is never the only signal: the word says it). */
export function Badge({ tone = "neutral", children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span className={cx("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap", TONES[tone], className)}>
      {children}
    </span>
  );
}

/** A catalogue item's state: published or a draft. */
export function PublishedBadge({ published }: { published: boolean }) {
  return published ? <Badge tone="success">Publicado</Badge> : <Badge>Borrador</Badge>;
}
