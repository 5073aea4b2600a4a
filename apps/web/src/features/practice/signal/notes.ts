/**
 * Notes as the tuner names them: Spanish solfège and the letter with its octave ("La" / "A4"),
 * and how far a frequency is from them in cents (hundredths of a semitone). Pure functions.
 */

export const DEFAULT_REFERENCE_HZ = 440;
export const MIN_REFERENCE_HZ = 430;
export const MAX_REFERENCE_HZ = 450;
/** Within this many cents of the target the tuner says "afinado". */
export const IN_TUNE_CENTS = 5;

const SOLFEGE = ["Do", "Do♯", "Re", "Re♯", "Mi", "Fa", "Fa♯", "Sol", "Sol♯", "La", "La♯", "Si"] as const;
const LETTERS = ["C", "C♯", "D", "D♯", "E", "F", "F♯", "G", "G♯", "A", "A♯", "B"] as const;

export interface NoteName {
  /** MIDI number (A4 = 69). */
  midi: number;
  solfege: string;
  /** Letter and octave in scientific notation: "A4", "E2". */
  letter: string;
  octave: number;
}

export function noteOfMidi(midi: number): NoteName {
  const pitchClass = ((midi % 12) + 12) % 12;
  const octave = Math.floor(midi / 12) - 1;
  return { midi, solfege: SOLFEGE[pitchClass]!, letter: `${LETTERS[pitchClass]}${octave}`, octave };
}

/** The (fractional) MIDI number of a frequency, for a given A4. */
export function midiOf(frequency: number, referenceHz = DEFAULT_REFERENCE_HZ): number {
  return 69 + 12 * Math.log2(frequency / referenceHz);
}

export function frequencyOfMidi(midi: number, referenceHz = DEFAULT_REFERENCE_HZ): number {
  return referenceHz * 2 ** ((midi - 69) / 12);
}

/** Cents from `target` to `frequency` (positive: sharp, above the target). */
export function centsBetween(frequency: number, target: number): number {
  return 1200 * Math.log2(frequency / target);
}

export interface Reading {
  note: NoteName;
  /** Deviation from the note, −50…+50 in chromatic mode. */
  cents: number;
  frequency: number;
}

/** The nearest note of the chromatic scale and the deviation from it. */
export function nearestNote(frequency: number, referenceHz = DEFAULT_REFERENCE_HZ): Reading {
  const midi = midiOf(frequency, referenceHz);
  const nearest = Math.round(midi);
  return { note: noteOfMidi(nearest), cents: (midi - nearest) * 100, frequency };
}

export interface GuitarString {
  /** 6 (the low Mi) … 1 (the high Mi), as guitarists number them. */
  number: number;
  midi: number;
  /** "Mi grave", "La", … */
  label: string;
}

/** Standard tuning, low to high: Mi La Re Sol Si Mi (E2 A2 D3 G3 B3 E4). */
export const GUITAR_STRINGS: readonly GuitarString[] = [
  { number: 6, midi: 40, label: "Mi grave" },
  { number: 5, midi: 45, label: "La" },
  { number: 4, midi: 50, label: "Re" },
  { number: 3, midi: 55, label: "Sol" },
  { number: 2, midi: 59, label: "Si" },
  { number: 1, midi: 64, label: "Mi agudo" },
];

/** The string whose note is nearest to `frequency` (auto mode). */
export function nearestString(frequency: number, referenceHz = DEFAULT_REFERENCE_HZ): GuitarString {
  const midi = midiOf(frequency, referenceHz);
  let best = GUITAR_STRINGS[0]!;
  for (const string of GUITAR_STRINGS) if (Math.abs(string.midi - midi) < Math.abs(best.midi - midi)) best = string;
  return best;
}

/** A reading against one string's target: the note is the string's, the cents may pass ±50. */
export function readingForString(frequency: number, string: GuitarString, referenceHz = DEFAULT_REFERENCE_HZ): Reading {
  return { note: noteOfMidi(string.midi), cents: centsBetween(frequency, frequencyOfMidi(string.midi, referenceHz)), frequency };
}

export function isInTune(cents: number): boolean {
  return Math.abs(cents) <= IN_TUNE_CENTS;
}

/** Beyond this distance from every string, auto mode names the note instead of a string. */
export const FAR_FROM_STRING_CENTS = 100;

/**
 * Auto mode's reading: against the nearest string, or — when the sound is more than a
 * semitone from every string (an A4 is 500 cents above the high Mi) — the chromatic note
 * heard, marked `offString` so the page says it is not a string of this tuning (issue 35.10).
 */
export function autoStringReading(frequency: number, referenceHz = DEFAULT_REFERENCE_HZ): Reading & { offString: boolean } {
  const reading = readingForString(frequency, nearestString(frequency, referenceHz), referenceHz);
  if (Math.abs(reading.cents) <= FAR_FROM_STRING_CENTS) return { ...reading, offString: false };
  return { ...nearestNote(frequency, referenceHz), offString: true };
}
