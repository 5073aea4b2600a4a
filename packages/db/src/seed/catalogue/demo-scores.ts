import type { ScoreSyncPoint } from "../../schema/scores";
import {
  ACCORDION_CHORDS,
  ACCORDION_MELODY,
  accordionBass,
  GUITAR_CHORDS,
  GUITAR_PICKING,
  MUSIC,
  type LessonMusic,
  URBAN_ARPEGGIO,
  URBAN_GUITAR_CHORDS,
  VALLENATO_GUITAR_CHORDS,
  vallenatoBajeo,
} from "../media/lesson-music";

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

const SPANISH = ["Do", "Do#", "Re", "Mib", "Mi", "Fa", "Fa#", "Sol", "Sol#", "La", "Sib", "Si"];

/**
 * The accordion clip as the button tablature (docs/notation-button-tab.md), both hands: the
 * melody's notes with the bellows direction of the bar's chord (A and D closing, E opening on
 * a La-Re-Sol: the chord's bass buttons go that way, and the whole bar's notes exist in it),
 * the bass button on the beat and the chord button on the next, as the clip plays them.
 */
export function accordionButtonTab(): string {
  const music = MUSIC.acordeon;
  const lines: string[] = [];
  for (let bar = 0; bar < music.bars; bar += 1) {
    const notes = ACCORDION_MELODY[bar % 8]!;
    const left = accordionBass(ACCORDION_CHORDS[bar % 8]!);
    const bellows = left.root === 4 ? "a" : "c";
    const name = (midi: number) => `${SPANISH[midi % 12]}${Math.floor(midi / 12) - 1}${bellows}`;
    const right = notes[1] === 0 ? `${name(notes[0]!)}/2` : notes.map((midi, i) => `${name(midi)}${i === 0 ? "/8" : ""}`).join(" ");
    const root = SPANISH[left.root]!;
    lines.push(`${right} | ${root}${bellows}/8 s [${root}]${bellows} s`);
  }
  return [
    "título: Paseo en La mayor",
    "afinación: la-re-sol",
    `tempo: ${music.bpm}`,
    `compás: ${music.beats}/4`,
    "// La mano derecha (nota, octava y fuelle: c cerrando, a abriendo) | los bajos (bajo y [acorde])",
    ...lines,
  ].join("\n");
}

/** Frets near one hand position: the top voice on the first string, the others on free strings closest to its fret. */
function fretNear(chord: number[]): Map<number, { fret: number; string: number }> {
  const sorted = [...chord].sort((a, b) => b - a);
  const position = sorted[0]! - GUITAR_STRINGS[0]!;
  const used = new Set<number>();
  const placed = new Map<number, { fret: number; string: number }>();
  for (const midi of sorted) {
    let best: { fret: number; string: number } | null = null;
    GUITAR_STRINGS.forEach((open, index) => {
      const fret = midi - open;
      if (fret < 0 || fret > 17 || used.has(index)) return;
      if (!best || Math.abs(fret - position) < Math.abs(best.fret - position)) best = { fret, string: index + 1 };
    });
    if (!best) throw new Error(`seed: no string for MIDI ${midi}`);
    const chosen: { fret: number; string: number } = best;
    used.add(chosen.string - 1);
    placed.set(midi, chosen);
  }
  return placed;
}

const fretted = (place: { fret: number; string: number }) => `${place.fret}.${place.string}`;

/**
 * The vallenato guitar clip (2/4 at 100): the bajeo's root on the beat and its fifth on the
 * next, a strum down after each, and a quick one up at the bar's end — in eighths and sixteenths.
 */
