import { Track } from "@fz/media/synth";

/**
 * What each course's practice clip plays: one bar of steps (sixteenth notes) repeated, with
 * the instrument's own pattern — the accordion's melody over bass and chord buttons, the
 * guitar's arpeggio, the caja's paseo, the guacharaca's long-short-short scrape, the
 * vallenato guitar's bajeo and strum, the urban guitar's minor arpeggio over a dembow.
 */
export interface LessonMusic {
  bpm: number;
  /** Quarter-note beats per bar (2 for the vallenato airs in 2/4, 4 for 4/4). */
  beats: number;
  bars: number;
  /** The bar's steps as the picture shows them: 0 silent, 1 a stroke, 2 an accent. */
  pattern: number[];
  /** Writes bar `bar` (starting at `start` seconds, `step` seconds per sixteenth). */
  play(track: Track, bar: number, start: number, step: number): void;
}

// Chords as MIDI notes: [bass, ...upper voices].
const A = [45, 57, 61, 64];
const D = [38, 57, 62, 66];
const E = [40, 56, 59, 64];
const E7 = [40, 56, 59, 62];
const C = [48, 55, 60, 64];
const Am = [45, 57, 60, 64];
const F = [41, 57, 60, 65];
const G = [43, 55, 59, 62];

/** A paseo phrase in A major, four eighths a bar over A A E E A D E A. */
export const ACCORDION_MELODY = [
  [76, 73, 69, 73],
  [76, 78, 76, 73],
  [74, 71, 68, 71],
  [74, 76, 74, 71],
  [73, 76, 81, 76],
  [78, 76, 74, 78],
  [76, 74, 71, 68],
  [69, 0, 0, 0],
];
export const ACCORDION_CHORDS = [A, A, E, E, A, D, E, A];
/** What the accordion's left hand sounds for a chord: the bass button (root, octave 2) and the chord button (major triad, octave 3). */
export function accordionBass(chord: number[]): { root: number; bass: number; chord: number[] } {
  const root = chord[0]! % 12;
  return { root, bass: 36 + root, chord: [48 + root, 52 + root, 55 + root] };
}
/** The vallenato guitar's bajeo: its root within the guitar's range (D2 is below the low Mi, so D3), and the fifth below or above. */
export function vallenatoBajeo(chord: number[]): { root: number; fifth: number } {
  const root = chord[0]! < 40 ? chord[0]! + 12 : chord[0]!;
  return { root, fifth: chord[0]! + 7 > 47 ? chord[0]! - 5 : chord[0]! + 7 };
}
export const VALLENATO_GUITAR_CHORDS = [A, A, E7, E7, A, A, D, E7];
export const URBAN_GUITAR_CHORDS = [Am, F, C, G];
/** The urban guitar's arpeggio: the sixteenth it falls on and the chord voice it plays (an octave up). */
export const URBAN_ARPEGGIO = { steps: [0, 3, 6, 8, 10, 11, 14, 15], voices: [0, 1, 2, 3, 2, 3, 1, 2] };
/** The guitar clip: C Am F G, one chord a bar, fingerpicked p i m a m i m a in eighths. */
export const GUITAR_CHORDS = [C, Am, F, G];
export const GUITAR_PICKING = [0, 1, 2, 3, 2, 1, 2, 3];

