"use client";

import { AcademyLink } from "@/components/ui/academy-link";
import { BookIcon, QuizIcon, StarIcon } from "@/components/ui/icons";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { buttonClasses } from "@/components/ui/button";
import { ProgressBar } from "@/components/ui/progress-bar";
import { formatAverage, StarRating } from "@/components/ui/star-rating";
import { LoadingPanel, ProblemPanel } from "@/components/ui/status-panel";
import { academyPaths } from "@/config/academy-navigation";
import { CourseCover } from "@/features/academy/components/course-cover";
import { LevelAccessBadge } from "@/features/academy/components/level-access-badge";
import { useCourseQuery } from "@/features/academy/api/academy-api";
import type { LevelItem } from "@/lib/academy-types";
import { plural } from "@/lib/academy-format";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useLevelsQuery, useRateStatsQuery } from "@/store/catalogue-api";
import { loadStatus, READ_ON_OPEN, retryAll } from "@/store/query-status";

/** `/academia/cursos/<slug>`: the course and its levels, with progress and ratings. */
export function CoursePage({ courseSlug }: { courseSlug: string }) {
  const courseRead = useCourseQuery(courseSlug, READ_ON_OPEN);
  const levelsRead = useLevelsQuery({ course: courseSlug }, READ_ON_OPEN);
  const status = loadStatus([courseRead, levelsRead]);
  const course = status === "ready" ? courseRead.currentData : undefined;
  useDocumentTitle(course?.title ?? null);

  if (status === "notFound") {
    return (
      <ProblemPanel
        title="Curso no encontrado"
        message="No encontramos este curso. Puede que el enlace esté mal escrito."
        back={{ href: academyPaths.home, label: "Volver a mis cursos" }}
      />
    );
  }
  if (status === "failed") {
    return (
      <ProblemPanel title="No pudimos cargar el curso" message="Revisa tu conexión e inténtalo de nuevo." onRetry={() => retryAll([courseRead, levelsRead])} />
    );
  }
  if (!course || !levelsRead.currentData) return <LoadingPanel message="Cargando el curso…" />;

  const levels = levelsRead.currentData.results.filter((level) => level.course.id === course.id).sort((a, b) => a.position - b.position);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-6 sm:px-6 sm:py-8">
      <Breadcrumbs items={[{ label: "Mis cursos", href: academyPaths.home }, { label: course.title }]} />

      <header className="grid overflow-hidden rounded-3xl border border-neutral-200 bg-white sm:grid-cols-[18rem_1fr]">
        <CourseCover
          image={course.image}
          instrument={course.instrument?.slug ?? null}
          position={course.position}
          className="h-44 sm:h-full sm:min-h-56"
          sizes="(min-width: 640px) 18rem, 100vw"
          priority
        />
        <div className="p-6 sm:p-8">
          <p className="text-sm font-bold tracking-wide text-primary-ink uppercase">{course.instrument?.name ?? "Curso"}</p>
          <h1 className="mt-1 text-3xl font-extrabold sm:text-4xl">{course.title}</h1>
          <p className="mt-3 max-w-3xl text-lg text-neutral-700">{course.description}</p>
          <p className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-sm font-semibold text-neutral-600">
            <span>{plural(course.levelsCount, "nivel", "niveles")}</span>
            <span>{plural(course.topicsCount, "tema con video", "temas con video")}</span>
          </p>
        </div>
      </header>

      <section aria-labelledby="niveles">
        <h2 id="niveles" className="text-2xl font-extrabold">
          Niveles
        </h2>
        {levels.length === 0 ? (
          <p className="mt-4 text-neutral-700">Este curso aún no tiene niveles publicados.</p>
        ) : (
          <ol className="mt-5 grid gap-5 lg:grid-cols-2">
            {levels.map((level, index) => (
              <LevelCard key={level.id} level={level} step={index + 1} />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function LevelCard({ level, step }: { level: LevelItem; step: number }) {
  // Stats are a garnish: a failure there leaves "Sin calificaciones aún", never hides the level.
  const { currentData: stats } = useRateStatsQuery({ levelId: level.id, quiet: true });
  const progress = level.progress;
  const percentage = progress?.percentage ?? 0;
  const started = (progress?.viewed ?? 0) > 0;
  return (
    <li className="flex flex-col gap-4 rounded-3xl border border-neutral-200 bg-white p-6">
      <div className="flex items-start gap-4">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-2xl bg-primary-light text-lg font-extrabold text-primary-ink" aria-hidden="true">
          {step}
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="text-xl font-bold">
            <AcademyLink href={academyPaths.level(level.id)} className="hover:underline">
              Nivel {level.title}
            </AcademyLink>
          </h3>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <LevelAccessBadge level={level} />
            {level.isSpecial ? (
              <span className="rounded-full bg-primary px-2.5 py-1 text-xs font-bold text-secondary">Destacado</span>
            ) : null}
          </div>
        </div>
      </div>
      <p className="text-neutral-700">{level.description}</p>
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm font-semibold text-neutral-600">
        <li className="flex items-center gap-1.5">
          <BookIcon className="size-4" />
          {plural(level.topicsCount, "tema", "temas")}
        </li>
        <li className="flex items-center gap-1.5">
          <QuizIcon className="size-4" />
          {plural(level.exercisesCount, "ejercicio", "ejercicios")}
        </li>
        <li className="flex items-center gap-1.5">
          {stats && stats.average !== null ? (
            <>
              <StarRating value={stats.average} />
              <span>
                {formatAverage(stats.average)} ({plural(stats.count, "calificación", "calificaciones")})
              </span>
            </>
          ) : (
            <>
              <StarIcon filled={false} className="size-4" />
              <span>Sin calificaciones aún</span>
            </>
          )}
        </li>
      </ul>
      {progress && started ? (
        <div className="flex items-center gap-3">
          <ProgressBar value={percentage} label={`Avance del nivel ${level.title}`} tone={percentage === 100 ? "success" : "primary"} />
          <span className="w-28 shrink-0 text-right text-sm font-semibold tabular-nums">
            {progress.finished}/{progress.total} · {percentage} %
          </span>
        </div>
      ) : null}
      <AcademyLink href={academyPaths.level(level.id)} className={buttonClasses(started ? "primary" : "outline-dark", "md", "mt-auto self-start")}>
        {started ? "Continuar el nivel" : "Ver temario"}
      </AcademyLink>
    </li>
  );
}
