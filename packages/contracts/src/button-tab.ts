import {
  ACCORDION_LAYOUT_BY_ID,
  type AccordionButton,
  type AccordionLayoutId,
  type BassButton,
  type Bellows,
  bassButtons,
  bassName,
  spanishNoteName,
} from "./accordion";

/**
 * The accordion's button tablature as text (issue 39; docs/notation-button-tab.md): one bar a
 * line, the right hand's buttons or notes with the bellows direction, a `|`, the left hand's
 * bass and chord buttons. Parsed here for the API (which refuses bad text with the line) and the
 * web (which draws the tablature); `buttonTabToAlphaTex` turns it into the notation alphaTab
 * draws and times, so the cursor, the loop and the keyboard work as for any score.
 *
 *     afinación: sol-do-fa
 *     tempo: 100
 *     compás: 2/4
 *     // comentario
 *     Mi5c/8 Do5c Sol4c 2-4a | Doc/8 s [Do]c s
 */

/** alphaTab's ticks per quarter note. */
export const TAB_TICKS_PER_QUARTER = 960;

export interface TabTrebleEvent {
  startTick: number;
  durationTicks: number;
  /** Empty: a rest. */
  buttons: AccordionButton[];
}

export interface TabBassEvent {
  startTick: number;
  durationTicks: number;
  /** null: the left hand rests. */
  button: BassButton | null;
}

export interface TabBar {
  /** 1-based line of the text the bar was written on. */
  line: number;
  startTick: number;
  durationTicks: number;
  treble: TabTrebleEvent[];
  bass: TabBassEvent[];
}

export interface ButtonTab {
  layoutId: AccordionLayoutId;
  title: string | null;
  tempo: number;
  beats: number;
  beatValue: number;
  bars: TabBar[];
}

/** Bad text: the message is Spanish and starts with the line. */
export class ButtonTabError extends Error {
  constructor(
    readonly line: number,
    reason: string,
  ) {
    super(`Línea ${line}: ${reason}`);
    this.name = "ButtonTabError";
  }
}

export const BUTTON_TAB_MAX_BARS = 2000;

const STEP: Record<string, number> = { do: 0, re: 2, mi: 4, fa: 5, sol: 7, la: 9, si: 11 };
const ACCIDENTAL: Record<string, number> = { "": 0, "#": 1, "♯": 1, b: -1, "♭": -1 };
const LAYOUT_NAMES: Record<string, AccordionLayoutId> = {
  "sol-do-fa": "sol-do-fa",
  "la-re-sol": "la-re-sol",
  "fa-sib-mib": "fa-sib-mib",
  "fa-si♭-mi♭": "fa-sib-mib",
};

