"use client";

import { AcademyLink } from "@/components/ui/academy-link";
import { useMemo } from "react";
import { ArrowRightIcon, BookIcon, PlayIcon } from "@/components/ui/icons";
import { buttonClasses } from "@/components/ui/button";
import { ProgressBar } from "@/components/ui/progress-bar";
import { LoadingPanel, ProblemPanel } from "@/components/ui/status-panel";
import { academyPaths } from "@/config/academy-navigation";
import {
  groupByCourse,
  isMyLevel,
  pickContinueTopic,
  progressSummary,
} from "@/features/academy/utils/academy-progress";
import { CourseCover } from "@/features/academy/components/course-cover";
import { LevelAccessBadge } from "@/features/academy/components/level-access-badge";
import { useAcademyOverview } from "@/features/academy/hooks/use-academy-overview";
import type { CourseItem, LevelItem } from "@/lib/academy-types";
import { plural } from "@/lib/academy-format";
import { formatDate } from "@/lib/format";
import { useAppSelector } from "@/store/hooks";
import { selectAcademyUser } from "@/store/slices/auth-slice";

/** `/academia`: my levels with their progress, where to continue, and the other courses. */
export function AcademyDashboard() {
  const user = useAppSelector(selectAcademyUser);
  const { status, courses, levels, lastViewed, continueLevel, temary, retry } = useAcademyOverview();

  const mine = useMemo(() => levels.filter(isMyLevel), [levels]);
  const continueTopic = continueLevel && temary ? pickContinueTopic(temary, lastViewed) : null;
  const myCourseIds = new Set(mine.map((level) => level.course.id));
  const others = courses.filter((course) => !myCourseIds.has(course.id));
  const courseById = new Map(courses.map((course) => [course.id, course]));

  if (status === "failed") {
    return (
      <ProblemPanel
        title="No pudimos cargar tu academia"
        message="Revisa tu conexión e inténtalo de nuevo."
        onRetry={retry}
      />
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-12 px-4 py-8 sm:px-6 sm:py-10">
      <section className="grid gap-6 overflow-hidden rounded-3xl bg-secondary p-6 text-white sm:p-10 lg:grid-cols-[1fr_minmax(0,26rem)] lg:items-center">
        <div>
          <p className="text-sm font-bold tracking-wide text-primary uppercase">Tu academia</p>
          <h1 className="mt-2 text-3xl font-extrabold sm:text-4xl">Hola, {user?.firstName}</h1>
          <p className="mt-3 max-w-xl text-lg text-neutral-200">
            {status !== "ready"
              ? "Preparando tus cursos…"
              : mine.length === 0
                ? "Te damos la bienvenida a FZ Academia. Elige un curso y empieza con sus temas gratuitos: cada nivel trae videos, una rutina de práctica y ejercicios."
                : progressSummary(mine)}
          </p>
        </div>
        {status === "ready" && continueLevel ? (
          <ContinueCard
            level={continueLevel}
            course={courseById.get(continueLevel.course.id)}
            topic={continueTopic}
            openedAt={continueTopic && continueTopic.id === lastViewed?.theme?.id ? lastViewed.viewedAt : null}
          />
        ) : null}
      </section>

      {status === "loading" ? (
        <LoadingPanel message="Cargando tus cursos…" />
      ) : (
        <>
          <section aria-labelledby="mis-cursos">
            <h2 id="mis-cursos" className="text-2xl font-extrabold">
              Mis cursos
            </h2>
            {mine.length === 0 ? (
              <p className="mt-4 rounded-2xl border border-dashed border-neutral-300 p-6 text-neutral-700">
                Aún no tienes niveles en curso. Explora los cursos de abajo: los primeros temas de cada nivel son
                gratis.
              </p>
            ) : (
              <ul className="mt-5 grid items-start gap-5 md:grid-cols-2">
                {groupByCourse(mine).map((group) => {
                  const course = courseById.get(group.courseId);
                  const ref = group.levels[0]!.course;
                  return (
                    <li key={group.courseId} className="flex flex-col overflow-hidden rounded-3xl border border-neutral-200 bg-white">
                      <div className="flex items-center gap-4 border-b border-neutral-100 p-5">
                        <CourseCover
                          image={course?.image ?? null}
                          instrument={course?.instrument?.slug ?? null}
                          position={course?.position ?? 0}
                          className="size-14 shrink-0 rounded-2xl"
                          sizes="56px"
                        />
                        <div className="min-w-0">
                          <h3 className="text-lg font-bold">
                            <AcademyLink href={academyPaths.course(ref.slug)} className="hover:underline">
                              {ref.title}
                            </AcademyLink>
                          </h3>
                          {course ? (
                            <p className="text-sm text-neutral-600">
                              {plural(course.levelsCount, "nivel", "niveles")} · {plural(course.topicsCount, "tema", "temas")}
                            </p>
                          ) : null}
                        </div>
                      </div>
                      <ul className="flex flex-col divide-y divide-neutral-100">
                        {group.levels.map((level) => (
                          <MyLevelRow key={level.id} level={level} />
                        ))}
                      </ul>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>

          {others.length > 0 ? (
            <section aria-labelledby="explorar">
              <h2 id="explorar" className="text-2xl font-extrabold">
                {mine.length === 0 ? "Elige tu curso" : "Explora otros cursos"}
              </h2>
              <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {others.map((course) => (
                  <CourseCard key={course.id} course={course} />
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}

interface ContinueCardProps {
  level: LevelItem;
  course?: CourseItem;
  topic: { slug: string; title: string; position: number } | null;
  /** When the topic is the one the student opened last: when that was. */
  openedAt: string | null;
}

function ContinueCard({ level, course, topic, openedAt }: ContinueCardProps) {
  const started = (level.progress?.viewed ?? 0) > 0;
  const percentage = level.progress?.percentage ?? 0;
  return (
    <div className="rounded-2xl bg-white p-5 text-secondary shadow-xl shadow-black/20" data-testid="continue-card">
      <p className="text-sm font-bold text-primary-ink">{started ? "Continúa donde lo dejaste" : "Empieza tu nivel"}</p>
      <p className="mt-1 text-sm text-neutral-600">
        {course?.title ?? level.course.title} · Nivel {level.title}
      </p>
      {topic ? (
        <p className="mt-2 text-lg leading-snug font-bold">
          <span className="text-neutral-500">Tema {topic.position} · </span>
          {topic.title}
        </p>
      ) : null}
      {openedAt ? <p className="mt-1 text-sm text-neutral-600">Lo abriste por última vez el {formatDate(openedAt)}.</p> : null}
      <div className="mt-4 flex items-center gap-3">
        <ProgressBar value={percentage} label={`Avance del nivel ${level.title}`} />
        <span className="shrink-0 text-sm font-semibold whitespace-nowrap tabular-nums">{percentage} %</span>
      </div>
      <AcademyLink
        href={topic ? academyPaths.topic(level.id, topic.slug) : academyPaths.level(level.id)}
        className={buttonClasses("primary", "md", "mt-5 w-full")}
      >
        <PlayIcon className="size-5" />
        {topic ? (started ? "Continuar" : "Empezar") : "Ver temario"}
      </AcademyLink>
    </div>
  );
}

function MyLevelRow({ level }: { level: LevelItem }) {
  const progress = level.progress;
  const percentage = progress?.percentage ?? 0;
  return (
    <li className="flex flex-col gap-3 p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h4 className="font-bold">
            <AcademyLink href={academyPaths.level(level.id)} className="hover:underline">
              Nivel {level.title}
            </AcademyLink>
          </h4>
          <p className="text-sm text-neutral-600">
            {progress ? `${progress.finished} de ${progress.total} temas terminados` : plural(level.topicsCount, "tema", "temas")}
          </p>
        </div>
        <LevelAccessBadge level={level} />
      </div>
      <div className="flex items-center gap-3">
        <ProgressBar value={percentage} label={`Avance del nivel ${level.title} de ${level.course.title}`} tone={percentage === 100 ? "success" : "primary"} />
        <span className="w-12 shrink-0 text-right text-sm font-semibold whitespace-nowrap tabular-nums">{percentage} %</span>
      </div>
      <AcademyLink href={academyPaths.level(level.id)} className="inline-flex items-center gap-1 self-start text-sm font-semibold text-secondary underline decoration-primary decoration-2 underline-offset-4 hover:decoration-primary-dark">
        Ver temario
        <ArrowRightIcon className="size-4" />
      </AcademyLink>
    </li>
  );
}

function CourseCard({ course }: { course: CourseItem }) {
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-3xl border border-neutral-200 bg-white transition-shadow hover:shadow-lg">
      <CourseCover image={course.image} instrument={course.instrument?.slug ?? null} position={course.position} className="h-40" />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 className="text-lg font-bold">
          <AcademyLink href={academyPaths.course(course.slug)} className="card-link">
            {course.title}
          </AcademyLink>
        </h3>
        <p className="line-clamp-3 text-neutral-700">{course.shortDescription}</p>
        <p className="mt-auto flex items-center gap-2 pt-2 text-sm font-semibold text-neutral-600">
          <BookIcon className="size-4" />
          {plural(course.levelsCount, "nivel", "niveles")} · {plural(course.topicsCount, "tema", "temas")}
        </p>
      </div>
    </li>
  );
}
