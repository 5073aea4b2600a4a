import { AcademyLink } from "@/components/ui/academy-link";
import { ArrowRightIcon, ChevronLeftIcon, ChevronRightIcon, LockIcon, QuizIcon, SparkIcon } from "@/components/ui/icons";
import { buttonClasses } from "@/components/ui/button";
import { academyPaths } from "@/config/academy-navigation";
import type { RecommendationItem, TopicDetailItem, TopicRefItem } from "@/lib/academy-types";

/** What the API recommends after this topic (a quiz, the next level). */
export function NextStep({ recommendation }: { recommendation: RecommendationItem }) {
  // "Go to the next topic" is already offered by the finish bar and the pager.
  if (recommendation.kind === "theme") return null;
  let action: { href: string; label: string } | null = null;
  if (recommendation.kind === "exercise" && recommendation.exercise) {
    action = { href: academyPaths.quiz(recommendation.exercise.levelId, recommendation.exercise.id), label: "Hacer el ejercicio" };
  } else if (recommendation.kind === "level" && recommendation.level) {
    action = { href: academyPaths.level(recommendation.level.id), label: `Ver el nivel ${recommendation.level.title}` };
  }
  return (
    <section aria-labelledby="que-sigue" className="flex flex-col gap-3 rounded-3xl border border-primary/40 bg-primary-light/60 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6" data-testid="recommendation">
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-secondary text-primary">
          {recommendation.kind === "exercise" ? <QuizIcon className="size-5" /> : <SparkIcon className="size-5" />}
        </span>
        <div>
          <h2 id="que-sigue" className="font-bold">
            ¿Qué sigue?
          </h2>
          <p className="text-neutral-700">{recommendation.message}</p>
        </div>
      </div>
      {action ? (
        <AcademyLink href={action.href} className={buttonClasses("dark", "md", "shrink-0")}>
          {action.label}
        </AcademyLink>
      ) : null}
    </section>
  );
}

/** The previous and the next topic of the level. */
export function TopicPager({ levelId, previous, next }: { levelId: number; previous: TopicRefItem | null; next: TopicRefItem | null }) {
  if (!previous && !next) return null;
  return (
    <nav aria-label="Temas vecinos" className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {previous ? (
        <AcademyLink href={academyPaths.topic(levelId, previous.slug)} className="flex min-w-0 items-center gap-3 rounded-2xl border border-neutral-200 p-4 hover:bg-neutral-50">
          <ChevronLeftIcon className="size-5 shrink-0" />
          <span className="min-w-0">
            <span className="block text-xs font-semibold text-neutral-600">Tema anterior</span>
            <span className="block truncate font-semibold">{previous.title}</span>
          </span>
        </AcademyLink>
      ) : (
        <span className="hidden sm:block" />
      )}
      {next ? (
        <AcademyLink href={academyPaths.topic(levelId, next.slug)} className="flex min-w-0 items-center justify-end gap-3 rounded-2xl border border-neutral-200 p-4 text-right hover:bg-neutral-50">
          <span className="min-w-0">
            <span className="block text-xs font-semibold text-neutral-600">Tema siguiente</span>
            <span className="block truncate font-semibold">{next.title}</span>
          </span>
          <ChevronRightIcon className="size-5 shrink-0" />
        </AcademyLink>
      ) : null}
    </nav>
  );
}

/** A topic the level's rule still keeps closed: what opens it, and the way there. */
export function TopicLockPanel({ lock, levelId }: { lock: NonNullable<TopicDetailItem["unlock"]>; levelId: number }) {
  let action: { href: string; label: string } | null = null;
  if (lock.practice) {
    action = {
      href: academyPaths.metronome({ air: lock.practice.air, tempoBpm: lock.practice.tempoBpm, bars: lock.practice.bars, themeId: lock.practice.themeId }),
      label: "Tocar con el metrónomo",
    };
  } else if (lock.exerciseId !== null) {
    action = { href: academyPaths.quiz(levelId, lock.exerciseId), label: "Hacer el ejercicio" };
  } else if (lock.previousTheme) {
    action = { href: academyPaths.topic(levelId, lock.previousTheme.slug), label: `Ir a «${lock.previousTheme.title}»` };
  }
  return (
    <section aria-labelledby="tema-cerrado" className="flex flex-col gap-4 rounded-3xl border border-neutral-200 bg-neutral-50 p-5 sm:p-6" data-testid="topic-lock">
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-secondary text-primary">
          <LockIcon className="size-5" />
        </span>
        <div>
          <h2 id="tema-cerrado" className="text-lg font-bold">
            {lock.reason === "date" ? "Este tema se abre pronto" : "Este tema se abre al completar el anterior"}
          </h2>
          <p className="mt-1 text-neutral-800">{lock.message}</p>
        </div>
      </div>
      {action ? (
        <AcademyLink href={action.href} className={buttonClasses("primary", "md", "self-start")}>
          {action.label}
          <ArrowRightIcon className="size-5" />
        </AcademyLink>
      ) : null}
    </section>
  );
}