const PITCH = /^(do|re|mi|fa|sol|la|si)(#|♯|b|♭)?(\d)(c|a)$/i;
const BUTTON = /^([1-3])-(\d{1,2})(c|a)$/i;
const BASS = /^(\[)?(do|re|mi|fa|sol|la|si)(#|♯|b|♭)?(m)?(\])?(c|a)$/i;
const DURATION = /^(1|2|4|8|16)(\.)?$/;

const direction = (letter: string): Bellows => (letter.toLowerCase() === "c" ? "cerrando" : "abriendo");
const other = (d: Bellows): Bellows => (d === "cerrando" ? "abriendo" : "cerrando");

function durationTicks(text: string, line: number): number {
  const match = DURATION.exec(text);
  if (!match) throw new ButtonTabError(line, `la duración «/${text}» no existe: usa /1, /2, /4, /8 o /16, con un punto para la nota con puntillo (/4.).`);
  const ticks = (TAB_TICKS_PER_QUARTER * 4) / Number(match[1]);
  return match[2] ? ticks * 1.5 : ticks;
}

/** «Mi5c/8» → the token and its duration text (or null: keep the previous one). */
function splitDuration(token: string): [string, string | null] {
  const slash = token.indexOf("/");
  return slash < 0 ? [token, null] : [token.slice(0, slash), token.slice(slash + 1)];
}

function where(button: AccordionButton, layoutId: AccordionLayoutId): string {
  return `hilera ${button.row} (${ACCORDION_LAYOUT_BY_ID[layoutId].rowKeys[button.row - 1]}), botón ${button.button}`;
}

/** One right-hand note: a button (`2-4a`) or a note with its direction (`Sol4c`), fingered near the previous one. */
function trebleButton(text: string, line: number, layoutId: AccordionLayoutId, previous: AccordionButton | null): AccordionButton {
  const layout = ACCORDION_LAYOUT_BY_ID[layoutId];
  const byButton = BUTTON.exec(text);
  if (byButton) {
    const row = Number(byButton[1]);
    const number = Number(byButton[2]);
    if (number < 1 || number > 10) throw new ButtonTabError(line, `«${text}»: cada hilera tiene los botones 1 a 10.`);
    return layout.buttons.find((b) => b.row === row && b.button === number && b.direction === direction(byButton[3]!))!;
  }
  const byPitch = PITCH.exec(text);
  if (!byPitch) {
    throw new ButtonTabError(
      line,
      `no entiendo «${text}» en la mano derecha: escribe una nota con su octava y el fuelle (Sol4c, Si♭4a) o un botón como hilera-botón y fuelle (2-4a).`,
    );
  }
  const midi = 12 * (Number(byPitch[3]) + 1) + STEP[byPitch[1]!.toLowerCase()]! + ACCIDENTAL[byPitch[2] ?? ""]!;
  const wanted = direction(byPitch[4]!);
  const candidates = layout.buttons.filter((b) => b.midi === midi && b.direction === wanted);
  if (candidates.length === 0) {
    const elsewhere = layout.buttons.find((b) => b.midi === midi);
    throw new ButtonTabError(
      line,
      elsewhere
        ? `${spanishNoteName(midi)} ${wanted} no está en el acordeón ${layout.name}; sí ${other(wanted)} (${where(elsewhere, layoutId)}).`
        : `${spanishNoteName(midi)} no está en ningún botón del acordeón ${layout.name}, ni abriendo ni cerrando.`,
    );
  }
  // Nearest the previous button, then the outer row: the fingering a player would choose.
  const cost = (b: AccordionButton) => (previous ? Math.abs(previous.row - b.row) * 0.8 + Math.abs(previous.button - b.button) * 0.2 : 0) + (b.row - 1) * 0.5;
  return candidates.reduce((best, b) => (cost(b) < cost(best) ? b : best));
}

function bassButton(text: string, line: number, layoutId: AccordionLayoutId): BassButton {
  const match = BASS.exec(text);
  if (!match || Boolean(match[1]) !== Boolean(match[5]) || (match[4] && !match[1])) {
    throw new ButtonTabError(
      line,
      `no entiendo «${text}» en los bajos: escribe el bajo con su fuelle (Solc), el acorde entre corchetes ([Sol]a, [Mim]c) o «s» para el silencio.`,
    );
  }
  const kind = match[1] ? "acorde" : "bajo";
  const root = (STEP[match[2]!.toLowerCase()]! + ACCIDENTAL[match[3] ?? ""]! + 12) % 12;
  const minor = Boolean(match[4]);
  const wanted = direction(match[6]!);
  const all = bassButtons(layoutId).filter((b) => b.kind === kind && b.root === root && b.minor === minor);
  const found = all.find((b) => b.direction === wanted);
  if (found) return found;
  const name = `${kind === "acorde" ? "el acorde de" : "el bajo"} ${bassName({ root, minor })}`;
  const layout = ACCORDION_LAYOUT_BY_ID[layoutId];
  throw new ButtonTabError(
    line,
    all.length > 0
      ? `${name} ${wanted} no está en los bajos del acordeón ${layout.name}; sí ${other(wanted)} (botón ${all[0]!.button}).`
      : `${name} no está en los bajos del acordeón ${layout.name}, ni abriendo ni cerrando.`,
  );
}

function readHeader(key: string, value: string, line: number, tab: ButtonTab) {
  switch (key) {
    case "afinación":
    case "afinacion": {
      const id = LAYOUT_NAMES[value.toLowerCase().replace(/\s+/g, "")];
      if (!id) throw new ButtonTabError(line, `la afinación «${value}» no existe: usa sol-do-fa, la-re-sol o fa-sib-mib.`);
      tab.layoutId = id;
      return;
    }
    case "tempo": {
      const bpm = Number(value);
      if (!Number.isInteger(bpm) || bpm < 30 || bpm > 300) throw new ButtonTabError(line, "el tempo va de 30 a 300 negras por minuto.");
      tab.tempo = bpm;
      return;
    }
    case "compás":
    case "compas": {
      const match = /^(\d{1,2})\s*\/\s*(1|2|4|8|16)$/.exec(value);
      if (!match || Number(match[1]) < 1) throw new ButtonTabError(line, `el compás «${value}» no es válido: escríbelo como 2/4, 3/4, 4/4 o 6/8.`);
      tab.beats = Number(match[1]);
      tab.beatValue = Number(match[2]);
      return;
    }
    case "título":
    case "titulo":
      tab.title = value.slice(0, 160) || null;
      return;
    default:
      throw new ButtonTabError(line, `«${key}» no es un dato de la tablatura: usa afinación, tempo, compás o título.`);
  }
}

function readHand<T>(tokens: string[], line: number, read: (token: string) => T | null): { startTick: number; durationTicks: number; value: T | null }[] {
  let ticks = TAB_TICKS_PER_QUARTER;
  let at = 0;
  return tokens.map((token) => {
    const [body, duration] = splitDuration(token);
    if (duration !== null) ticks = durationTicks(duration, line);
    const event = { startTick: at, durationTicks: ticks, value: body.toLowerCase() === "s" ? null : read(body) };
    at += ticks;
    return event;
  });
}

/**
 * Reads the text, or throws a ButtonTabError naming the line: unknown words, a note or bass the
 * layout does not have in that bellows direction, a bar whose notes do not fill the time
 * signature, or the two hands asking the bellows for opposite directions at once.
 */
export function parseButtonTab(text: string, fallbackLayout: AccordionLayoutId = "sol-do-fa"): ButtonTab {
  const tab: ButtonTab = { layoutId: fallbackLayout, title: null, tempo: 100, beats: 4, beatValue: 4, bars: [] };
  const lines = text.split(/\r?\n/);
  let tick = 0;
  let previous: AccordionButton | null = null;
  lines.forEach((raw, index) => {
    const line = index + 1;
    const content = raw.replace(/\/\/.*$/, "").trim();
    if (!content) return;
    const header = /^([a-záéíóú]+)\s*:\s*(.*)$/i.exec(content);
    if (header) {
      if (tab.bars.length > 0) throw new ButtonTabError(line, `«${header[1]}» va antes del primer compás.`);
      readHeader(header[1]!.toLowerCase(), header[2]!.trim(), line, tab);
      return;
    }
    if (tab.bars.length >= BUTTON_TAB_MAX_BARS) throw new ButtonTabError(line, `una tablatura tiene como máximo ${BUTTON_TAB_MAX_BARS} compases.`);
    const hands = content.split("|");
    if (hands.length > 2) throw new ButtonTabError(line, "cada compás va en su línea: la mano derecha, una sola «|» y los bajos.");
    const barTicks = (tab.beats * TAB_TICKS_PER_QUARTER * 4) / tab.beatValue;
    const right = hands[0]!.trim().split(/\s+/).filter(Boolean);
    if (right.length === 0) throw new ButtonTabError(line, "falta la mano derecha: escribe sus notas (o «s/2» para un silencio) antes de la «|».");
    const treble = readHand(right, line, (token) =>
      token.split("+").map((part) => {
        const button = trebleButton(part, line, tab.layoutId, previous);
        previous = button;
        return button;
      }),
    );
    const chords = treble.flatMap((e) => (e.value && new Set(e.value.map((b) => b.direction)).size > 1 ? [e] : []));
    if (chords.length > 0) throw new ButtonTabError(line, "las notas de un acorde de la mano derecha van todas abriendo o todas cerrando.");
    const left = (hands[1] ?? "").trim().split(/\s+/).filter(Boolean);
    const bass = left.length > 0 ? readHand(left, line, (token) => bassButton(token, line, tab.layoutId)) : [{ startTick: 0, durationTicks: barTicks, value: null }];
    const beatsOf = (ticks: number) => {
      const beats = ticks / ((TAB_TICKS_PER_QUARTER * 4) / tab.beatValue);
      return Number.isInteger(beats) ? String(beats) : beats.toFixed(2).replace(".", ",");
    };
    const rightTicks = treble.reduce((sum, e) => sum + e.durationTicks, 0);
    const leftTicks = bass.reduce((sum, e) => sum + e.durationTicks, 0);
    const meter = `${tab.beats}/${tab.beatValue}`;
    if (rightTicks !== barTicks) throw new ButtonTabError(line, `la mano derecha suma ${beatsOf(rightTicks)} tiempos y el compás ${meter} pide ${tab.beats}.`);
    if (leftTicks !== barTicks) throw new ButtonTabError(line, `los bajos suman ${beatsOf(leftTicks)} tiempos y el compás ${meter} pide ${tab.beats}.`);
    // One bellows: whatever the left hand presses goes the way the right hand's notes go.
    for (const b of bass) {
      if (!b.value) continue;
      const clash = treble.find((t) => t.value && t.value.length > 0 && t.startTick < b.startTick + b.durationTicks && b.startTick < t.startTick + t.durationTicks && t.value[0]!.direction !== b.value!.direction);
      if (clash) {
        const name = `${b.value.kind === "acorde" ? "el acorde de" : "el bajo"} ${bassName(b.value)}`;
        throw new ButtonTabError(
          line,
          `${name} va ${b.value.direction} mientras la mano derecha va ${clash.value![0]!.direction} (${spanishNoteName(clash.value![0]!.midi)}): el fuelle va en un solo sentido.`,
        );
      }
    }
    tab.bars.push({
      line,
      startTick: tick,
      durationTicks: barTicks,
      treble: treble.map((e) => ({ startTick: tick + e.startTick, durationTicks: e.durationTicks, buttons: e.value ?? [] })),
      bass: bass.map((e) => ({ startTick: tick + e.startTick, durationTicks: e.durationTicks, button: e.value })),
    });
    tick += barTicks;
  });
  if (tab.bars.length === 0) throw new ButtonTabError(Math.max(1, lines.length), "la tablatura no tiene compases: escribe al menos una línea con notas.");
  return tab;
}

const TEX_NAMES = ["c", "c#", "d", "d#", "e", "f", "f#", "g", "g#", "a", "a#", "b"];
const texPitch = (midi: number) => `${TEX_NAMES[midi % 12]}${Math.floor(midi / 12) - 1}`;

/** alphaTex's duration for ticks: the value and a dot. */
function texDuration(ticks: number): string {
  for (const value of [1, 2, 4, 8, 16]) {
    const plain = (TAB_TICKS_PER_QUARTER * 4) / value;
    if (ticks === plain) return `:${value}`;
    if (ticks === plain * 1.5) return `:${value} {d}`;
  }
  return ":4";
}

function texBeat(ticks: number, midis: number[]): string {
  const duration = texDuration(ticks);
  const pitches = midis.length === 0 ? "r" : midis.length === 1 ? texPitch(midis[0]!) : `(${midis.map(texPitch).join(" ")})`;
  // A dotted beat carries its dot as a beat effect after the pitch.
  return duration.endsWith("{d}") ? `${duration.slice(0, -4)} ${pitches}{d}` : `${duration} ${pitches}`;
}

/** The notation alphaTab draws for the tablature: the right hand on a treble staff, the left on a bass staff. */
export function buttonTabToAlphaTex(tab: ButtonTab): string {
  const layout = ACCORDION_LAYOUT_BY_ID[tab.layoutId];
  const right = tab.bars.map((bar) => bar.treble.map((e) => texBeat(e.durationTicks, e.buttons.map((b) => b.midi))).join(" ")).join(" |\n");
  const left = tab.bars.map((bar) => bar.bass.map((e) => texBeat(e.durationTicks, e.button?.midis ?? [])).join(" ")).join(" |\n");
  return [
    tab.title ? `\\title "${tab.title.replace(/["\\]/g, "")}"` : "",
    `\\subtitle "Acordeón ${layout.name}"`,
    `\\tempo ${tab.tempo}`,
    `\\track "Acordeón"`,
    `\\staff {score}`,
    `\\instrument 21`,
    `\\ts ${tab.beats} ${tab.beatValue}`,
    right,
    `\\staff {score}`,
    `\\clef F4`,
    left,
  ]
    .filter(Boolean)
    .join("\n");
}
