"use client";

import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { CheckCircleIcon } from "@/components/ui/icons";
import { academyPaths } from "@/config/academy-navigation";
import type { LevelItem, QuizDetailItem } from "@/lib/academy-types";
import { plural } from "@/lib/academy-format";

/** The way back up: courses, the level's course (once the level is loaded), the level, the quiz. */
export function QuizBreadcrumbs({ quiz, level, levelId }: { quiz: QuizDetailItem; level: LevelItem | null; levelId: number }) {
  return (
    <Breadcrumbs
      items={[
        { label: "Mis cursos", href: academyPaths.home },
        ...(level ? [{ label: level.course.title, href: academyPaths.course(level.course.slug) }] : []),
        { label: level ? `Nivel ${level.title}` : "Nivel", href: academyPaths.level(levelId) },
        { label: quiz.title },
      ]}
    />
  );
}

/** Title, description and the student's standing: questions, pass mark, best score, attempts. */
export function QuizHeader({ quiz, level, questionsCount }: { quiz: QuizDetailItem; level: LevelItem | null; questionsCount: number }) {
  return (
    <header className="flex flex-col gap-3">
      <p className="text-sm font-bold tracking-wide text-primary-ink uppercase">Ejercicio{level ? ` · Nivel ${level.title}` : ""}</p>
      <h1 className="text-3xl leading-tight font-extrabold sm:text-4xl">{quiz.title}</h1>
      {quiz.description ? <p className="text-lg text-neutral-700">{quiz.description}</p> : null}
      <ul className="flex flex-wrap gap-2 text-sm font-semibold">
        <li className="rounded-full bg-neutral-100 px-3 py-1">{plural(questionsCount, "pregunta", "preguntas")}</li>
        <li className="rounded-full bg-neutral-100 px-3 py-1">Apruebas con {quiz.passMark} %</li>
        {quiz.bestScore !== null ? (
          <li className="rounded-full bg-neutral-100 px-3 py-1">Tu mejor nota: {quiz.bestScore} %</li>
        ) : null}
        {quiz.attemptsCount > 0 ? (
          <li className="rounded-full bg-neutral-100 px-3 py-1">{plural(quiz.attemptsCount, "intento", "intentos")}</li>
        ) : null}
        {quiz.passed ? (
          <li className="flex items-center gap-1 rounded-full bg-success/15 px-3 py-1 text-success-ink">
            <CheckCircleIcon className="size-4" /> Aprobado
          </li>
        ) : null}
      </ul>
    </header>
  );
}
