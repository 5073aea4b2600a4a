"use client";

import { useState } from "react";
import type { SubmissionStatus } from "@fz/contracts/teaching";
import { AcademyLink } from "@/components/ui/academy-link";
import { PageButtons } from "@/components/ui/page-buttons";
import { LoadingPanel } from "@/components/ui/status-panel";
import { academyPaths } from "@/config/academy-navigation";
import { REVIEWS_PAGE_SIZE, useMyAssignmentsQuery, useMySubmissionsQuery } from "@/features/teaching/api/teaching-api";
import { LadderProgress } from "@/features/teaching/components/ladder-progress";
import { StatusBadge } from "@/features/teaching/components/status-badge";
import { StatusFilter } from "@/features/teaching/components/status-filter";
import { formatTimecode } from "@/features/teaching/utils/timecode";
import { formatDate } from "@/lib/format";


/** «Mis revisiones»: the practice the teacher assigned, and each take sent with its status. */
export function MyReviewsPage() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<SubmissionStatus | "all">("all");
  const takes = useMySubmissionsQuery({ page, status: status === "all" ? undefined : status });
  const assignments = useMyAssignmentsQuery(1);
  const pages = Math.max(1, Math.ceil((takes.data?.count ?? 0) / REVIEWS_PAGE_SIZE));
  // The tasks come above the takes: both appear together, so the takes never move down when
  // the tasks arrive (Lighthouse measured a layout shift of 0.2 when they came one by one).
  const firstLoad = takes.isLoading || assignments.isLoading;

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-8 px-4 py-8 sm:px-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl leading-tight font-extrabold sm:text-4xl">Mis revisiones</h1>
        <p className="max-w-3xl text-lg text-neutral-700">Envía una toma desde cualquier tema («Enviar mi interpretación») y tu profesor te responde en 48 horas, con comentarios en cada momento de tu grabación.</p>
      </header>

      {firstLoad ? <LoadingPanel message="Cargando tus tareas y tomas…" /> : null}

      {!firstLoad && assignments.data && assignments.data.results.length > 0 ? (
        <section aria-labelledby="mis-tareas" className="flex flex-col gap-3">
          <h2 id="mis-tareas" className="text-xl font-bold">
            Mis tareas
          </h2>
          <ul className="flex flex-col gap-3">
            {assignments.data.results.map((a) => (
              <li key={a.id} className="flex flex-col gap-2 rounded-2xl border border-primary/40 bg-primary-light/50 p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="assignment">
                <div>
                  <p className="font-bold">Tu tarea: {a.title}</p>
                  <p className="text-neutral-700">
                    {a.theme.title} · para el {formatDate(a.dueOn)}
                    {a.kind === "tempo_ladder" ? ` · sube de a ${a.tempoStep} BPM con ${a.passPercent} % a tiempo` : ""}
                  </p>
                  {a.instructions ? <p className="text-neutral-700">{a.instructions}</p> : null}
                  <LadderProgress assignment={a} />
                </div>
                <AcademyLink href={academyPaths.sendTake(a.theme.id, a.theme.title, a.id, a.progress?.nextBpm ?? a.tempoFrom)} className="shrink-0 font-semibold underline">
                  Enviar una toma de esta tarea
                </AcademyLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {firstLoad ? null : (
        <section aria-labelledby="mis-tomas" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="mis-tomas" className="text-xl font-bold">
              Mis tomas
            </h2>
            <StatusFilter
              value={status}
              first={{ value: "all", label: "Todas" }}
              onChange={(value) => {
                setStatus(value);
                setPage(1);
              }}
            />
          </div>
          {takes.data && takes.data.results.length === 0 ? <p className="rounded-2xl bg-neutral-50 p-6 text-neutral-700">Aún no has enviado ninguna toma. Abre un tema y pulsa «Enviar mi interpretación».</p> : null}
          <ul className="flex flex-col gap-3">
            {takes.data?.results.map((take) => (
              <li key={take.id}>
                <AcademyLink href={academyPaths.review(take.id)} className="flex flex-col items-start gap-1 rounded-2xl border border-neutral-200 p-4 hover:border-primary sm:flex-row sm:items-center sm:justify-between" data-testid="my-take">
                  <span>
                    <span className="block font-bold">{take.theme.title}</span>
                    <span className="text-neutral-700">
                      {take.course.title} · {take.kind === "video" ? "Video" : "Audio"} de {formatTimecode(take.durationSeconds)} · {formatDate(take.createdAt)}
                    </span>
                  </span>
                  <StatusBadge take={take} />
                </AcademyLink>
              </li>
            ))}
          </ul>
          {pages > 1 ? <PageButtons label="Páginas de mis tomas" page={page} pages={pages} hasPrevious={page > 1} hasNext={page < pages} busy={takes.isFetching} onPage={setPage} /> : null}
        </section>
      )}
    </div>
  );
}
