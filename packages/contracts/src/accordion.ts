/**
 * The three-row diatonic button accordion of vallenato (issue 39): each layout's treble
 * buttons, the note each one gives closing the bellows (cerrando, push) and opening them
 * (abriendo, pull), and which button plays a note. No zod: the API checks accordion scores
 * with it and the web draws the keyboard with it (docs/decisions/032-notation.md).
 *
 * A row is named by its key; the layout names its rows from the outer one (row 1, at the
 * keyboard's edge) inwards: Sol-Do-Fa is G outer, C middle, F inner. Every row follows the
 * Hohner/Club ten-button pattern transposed to its key: closing gives the major triad rising
 * from its third (E G C E G C E G C E for a C row), opening the other notes of the scale
 * (G B D F A B D F A B). Buttons are numbered 1 (lowest, at the chin) to 10. The 11th
 * button of some inner rows and the helper buttons are left out.
 */

export type AccordionLayoutId = "sol-do-fa" | "la-re-sol" | "fa-sib-mib";
export type Bellows = "cerrando" | "abriendo";

export interface AccordionButton {
  /** 1 = outer row. */
  row: number;
  /** 1 = lowest button of the row. */
  button: number;
  direction: Bellows;
  midi: number;
}

export interface AccordionLayout {
  id: AccordionLayoutId;
  /** "Sol-Do-Fa" */
  name: string;
  /** Each row's key as the student reads it, outer first. */
  rowKeys: [string, string, string];
  buttons: AccordionButton[];
}

/** The C row: closing and opening notes, buttons 1 to 10 (MIDI; 64 = E4). */
const C_PUSH = [52, 55, 60, 64, 67, 72, 76, 79, 84, 88];
const C_PULL = [55, 59, 62, 65, 69, 71, 74, 77, 81, 83];

/** Semitones from C of each row's key, kept within a fourth so the rows share a register. */
const ROW_SHIFT: Record<string, number> = { Sol: -5, Do: 0, Fa: 5, La: -3, Re: 2, "Si♭": -2, "Mi♭": 3 };

function layout(id: AccordionLayoutId, name: string, rowKeys: [string, string, string]): AccordionLayout {
  const buttons: AccordionButton[] = [];
  rowKeys.forEach((key, rowIndex) => {
    const shift = ROW_SHIFT[key]!;
    for (let i = 0; i < 10; i += 1) {
      buttons.push({ row: rowIndex + 1, button: i + 1, direction: "cerrando", midi: C_PUSH[i]! + shift });
      buttons.push({ row: rowIndex + 1, button: i + 1, direction: "abriendo", midi: C_PULL[i]! + shift });
    }
  });
  return { id, name, rowKeys, buttons };
}

export const ACCORDION_LAYOUT_LIST: AccordionLayout[] = [
  layout("sol-do-fa", "Sol-Do-Fa", ["Sol", "Do", "Fa"]),
  layout("la-re-sol", "La-Re-Sol", ["La", "Re", "Sol"]),
  layout("fa-sib-mib", "Fa-Si♭-Mi♭", ["Fa", "Si♭", "Mi♭"]),
];

export const ACCORDION_LAYOUT_BY_ID = Object.fromEntries(ACCORDION_LAYOUT_LIST.map((l) => [l.id, l])) as Record<AccordionLayoutId, AccordionLayout>;

/** Every button (row, number, bellows) that gives this note; empty when the layout has none. */
export function buttonsFor(midi: number, layoutId: AccordionLayoutId): AccordionButton[] {
  return ACCORDION_LAYOUT_BY_ID[layoutId].buttons.filter((b) => b.midi === midi);
}

const NOTE_NAMES = ["Do", "Do♯", "Re", "Mi♭", "Mi", "Fa", "Fa♯", "Sol", "Sol♯", "La", "Si♭", "Si"];
/** MIDI 69 → "La4" (Spanish names, middle C is Do4). */
export function spanishNoteName(midi: number): string {
  return `${NOTE_NAMES[((midi % 12) + 12) % 12]}${Math.floor(midi / 12) - 1}`;
}

/** What else a melody's fingering must respect: the bass played under it (docs/notation-button-tab.md). */
export interface FingeringConstraints {
  /** Per note, the bellows directions it may take (undefined: either). */
  directions?: (readonly Bellows[] | undefined)[];
  /** Per note, true when it must go the same way as the note before (a button held across both). */
  keepBellows?: boolean[];
}

/**
 * One button per note of a melody: the fewest bellows changes first (a change costs most),
 * then staying near the previous button, then the outer rows. Dynamic programming over the
 * candidates, so the whole line is fingered as a player would, not note by note greedily.
 * Notes the layout lacks (in the directions allowed) get null; a note that must keep the
 * bellows of the one before never changes them.
 */
