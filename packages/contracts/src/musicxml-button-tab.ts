import { ACCORDION_LAYOUT_BY_ID, type AccordionLayoutId, buttonsFor, fingerMelody, spanishNoteName } from "./accordion";
import { TAB_TICKS_PER_QUARTER } from "./button-tab";
import { child, childrenNamed, parseXml, XmlSyntaxError, type XmlElement } from "./xml-tree";

/**
 * A MusicXML melody turned into the accordion's button tablature (issue 39;
 * docs/notation-button-tab.md): the first part's first staff, one voice, each note given the
 * bellows direction the whole phrase is fingered with (`fingerMelody`: fewest bellows changes).
 * The web converts in the topic form with its live preview; the API converts the same way when
 * a score is sent with `convert_to: "button_tab"`. Errors are Spanish and name the bar.
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

interface Bar {
  label: string;
  events: MelodyEvent[];
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
  childrenNamed(parts[0], "measure").forEach((measure, index) => {
    const label = measure.attributes.get("number") ?? String(index + 1);
    const refuse = (reason: string): never => {
      throw new MusicXmlImportError(`Compás ${label}: ${reason}`);
    };
    const bar: Bar = { label, events: [] };
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
        if (staff !== "1") continue; // The bass staff: the left hand is written by hand after «|».
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
    const merged: MelodyEvent[] = [];
    for (const event of bar.events) {
      const last = merged[merged.length - 1];
      if (last && event.tieStop && last.tieStart && last.midi === event.midi && suffixOf(last.ticks + event.ticks)) {
        merged[merged.length - 1] = { ...last, ticks: last.ticks + event.ticks, tieStart: event.tieStart };
      } else merged.push({ ...event });
    }
    bar.events = merged;
  }

  const notes = bars.flatMap((bar) => bar.events.filter((e) => e.midi !== null).map((e) => e.midi!));
  if (notes.length === 0) throw new MusicXmlImportError("La melodía no tiene ninguna nota.");
  const fingering = fingerMelody(notes, layoutId);
  let next = 0;

  const lines = bars.map((bar, index) => {
    const refuse = (reason: string): never => {
      throw new MusicXmlImportError(`Compás ${bar.label}: ${reason}`);
    };
    const total = bar.events.reduce((sum, e) => sum + e.ticks, 0);
    const tokens: string[] = [];
    const isPickup = index === 0 && total < barTicks;
    if (total > barTicks) refuse(`las notas suman más de lo que cabe en un compás de ${beats}/${beatType}.`);
    if (total < barTicks && !isPickup) {
      if (index !== bars.length - 1) refuse(`las notas no llenan el compás de ${beats}/${beatType}.`);
    }
    // A pickup starts with rests so the first full bar falls on its line; a short last bar ends with them.
    const pad = splitRest(barTicks - total);
    if (!pad) refuse("el compás incompleto no se puede rellenar con silencios de la tablatura.");
    if (isPickup) tokens.push(...pad!.map((suffix) => `s${suffix}`));
    for (const event of bar.events) {
      if (event.midi === null) {
        const rest = splitRest(event.ticks);
        if (!rest) refuse("un silencio tiene una duración que la tablatura no escribe (solo redondas, blancas, negras, corcheas y semicorcheas, con puntillo).");
        tokens.push(...rest!.map((suffix) => `s${suffix}`));
        continue;
      }
      const suffix = suffixOf(event.ticks);
      if (!suffix) {
        refuse(`el ${spanishNoteName(event.midi)} dura algo que la tablatura no escribe (solo redondas, blancas, negras, corcheas y semicorcheas, con puntillo; sin tresillos).`);
      }
      const button = fingering[next++]!;
      tokens.push(`${spanishNoteName(event.midi)}${button.direction === "abriendo" ? "a" : "c"}${suffix}`);
    }
    if (!isPickup && total < barTicks) tokens.push(...pad!.map((suffix) => `s${suffix}`));
    // Only a change of length is written; each line starts at a quarter.
    let current = "/4";
    const written = tokens.map((token) => {
      const slash = token.indexOf("/");
      const length = token.slice(slash);
      if (length === current) return token.slice(0, slash);
      current = length;
      return token;
    });
    return written.join(" ");
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
