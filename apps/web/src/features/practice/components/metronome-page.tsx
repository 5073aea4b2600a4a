"use client";

import { AIR_NAMES } from "@fz/contracts/practice-rules";
import type { MetronomePreset } from "@/features/practice/utils/metronome-form";
import { MetronomeControls, controlClasses } from "@/features/practice/components/metronome-controls";
import { MicrophoneProblemPanel, PrivacyNote } from "@/features/practice/components/microphone-problem";
import { PracticeHeader } from "@/features/practice/components/practice-header";
import { SaveSessionBar } from "@/features/practice/components/save-session-bar";
import { TakePanel } from "@/features/practice/components/take-panel";
import { useMetronomePage } from "@/features/practice/hooks/use-metronome-page";
import { useDocumentTitle } from "@/lib/use-document-title";

const INSTRUMENTS = [
  { value: "caja-vallenata", label: "Caja vallenata" },
  { value: "guacharaca", label: "Guacharaca" },
  { value: "acordeon", label: "Acordeón" },
  { value: "guitarra", label: "Guitarra" },
] as const;

/**
 * `/academia/practica/metronomo`: the metronome with the vallenato airs, and "Escúchame". The
 * preset comes from the server page's query string, so the page renders on the server; the
 * audio engine, the microphone and the recorder load on the first gesture that needs them.
 */
export function MetronomePage({ preset }: { preset: MetronomePreset }) {
  useDocumentTitle("Metrónomo");
  const page = useMetronomePage(preset);
  const { log, values, air, metronome, score, sendTake, form } = page;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-10">
      <PracticeHeader
        crumb="Metrónomo"
        title="Metrónomo"
        intro={
          <>
            Practica con un clic o con la caja y la guacharaca de los cuatro aires. Pulsa <kbd className="rounded border px-1">Espacio</kbd>{" "}
            para empezar o parar.
          </>
        }
      />
      {preset.themeId !== null ? (
        <p className="rounded-2xl bg-primary-light/60 p-4 text-neutral-800">
          Abriste el metrónomo con el ajuste de tu tema: {air ? `aire ${AIR_NAMES[air].toLowerCase()}` : "clic"}, {values.bpm} BPM, {values.bars}{" "}
          {values.bars === 1 ? "compás" : "compases"}.
        </p>
      ) : null}

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <MetronomeControls page={page} />

          <TakePanel
            take={metronome.take}
            latency={metronome.latency}
            bars={values.bars}
            busy={metronome.microphone.status === "starting"}
            onListen={() => void metronome.listen("take", values.bars)}
            onCalibrate={() => void metronome.listen("calibration", values.bars)}
            onCancel={metronome.cancelTake}
            onSend={sendTake}
          />
          {metronome.microphone.problem ? (
            <MicrophoneProblemPanel problem={metronome.microphone.problem} onRetry={() => void metronome.listen("take", values.bars)} />
          ) : null}
        </div>

        <aside className="flex flex-col gap-5">
          <div className="flex flex-col gap-1.5 text-sm font-semibold">
            <label htmlFor="instrumento">Tu instrumento</label>
            <select id="instrumento" className={controlClasses} {...form.register("instrument")}>
              {INSTRUMENTS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <SaveSessionBar
            log={log}
            details={{
              tool: "metronome",
              instrument: values.instrument,
              tempoBpm: values.bpm,
              air,
              themeId: preset.themeId,
              score: score
                ? {
                    hitPercent: score.hitPercent,
                    meanOffsetMs: score.meanOffsetMs === null ? null : Math.round(score.meanOffsetMs),
                    spreadMs: score.spreadMs === null ? null : Math.round(score.spreadMs),
                    tempoReachedBpm: score.tempoReachedBpm === null ? null : Math.round(score.tempoReachedBpm),
                    onsetCount: score.onsetCount,
                  }
                : null,
            }}
            note={score ? `Se guarda con tu última toma: ${score.hitPercent} % a tiempo.` : "Haz una toma con «Escúchame» para guardar también tu resultado."}
          />
          <PrivacyNote />
        </aside>
      </div>
    </div>
  );
}