export function vallenatoGuitarAlphaTex(): string {
  const music = MUSIC.guitarraVallenata;
  const bars: string[] = [];
  for (let bar = 0; bar < music.bars; bar += 1) {
    const chord = VALLENATO_GUITAR_CHORDS[bar % 8]!;
    const { root, fifth } = vallenatoBajeo(chord);
    const bass = fretChord([root]).get(root)!;
    const low = fretChord([fifth]).get(fifth)!;
    const upper = fretChord(chord.slice(1));
    const strum = `(${chord.slice(1).map((m) => fretted(upper.get(m)!)).join(" ")})`;
    bars.push(`:8 ${fretted(bass)} ${strum}{bd} ${fretted(low)} :16 ${strum}{bd} ${strum}{bu}`);
  }
  return [
    `\\title "Bajeo y rasgueo en La"`,
    `\\subtitle "Patrón del clip de práctica"`,
    `\\tempo ${music.bpm}`,
    `\\track "Guitarra"`,
    `\\staff {score tabs}`,
    `\\instrument 25`,
    `\\ts 2 4`,
    `\\ks A`,
    bars.join(" |\n"),
  ].join("\n");
}

/** The urban guitar clip (4/4 at 96): Am F C G arpeggiated an octave up in the dembow's places (3+3+2). */
export function urbanGuitarAlphaTex(): string {
  const music = MUSIC.guitarraUrbana;
  const { steps, voices } = URBAN_ARPEGGIO;
  const lengths = steps.map((step, i) => (steps[i + 1] ?? 16) - step);
  const duration = (sixteenths: number) => (sixteenths === 1 ? ":16" : sixteenths === 2 ? ":8" : sixteenths === 3 ? ":8" : ":4");
  const bars: string[] = [];
  for (let bar = 0; bar < music.bars; bar += 1) {
    const chord = URBAN_GUITAR_CHORDS[bar % 4]!.map((m) => m + 12);
    const places = fretNear(chord);
    bars.push(voices.map((voice, i) => `${duration(lengths[i]!)} ${fretted(places.get(chord[voice]!)!)}${lengths[i] === 3 ? "{d}" : ""}`).join(" "));
  }
  return [
    `\\title "Arpegio urbano Am F C G"`,
    `\\subtitle "Patrón del clip de práctica, sobre el dembow"`,
    `\\tempo ${music.bpm}`,
    `\\track "Guitarra"`,
    `\\staff {score tabs}`,
    `\\instrument 27`,
    `\\ts 4 4`,
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
  format: "alphatex" | "button_tab";
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
      title: "Paseo en La mayor (pitos y bajos)",
      instrument: "accordion",
      format: "button_tab",
      content: accordionButtonTab(),
      accordionLayout: "la-re-sol",
      barCount: MUSIC.acordeon.bars,
      syncPoints: clipSyncPoints(MUSIC.acordeon),
    },
    {
      courseSlug: "como-tocar-guitarra",
      title: "Arpegio C Am F G",
      instrument: "guitar",
      format: "alphatex",
      content: guitarAlphaTex(),
      accordionLayout: null,
      barCount: MUSIC.guitarra.bars,
      syncPoints: clipSyncPoints(MUSIC.guitarra),
    },
    {
      courseSlug: "como-tocar-caja-vallenata",
      title: "Paseo en la caja",
      instrument: "percussion",
      format: "alphatex",
      content: cajaAlphaTex(),
      accordionLayout: null,
      barCount: MUSIC.caja.bars,
      syncPoints: clipSyncPoints(MUSIC.caja),
    },
    {
      courseSlug: "como-tocar-guacharaca-vallenata",
      title: "Raspado largo y dos cortos",
      instrument: "percussion",
      format: "alphatex",
      content: guacharacaAlphaTex(),
      accordionLayout: null,
      barCount: MUSIC.guacharaca.bars,
      syncPoints: clipSyncPoints(MUSIC.guacharaca),
    },
    {
      courseSlug: "como-tocar-guitarra-vallenata",
      title: "Bajeo y rasgueo en La",
      instrument: "guitar",
      format: "alphatex",
      content: vallenatoGuitarAlphaTex(),
      accordionLayout: null,
      barCount: MUSIC.guitarraVallenata.bars,
      syncPoints: clipSyncPoints(MUSIC.guitarraVallenata),
    },
    {
      courseSlug: "como-tocar-guitarra-urbana",
      title: "Arpegio urbano Am F C G",
      instrument: "guitar",
      format: "alphatex",
      content: urbanGuitarAlphaTex(),
      accordionLayout: null,
      barCount: MUSIC.guitarraUrbana.bars,
      syncPoints: clipSyncPoints(MUSIC.guitarraUrbana),
    },
  ];
}
