"use client";

import { AIR_NAMES, MAX_TEMPO_BPM, MIN_TEMPO_BPM, PRACTICE_AIRS } from "@fz/contracts/practice";
import { useEffect, useMemo, useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormErrorSummary } from "@/components/ui/form-errors";
import { PauseIcon, PlayIcon } from "@/components/ui/icons";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { type MetronomeFormValues, type MetronomePreset, metronomeFormSchema } from "@/features/practice/utils/metronome-form";
import { MicrophoneProblemPanel, PrivacyNote } from "@/features/practice/components/microphone-problem";
import { PracticeHeader } from "@/features/practice/components/practice-header";
import { SaveSessionBar } from "@/features/practice/components/save-session-bar";
import { TakePanel } from "@/features/practice/components/take-panel";
import { useMetronome } from "@/features/practice/hooks/use-metronome";
import { usePracticeLog } from "@/features/practice/hooks/use-practice-log";
import { AIR_PATTERNS } from "@/features/practice/signal/patterns";
import { type MetronomeSettings, clampTempo, tapTempo } from "@/features/practice/signal/scheduler";
import { academyPaths } from "@/config/academy-navigation";
import { cx } from "@/lib/cx";
import { handTakeOver } from "@/lib/take-handoff";
import { useAppRouter } from "@/store/use-app-router";
import { messagesOf, useZodForm } from "@/lib/forms";
import { useDocumentTitle } from "@/lib/use-document-title";

const SUBDIVISIONS = [
  { value: "1", label: "Negras" },
  { value: "2", label: "Corcheas" },
  { value: "3", label: "Tresillos" },
  { value: "4", label: "Semicorcheas" },
] as const;

const INSTRUMENTS = [
  { value: "caja-vallenata", label: "Caja vallenata" },
  { value: "guacharaca", label: "Guacharaca" },
  { value: "acordeon", label: "Acordeón" },
  { value: "guitarra", label: "Guitarra" },
] as const;

const controlClasses = "min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 text-base";

/** Typing in a field must not start the metronome: space is the page's key only elsewhere. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT", "BUTTON", "A"].includes(target.tagName);
}

/**
 * `/academia/practica/metronomo`: the metronome with the vallenato airs, and "Escúchame". The
 * preset comes from the server page's query string, so the page renders on the server; the
 * audio engine, the microphone and the recorder load on the first gesture that needs them.
 */
