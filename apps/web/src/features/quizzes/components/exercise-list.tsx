"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { CheckCircleIcon, ChevronLeftIcon, ChevronRightIcon, QuizIcon } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { academyPaths } from "@/config/academy-navigation";
import { EXERCISES_PAGE_SIZE } from "@/features/quizzes/api/quizzes-api";
import { fetchExerciseList } from "@/features/quizzes/store/quizzes-thunks";
import { plural } from "@/lib/academy-format";
import { cx } from "@/lib/cx";
import { useAppDispatch, useAppSelector } from "@/store/hooks";

/** A level's exercises, a page at a time, with the one last opened highlighted. */
export function ExerciseList({ levelId }: { levelId: number }) {
  const dispatch = useAppDispatch();
  const { list, listLevelId, pagination } = useAppSelector((state) => state.exercises);
  const [page, setPage] = useState(1);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    setFailed(false);
    const request = dispatch(fetchExerciseList({ levelId, page }));
    request.then((action) => {
      if (fetchExerciseList.rejected.match(action) && !action.payload?.aborted) setFailed(true);
    });
    return () => request.abort();
  }, [dispatch, levelId, page]);

  const loaded = listLevelId === levelId;
  const pages = Math.max(1, Math.ceil(pagination.count / EXERCISES_PAGE_SIZE));

  return (
    <section aria-labelledby="ejercicios" aria-busy={pagination.loading}>
      <h2 id="ejercicios" className="text-2xl font-extrabold">
        Ejercicios
      </h2>
      <div className="mt-4 rounded-3xl border border-neutral-200 bg-white p-4">
        {!loaded ? (
          failed ? (
            <p className="p-2 text-neutral-700">No pudimos cargar los ejercicios.</p>
          ) : (
            <div role="status" className="flex items-center gap-3 p-2 text-neutral-700">
              <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-primary border-t-transparent" />
              Cargando ejercicios…
            </div>
          )
        ) : list.length === 0 ? (
          <p className="p-2 text-neutral-700">Este nivel aún no tiene ejercicios.</p>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="exercise-list">
            {list.map((exercise) => (
              <li key={exercise.id}>
                <Link
                  href={academyPaths.exercise(levelId, exercise.id)}
                  className={cx(
                    "flex items-start gap-3 rounded-2xl border p-3 transition-colors hover:bg-neutral-50",
                    exercise.lastSeen ? "border-primary bg-primary-light/60" : "border-neutral-200",
                  )}
                  data-last-seen={exercise.lastSeen || undefined}
                >
                  <span
                    className={cx(
                      "inline-flex size-9 shrink-0 items-center justify-center rounded-xl",
                      exercise.passed ? "bg-success text-white" : "bg-secondary text-primary",
                    )}
                  >
                    {exercise.passed ? <CheckCircleIcon className="size-5" /> : <QuizIcon className="size-5" />}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block leading-snug font-semibold">{exercise.title}</span>
                    <span className="mt-0.5 block text-sm text-neutral-600">
                      {plural(exercise.questionsCount, "pregunta", "preguntas")} · aprueba con {exercise.passMark} %
                    </span>
                    <span className="mt-1.5 flex flex-wrap gap-1.5 text-xs font-semibold">
                      {exercise.lastSeen ? (
                        <span className="rounded-full bg-primary px-2 py-0.5 text-secondary">Último que abriste</span>
                      ) : null}
                      {exercise.passed ? (
                        <span className="rounded-full bg-success/15 px-2 py-0.5 text-success-ink">Aprobado</span>
                      ) : null}
                      {exercise.bestScore !== null ? (
                        <span className="rounded-full bg-neutral-100 px-2 py-0.5 text-neutral-700">
                          Mejor nota: {exercise.bestScore} %
                        </span>
                      ) : null}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {loaded && pages > 1 ? (
          <nav aria-label="Páginas de ejercicios" className="mt-4 flex items-center justify-between gap-2">
            <Button
              variant="ghost"
              size="sm"
              disabled={!pagination.previous || pagination.loading}
              onClick={() => setPage((current) => Math.max(1, current - 1))}
            >
              <ChevronLeftIcon className="size-4" />
              Anterior
            </Button>
            <span className="text-sm text-neutral-600" aria-live="polite">
              Página {page} de {pages}
            </span>
            <Button
              variant="ghost"
              size="sm"
              disabled={!pagination.next || pagination.loading}
              onClick={() => setPage((current) => current + 1)}
            >
              Siguiente
              <ChevronRightIcon className="size-4" />
            </Button>
          </nav>
        ) : null}
      </div>
    </section>
  );
}
