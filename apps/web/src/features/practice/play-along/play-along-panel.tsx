"use client";

import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import type { PlayAlongProps } from "@/components/ui/play-along-slot";
import { MicrophoneProblemPanel } from "@/features/practice/components/microphone-problem";
import { usePracticeLog } from "@/features/practice/hooks/use-practice-log";
import { PlayAlongResult } from "@/features/practice/play-along/components/play-along-result";
import { type Accompaniment, type PlayAlongState, usePlayAlong } from "@/features/practice/play-along/hooks/use-play-along";

const SPEEDS = [0.5, 0.75, 1, 1.25] as const;

const controlClasses = "min-h-10 rounded-lg border border-neutral-300 bg-white px-2";

/**
 * «Tócalo conmigo» under a topic's score (issue 39): the student plays the chosen bars with the
 * click or with the lesson's video at a speed, and is told note by note how it went. Closed
 * until the student opens it: nothing is asked of the microphone or the practice log before.
 */
export function PlayAlongPanel(props: PlayAlongProps) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-2xl border border-neutral-200 bg-neutral-50 p-3 sm:p-4" data-testid="play-along">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-lg font-bold">
          Tócalo conmigo
        </h3>
        {open ? null : (
          <Button variant="dark" size="sm" onClick={() => setOpen(true)}>
            Tocar con la partitura
          </Button>
        )}
      </div>
      {open ? (
        <PlayAlongStudio {...props} />
      ) : (
        <p className="text-sm text-neutral-700">Toca los compases que elijas con el metrónomo o con el video, y te decimos nota por nota cómo te fue.</p>
      )}
    </section>
  );
}

const INSTRUMENT_SLUGS: Record<PlayAlongProps["instrument"], string> = {
  accordion: "acordeon",
  guitar: "guitarra",
  bass: "guitarra",
  percussion: "caja-vallenata",
};

function statusWords(state: PlayAlongState): string {
  switch (state.phase) {
    case "calibrating":
      return "Aplaude (o toca una nota) con cada uno de los 8 clics.";
    case "counting":
      return "Cuenta un compás de clics y entra en el siguiente.";
    case "playing":
      return state.settings.accompaniment === "video" ? "Toca con el video: te estamos escuchando…" : "Toca: te estamos escuchando…";
    default:
      return "";
  }
}

function calibrationWords(state: PlayAlongState): string | null {
  if (state.phase !== "calibrated") return null;
  const verdict = state.verdict;
  switch (verdict.kind) {
    case "measured":
      return `¡Listo! Tu dispositivo tarda ${verdict.latencyMs} ms: lo descontamos de cada nota.`;
    case "silent":
      return "No te oímos. Revisa que el micrófono esté activo y vuelve a calibrar.";
    case "few":
      return `Solo oímos ${verdict.heard} de 8 palmadas. Aplaude más fuerte y vuelve a calibrar.`;
    case "uneven":
      return "Tus palmadas no coincidieron entre sí. Vuelve a calibrar, con calma, justo con cada clic.";
  }
}

