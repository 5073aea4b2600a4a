"use client";

import { AcademyLink } from "@/components/ui/academy-link";
import type { ReactNode } from "react";
import { BookIcon, PlayIcon, QuizIcon } from "@/components/ui/icons";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { buttonClasses } from "@/components/ui/button";
import { ProgressBar } from "@/components/ui/progress-bar";
import { LoadingPanel, ProblemPanel } from "@/components/ui/status-panel";
import { Unlock } from "@/components/ui/unlock-slot";
import { academyPaths } from "@/config/academy-navigation";
import { pickContinueTopic } from "@/features/academy/utils/academy-progress";
import { LevelAccessBadge } from "@/features/academy/components/level-access-badge";
import { TemaryList } from "@/features/academy/components/temary-list";
import { plural } from "@/lib/academy-format";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useLevelQuery, useTemaryQuery } from "@/store/catalogue-api";
import { loadStatus, READ_ON_OPEN, retryAll } from "@/store/query-status";

/**
 * `/academia/niveles/<id>`: the level's temary with the student's marks, what unlocks it,
 * and (composed by the route) its quizzes and ratings.
 */
export function LevelPage({ levelId, quizzes, ratings }: { levelId: number; quizzes?: ReactNode; ratings?: ReactNode }) {
  const levelRead = useLevelQuery({ key: levelId }, READ_ON_OPEN);
  const temaryRead = useTemaryQuery({ levelId }, READ_ON_OPEN);
  const status = loadStatus([levelRead, temaryRead], [404, 400]);
  const level = status === "ready" ? levelRead.currentData : undefined;
  const temary = temaryRead.currentData?.results ?? [];
  useDocumentTitle(level ? `Nivel ${level.title} · ${level.course.title}` : null);

  if (status === "notFound") {
    return (
      <ProblemPanel
        title="Nivel no encontrado"
        message="No encontramos este nivel. Puede que el enlace esté mal escrito."
        back={{ href: academyPaths.home, label: "Volver a mis cursos" }}
      />
    );
  }
  if (status === "failed") {
    return <ProblemPanel title="No pudimos cargar el nivel" message="Revisa tu conexión e inténtalo de nuevo." onRetry={() => retryAll([levelRead, temaryRead])} />;
  }
  if (!level) return <LoadingPanel message="Cargando el temario…" />;

  const progress = level.progress;
  const percentage = progress?.percentage ?? 0;
  const next = pickContinueTopic(temary);
  const started = (progress?.viewed ?? 0) > 0;
  const lockedCount = temary.filter((topic) => topic.isLocked).length;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-6 sm:px-6 sm:py-8">
      <Breadcrumbs
        items={[
          { label: "Mis cursos", href: academyPaths.home },
          { label: level.course.title, href: academyPaths.course(level.course.slug) },
          { label: `Nivel ${level.title}` },
        ]}
      />

      <header className="grid gap-6 rounded-3xl bg-secondary p-6 text-white sm:p-8 lg:grid-cols-[1fr_20rem] lg:items-end">
        <div>
          <p className="text-sm font-bold tracking-wide text-primary uppercase">{level.course.title}</p>
          <h1 className="mt-1 text-3xl font-extrabold sm:text-4xl">Nivel {level.title}</h1>
          <p className="mt-3 max-w-2xl text-neutral-200">{level.description}</p>
          <ul className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm font-semibold text-neutral-200">
            <li className="flex items-center gap-1.5">
              <BookIcon className="size-4 text-primary" />
              {plural(level.topicsCount, "tema", "temas")}
            </li>
            <li className="flex items-center gap-1.5">
              <QuizIcon className="size-4 text-primary" />
              {plural(level.exercisesCount, "ejercicio", "ejercicios")}
            </li>
            <li>
              <LevelAccessBadge level={level} className={level.access.hasAccess ? "bg-white text-success-ink" : "bg-white/15"} />
            </li>
          </ul>
        </div>
        <div className="rounded-2xl bg-white/10 p-5">
          <p className="flex items-baseline justify-between gap-2 text-sm">
            <span className="font-semibold">Tu avance</span>
            <span className="text-2xl font-extrabold tabular-nums">{percentage} %</span>
          </p>
          <ProgressBar
            value={percentage}
            label={`Avance del nivel ${level.title}`}
            tone={percentage === 100 ? "success" : "primary"}
            className="mt-2 bg-white/20"
          />
          <p className="mt-2 text-sm text-neutral-200">
            {progress ? `${progress.finished} de ${progress.total} temas terminados` : "Aún no has empezado"}
          </p>
          {next ? (
            <AcademyLink href={academyPaths.topic(level.id, next.slug)} className={buttonClasses("primary", "md", "mt-4 w-full")}>
              <PlayIcon className="size-5" />
              {started ? "Continuar" : "Empezar"}
              <span className="sr-only">: tema {next.position}, {next.title}</span>
            </AcademyLink>
          ) : null}
        </div>
      </header>

      <GuidedNote
        mode={temaryRead.currentData?.unlockMode ?? "open"}
        complete={percentage === 100}
        needsTeacher={temaryRead.currentData?.requiresTeacherApproval ?? false}
      />

      {!level.access.hasAccess && lockedCount > 0 ? (
        <Unlock
          title={`Desbloquea el nivel ${level.title} completo`}
          description={
            level.freeTopicsCount > 0
              ? `Ya puedes ver ${plural(level.freeTopicsCount, "tema gratuito", "temas gratuitos")}. Con un plan de acceso abres ${level.topicsCount === 1 ? "su tema" : `los ${level.topicsCount} temas`} con sus videos y presentas los ejercicios del nivel.`
              : `Con un plan de acceso abres ${level.topicsCount === 1 ? "su tema" : `los ${level.topicsCount} temas`} con sus videos y presentas los ejercicios del nivel.`
          }
          levelSlug={level.slug}
          prices={level.prices}
          compact
        />
      ) : null}

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="temario" className="min-w-0">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="temario" className="text-2xl font-extrabold">
              Temario
            </h2>
            <p className="text-sm text-neutral-600">
              {lockedCount > 0 ? `${plural(lockedCount, "tema bloqueado", "temas bloqueados")} · ` : ""}
              {plural(temary.length, "tema", "temas")}
            </p>
          </div>
          <div className="mt-4 rounded-3xl border border-neutral-200 bg-white p-2 sm:p-3">
            {temary.length === 0 ? (
              <p className="p-4 text-neutral-700">Este nivel aún no tiene temas publicados.</p>
            ) : (
              <TemaryList levelId={level.id} themes={temary} showFreeBadge={!level.access.hasAccess} />
            )}
          </div>
        </section>
        <div className="flex min-w-0 flex-col gap-8">
          {quizzes}
          {ratings}
        </div>
      </div>
    </div>
  );
}

