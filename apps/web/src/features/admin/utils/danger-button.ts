import { cx } from "@/lib/cx";

/**
 * A button (or link) that starts a destructive action: red outline, filled on hover. Its own
 * classes rather than a colour added to another variant, whose text colour would compete.
 */
export function dangerButtonClasses(size: "sm" | "md" = "md", extra?: string): string {
  return cx(
    "inline-flex items-center justify-center gap-2 rounded-full border-2 border-error/70 font-semibold text-red-800 transition-colors",
    "hover:bg-error hover:text-white disabled:cursor-not-allowed disabled:opacity-60",
    size === "sm" ? "min-h-9 px-3 text-sm" : "min-h-11 px-5 text-base",
    extra,
  );
}
