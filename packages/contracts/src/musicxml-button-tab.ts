import {
  ACCORDION_LAYOUT_BY_ID,
  type AccordionLayoutId,
  type BassButton,
  type Bellows,
  bassButtons,
  bassName,
  buttonsFor,
  fingerMelody,
  spanishNoteName,
} from "./accordion";
import { TAB_TICKS_PER_QUARTER } from "./button-tab";
import { child, childrenNamed, parseXml, XmlSyntaxError, type XmlElement } from "./xml-tree";

/**
 * A MusicXML melody turned into the accordion's button tablature (issue 39;
 * docs/notation-button-tab.md): the only part's first staff (the right hand, one voice), each
 * note given the bellows direction the whole phrase is fingered with (`fingerMelody`: fewest
 * bellows changes), and its second staff (the left hand, one voice) mapped to the layout's bass
 * buttons — a single note to its *bajo*, a major or minor triad to its *acorde* — going the way
 * the bellows go at that moment. The web converts in the topic form with its live preview; the
 * API converts the same way when a score is sent with `convert_to: "button_tab"`. Errors are
 * Spanish and name the bar.
 */

export class MusicXmlImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MusicXmlImportError";
  }
}

interface MelodyEvent {
  /** Ticks at 960 a quarter. */
  ticks: number;
  /** null: a rest. */
  midi: number | null;
  tieStart: boolean;
  tieStop: boolean;
}

/** The left hand: a rest, a bass note or a chord (the notes sounding together). */
interface BassEvent {
  ticks: number;
  /** null: a rest. */
  midis: number[] | null;
  tieStart: boolean;
  tieStop: boolean;
}

interface Bar {
  label: string;
  events: MelodyEvent[];
  bass: BassEvent[];
}

/** A bass event placed on the piece's timeline with the button it needs (its direction still open). */
interface PlacedBass {
  bar: Bar;
  start: number;
  end: number;
  kind: BassButton["kind"];
  root: number;
  minor: boolean;
  /** The directions the layout has it in. */
  directions: Bellows[];
  direction?: Bellows;
}

/** A melody note on the same timeline. */
interface PlacedNote {
  bar: Bar;
  midi: number;
  start: number;
  end: number;
  directions: Bellows[];
}

const STEP: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };
const WHOLE = TAB_TICKS_PER_QUARTER * 4;
/** The lengths the text format writes, longest first: ticks → suffix. */
const LENGTHS: [number, string][] = [1, 2, 4, 8, 16].flatMap((d): [number, string][] => [
  [(WHOLE / d) * 1.5, `/${d}.`],
  [WHOLE / d, `/${d}`],
]);
const suffixOf = (ticks: number) => LENGTHS.find(([t]) => t === ticks)?.[1];
/** Rests (and pickup padding) split into written lengths, longest first. */
function splitRest(ticks: number): string[] | null {
  const parts: string[] = [];
  let left = ticks;
  while (left > 0) {
    const fit = LENGTHS.find(([t, suffix]) => t <= left && !suffix.endsWith("."));
    if (!fit) return null;
    parts.push(fit[1]);
    left -= fit[0];
  }
  return parts;
}

/** Ties within a bar whose total has a written length become one event. */
function mergeTies<T extends { ticks: number; tieStart: boolean; tieStop: boolean }>(events: T[], same: (a: T, b: T) => boolean): T[] {
  const merged: T[] = [];
  for (const event of events) {
    const last = merged[merged.length - 1];
    if (last && event.tieStop && last.tieStart && same(last, event) && suffixOf(last.ticks + event.ticks)) {
      merged[merged.length - 1] = { ...last, ticks: last.ticks + event.ticks, tieStart: event.tieStart };
    } else merged.push({ ...event });
  }
  return merged;
}

/** One hand's tokens with only the changes of length written (each hand of a line starts at a quarter). */
function written(tokens: string[]): string {
  let current = "/4";
  return tokens
    .map((token) => {
      const slash = token.indexOf("/");
      const length = token.slice(slash);
      if (length === current) return token.slice(0, slash);
      current = length;
      return token;
    })
    .join(" ");
}

