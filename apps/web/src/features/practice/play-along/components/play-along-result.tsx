"use client";

import type { AccordionLayoutId } from "@fz/contracts/accordion";
import { MAX_TEMPO_BPM, MIN_TEMPO_BPM } from "@fz/contracts/practice-rules";
import { Button } from "@/components/ui/button";
import { academyPaths } from "@/config/academy-navigation";
import type { NewPracticeSession } from "@/features/practice/api/practice-api";
import type { usePracticeLog } from "@/features/practice/hooks/use-practice-log";
import type { NoteVerdictKind } from "@/features/practice/play-along/utils/align";
import type { FinishedTake } from "@/features/practice/play-along/hooks/use-play-along";
import { playedWords, verdictWords, writtenName } from "@/features/practice/play-along/utils/verdict-words";
import { cx } from "@/lib/cx";
import { type HandedPlayAlong, handTakeOver } from "@/lib/take-handoff";
import { toast } from "@/lib/toasts";
import { useAppRouter } from "@/store/use-app-router";

const KIND_LABELS: [NoteVerdictKind | "extra", string][] = [
  ["on_time", "A tiempo"],
  ["early", "Adelantadas"],
  ["late", "Atrasadas"],
  ["wrong", "Equivocadas"],
  ["missed", "Faltaron"],
  ["extra", "De más"],
];

const KIND_TONES: Record<NoteVerdictKind, string> = {
  on_time: "bg-success/15 text-success-ink",
  early: "bg-primary-light text-primary-ink",
  late: "bg-primary-light text-primary-ink",
  wrong: "bg-error/10 text-red-800",
  missed: "bg-neutral-200 text-neutral-800",
};

