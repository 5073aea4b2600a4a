import type { ScoreSyncPoint } from "../../schema/scores";
import { ACCORDION_MELODY, GUITAR_CHORDS, GUITAR_PICKING, MUSIC, type LessonMusic } from "../media/lesson-music";

/**
 * The demo lessons' scores (issue 39), written from the very note lists that synthesise the
 * practice clips (media/lesson-music.ts), so what the score shows is what the clip plays, bar
 * for bar. alphaTex text, as an admin would write it in the topic form.
 */

const NAMES = ["c", "c#", "d", "d#", "e", "f", "f#", "g", "g#", "a", "a#", "b"];
/** MIDI 69 → `a4` (alphaTex's octave numbering: middle C is c4). */
export function pitchName(midi: number): string {
  return `${NAMES[midi % 12]}${Math.floor(midi / 12) - 1}`;
}

/** Standard tuning, string 1 (high E) first, as alphaTex numbers strings. */
const GUITAR_STRINGS = [64, 59, 55, 50, 45, 40];

/**
 * Frets for one chord's voices: highest note first, each on the free string where its fret is
 * lowest (no two voices on one string). C → x3201 0, G → 3 x 5 4 3 x: the shapes a teacher writes.
 */
export function fretChord(chord: number[]): Map<number, { fret: number; string: number }> {
  const used = new Set<number>();
  const placed = new Map<number, { fret: number; string: number }>();
  for (const midi of [...chord].sort((a, b) => b - a)) {
    let best: { fret: number; string: number } | null = null;
    GUITAR_STRINGS.forEach((open, index) => {
      const fret = midi - open;
      if (fret < 0 || fret > 12 || used.has(index)) return;
      if (!best || fret < best.fret) best = { fret, string: index + 1 };
    });
    if (!best) throw new Error(`seed: no string for MIDI ${midi}`);
    const chosen: { fret: number; string: number } = best;
    used.add(chosen.string - 1);
    placed.set(midi, chosen);
  }
  return placed;
}

/** Sync points every `every` bars at the clip's own tempo (the clips start on bar 1's downbeat). */
export function clipSyncPoints(music: LessonMusic, every = 4): ScoreSyncPoint[] {
  const barSeconds = (music.beats * 60) / music.bpm;
  const points: ScoreSyncPoint[] = [];
  for (let bar = 0; bar < music.bars; bar += every) points.push({ bar, seconds: Math.round(bar * barSeconds * 1000) / 1000 });
  return points;
}

/** The accordion clip's melody (right hand), eighth notes in 2/4: 40 bars of an 8-bar paseo phrase. */
export function accordionAlphaTex(): string {
  const music = MUSIC.acordeon;
  const bars: string[] = [];
  for (let bar = 0; bar < music.bars; bar += 1) {
    const notes = ACCORDION_MELODY[bar % 8]!;
    // The phrase's last bar is one long note (the clip holds it four eighths).
    bars.push(notes[1] === 0 ? `:2 ${pitchName(notes[0]!)}` : `:8 ${notes.map(pitchName).join(" ")}`);
  }
  return [
    `\\title "Paseo en La mayor"`,
    `\\subtitle "Melodía del clip de práctica"`,
    `\\tempo ${music.bpm}`,
    `\\track "Acordeón"`,
    `\\staff {score}`,
    `\\instrument 21`,
    `\\ts 2 4`,
    `\\ks A`,
    bars.join(" |\n"),
  ].join("\n");
}

/** The guitar clip: C Am F G fingerpicked in eighths, 16 bars of 4/4, notation and tab. */
export function guitarAlphaTex(): string {
  const music = MUSIC.guitarra;
  const bars: string[] = [];
  for (let bar = 0; bar < music.bars; bar += 1) {
    const chord = GUITAR_CHORDS[bar % 4]!;
    const frets = fretChord(chord);
    bars.push(
      `:8 ${GUITAR_PICKING.map((voice) => {
        const place = frets.get(chord[voice]!)!;
        return `${place.fret}.${place.string}`;
      }).join(" ")}`,
    );
  }
  return [
    `\\title "Arpegio C Am F G"`,
    `\\subtitle "Patrón del clip de práctica"`,
    `\\tempo ${music.bpm}`,
    `\\track "Guitarra"`,
    `\\staff {score tabs}`,
    `\\instrument 24`,
    `\\ts 4 4`,
    bars.join(" |\n"),
  ].join("\n");
}