/** Major and minor triads by their pitch classes. */
const TRIADS = Array.from({ length: 12 }, (_, root) => [
  { root, minor: false, classes: [root, (root + 4) % 12, (root + 7) % 12] },
  { root, minor: true, classes: [root, (root + 3) % 12, (root + 7) % 12] },
]).flat();

/**
 * The bass button for what the left hand plays: one note (in any octave, doubled or not) is its
 * bajo, a major or minor triad (any inversion, notes doubled) its acorde; refused when it is
 * neither or the layout's bass side lacks it in both directions.
 */
function bassButtonFor(midis: number[], layoutId: AccordionLayoutId, refuse: (reason: string) => never): Pick<PlacedBass, "kind" | "root" | "minor" | "directions"> {
  const classes = [...new Set(midis.map((m) => ((m % 12) + 12) % 12))];
  let found: Pick<PlacedBass, "kind" | "root" | "minor">;
  if (classes.length === 1) found = { kind: "bajo", root: classes[0]!, minor: false };
  else {
    const triad = TRIADS.find((t) => classes.length === 3 && classes.every((c) => t.classes.includes(c)));
    if (!triad) {
      const names = [...midis].sort((a, b) => a - b).map(spanishNoteName).join("-");
      refuse(`las notas ${names} de los bajos no forman un acorde mayor ni menor: un botón de acorde da la tríada (fundamental, tercera y quinta).`);
    }
    found = { kind: "acorde", root: triad!.root, minor: triad!.minor };
  }
  const directions = [...new Set(bassButtons(layoutId).filter((b) => b.kind === found.kind && b.root === found.root && b.minor === found.minor).map((b) => b.direction))];
  if (directions.length === 0) refuse(`${bassLabel(found)} no está en los bajos del acordeón ${ACCORDION_LAYOUT_BY_ID[layoutId].name}, ni abriendo ni cerrando.`);
  return { ...found, directions };
}

/** «el bajo Fa», «el acorde de La m». */
function bassLabel(bass: Pick<PlacedBass, "kind" | "root" | "minor">): string {
  return `${bass.kind === "acorde" ? "el acorde de" : "el bajo"} ${bassName(bass)}`;
}

/**
 * The notes and bass events that must share one bellows direction: a bass button and every
 * melody note sounding with it, joined through whatever is held across (indices into both lists).
 */
