"use client";

import { AIR_NAMES, MAX_TEMPO_BPM, MIN_TEMPO_BPM, PRACTICE_AIRS } from "@fz/contracts/practice-rules";
import { Button } from "@/components/ui/button";
import { FormErrorSummary } from "@/components/ui/form-errors";
import { PauseIcon, PlayIcon } from "@/components/ui/icons";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { BeatDots } from "@/features/practice/components/beat-dots";
import type { useMetronomePage } from "@/features/practice/hooks/use-metronome-page";
import { AIR_PATTERNS } from "@/features/practice/signal/patterns";
import { messagesOf } from "@/lib/forms";

const SUBDIVISIONS = [
  { value: "1", label: "Negras" },
  { value: "2", label: "Corcheas" },
  { value: "3", label: "Tresillos" },
  { value: "4", label: "Semicorcheas" },
] as const;

export const controlClasses = "min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 text-base";

/** The metronome's own controls: tempo, the bar's beats, start and tap, the air and the bar. */
export function MetronomeControls({ page }: { page: ReturnType<typeof useMetronomePage> }) {
  const { form, values, air, beatsPerBar, accents, metronome, takeActive, setBpm, tap, toggleAccent } = page;
  const errors = messagesOf(form.formState.errors);
  return (
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
  );
}
