import { AcademyLink } from "@/components/ui/academy-link";
import { CheckIcon, ClockIcon, LockIcon } from "@/components/ui/icons";
import { academyPaths } from "@/config/academy-navigation";
import type { TopicSummaryItem } from "@/lib/academy-types";
import { formatDuration } from "@/lib/academy-format";
import { cx } from "@/lib/cx";

/** The state of a topic, as a word (for screen readers and the legend). */
export function topicStateLabel(topic: TopicSummaryItem): string {
  if (topic.isLocked) return "Bloqueado";
  if (topic.finished) return "Terminado";
  if (topic.viewed) return "Visto";
  return "Sin ver";
}

function StateMark({ topic }: { topic: TopicSummaryItem }) {
  const base = "inline-flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-bold";
  if (topic.isLocked) {
    return (
      <span className={cx(base, "bg-neutral-100 text-neutral-500")}>
        <LockIcon className="size-4" />
      </span>
    );
  }
  if (topic.finished) {
    return (
      <span className={cx(base, "bg-success text-white")}>
        <CheckIcon className="size-5" />
      </span>
    );
  }
  return (
    <span className={cx(base, topic.viewed ? "border-2 border-primary bg-primary-light text-secondary" : "border-2 border-neutral-300 text-neutral-600")}>
      {topic.position}
    </span>
  );
}

/**
 * The ordered topics of a level with their viewed/finished/locked marks. Locked topics stay
 * links: their page explains what unlocks them.
 */
export function TemaryList({
  levelId,
  themes,
  currentSlug,
  showFreeBadge,
  compact = false,
}: {
  levelId: number;
  themes: TopicSummaryItem[];
  currentSlug?: string;
  /** Mark free previews (useful only while the level is not unlocked). */
  showFreeBadge: boolean;
  compact?: boolean;
}) {
  return (
    <ol className={cx("flex flex-col", compact ? "gap-1" : "gap-2")} data-testid="temary">
      {[...themes]
        .sort((a, b) => a.position - b.position)
        .map((topic) => {
          const current = topic.slug === currentSlug;
          return (
            <li key={topic.id}>
              <AcademyLink
                href={academyPaths.topic(levelId, topic.slug)}
                aria-current={current ? "page" : undefined}
                className={cx(
                  "flex items-center gap-3 rounded-2xl border transition-colors",
                  compact ? "px-3 py-2.5" : "px-4 py-3.5",
                  current
                    ? "border-primary bg-primary-light"
                    : "border-transparent hover:border-neutral-200 hover:bg-neutral-50",
                  topic.isLocked && !current && "text-neutral-600",
                )}
              >
                <StateMark topic={topic} />
                <span className="min-w-0 flex-1">
                  <span className={cx("block font-semibold", compact ? "text-sm leading-snug" : "leading-snug")}>
                    {!compact ? <span className="text-neutral-500">{topic.position}. </span> : null}
                    {topic.title}
                  </span>
                  {!compact && topic.unlock ? (
                    <span className="mt-0.5 line-clamp-2 text-sm text-neutral-600">{topic.unlock.message}</span>
                  ) : !compact && topic.summary ? (
                    <span className="mt-0.5 line-clamp-2 text-sm text-neutral-600">{topic.summary}</span>
                  ) : null}
                  <span className="sr-only">, {topicStateLabel(topic)}</span>
                </span>
                <span className="flex shrink-0 flex-col items-end gap-1">
                  {showFreeBadge && topic.isFreePreview ? (
                    <span className="rounded-full bg-success/15 px-2 py-0.5 text-xs font-bold text-success-ink">Gratis</span>
                  ) : null}
                  {!compact && topic.durationSeconds ? (
                    <span className="flex items-center gap-1 text-xs text-neutral-500">
                      <ClockIcon className="size-3.5" />
                      {formatDuration(topic.durationSeconds)}
                    </span>
                  ) : null}
                </span>
              </AcademyLink>
            </li>
          );
        })}
    </ol>
  );
}