export function fingerMelody(midis: number[], layoutId: AccordionLayoutId, { directions, keepBellows }: FingeringConstraints = {}): (AccordionButton | null)[] {
  const options = midis.map((midi, i) => buttonsFor(midi, layoutId).filter((b) => !directions?.[i] || directions[i].includes(b.direction)));
  const cost = (from: AccordionButton | null, to: AccordionButton, keep: boolean) =>
    (to.row - 1) * 0.5 +
    (from ? (from.direction !== to.direction ? (keep ? Infinity : 3) : 0) + Math.abs(from.row - to.row) * 0.8 + Math.abs(from.button - to.button) * 0.2 : 0);
  // best[i][k]: the cheapest fingering of notes 0..i ending on option k of note i.
  const best: { total: number; back: number }[][] = [];
  let previous: { option: AccordionButton; total: number }[] = [];
  options.forEach((candidates, i) => {
    if (candidates.length === 0) {
      best.push([]);
      previous = [];
      return;
    }
    const row = candidates.map((to) => {
      if (previous.length === 0) return { total: cost(null, to, false), back: -1 };
      let choice = { total: Infinity, back: 0 };
      previous.forEach((from, k) => {
        const total = from.total + cost(from.option, to, keepBellows?.[i] ?? false);
        if (total < choice.total) choice = { total, back: k };
      });
      return choice;
    });
    best.push(row);
    previous = candidates.map((option, k) => ({ option, total: row[k]!.total }));
  });
  const result: (AccordionButton | null)[] = midis.map(() => null);
  let k = -1;
  for (let i = midis.length - 1; i >= 0; i -= 1) {
    const row = best[i]!;
    if (row.length === 0) {
      k = -1;
      continue;
    }
    if (k < 0) k = row.reduce((min, entry, index) => (entry.total < row[min]!.total ? index : min), 0);
    result[i] = options[i]![k]!;
    k = row[k]!.back;
  }
  return result;
}

/**
 * The bass side (left hand): twelve buttons in two rows of six, the outer row single bass
 * notes (bajos), the inner row the major or minor chord on the same root (acordes). Like the
 * treble, each button gives one thing closing and another opening. The scheme is the one the
 * diatonic accordion is built on, taken to our three keys (docs/notation-button-tab.md):
 * buttons 1–3 are the three rows' keys closing and their dominants opening (Sol-Do-Fa: Sol/Re,
 * Do/Sol, Fa/Do); buttons 4–6 the relative minors closing and the second degrees opening
 * (Mi m/La m, La m/Re m, Re m/Sol m). Makers vary the minor buttons; the first three are the
 * ones every vallenato layout shares.
 */
export interface BassButton {
  kind: "bajo" | "acorde";
  /** 1–6, from the chin down. */
  button: number;
  direction: Bellows;
  /** The root's pitch class (0 = Do). */
  root: number;
  minor: boolean;
  /** What sounds: the bass note (octave 2, Do2 to Si2) or the chord's triad in root position (octave 3). */
  midis: number[];
}

/** The pitch class of each row key's name. */
const KEY_CLASS: Record<string, number> = { Do: 0, Re: 2, "Mi♭": 3, Mi: 4, Fa: 5, Sol: 7, La: 9, "Si♭": 10, Si: 11 };

function bassSounds(kind: BassButton["kind"], root: number, minor: boolean): number[] {
  if (kind === "bajo") return [36 + root];
  const base = 48 + root;
  return [base, base + (minor ? 3 : 4), base + 7];
}

/** The twelve bass buttons of a layout, each in both directions (24 entries). */
export function bassButtons(layoutId: AccordionLayoutId): BassButton[] {
  const keys = ACCORDION_LAYOUT_BY_ID[layoutId].rowKeys.map((key) => KEY_CLASS[key]!);
  const pairs: { closing: [number, boolean]; opening: [number, boolean] }[] = [
    ...keys.map((k) => ({ closing: [k, false] as [number, boolean], opening: [(k + 7) % 12, false] as [number, boolean] })),
    ...keys.map((k) => ({ closing: [(k + 9) % 12, true] as [number, boolean], opening: [(k + 2) % 12, true] as [number, boolean] })),
  ];
  const buttons: BassButton[] = [];
  for (const kind of ["bajo", "acorde"] as const) {
    pairs.forEach((pair, index) => {
      for (const [direction, [root, minor]] of [["cerrando", pair.closing], ["abriendo", pair.opening]] as const) {
        buttons.push({ kind, button: index + 1, direction, root, minor: kind === "acorde" && minor, midis: bassSounds(kind, root, kind === "acorde" && minor) });
      }
    });
  }
  return buttons;
}

/** "La", "Re m" for a bass button (a bajo is named by its note alone). */
export function bassName(button: Pick<BassButton, "root" | "minor">): string {
  return `${NOTE_NAMES[button.root]}${button.minor ? " m" : ""}`;
}
