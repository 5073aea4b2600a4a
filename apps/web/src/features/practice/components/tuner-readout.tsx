"use client";

import { useMemo, useSyncExternalStore } from "react";
import { TunerNeedle } from "@/features/practice/components/tuner-needle";
import { GUITAR_STRINGS, type Reading, autoStringReading, frequencyOfMidi, isInTune, nearestNote, readingForString } from "@/features/practice/signal/notes";
import type { PitchStore } from "@/features/practice/utils/pitch-store";
import { cx } from "@/lib/cx";

export type TunerMode = "guitar" | "chromatic";
/** "auto" follows the nearest string. */
export type StringChoice = "auto" | number;

/** What to do, in words: "Afinado", or which way to turn. */
function advice(cents: number): string {
  if (isInTune(cents)) return "Afinado";
  return cents < 0 ? "Bajo: sube la afinación" : "Alto: baja la afinación";
}

const signed = (cents: number) => {
  const rounded = Math.round(cents);
  return `${rounded > 0 ? "+" : rounded < 0 ? "−" : "±"}${Math.abs(rounded)}`;
};

export /** The note, the needle and the advice: the only part that follows the sound. */
function TunerReadout({ pitch, mode, choice, referenceHz, listening }: { pitch: PitchStore; mode: TunerMode; choice: StringChoice; referenceHz: number; listening: boolean }) {
  const midi = useSyncExternalStore(pitch.subscribe, pitch.get, () => null);
  const reading: (Reading & { offString?: boolean }) | null = useMemo(() => {
    if (midi === null) return null;
    const frequency = frequencyOfMidi(midi, 440);
    if (mode === "chromatic") return nearestNote(frequency, referenceHz);
    if (choice === "auto") return autoStringReading(frequency, referenceHz);
    return readingForString(frequency, GUITAR_STRINGS.find((s) => s.number === choice)!, referenceHz);
  }, [midi, mode, choice, referenceHz]);
  const offString = mode === "guitar" && reading?.offString === true;
  const target = mode === "guitar" && reading && !offString ? GUITAR_STRINGS.find((s) => s.midi === reading.note.midi) : null;
  return (
    <>
      <div className="flex flex-col items-center text-center" aria-hidden={!listening}>
        <p className={cx("text-7xl font-extrabold tabular-nums sm:text-8xl", !reading && "text-neutral-300")} data-testid="tuner-note">
          {reading ? reading.note.solfege : "—"}
        </p>
        <p className="text-2xl font-bold text-neutral-700" data-testid="tuner-letter">
          {reading ? reading.note.letter : "\u00a0"}
        </p>
        {target ? <p className="text-sm text-neutral-600">Cuerda {target.number}.ª · {target.label}</p> : null}
        {offString ? (
          <p className="text-sm text-neutral-600" data-testid="tuner-off-string">
            No es una cuerda de esta afinación. Si es una cuerda muy desafinada, elígela arriba.
          </p>
        ) : null}
      </div>
      <TunerNeedle cents={reading?.cents ?? null} active={listening && reading !== null} />
      <p
        className={cx("min-h-8 text-xl font-bold", reading && isInTune(reading.cents) ? "text-success-ink" : "text-secondary")}
        data-testid="tuner-status"
        data-in-tune={reading ? String(isInTune(reading.cents)) : undefined}
      >
        {!listening ? "" : offString ? `Suena ${reading!.note.solfege} (${reading!.note.letter})` : reading ? advice(reading.cents) : "Toca una nota…"}
      </p>
      <p className="text-neutral-700 tabular-nums" data-testid="tuner-cents">
        {reading ? `${signed(reading.cents)} cents · ${reading.frequency.toFixed(1)} Hz` : "\u00a0"}
      </p>
      <p className="sr-only" aria-live="polite">
        {reading ? `${reading.note.solfege}, ${reading.note.letter}, ${isInTune(reading.cents) ? "afinado" : reading.cents < 0 ? "bajo" : "alto"}` : ""}
      </p>
    </>
  );
}
