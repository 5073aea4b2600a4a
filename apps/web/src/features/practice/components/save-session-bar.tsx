"use client";

import { AcademyLink } from "@/components/ui/academy-link";
import { toast } from "@/lib/toasts";
import { Button } from "@/components/ui/button";
import { academyPaths } from "@/config/academy-navigation";
import { type SessionDetails, formatPracticeTime, type usePracticeLog } from "@/features/practice/hooks/use-practice-log";

/** The time practised on this page and "Guardar en mi registro". */
export function SaveSessionBar({ log, details, note }: { log: ReturnType<typeof usePracticeLog>; details: SessionDetails; note?: string }) {
  const save = async () => {
    const saved = await log.save(details);
    if (saved) {
      toast.success("Práctica guardada en tu registro", {
        description: `${formatPracticeTime(saved.durationSeconds)} de práctica; te escuchamos tocar ${formatPracticeTime(saved.heardSeconds)}.`,
      });
    }
  };
  return (
    <section aria-labelledby="registro" className="flex flex-col gap-3 rounded-2xl border border-neutral-200 p-5">
      <h2 id="registro" className="font-bold">
        Tu registro de práctica
      </h2>
      <p className="text-neutral-700">
        Tiempo en esta sesión: <strong className="tabular-nums" data-testid="practice-time">{formatPracticeTime(log.activeSeconds)}</strong>
      </p>
      <p className="text-neutral-700">
        Te escuchamos tocar: <strong className="tabular-nums" data-testid="practice-heard-time">{formatPracticeTime(log.heardSeconds)}</strong>
      </p>
      <p className="text-sm text-neutral-600">Para tu racha y tu meta diaria solo cuenta el tiempo en que el micrófono te escucha tocar.</p>
      {note ? <p className="text-sm text-neutral-600">{note}</p> : null}
      {log.startFailed ? (
        <p className="text-sm text-error">
          No pudimos preparar tu registro.{" "}
          <button type="button" className="font-semibold underline" onClick={log.retryStart}>
            Intentar de nuevo
          </button>
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="dark" size="sm" onClick={() => void save()} disabled={!log.ready || log.saving || log.activeSeconds < 1}>
          {log.saving ? "Guardando…" : "Guardar en mi registro"}
        </Button>
        <AcademyLink href={academyPaths.practice} className="text-sm font-semibold underline">
          Ver mi progreso
        </AcademyLink>
      </div>
    </section>
  );
}