function PlayAlongStudio({ themeId, scoreId, scoreTitle, instrument, accordionLayout, timeline, chosen, video, onHeat }: PlayAlongProps) {
  const barCount = timeline.bars.length;
  const [from, setFrom] = useState(chosen?.from ?? 0);
  const [to, setTo] = useState(chosen?.to ?? barCount - 1);
  const [speed, setSpeed] = useState<number>(1);
  const [accompaniment, setAccompaniment] = useState<Accompaniment>("metronome");
  const log = usePracticeLog();
  const engine = usePlayAlong(timeline, video, instrument === "percussion");
  const { state, latency, listener } = engine;
  const running = state.phase === "calibrating" || state.phase === "counting" || state.phase === "playing";
  const ids = { from: useId(), to: useId(), speed: useId() };

  // The bars chosen on the score (its A–B loop) become the take's.
  const [lastChosen, setLastChosen] = useState(chosen);
  if (chosen !== lastChosen) {
    setLastChosen(chosen);
    if (chosen) {
      setFrom(chosen.from);
      setTo(chosen.to);
    }
  }

  const { activity } = log;
  useEffect(() => activity(running), [activity, running]);
  // The heat map on the score: the last take's, until the next one starts.
  const done = state.phase === "done" ? state.take : null;
  useEffect(() => {
    onHeat(done ? done.report.bars.map((b) => ({ bar: b.bar, percent: b.percent })) : null);
  }, [done, onHeat]);
  useEffect(() => () => onHeat(null), [onHeat]);

  const tempo = Math.round((timeline.bars[from]?.tempo ?? 120) * speed);
  const barOptions = Array.from({ length: barCount }, (_, index) => index);

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="grid gap-3 sm:grid-cols-2" disabled={running}>
        <legend className="sr-only">Cómo quieres tocar</legend>
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={ids.from} className="text-sm font-semibold">
            Del compás
          </label>
          <select id={ids.from} className={controlClasses} value={from} onChange={(event) => {
            const value = Number(event.target.value);
            setFrom(value);
            if (to < value) setTo(value);
          }}>
            {barOptions.map((index) => (
              <option key={index} value={index}>
                {index + 1}
              </option>
            ))}
          </select>
          <label htmlFor={ids.to} className="text-sm font-semibold">
            al
          </label>
          <select id={ids.to} className={controlClasses} value={to} onChange={(event) => setTo(Number(event.target.value))}>
            {barOptions.filter((index) => index >= from).map((index) => (
              <option key={index} value={index}>
                {index + 1}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={ids.speed} className="text-sm font-semibold">
            Velocidad
          </label>
          <select id={ids.speed} className={controlClasses} value={speed} onChange={(event) => setSpeed(Number(event.target.value))}>
            {SPEEDS.map((value) => (
              <option key={value} value={value}>
                {String(value).replace(".", ",")}×
              </option>
            ))}
          </select>
          <span className="text-sm text-neutral-700 tabular-nums" data-testid="play-along-tempo-asked">
            ♩ = {tempo}
          </span>
        </div>
        <div role="radiogroup" aria-label="Tocar con" className="flex flex-wrap gap-2 sm:col-span-2">
          {(
            [
              ["metronome", "Con el metrónomo"],
              ["video", "Con el video"],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className={`flex min-h-10 items-center gap-2 rounded-full border px-3 text-sm font-semibold ${accompaniment === value ? "border-secondary bg-white" : "border-neutral-300"} ${value === "video" && !video ? "opacity-50" : ""}`}>
              <input type="radio" name={`acompanamiento-${scoreId}`} value={value} checked={accompaniment === value} disabled={value === "video" && !video} onChange={() => setAccompaniment(value)} />
              {label}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="flex flex-col gap-2 rounded-xl bg-white p-3 text-sm">
        <p data-testid="play-along-latency">
          {latency ? `Tu dispositivo está calibrado: descontamos ${latency.latencyMs} ms de cada nota.` : "Tu dispositivo aún no está calibrado: calíbralo para que tus tiempos sean justos."}{" "}
          Usa audífonos, para que el micrófono no oiga el clic.
        </p>
        {calibrationWords(state) ? (
          <p role="status" data-testid="play-along-calibration" className="font-semibold">
            {calibrationWords(state)}
          </p>
        ) : null}
      </div>

      <div className="flex flex-wrap items-center gap-2">
        {running ? (
          <Button variant="dark" onClick={engine.stop}>
            Detener
          </Button>
        ) : (
          <>
            <Button
              variant="primary"
              disabled={listener.status === "starting"}
              onClick={() => {
                onHeat(null);
                void engine.play({ from, to, speed, accompaniment: accompaniment === "video" && video ? "video" : "metronome" });
              }}
            >
              {state.phase === "done" ? "Tocar otra vez" : "Empezar"}
            </Button>
            <Button variant="outline-dark" onClick={() => void engine.calibrate(tempo)} disabled={listener.status === "starting"}>
              Calibrar
            </Button>
          </>
        )}
        <p role="status" aria-live="polite" className="text-sm font-semibold" data-testid="play-along-status" data-phase={state.phase}>
          {statusWords(state)}
        </p>
      </div>

      {listener.problem ? <MicrophoneProblemPanel problem={listener.problem} onRetry={() => void engine.play({ from, to, speed, accompaniment })} /> : null}
      {state.phase === "failed" ? (
        <p role="alert" className="text-sm font-semibold text-error">
          {state.message}
        </p>
      ) : null}

      {done ? (
        <PlayAlongResult
          take={done}
          themeId={themeId}
          scoreId={scoreId}
          scoreTitle={scoreTitle}
          instrumentSlug={INSTRUMENT_SLUGS[instrument]}
          accordionLayout={accordionLayout}
          log={log}
        />
      ) : null}
      <p className="text-xs text-neutral-600">Tu audio se analiza aquí, en tu dispositivo, y no se envía a nadie a menos que tú lo decidas.</p>
    </div>
  );
}
