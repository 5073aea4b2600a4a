import { LockIcon, PlayIcon } from "@/components/ui/icons";
import type { LevelItem, TopicItem } from "@/features/catalogue/api/catalogue-public-api";
import { formatDuration } from "@/lib/academy-format";

/**
 * The course's topics level by level, free previews marked. Native <details>: it opens and
 * closes without any JavaScript.
 */
export function CourseSyllabus({ levels, topics }: { levels: LevelItem[]; topics: TopicItem[] }) {
  return (
    <div className="flex flex-col gap-3">
      {levels.map((level, index) => {
        const inLevel = topics.filter((topic) => topic.level.id === level.id).sort((a, b) => a.position - b.position);
        return (
          <details key={level.id} open={index === 0} className="group rounded-2xl bg-white ring-1 ring-black/10 open:shadow-sm">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 [&::-webkit-details-marker]:hidden">
              <span className="flex flex-col">
                <span className="text-lg font-bold">
                  Nivel {index + 1}: {level.title}
                </span>
                <span className="text-sm text-neutral-700">
                  {level.topicsCount === 1 ? "1 tema" : `${level.topicsCount} temas`}{level.freeTopicsCount > 0 ? ` · ${level.freeTopicsCount} de vista previa gratis` : ""}
                  {level.unlockMode === "sequential"
                    ? " · paso a paso: cada tema se abre al demostrar el anterior"
                    : level.unlockMode === "by_date"
                      ? " · paso a paso por fechas: cada tema se abre a su día desde que empieza tu acceso"
                      : ""}
                  {level.requiresTeacherApproval ? " · certificado con tu interpretación aprobada por un profesor" : ""}
                </span>
              </span>
              <span
                aria-hidden="true"
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-light text-xl font-bold transition-transform group-open:rotate-45"
              >
                +
              </span>
            </summary>
            {inLevel.length > 0 ? (
              <ol className="flex flex-col border-t border-neutral-200 px-5 py-2">
                {inLevel.map((topic) => (
                  <li key={topic.id} className="flex items-start gap-3 border-b border-neutral-100 py-3 last:border-b-0">
                    <span
                      aria-hidden="true"
                      className={
                        topic.isFreePreview
                          ? "mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-secondary"
                          : "mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-neutral-100 text-neutral-600"
                      }
                    >
                      {topic.isFreePreview ? <PlayIcon className="size-3.5" /> : <LockIcon className="size-3.5" />}
                    </span>
                    <span className="flex flex-1 flex-col">
                      <span className="font-semibold">
                        {topic.title}
                        {topic.isFreePreview ? (
                          <span className="ml-2 rounded-full bg-primary-light px-2 py-0.5 align-middle text-xs font-bold text-secondary">
                            Gratis
                          </span>
                        ) : (
                          <span className="sr-only"> (con suscripción)</span>
                        )}
                      </span>
                      <span className="text-sm text-neutral-700">{topic.summary}</span>
                    </span>
                    {formatDuration(topic.durationSeconds) ? (
                      <span className="shrink-0 text-sm text-neutral-600">{formatDuration(topic.durationSeconds)}</span>
                    ) : null}
                  </li>
                ))}
              </ol>
            ) : (
              <p className="border-t border-neutral-200 px-5 py-4 text-neutral-700">{level.description}</p>
            )}
          </details>
        );
      })}
    </div>
  );
}
