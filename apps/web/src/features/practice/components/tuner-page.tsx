"use client";

import { type ReactNode, useCallback, useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import { toast } from "@/lib/toasts";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import { SegmentedControl } from "@/components/ui/segmented-control";
import type { ListenerEvent } from "@/features/practice/audio/listener-messages";
import { MicrophoneProblemPanel, PrivacyNote } from "@/features/practice/components/microphone-problem";
import { PracticeHeader } from "@/features/practice/components/practice-header";
import { SaveSessionBar } from "@/features/practice/components/save-session-bar";
import { type StringChoice, type TunerMode, TunerReadout } from "@/features/practice/components/tuner-readout";
import { useAudioContext, useListener } from "@/features/practice/hooks/use-listener";
import { usePracticeLog } from "@/features/practice/hooks/use-practice-log";
import { GUITAR_STRINGS, MAX_REFERENCE_HZ, MIN_REFERENCE_HZ } from "@/features/practice/signal/notes";
import { createPitchSmoother } from "@/features/practice/signal/pitch";
import { createPitchStore } from "@/features/practice/utils/pitch-store";
import { readReferenceHz, saveReferenceHz } from "@/features/practice/utils/practice-preferences";
import { useCheckedForm } from "@/lib/checked-form";
import { type FieldChecks, checkFields, wholeNumber } from "@/lib/field-checks";
import { useDocumentTitle } from "@/lib/use-document-title";

// Checked without zod, as the metronome's form is (decision 064).
const referenceChecks: FieldChecks<{ referenceHz: number }> = {
  referenceHz: wholeNumber(MIN_REFERENCE_HZ, MAX_REFERENCE_HZ, {
    typed: "Escribe la frecuencia del La en hercios",
    whole: "Usa un número entero de hercios",
    range: `El La de referencia va de ${MIN_REFERENCE_HZ} a ${MAX_REFERENCE_HZ} Hz`,
  }),
};

const CHROMATIC_INSTRUMENTS = [
  { value: "acordeon", label: "Acordeón" },
  { value: "guitarra", label: "Guitarra" },
] as const;

/** `/academia/practica/afinador`: the tuner (guitar strings or chromatic), listening in the browser. */
export function TunerPage() {
  useDocumentTitle("Afinador");
  const getContext = useAudioContext();
  const log = usePracticeLog();
  const [mode, setMode] = useState<TunerMode>("guitar");
  const [choice, setChoice] = useState<StringChoice>("auto");
  const [instrument, setInstrument] = useState<string>("acordeon");
  // The steadied pitch lives outside React state: only the readout re-renders, and only when
  // the shown value moves by a cent (the page stays still while a note is held).
  const [pitch] = useState(createPitchStore);
  const smoother = useRef(createPitchSmoother());
  const form = useCheckedForm(referenceChecks, { defaultValues: { referenceHz: readReferenceHz() }, mode: "onChange" });
  const typed = useWatch({ control: form.control, name: "referenceHz" });
  const parsedReference = checkFields(referenceChecks, { referenceHz: typed });
  const referenceHz = parsedReference.success ? parsedReference.data.referenceHz : readReferenceHz();

  const { heard } = log;
  const onEvent = useCallback((event: ListenerEvent) => {
    if (event.type !== "pitch") return;
    // A note recognised is the student playing: real practice (decision 045).
    if (event.frequency !== null) heard();
    // Smoothed as MIDI at A4 = 440; the reference is applied when it is shown.
    const value = smoother.current.push(event.frequency === null ? null : 69 + 12 * Math.log2(event.frequency / 440), performance.now());
    pitch.set(value === null ? null : Math.round(value * 100) / 100);
  }, [pitch, heard]);
  const listener = useListener(getContext, "pitch", onEvent);
  const listening = listener.status === "listening";

  const start = async () => {
    smoother.current.reset();
    if (await listener.start()) log.activity(true);
  };
  const stop = () => {
    listener.stop();
    log.activity(false);
    pitch.set(null);
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-10">
      <PracticeHeader
        crumb="Afinador"
        title="Afinador"
        intro="Toca una cuerda o una nota y sostenla: la aguja te dice si estás alto o bajo. Con ±5 cents ya estás afinado."
      />

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="lectura" className="flex flex-col items-center gap-5 rounded-3xl border border-neutral-200 bg-white p-5 sm:p-8">
          <h2 id="lectura" className="sr-only">
            Lectura del afinador
          </h2>
          <SegmentedControl
            label="Modo del afinador"
            options={[
              { value: "guitar", label: "Guitarra" },
              { value: "chromatic", label: "Cromático" },
            ]}
            value={mode}
            onChange={setMode}
          />
          {mode === "guitar" ? (
            <div role="group" aria-label="Cuerda a afinar" className="flex flex-wrap justify-center gap-2">
              <StringButton pressed={choice === "auto"} onClick={() => setChoice("auto")}>
                Automático
              </StringButton>
              {GUITAR_STRINGS.map((string) => (
                <StringButton key={string.number} pressed={choice === string.number} onClick={() => setChoice(string.number)}>
                  <span className="text-xs text-neutral-600">{string.number}.ª</span> {string.label}
                </StringButton>
              ))}
            </div>
          ) : (
            <p className="text-center text-sm text-neutral-700">Cualquier nota: para el acordeón, tu voz o cualquier instrumento.</p>
          )}

          <TunerReadout pitch={pitch} mode={mode} choice={choice} referenceHz={referenceHz} listening={listening} />

          {listener.problem ? <MicrophoneProblemPanel problem={listener.problem} onRetry={() => void start()} /> : null}
          <div className="flex flex-wrap justify-center gap-3">
            {listening ? (
              <Button variant="dark" size="lg" onClick={stop}>
                Dejar de escuchar
              </Button>
            ) : (
              <Button size="lg" onClick={() => void start()} disabled={listener.status === "starting"}>
                {listener.status === "starting" ? "Abriendo el micrófono…" : "Empezar a escuchar"}
              </Button>
            )}
          </div>
        </section>

        <aside className="flex flex-col gap-5">
          <form
            noValidate
            onSubmit={form.handleSubmit(({ referenceHz: hz }) => {
              saveReferenceHz(hz);
              toast.success(`La de referencia: ${hz} Hz`);
            })}
            className="flex flex-col gap-3 rounded-2xl border border-neutral-200 p-5"
          >
            <TextField
              label="La de referencia (Hz)"
              type="number"
              inputMode="numeric"
              min={MIN_REFERENCE_HZ}
              max={MAX_REFERENCE_HZ}
              required
              hint="Casi siempre 440. Cámbialo si tocas con un acordeón o una grabación afinados a otro La."
              error={form.formState.errors.referenceHz?.message}
              {...form.register("referenceHz")}
            />
            <Button type="submit" variant="outline-dark" size="sm" className="self-start">
              Recordar en este dispositivo
            </Button>
          </form>
          {mode === "chromatic" ? (
            <div className="flex flex-col gap-1.5 text-sm font-semibold">
              <label htmlFor="instrumento-afinado">Instrumento que afinas</label>
              <select
                id="instrumento-afinado"
                value={instrument}
                onChange={(event) => setInstrument(event.target.value)}
                className="min-h-11 rounded-lg border border-neutral-300 bg-white px-3 text-base font-normal"
              >
                {CHROMATIC_INSTRUMENTS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <SaveSessionBar log={log} details={{ tool: "tuner", instrument: mode === "guitar" ? "guitarra" : instrument }} />
          <PrivacyNote />
        </aside>
      </div>
    </div>
  );
}

function StringButton({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className="min-h-11 rounded-full border-2 border-neutral-200 px-4 font-semibold text-neutral-800 aria-pressed:border-secondary aria-pressed:bg-secondary aria-pressed:text-white"
    >
      {children}
    </button>
  );
}
