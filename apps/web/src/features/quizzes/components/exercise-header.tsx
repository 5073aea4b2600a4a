"use client";

import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { CheckCircleIcon } from "@/components/ui/icons";
import { academyPaths } from "@/config/academy-navigation";
import type { ExerciseDetailItem, LevelItem } from "@/lib/academy-types";
import { plural } from "@/lib/academy-format";

/** The way back up: courses, the level's course (once the level is loaded), the level, the exercise. */
export function ExerciseBreadcrumbs({ exercise, level, levelId }: { exercise: ExerciseDetailItem; level: LevelItem | null; levelId: number }) {
  return (
    <Breadcrumbs
      items={[
        { label: "Mis cursos", href: academyPaths.home },
        ...(level ? [{ label: level.course.title, href: academyPaths.course(level.course.slug) }] : []),
        { label: level ? `Nivel ${level.title}` : "Nivel", href: academyPaths.level(levelId) },
        { label: exercise.title },
      ]}
    />
  );
}

/** Title, description and the student's standing: questions, pass mark, best score, attempts. */
export function ExerciseHeader({ exercise, level, questionsCount }: { exercise: ExerciseDetailItem; level: LevelItem | null; questionsCount: number }) {
  return (
    <header className="flex flex-col gap-3">
      <p className="text-sm font-bold tracking-wide text-primary-ink uppercase">Ejercicio{level ? ` · Nivel ${level.title}` : ""}</p>
      <h1 className="text-3xl leading-tight font-extrabold sm:text-4xl">{exercise.title}</h1>
      {exercise.description ? <p className="text-lg text-neutral-700">{exercise.description}</p> : null}
      <ul className="flex flex-wrap gap-2 text-sm font-semibold">
        <li className="rounded-full bg-neutral-100 px-3 py-1">{plural(questionsCount, "pregunta", "preguntas")}</li>
        <li className="rounded-full bg-neutral-100 px-3 py-1">Apruebas con {exercise.passMark} %</li>
        {exercise.bestScore !== null ? (
          <li className="rounded-full bg-neutral-100 px-3 py-1">Tu mejor nota: {exercise.bestScore} %</li>
        ) : null}
        {exercise.attemptsCount > 0 ? (
          <li className="rounded-full bg-neutral-100 px-3 py-1">{plural(exercise.attemptsCount, "intento", "intentos")}</li>
        ) : null}
        {exercise.passed ? (
          <li className="flex items-center gap-1 rounded-full bg-success/15 px-3 py-1 text-success-ink">
            <CheckCircleIcon className="size-4" /> Aprobado
          </li>
        ) : null}
      </ul>
    </header>
  );
}