// Text on each at WCAG AA contrast (white on the bright green would not be).
const heatTone = (percent: number) => (percent >= 90 ? "bg-success-ink text-white" : percent >= 60 ? "bg-primary text-secondary" : "bg-red-700 text-white");

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** A finished take of «Tócalo conmigo»: note by note, bar by bar, the tempo, and where it can go. */
export function PlayAlongResult({
  take,
  themeId,
  scoreId,
  scoreTitle,
  instrumentSlug,
  accordionLayout,
  log,
}: {
  take: FinishedTake;
  themeId: number;
  scoreId: number;
  scoreTitle: string;
  instrumentSlug: string;
  accordionLayout: AccordionLayoutId | null;
  log: ReturnType<typeof usePracticeLog>;
}) {
  const router = useAppRouter();
  const { report, settings, askedBpm, events } = take;
  const total = report.notes.length;
  const heard = report.notes.filter((n) => n.offsetMs !== null);
  const meanOffset = heard.length > 0 ? Math.round(heard.reduce((s, n) => s + n.offsetMs!, 0) / heard.length) : null;
  const result = {
    scoreId,
    scoreTitle,
    fromBar: settings.from + 1,
    toBar: settings.to + 1,
    accompaniment: settings.accompaniment,
    speed: settings.speed as 0.5 | 0.75 | 1 | 1.25,
    notes: total,
    onTime: report.counts.on_time,
    early: report.counts.early,
    late: report.counts.late,
    wrong: report.counts.wrong,
    missed: report.counts.missed,
    extra: report.counts.extra,
  };
  const onsetCount = heard.length + report.counts.extra;
  const tempoBpm = clamp(askedBpm, MIN_TEMPO_BPM, MAX_TEMPO_BPM);
  const tempoReached = report.tempoBpm === null ? null : clamp(report.tempoBpm, 20, 480);

  const save = async () => {
    const details: Omit<NewPracticeSession, "startToken" | "durationSeconds"> = {
      tool: "play_along",
      instrument: instrumentSlug,
      tempoBpm,
      air: null,
      themeId,
      score: {
        hitPercent: onsetCount === 0 ? 0 : report.percent,
        meanOffsetMs: onsetCount === 0 || meanOffset === null ? null : clamp(meanOffset, -750, 750),
        spreadMs: null,
        tempoReachedBpm: tempoReached,
        onsetCount,
      },
      playAlong: result,
    };
    const saved = await log.save(details);
    if (saved) toast.success("Toma guardada en tu registro", { description: `${report.counts.on_time} de ${total} notas a tiempo.` });
    else toast.error("No pudimos guardar tu toma. Revisa tu conexión e inténtalo de nuevo.");
  };

  const send = take.recording
    ? () => {
        const playAlong: HandedPlayAlong = {
          ...result,
          verdicts: report.notes.map((note) => ({
            bar: note.bar + 1,
            kind: note.kind,
            expected: writtenName(note.expectedMidi),
            played: note.kind === "wrong" && note.playedMidi !== null ? playedWords(note.playedMidi, accordionLayout) : null,
            offsetMs: note.offsetMs,
          })),
          bars: report.bars.map((b) => ({ bar: b.bar + 1, percent: b.percent })),
        };
        handTakeOver({
          blob: take.recording!.blob,
          type: take.recording!.mimeType.split(";")[0]!,
          seconds: Math.max(1, take.seconds),
          themeId,
          figures: {
            hitPercent: report.percent,
            meanOffsetMs: meanOffset === null ? null : clamp(meanOffset, -1000, 1000),
            spreadMs: null,
            tempoBpm,
            tempoPlayedBpm: tempoReached,
            air: null,
            playAlong,
          },
        });
        router.push(`${academyPaths.sendTake(themeId, "")}&desde=partitura`);
      }
    : undefined;

  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-neutral-200 bg-white p-3 sm:p-4" data-testid="play-along-result">
      <div className="flex flex-col gap-1">
        <h4 className="text-lg font-bold" data-testid="play-along-summary">
          {report.counts.on_time} de {total} notas a tiempo ({report.percent} %)
        </h4>
        <p className="text-neutral-700" data-testid="play-along-tempo">
          {report.tempoBpm === null
            ? "No oímos notas suficientes para medir tu tempo."
            : `Tocaste a ♩ = ${report.tempoBpm}; el tempo pedido era ♩ = ${askedBpm}.`}
        </p>
      </div>

      <dl className="grid grid-cols-3 gap-2 sm:grid-cols-6" aria-label="Notas por resultado">
        {KIND_LABELS.map(([kind, label]) => (
          <div key={kind} className="rounded-xl bg-neutral-50 p-2 text-center">
            <dt className="text-xs text-neutral-600">{label}</dt>
            <dd className="text-lg font-bold tabular-nums" data-testid={`count-${kind}`}>
              {report.counts[kind]}
            </dd>
          </div>
        ))}
      </dl>

      <div className="flex flex-col gap-2">
        <h5 className="font-semibold">Por compás</h5>
        <ol className="flex flex-wrap gap-1" aria-label="Notas a tiempo por compás">
          {report.bars.map((bar) => (
            <li key={bar.bar} data-testid="play-along-bar" data-percent={bar.percent} className={cx("min-w-14 rounded-md px-2 py-1 text-center text-sm font-semibold tabular-nums", heatTone(bar.percent))}>
              <span className="sr-only">Compás </span>
              {bar.bar + 1}: {bar.percent} %
            </li>
          ))}
        </ol>
      </div>

      <details className="rounded-xl bg-neutral-50 p-3" open={total <= 32}>
        <summary className="cursor-pointer font-semibold">Nota por nota</summary>
        <ol className="mt-2 grid gap-1 sm:grid-cols-2" aria-label="Cada nota de tu toma">
          {report.notes.map((note) => (
            <li key={note.index} data-testid="note-verdict" data-kind={note.kind} className={cx("flex flex-wrap gap-x-2 rounded-lg px-2 py-1 text-sm", KIND_TONES[note.kind])}>
              <span className="font-semibold tabular-nums">
                Compás {note.bar + 1} · {writtenName(events[note.index]?.midi ?? note.expectedMidi)}
              </span>
              <span>{verdictWords(note, accordionLayout)}</span>
            </li>
          ))}
        </ol>
        {report.counts.extra > 0 ? <p className="mt-2 text-sm text-neutral-700">Además oímos {report.counts.extra === 1 ? "una nota de más" : `${report.counts.extra} notas de más`}, entre las escritas.</p> : null}
      </details>

      {take.recording ? (
        <div className="flex flex-col gap-1">
          <p className="text-sm font-semibold">Escucha tu toma</p>
          <audio controls src={take.recording.url} className="w-full" data-testid="play-along-recording" />
        </div>
      ) : null}

      <div className="flex flex-wrap items-center gap-2">
        <Button variant="dark" size="sm" onClick={() => void save()} disabled={!log.ready || log.saving}>
          {log.saving ? "Guardando…" : "Guardar en mi registro"}
        </Button>
        {send ? (
          <Button variant="outline-dark" size="sm" onClick={send}>
            Enviar al profesor
          </Button>
        ) : null}
      </div>
    </div>
  );
}
