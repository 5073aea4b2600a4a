"use client";

import { AcademyLink } from "@/components/ui/academy-link";
import { useState } from "react";
import { CheckCircleIcon, QuizIcon } from "@/components/ui/icons";
import { PageButtons } from "@/components/ui/page-buttons";
import { academyPaths } from "@/config/academy-navigation";
import { QUIZZES_PAGE_SIZE, useQuizPageQuery } from "@/features/quizzes/api/quizzes-api";
import { plural } from "@/lib/academy-format";
import { READ_ON_OPEN } from "@/store/query-status";
import { cx } from "@/lib/cx";

/**
 * A level's quizzes, a page at a time, with the one last opened highlighted. The route keys
 * it by level: while another page of the same level is on its way, the current one stays.
 */
export function QuizList({ levelId }: { levelId: number }) {
  const [page, setPage] = useState(1);
  const read = useQuizPageQuery({ levelId, page }, READ_ON_OPEN);
  const failed = read.isError;
  const loaded = read.data !== undefined;
  const list = read.data?.results ?? [];
  const pagination = {
    count: read.data?.count ?? 0,
    next: read.data?.next ?? null,
    previous: read.data?.previous ?? null,
    loading: read.isFetching,
  };
  const pages = Math.max(1, Math.ceil(pagination.count / QUIZZES_PAGE_SIZE));

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
            {list.map((quiz) => (
              <li key={quiz.id}>
                <AcademyLink
                  href={academyPaths.quiz(levelId, quiz.id)}
                  className={cx(
                    "flex items-start gap-3 rounded-2xl border p-3 transition-colors hover:bg-neutral-50",
                    quiz.lastSeen ? "border-primary bg-primary-light/60" : "border-neutral-200",
                  )}
                  data-last-seen={quiz.lastSeen || undefined}
                >
                  <span
                    className={cx(
                      "inline-flex size-9 shrink-0 items-center justify-center rounded-xl",
                      quiz.passed ? "bg-success text-white" : "bg-secondary text-primary",
                    )}
                  >
                    {quiz.passed ? <CheckCircleIcon className="size-5" /> : <QuizIcon className="size-5" />}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block leading-snug font-semibold">{quiz.title}</span>
                    <span className="mt-0.5 block text-sm text-neutral-600">
                      {plural(quiz.questionsCount, "pregunta", "preguntas")} · aprueba con {quiz.passMark} %
                    </span>
                    <span className="mt-1.5 flex flex-wrap gap-1.5 text-xs font-semibold">
                      {quiz.lastSeen ? (
                        <span className="rounded-full bg-primary px-2 py-0.5 text-secondary">Último que abriste</span>
                      ) : null}
                      {quiz.passed ? (
                        <span className="rounded-full bg-success/15 px-2 py-0.5 text-success-ink">Aprobado</span>
                      ) : null}
                      {quiz.bestScore !== null ? (
                        <span className="rounded-full bg-neutral-100 px-2 py-0.5 text-neutral-700">
                          Mejor nota: {quiz.bestScore} %
                        </span>
                      ) : null}
                    </span>
                  </span>
                </AcademyLink>
              </li>
            ))}
          </ul>
        )}
        {loaded && pages > 1 ? (
          <PageButtons
            label="Páginas de ejercicios"
            className="mt-4"
            page={page}
            pages={pages}
            hasPrevious={pagination.previous !== null}
            hasNext={pagination.next !== null}
            busy={pagination.loading}
            onPage={setPage}
          />
        ) : null}
      </div>
    </section>
  );
}
