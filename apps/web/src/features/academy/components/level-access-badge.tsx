import { CheckCircleIcon, LockIcon } from "@/components/ui/icons";
import type { LevelItem } from "@/lib/academy-types";
import { plural } from "@/lib/academy-format";
import { formatDate } from "@/lib/format";
import { cx } from "@/lib/cx";

/** What the student can open in a level: everything (until when), or only its free topics. */
export function levelAccessLabel(level: Pick<LevelItem, "access" | "freeTopicsCount">): string {
  if (level.access.hasAccess) {
    return level.access.endsAt ? `Acceso hasta el ${formatDate(level.access.endsAt)}` : "Acceso completo";
  }
  return level.freeTopicsCount > 0 ? `Premium · ${plural(level.freeTopicsCount, "tema gratis", "temas gratis")}` : "Premium";
}

export function LevelAccessBadge({ level, className }: { level: Pick<LevelItem, "access" | "freeTopicsCount">; className?: string }) {
  const open = level.access.hasAccess;
  return (
    <span
      className={cx(
        "inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold",
        open ? "bg-success/15 text-success-ink" : "bg-secondary text-white",
        className,
      )}
    >
      {open ? <CheckCircleIcon className="size-3.5" /> : <LockIcon className="size-3.5 text-primary" />}
      {levelAccessLabel(level)}
    </span>
  );
}