function linkedByBellows(notes: PlacedNote[], basses: PlacedBass[]): { notes: number[]; bass: number[] }[] {
  const parent = Array.from({ length: notes.length + basses.length }, (_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  };
  // Both lists are in time order and each hand plays one thing at a time.
  let first = 0;
  basses.forEach((bass, j) => {
    while (first < notes.length && notes[first]!.end <= bass.start) first += 1;
    for (let i = first; i < notes.length && notes[i]!.start < bass.end; i += 1) parent[find(i)] = find(notes.length + j);
  });
  const groups = new Map<number, { notes: number[]; bass: number[] }>();
  const groupOf = (i: number) => {
    const root = find(i);
    if (!groups.has(root)) groups.set(root, { notes: [], bass: [] });
    return groups.get(root)!;
  };
  notes.forEach((_, i) => groupOf(i).notes.push(i));
  basses.forEach((_, j) => groupOf(notes.length + j).bass.push(j));
  return [...groups.values()];
}

/** Refuses a group that needs both bellows directions at once, naming the two things that pull apart and the bar. */
function refuseBellows(members: (PlacedNote | PlacedBass)[], layoutName: string): never {
  const inOrder = [...members].sort((a, b) => a.start - b.start);
  const first = inOrder.find((m) => m.directions.length === 1)!;
  const second = inOrder.find((m) => m.directions.length === 1 && m.directions[0] !== first.directions[0])!;
  const [a, b] = first.start <= second.start ? [first, second] : [second, first];
  const name = (m: PlacedNote | PlacedBass) => ("kind" in m ? bassLabel(m) : `el ${spanishNoteName(m.midi)} de la melodía`);
  if (a.start < b.end && b.start < a.end) {
    throw new MusicXmlImportError(`Compás ${b.bar.label}: ${name(a)} solo va ${a.directions[0]} en el acordeón ${layoutName} y ${name(b)}, que suena a la vez, solo ${b.directions[0]}: el fuelle va en un solo sentido.`);
  }
  // Not together: something held from before the second into it links them (a bass under both, a note over both).
  const holder = inOrder.find((m) => m !== a && m !== b && m.start < b.start && m.end > b.start);
  throw new MusicXmlImportError(
    `Compás ${b.bar.label}: ${name(a)} solo va ${a.directions[0]} en el acordeón ${layoutName} y ${name(b)} solo ${b.directions[0]}, ${
      holder ? `y ${name(holder)} sigue sonando entre los dos` : "y un botón sigue sonando entre los dos"
    }: el fuelle no cambia mientras un botón suena.`,
  );
}

const number = (element: XmlElement | undefined) => (element ? Number(element.text.trim()) : Number.NaN);

/** A compressed .mxl is a zip: its first bytes are «PK». */
export function looksCompressedMusicXml(content: string): boolean {
  return content.startsWith("PK\u0003\u0004") || content.startsWith("UEsDB");
}

export function musicXmlToButtonTab(source: string, layoutId: AccordionLayoutId): string {
  if (looksCompressedMusicXml(source)) {
    throw new MusicXmlImportError("El archivo es un MusicXML comprimido (.mxl). Expórtalo sin comprimir (.musicxml o .xml) desde tu editor de partituras y vuelve a subirlo.");
  }
  let root: XmlElement;
  try {
    root = parseXml(source);
  } catch (error) {
    if (error instanceof XmlSyntaxError) throw new MusicXmlImportError(error.message);
    throw error;
  }
  if (root.name === "score-timewise") throw new MusicXmlImportError("La partitura está en MusicXML por tiempos (score-timewise); expórtala por partes (score-partwise).");
  if (root.name !== "score-partwise") throw new MusicXmlImportError("El archivo no es una partitura MusicXML (falta <score-partwise>).");
  const parts = childrenNamed(root, "part");
  if (parts.length === 0) throw new MusicXmlImportError("La partitura MusicXML no tiene ninguna parte.");
  if (parts.length > 1) throw new MusicXmlImportError(`La partitura tiene ${parts.length} partes (instrumentos); deja solo la melodía del acordeón (puede llevar el bajo en un segundo pentagrama de la misma parte).`);
  const title = (child(child(root, "work"), "work-title") ?? child(root, "movement-title"))?.text.trim() ?? "";

  let divisions = 0;
  let time: [number, number] | null = null;
  let tempo: number | null = null;
  const bars: Bar[] = [];
  let firstVoice: string | null = null;
  let bassVoice: string | null = null;
  /** A note of the second staff: a rest, a bass note, or one more note of the chord before it. */
  const readBass = (item: XmlElement, bar: Bar, refuse: (reason: string) => never) => {
    const voice = child(item, "voice")?.text.trim() ?? "1";
    bassVoice ??= voice;
    if (voice !== bassVoice) refuse("los bajos tienen más de una voz; deja una sola voz en el segundo pentagrama.");
    if (!divisions) refuse("falta <divisions> antes de la primera nota.");
    const pitch = child(item, "pitch");
    const step = STEP[child(pitch, "step")?.text.trim() ?? ""];
    const octave = number(child(pitch, "octave"));
    const alter = child(pitch, "alter") ? number(child(pitch, "alter")) : 0;
    const midi = (octave + 1) * 12 + step! + alter;
    const isRest = Boolean(child(item, "rest"));
    if (!isRest && (step === undefined || !Number.isInteger(octave) || !Number.isInteger(alter))) refuse("una nota de los bajos no tiene altura (<pitch>) legible.");
    if (child(item, "chord")) {
      const last = bar.bass[bar.bass.length - 1];
      if (!last?.midis || isRest) refuse("un acorde de los bajos (<chord/>) no sigue a una nota.");
      if (!last!.midis!.includes(midi)) last!.midis!.push(midi);
      return;
    }
    const ticks = (number(child(item, "duration")) * TAB_TICKS_PER_QUARTER) / divisions;
    if (!Number.isFinite(ticks) || ticks <= 0) refuse("una nota de los bajos no tiene duración (<duration>).");
    const ties = childrenNamed(item, "tie").map((tie) => tie.attributes.get("type"));
    bar.bass.push({ ticks, midis: isRest ? null : [midi], tieStart: ties.includes("start"), tieStop: ties.includes("stop") });
  };
  childrenNamed(parts[0], "measure").forEach((measure, index) => {
    const label = measure.attributes.get("number") ?? String(index + 1);
    const refuse = (reason: string): never => {
      throw new MusicXmlImportError(`Compás ${label}: ${reason}`);
    };
    const bar: Bar = { label, events: [], bass: [] };
    for (const item of measure.children) {
      if (item.name === "attributes") {
        const given = number(child(item, "divisions"));
        if (child(item, "divisions")) {
          if (!Number.isInteger(given) || given <= 0) refuse("las divisiones (<divisions>) no son un entero positivo.");
          divisions = given;
        }
        const timeElement = child(item, "time");
        if (timeElement) {
          const next: [number, number] = [number(child(timeElement, "beats")), number(child(timeElement, "beat-type"))];
          if (!Number.isInteger(next[0]) || next[0] < 1 || next[0] > 99 || ![1, 2, 4, 8, 16].includes(next[1])) {
            refuse("el compás no es válido para la tablatura: usa uno como 2/4, 3/4, 4/4 o 6/8.");
          }
          if (time && (time[0] !== next[0] || time[1] !== next[1])) refuse(`el compás cambia a ${next[0]}/${next[1]}; la tablatura lleva un solo compás en toda la pieza.`);
          time = next;
        }
      } else if (item.name === "direction" || item.name === "sound") {
        const sound = item.name === "sound" ? item : child(item, "sound");
        const fromSound = Number(sound?.attributes.get("tempo"));
        const metronome = child(child(child(item, "direction-type"), "metronome"), "per-minute");
        const beatUnit = child(child(child(item, "direction-type"), "metronome"), "beat-unit")?.text.trim();
        const fromMetronome = beatUnit === "quarter" ? number(metronome) : Number.NaN;
        const value = Number.isFinite(fromSound) && fromSound > 0 ? fromSound : fromMetronome;
        if (tempo === null && Number.isFinite(value) && value > 0) tempo = Math.min(300, Math.max(30, Math.round(value)));
      } else if (item.name === "note") {
        if (child(item, "grace") || child(item, "cue")) continue;
        const staff = child(item, "staff")?.text.trim() ?? "1";
        if (staff === "2") {
          readBass(item, bar, refuse);
          continue;
        }
        if (staff !== "1") refuse("la parte tiene más de dos pentagramas; la tablatura lee la melodía (primer pentagrama) y los bajos (segundo).");
        const voice = child(item, "voice")?.text.trim() ?? "1";
        firstVoice ??= voice;
        if (voice !== firstVoice) refuse("la melodía tiene más de una voz; deja una sola voz en el primer pentagrama.");
        if (child(item, "chord")) refuse("la melodía tiene un acorde; la importación lee una sola línea de notas.");
        if (!divisions) refuse("falta <divisions> antes de la primera nota.");
        const ticks = (number(child(item, "duration")) * TAB_TICKS_PER_QUARTER) / divisions;
        if (!Number.isFinite(ticks) || ticks <= 0) refuse("una nota no tiene duración (<duration>).");
        const ties = childrenNamed(item, "tie").map((tie) => tie.attributes.get("type"));
        if (child(item, "rest")) {
          bar.events.push({ ticks, midi: null, tieStart: false, tieStop: false });
          continue;
        }
        const pitch = child(item, "pitch");
        const step = STEP[child(pitch, "step")?.text.trim() ?? ""];
        const octave = number(child(pitch, "octave"));
        const alter = child(pitch, "alter") ? number(child(pitch, "alter")) : 0;
        if (step === undefined || !Number.isInteger(octave) || !Number.isInteger(alter)) refuse("una nota no tiene altura (<pitch>) legible.");
        bar.events.push({ ticks, midi: (octave + 1) * 12 + step! + alter, tieStart: ties.includes("start"), tieStop: ties.includes("stop") });
      }
    }
    bars.push(bar);
  });
  if (bars.length === 0) throw new MusicXmlImportError("La partitura MusicXML no tiene compases.");
  // (Assigned inside the loop's callback, which TypeScript does not follow.)
  const [beats, beatType] = (time as [number, number] | null) ?? [4, 4];
  const barTicks = (beats * WHOLE) / beatType;
  const layout = ACCORDION_LAYOUT_BY_ID[layoutId];

  const meter = `${beats}/${beatType}`;
  const refuseIn = (bar: Bar, reason: string): never => {
    throw new MusicXmlImportError(`Compás ${bar.label}: ${reason}`);
  };

  // Notes the layout lacks are refused before fingering, with their bar.
  for (const bar of bars) {
    for (const event of bar.events) {
      if (event.midi !== null && buttonsFor(event.midi, layoutId).length === 0) {
        throw new MusicXmlImportError(`Compás ${bar.label}: el ${spanishNoteName(event.midi)} no está en el acordeón ${layout.name}.`);
      }
    }
  }

  // Ties within a bar whose total has a written length become one note; the rest are pressed again.
  for (const bar of bars) {
    bar.events = mergeTies(bar.events, (a, b) => a.midi === b.midi);
    bar.bass = mergeTies(bar.bass, (a, b) => a.midis !== null && b.midis !== null && a.midis.length === b.midis.length && a.midis.every((m) => b.midis!.includes(m)));
  }

  // Each bar's shape: a pickup (the first bar, short) is filled with rests before its notes, a
  // short last bar after them; any other bar must be full in each hand that plays in it.
  const shapes = bars.map((bar, index) => {
    const treble = bar.events.reduce((sum, e) => sum + e.ticks, 0);
    const bass = bar.bass.reduce((sum, e) => sum + e.ticks, 0);
    if (treble > barTicks) refuseIn(bar, `las notas suman más de lo que cabe en un compás de ${meter}.`);
    if (bass > barTicks) refuseIn(bar, `los bajos suman más de lo que cabe en un compás de ${meter}.`);
    const length = Math.max(treble, bass);
    const isPickup = index === 0 && length < barTicks;
    if (!isPickup && index !== bars.length - 1) {
      if (treble < barTicks) refuseIn(bar, `las notas no llenan el compás de ${meter}.`);
      if (bar.bass.length > 0 && bass < barTicks) refuseIn(bar, `los bajos no llenan el compás de ${meter}.`);
    }
    return { treble, bass, length, isPickup, start: index * barTicks + (isPickup ? barTicks - length : 0) };
  });

  // Both hands on one timeline, each bass event with the buttons that give it.
  const placedNotes: PlacedNote[] = [];
  const placedBass: PlacedBass[] = [];
  bars.forEach((bar, index) => {
    let at = shapes[index]!.start;
    for (const event of bar.events) {
      if (event.midi !== null) {
        placedNotes.push({ bar, midi: event.midi, start: at, end: at + event.ticks, directions: [...new Set(buttonsFor(event.midi, layoutId).map((b) => b.direction))] });
      }
      at += event.ticks;
    }
    at = shapes[index]!.start;
    for (const event of bar.bass) {
      if (event.midis) placedBass.push({ bar, start: at, end: at + event.ticks, ...bassButtonFor(event.midis, layoutId, (reason) => refuseIn(bar, reason)) });
      at += event.ticks;
    }
  });
  const notes = placedNotes.map((note) => note.midi);
  if (notes.length === 0) throw new MusicXmlImportError("La melodía no tiene ninguna nota.");

  // One bellows: a bass button and the melody notes sounding with it go the same way, and so
  // does everything a held button links (a bass under two notes, a note over two basses).
  const groups = linkedByBellows(placedNotes, placedBass);
  const allowed = groups.map((group) => {
    const members = [...group.notes.map((i) => placedNotes[i]!), ...group.bass.map((j) => placedBass[j]!)];
    const both = (["cerrando", "abriendo"] as const).filter((d) => members.every((m) => m.directions.includes(d)));
    if (both.length === 0) refuseBellows(members, layout.name);
    return both;
  });
  const groupOfNote = new Map(groups.flatMap((group, g) => group.notes.map((i) => [i, g] as const)));
  const fingering = fingerMelody(notes, layoutId, {
    directions: placedNotes.map((_, i) => allowed[groupOfNote.get(i)!]),
    keepBellows: placedNotes.map((_, i) => i > 0 && groupOfNote.get(i) === groupOfNote.get(i - 1)),
  });
  // A bass with melody notes goes their way; one under a melody rest keeps the bellows as they were, if it can.
  const groupOfBass = new Map(groups.flatMap((group, g) => group.bass.map((j) => [j, g] as const)));
  let lastDirection: Bellows | null = null;
  let noteIndex = 0;
  placedBass.forEach((bass, j) => {
    const group = groups[groupOfBass.get(j)!]!;
    if (group.notes.length > 0) bass.direction = fingering[group.notes[0]!]!.direction;
    else {
      while (noteIndex < placedNotes.length && placedNotes[noteIndex]!.start < bass.start) {
        lastDirection = fingering[noteIndex]!.direction;
        noteIndex += 1;
      }
      const nextDirection = noteIndex < placedNotes.length ? fingering[noteIndex]!.direction : null;
      bass.direction = [lastDirection, nextDirection].find((d): d is Bellows => d !== null && bass.directions.includes(d)) ?? bass.directions[0]!;
    }
    lastDirection = bass.direction;
  });

  let next = 0;
  let nextBass = 0;
  const lines = bars.map((bar, index) => {
    const refuse = (reason: string): never => refuseIn(bar, reason);
    const shape = shapes[index]!;
    const rests = (ticks: number) => {
      const parts = splitRest(ticks);
      if (!parts) refuse("el compás incompleto no se puede rellenar con silencios de la tablatura.");
      return parts!.map((suffix) => `s${suffix}`);
    };
    const restsOf = (event: { ticks: number }) => {
      const parts = splitRest(event.ticks);
      if (!parts) refuse("un silencio tiene una duración que la tablatura no escribe (solo redondas, blancas, negras, corcheas y semicorcheas, con puntillo).");
      return parts!.map((suffix) => `s${suffix}`);
    };
    const lengthOf = (ticks: number, what: string) => {
      const suffix = suffixOf(ticks);
      if (!suffix) refuse(`${what} dura algo que la tablatura no escribe (solo redondas, blancas, negras, corcheas y semicorcheas, con puntillo; sin tresillos).`);
      return suffix!;
    };
    // A pickup starts with rests so the first full bar falls on its line; a short bar ends with them.
    const before = shape.isPickup ? rests(barTicks - shape.length) : [];
    const right = [
      ...before,
      ...bar.events.flatMap((event) => {
        if (event.midi === null) return restsOf(event);
        const suffix = lengthOf(event.ticks, `el ${spanishNoteName(event.midi)}`);
        const button = fingering[next++]!;
        return [`${spanishNoteName(event.midi)}${button.direction === "abriendo" ? "a" : "c"}${suffix}`];
      }),
      ...rests((shape.isPickup ? shape.length : barTicks) - shape.treble),
    ];
    if (bar.bass.length === 0) return written(right);
    const left = [
      ...before,
      ...bar.bass.flatMap((event) => {
        if (!event.midis) return restsOf(event);
        const bass = placedBass[nextBass++]!;
        const suffix = lengthOf(event.ticks, bassLabel(bass));
        const name = bassName({ root: bass.root, minor: false });
        return [`${bass.kind === "acorde" ? `[${name}${bass.minor ? "m" : ""}]` : name}${bass.direction === "abriendo" ? "a" : "c"}${suffix}`];
      }),
      ...rests((shape.isPickup ? shape.length : barTicks) - shape.bass),
    ];
    return `${written(right)} | ${written(left)}`;
  });

  const header = [
    ...(title ? [`título: ${title.replace(/\s+/g, " ")}`] : []),
    `afinación: ${layoutId}`,
    `tempo: ${tempo ?? 100}`,
    `compás: ${beats}/${beatType}`,
    `// importada de MusicXML: ${bars.length} ${bars.length === 1 ? "compás" : "compases"}`,
  ];
  return `${[...header, ...lines].join("\n")}\n`;
}