export function MetronomePage({ preset }: { preset: MetronomePreset }) {
  useDocumentTitle("Metrónomo");
  const log = usePracticeLog();
  const form = useZodForm(metronomeFormSchema, {
    mode: "onChange",
    defaultValues: {
      bpm: preset.bpm ?? (preset.air ? AIR_PATTERNS[preset.air].defaultTempo : 100),
      beatsPerBar: 4,
      subdivision: 1,
      air: preset.air ?? "",
      bars: preset.bars ?? 4,
      click: !preset.air,
      instrument: "caja-vallenata",
    },
  });
  const watched = useWatch({ control: form.control });
  const [values, setValues] = useState<MetronomeFormValues>(() => metronomeFormSchema.parse(form.getValues()));
  useEffect(() => {
    const parsed = metronomeFormSchema.safeParse(watched);
    if (parsed.success) setValues(parsed.data);
  }, [watched]);
  const [accents, setAccents] = useState<boolean[]>([true]);
  const air = values.air === "" ? null : values.air;
  const beatsPerBar = air ? AIR_PATTERNS[air].beatsPerBar : values.beatsPerBar;
  const settings: MetronomeSettings = useMemo(
    () => ({ bpm: values.bpm, beatsPerBar: values.beatsPerBar, subdivision: values.subdivision, accents, air, click: values.click }),
    [values, accents, air],
  );
  const metronome = useMetronome(settings, log.heard);
  const taps = useRef<number[]>([]);
  const takeActive = metronome.take?.phase === "armed" || metronome.take?.phase === "listening";
  const { activity } = log;

  useEffect(() => activity(metronome.running), [metronome.running, activity]);

  // Space starts and stops, wherever the focus is not typing or on a control of its own.
  const { toggle } = metronome;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.code !== "Space" || event.repeat || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [toggle]);

  const setBpm = (bpm: number) => form.setValue("bpm", clampTempo(bpm), { shouldValidate: true });
  const tap = () => {
    const now = performance.now();
    taps.current = [...taps.current, now].slice(-8);
    const bpm = tapTempo(taps.current);
    if (bpm !== null) setBpm(bpm);
  };
  const toggleAccent = (index: number) =>
    setAccents((current) => {
      const next = Array.from({ length: beatsPerBar }, (_, i) => current[i] ?? false);
      next[index] = !next[index];
      return next;
    });

  const errors = messagesOf(form.formState.errors);
  const score = metronome.take?.kind === "take" && metronome.take.phase === "done" ? metronome.take.score : null;
  const router = useAppRouter();
  const round = (value: number | null) => (value === null ? null : Math.round(value));
  // «Enviar al profesor»: the take's sound and figures go to the send page of the topic the
  // metronome was opened from (a take needs a topic: its teachers are the course's).
  const sendTake =
    preset.themeId !== null && score && metronome.take?.recording
      ? () => {
          const take = metronome.take!;
          handTakeOver({
            blob: take.recording!.blob,
            type: take.recording!.mimeType.split(";")[0]!,
            seconds: (take.beatTarget * 60) / take.bpm,
            themeId: preset.themeId!,
            figures: {
              hitPercent: score.hitPercent,
              meanOffsetMs: round(score.meanOffsetMs),
              spreadMs: round(score.spreadMs),
              tempoBpm: take.bpm,
              tempoPlayedBpm: round(score.tempoReachedBpm),
              air,
            },
          });
          router.push(`${academyPaths.sendTake(preset.themeId!, "")}&desde=metronomo`);
        }
      : undefined;

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
          <form noValidate onSubmit={(event) => event.preventDefault()} className="flex flex-col gap-6 rounded-3xl bg-secondary p-5 text-white sm:p-8">
            <FormErrorSummary errors={errors} />
            <div className="flex flex-col items-center gap-2 text-center">
              <label htmlFor="tempo" className="text-sm font-bold tracking-wide text-primary uppercase">
                Tempo
              </label>
              <div className="flex items-center gap-3">
                <Button variant="outline-light" size="sm" aria-label="Bajar el tempo" repeatable onClick={() => setBpm(values.bpm - 1)} disabled={takeActive}>
                  −
                </Button>
                <input
                  id="tempo"
                  type="number"
                  inputMode="numeric"
                  min={MIN_TEMPO_BPM}
                  max={MAX_TEMPO_BPM}
                  aria-describedby="tempo-unidad"
                  aria-invalid={form.formState.errors.bpm ? true : undefined}
                  disabled={takeActive}
                  className="w-36 rounded-xl bg-white/10 text-center text-5xl font-extrabold tabular-nums sm:w-44 sm:text-6xl outline-offset-2 focus:outline-2 focus:outline-primary"
                  data-testid="tempo-input"
                  {...form.register("bpm")}
                />
                <Button variant="outline-light" size="sm" aria-label="Subir el tempo" repeatable onClick={() => setBpm(values.bpm + 1)} disabled={takeActive}>
                  +
                </Button>
              </div>
              <p id="tempo-unidad" className="text-neutral-300">
                pulsos por minuto
              </p>
              {form.formState.errors.bpm ? <p className="font-semibold text-primary">{form.formState.errors.bpm.message}</p> : null}
              <input
                type="range"
                min={MIN_TEMPO_BPM}
                max={MAX_TEMPO_BPM}
                value={values.bpm}
                onChange={(event) => setBpm(Number(event.target.value))}
                aria-label="Tempo (deslizador)"
                disabled={takeActive}
                className="w-full max-w-md accent-primary"
              />
            </div>

            <BeatDots beatsPerBar={beatsPerBar} accents={accents} current={metronome.running ? metronome.beat : null} onToggle={toggleAccent} />

            <div className="flex flex-wrap items-center justify-center gap-3">
              <Button size="lg" onClick={metronome.toggle} aria-keyshortcuts="Space" data-testid="metronome-toggle">
                {metronome.running ? <PauseIcon className="size-5" /> : <PlayIcon className="size-5" />}
                {metronome.running ? "Parar" : "Empezar"}
              </Button>
              <Button variant="outline-light" size="lg" onClick={tap} disabled={takeActive}>
                Marcar tempo (tap)
              </Button>
            </div>

            <div className="grid gap-4 rounded-2xl bg-white p-4 text-secondary sm:grid-cols-2">
              <div className="flex flex-col gap-1.5 text-sm font-semibold">
                <label htmlFor="aire">Aire</label>
                <select id="aire" className={controlClasses} disabled={takeActive} {...form.register("air")}>
                  <option value="">Solo clic</option>
                  {PRACTICE_AIRS.map((a) => (
                    <option key={a} value={a}>
                      {AIR_NAMES[a]} (caja y guacharaca)
                    </option>
                  ))}
                </select>
              </div>
              {air ? (
                <p className="text-sm text-neutral-700 sm:self-end">
                  El {AIR_NAMES[air].toLowerCase()} marca su compás: {beatsPerBar} tiempos, con la caja y la guacharaca en{" "}
                  {AIR_PATTERNS[air].stepsPerBeat === 3 ? "tresillos" : "semicorcheas"}.
                </p>
              ) : (
                <>
                  <div className="flex flex-col gap-1.5 text-sm font-semibold">
                    <label htmlFor="tiempos-por-compas">Tiempos por compás</label>
                    <input
                      id="tiempos-por-compas"
                      type="number"
                      min={1}
                      max={12}
                      inputMode="numeric"
                      className={controlClasses}
                      disabled={takeActive}
                      aria-invalid={form.formState.errors.beatsPerBar ? true : undefined}
                      {...form.register("beatsPerBar")}
                    />
                  </div>
                  <div className="flex flex-col gap-1.5 text-sm font-semibold sm:col-span-2">
                    <span>Subdivisión</span>
                    <SegmentedControl
                      label="Subdivisión"
                      className="flex-wrap"
                      options={SUBDIVISIONS}
                      value={String(values.subdivision) as (typeof SUBDIVISIONS)[number]["value"]}
                      onChange={(value) => form.setValue("subdivision", Number(value), { shouldValidate: true })}
                    />
                  </div>
                </>
              )}
              <label className="flex items-center gap-3 text-sm font-semibold">
                <input type="checkbox" className="size-5 accent-secondary" {...form.register("click")} />
                Clic en cada tiempo
              </label>
              <label className="flex flex-col gap-1.5 text-sm font-semibold">
                Compases que te escucho
                <input type="number" min={1} max={64} inputMode="numeric" className={controlClasses} disabled={takeActive} {...form.register("bars")} />
              </label>
            </div>
          </form>

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

function BeatDots({
  beatsPerBar,
  accents,
  current,
  onToggle,
}: {
  beatsPerBar: number;
  accents: boolean[];
  current: { beat: number; count: number } | null;
  onToggle: (index: number) => void;
}) {
  return (
    <div role="group" aria-label="Tiempos del compás (toca uno para acentuarlo)" className="flex flex-wrap justify-center gap-3">
      {Array.from({ length: beatsPerBar }, (_, i) => {
        const accent = Boolean(accents[i]);
        const now = current?.beat === i;
        return (
          <button
            key={i}
            type="button"
            aria-pressed={accent}
            aria-label={`Tiempo ${i + 1}${accent ? ", acentuado" : ""}`}
            onClick={() => onToggle(i)}
            data-testid="beat-dot"
            data-current={now ? "true" : undefined}
            className={cx(
              "flex size-12 items-center justify-center rounded-full border-2 text-lg font-bold transition-transform duration-75",
              accent ? "border-primary" : "border-white/40",
              now ? (accent ? "scale-110 bg-primary text-secondary" : "scale-110 bg-white text-secondary") : "bg-transparent",
            )}
          >
            {i + 1}
          </button>
        );
      })}
    </div>
  );
}