/**
 * The caja clip (paseo, 2/4 at 96): in sixteenths, the open blow on each beat, the muted
 * stroke and the rim between; every fourth bar a repique of muted and rim strokes. Percussion
 * articulations are named in Spanish and drawn where a drum staff puts kick, snare and stick.
 */
export function cajaAlphaTex(): string {
  const music = MUSIC.caja;
  const bars: string[] = [];
  for (let bar = 0; bar < music.bars; bar += 1) {
    bars.push(bar % 4 === 3 ? ":16 Tapado Borde Tapado Borde Tapado Borde Tapado Borde" : ":16 Abierto r Tapado Borde Abierto r Tapado Tapado");
  }
  return [
    `\\title "Paseo en la caja"`,
    `\\tempo ${music.bpm}`,
    `\\track "Caja"`,
    `\\instrument percussion`,
    `\\clef neutral`,
    `\\articulation Abierto 36`,
    `\\articulation Tapado 38`,
    `\\articulation Borde 37`,
    `\\ts 2 4`,
    bars.join(" |\n"),
  ].join("\n");
}

/** The guacharaca clip (2/4 at 120): each beat a long scrape down, then two short strokes up (drawn as open and closed hi-hat crosses). */
export function guacharacaAlphaTex(): string {
  const music = MUSIC.guacharaca;
  const bars = Array.from({ length: music.bars }, () => ":8 Largo :16 Corto Corto :8 Largo :16 Corto Corto");
  return [
    `\\title "Chaaa-ca-ca"`,
    `\\tempo ${music.bpm}`,
    `\\track "Guacharaca"`,
    `\\instrument percussion`,
    `\\clef neutral`,
    `\\articulation Largo 46`,
    `\\articulation Corto 42`,
    `\\ts 2 4`,
    bars.join(" |\n"),
  ].join("\n");
}

export interface DemoScore {
  courseSlug: string;
  title: string;
  instrument: "guitar" | "accordion" | "percussion";
  content: string;
  accordionLayout: string | null;
  barCount: number;
  syncPoints: ScoreSyncPoint[];
}

/** One score per course whose clip's music is written out here; every self-hosted lesson of the course gets it. */
export function demoScores(): DemoScore[] {
  return [
    {
      courseSlug: "como-tocar-acordeon-vallenato",
      title: "Paseo en La mayor (melodía)",
      instrument: "accordion",
      content: accordionAlphaTex(),
      accordionLayout: "la-re-sol",
      barCount: MUSIC.acordeon.bars,
      syncPoints: clipSyncPoints(MUSIC.acordeon),
    },
    {
      courseSlug: "como-tocar-guitarra",
      title: "Arpegio C Am F G",
      instrument: "guitar",
      content: guitarAlphaTex(),
      accordionLayout: null,
      barCount: MUSIC.guitarra.bars,
      syncPoints: clipSyncPoints(MUSIC.guitarra),
    },
    {
      courseSlug: "como-tocar-caja-vallenata",
      title: "Paseo en la caja",
      instrument: "percussion",
      content: cajaAlphaTex(),
      accordionLayout: null,
      barCount: MUSIC.caja.bars,
      syncPoints: clipSyncPoints(MUSIC.caja),
    },
    {
      courseSlug: "como-tocar-guacharaca-vallenata",
      title: "Raspado largo y dos cortos",
      instrument: "percussion",
      content: guacharacaAlphaTex(),
      accordionLayout: null,
      barCount: MUSIC.guacharaca.bars,
      syncPoints: clipSyncPoints(MUSIC.guacharaca),
    },
  ];
}
