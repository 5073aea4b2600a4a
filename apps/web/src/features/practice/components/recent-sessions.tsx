"use client";

import { AIR_NAMES } from "@fz/contracts/practice-rules";
import { useState } from "react";
import { AcademyLink } from "@/components/ui/academy-link";
import { Button } from "@/components/ui/button";
import { academyPaths } from "@/config/academy-navigation";
import { SESSIONS_PAGE_SIZE, type PracticeSessionItem, usePracticeSessionsQuery } from "@/features/practice/api/practice-api";
import { formatPracticeTime } from "@/features/practice/hooks/use-practice-log";
import { formatDate } from "@/lib/format";
import { useReadOnOpen } from "@/store/server-data";

const TOOL_NAMES = { tuner: "Afinador", metronome: "Metrónomo", play_along: "Tócalo conmigo" } as const;

function describeSession(session: PracticeSessionItem): string {
  const parts: string[] = [session.instrument.name];
  if (session.tempoBpm) parts.push(`${session.tempoBpm} BPM`);
  if (session.air) parts.push(AIR_NAMES[session.air]);
  if (session.score) parts.push(`${session.score.hitPercent} % a tiempo`);
  return parts.join(" · ");
}

/** The student's saved practice sessions, newest first, a page at a time. */
export function RecentSessions() {
  const [page, setPage] = useState(1);
  const readOnOpen = useReadOnOpen();
  const sessions = usePracticeSessionsQuery(page, readOnOpen);
  const data = sessions.data;
  return (
    <section aria-labelledby="recientes" className="flex flex-col gap-4">
      <h2 id="recientes" className="text-2xl font-extrabold">
        Tus prácticas
      </h2>
      {!data ? (
        sessions.isError ? (
          <p className="text-neutral-700">No pudimos cargar tus prácticas.</p>
        ) : (
          <p className="text-neutral-700">Cargando…</p>
        )
      ) : data.count === 0 ? (
        <p className="rounded-2xl border border-dashed border-neutral-300 p-6 text-neutral-700">
          Aún no has guardado prácticas. Al terminar con el afinador o el metrónomo, pulsa «Guardar en mi registro».
        </p>
      ) : (
        <>
          <ul className="flex flex-col divide-y divide-neutral-100 rounded-2xl border border-neutral-200" data-testid="practice-sessions">
            {data.results.map((session) => (
              <li key={session.id} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-bold">
                    {TOOL_NAMES[session.tool]} · {formatPracticeTime(session.durationSeconds)}
                  </p>
                  <p className="text-sm text-neutral-700">{describeSession(session)}</p>
                  {session.theme ? (
                    <AcademyLink href={academyPaths.topic(session.theme.levelId, session.theme.slug)} className="text-sm underline">
                      Tema: {session.theme.title}
                    </AcademyLink>
                  ) : null}
                </div>
                <p className="shrink-0 text-sm text-neutral-600">{formatDate(session.createdAt)}</p>
              </li>
            ))}
          </ul>
          {data.count > SESSIONS_PAGE_SIZE ? (
            <nav aria-label="Páginas de prácticas" className="flex items-center gap-3">
              <Button variant="outline-dark" size="sm" disabled={!data.previous} onClick={() => setPage((p) => Math.max(1, p - 1))}>
                Anteriores
              </Button>
              <span className="text-sm text-neutral-700">
                Página {page} de {Math.ceil(data.count / SESSIONS_PAGE_SIZE)}
              </span>
              <Button variant="outline-dark" size="sm" disabled={!data.next} onClick={() => setPage((p) => p + 1)}>
                Siguientes
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