/** A level that opens step by step (or by date) says so; a finished one points to its certificate. */
function GuidedNote({ mode, complete, needsTeacher }: { mode: "open" | "sequential" | "by_date"; complete: boolean; needsTeacher: boolean }) {
  if (complete) {
    return (
      <p className="flex flex-col gap-3 rounded-2xl border border-success/40 bg-success/10 p-4 font-semibold text-success-ink sm:flex-row sm:items-center sm:justify-between" role="status">
        {needsTeacher
          ? "¡Completaste este nivel! Tu certificado se emite con el «¡Aprobado!» de un profesor a una interpretación tuya de este nivel: si aún no lo tienes, envíale una desde cualquiera de sus temas."
          : "¡Completaste este nivel! Tu certificado está listo."}
        <AcademyLink href={academyPaths.certificates} className={buttonClasses("dark", "md", "shrink-0")}>
          Ver mis certificados
        </AcademyLink>
      </p>
    );
  }
  if (mode === "open") return null;
  return (
    <p className="rounded-2xl border border-primary/40 bg-primary-light/60 p-4 text-neutral-800">
      {mode === "sequential"
        ? "Este nivel va paso a paso: cada tema se abre cuando demuestras el anterior, ya sea tocando, aprobando su ejercicio, con el «¡Aprobado!» de tu profesor o marcándolo como terminado."
        : "Los temas de este nivel se abren por fechas, contadas desde que empezó tu acceso."}
    </p>
  );
}