export const MUSIC: Record<"acordeon" | "guitarra" | "caja" | "guacharaca" | "guitarraVallenata" | "guitarraUrbana", LessonMusic> = {
  acordeon: {
    bpm: 120,
    beats: 2,
    bars: 40,
    pattern: [2, 0, 1, 0, 2, 0, 1, 0],
    play(track, bar, start, step) {
      const notes = ACCORDION_MELODY[bar % 8]!;
      const chord = ACCORDION_CHORDS[bar % 8]!;
      notes.forEach((midi, i) => {
        if (midi === 0) return;
        const held = bar % 8 === 7 && i === 0 ? 4 : 1;
        track.reed(start + i * 2 * step, midi, held * 2 * step * 0.92, 0.5);
      });
      // Left hand: the bass button on the beat, the chord button on the next — the notes the
      // score's bass staff writes (accordionBass: the root in octave 2, the triad in octave 3).
      const left = accordionBass(chord);
      track.reed(start, left.bass, step * 1.6, 0.35);
      for (const midi of left.chord) track.reed(start + 4 * step, midi, step * 1.4, 0.12);
    },
  },
  guitarra: {
    bpm: 80,
    beats: 4,
    bars: 16,
    pattern: [2, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0],
    play(track, bar, start, step) {
      const chord = GUITAR_CHORDS[bar % 4]!;
      // p, then i m a m i m a: a fingerpicked arpeggio in eighths.
      GUITAR_PICKING.forEach((voice, i) => track.pluck(start + i * 2 * step, chord[voice]!, 1.6, voice === 0 ? 0.55 : 0.4, voice === 0 ? 0.4 : 0.55));
    },
  },
  caja: {
    bpm: 96,
    beats: 2,
    bars: 32,
    pattern: [2, 0, 1, 1, 2, 0, 1, 1],
    play(track, bar, start, step) {
      const open = (t: number, gain = 0.9) => track.drum(t, 170, 0.11, gain, 0.25);
      const muted = (t: number, gain = 0.6) => track.drum(t, 230, 0.03, gain, 0.6);
      const rim = (t: number) => track.drum(t, 760, 0.018, 0.45, 1);
      if (bar % 4 === 3) {
        // A repique closes every four bars: strokes on every sixteenth, rising.
        for (let i = 0; i < 8; i += 1) (i % 2 === 0 ? muted : rim)(start + i * step, 0.4 + i * 0.06);
        return;
      }
      open(start);
      muted(start + 2 * step);
      rim(start + 3 * step);
      open(start + 4 * step, 0.75);
      muted(start + 6 * step);
      muted(start + 7 * step, 0.4);
    },
  },
  guacharaca: {
    bpm: 120,
    beats: 2,
    bars: 36,
    pattern: [2, 0, 1, 1, 2, 0, 1, 1],
    play(track, _bar, start, step) {
      // Each beat: a long scrape down, then two short strokes up ("chaaa-ca-ca").
      for (const beat of [0, 4]) {
        track.scrape(start + beat * step, step * 1.8, 0.9, 85);
        track.scrape(start + (beat + 2) * step, step * 0.5, 0.6, 140);
        track.scrape(start + (beat + 3) * step, step * 0.5, 0.7, 140);
      }
    },
  },
  guitarraVallenata: {
    bpm: 100,
    beats: 2,
    bars: 40,
    pattern: [2, 0, 1, 0, 2, 0, 1, 1],
    play(track, bar, start, step) {
      const chord = VALLENATO_GUITAR_CHORDS[bar % 8]!;
      const { root, fifth } = vallenatoBajeo(chord);
      // Bajeo: root and fifth on the beats; strums on the off-beats, the last one upwards.
      track.pluck(start, root, 0.5, 0.6, 0.35);
      track.pluck(start + 4 * step, fifth, 0.5, 0.55, 0.35);
      const upper = chord.slice(1);
      track.strum(start + 2 * step, upper, 0.5);
      track.strum(start + 6 * step, upper, 0.45);
      track.strum(start + 7 * step, upper, 0.3, false);
    },
  },
  guitarraUrbana: {
    bpm: 96,
    beats: 4,
    bars: 16,
    pattern: [2, 0, 0, 1, 0, 0, 1, 0, 2, 0, 0, 1, 0, 0, 1, 0],
    play(track, bar, start, step) {
      const chord = URBAN_GUITAR_CHORDS[bar % 4]!;
      // The dembow underneath: a soft kick on the beats, a rim on 3+3+2.
      for (const s of [0, 4, 8, 12]) track.drum(start + s * step, 55, 0.12, 0.5, 0.05);
      for (const s of [3, 6, 11, 14]) track.drum(start + s * step, 820, 0.015, 0.25, 0.8);
      // A clean minor arpeggio on top, an octave up, in the dembow's places.
      URBAN_ARPEGGIO.steps.forEach((s, i) => {
        const voice = URBAN_ARPEGGIO.voices[i]!;
        track.pluck(start + s * step, chord[voice]! + 12, 1.2, 0.32, 0.6);
      });
    },
  },
};

/** The clip's length: whole bars (a loop of any bars lines up with the music). */
export const musicSeconds = (music: LessonMusic) => (music.bars * music.beats * 60) / music.bpm;
