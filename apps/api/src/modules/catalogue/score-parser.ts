import type { AccordionLayoutId } from "@fz/contracts/accordion";
import { ButtonTabError, buttonTabToAlphaTex, parseButtonTab } from "@fz/contracts/button-tab";
import type { ScoreCreate } from "@fz/contracts/scores";
import { AppError, badRequest } from "../../lib/errors";

type AlphaTab = typeof import("@coderline/alphatab");

let loaded: Promise<AlphaTab> | null = null;
/** alphaTab (~50 ms to import) is loaded by the first score written, not at start-up. */
function alphaTab(): Promise<AlphaTab> {
  loaded ??= import("@coderline/alphatab").then((module) => {
    module.Logger.logLevel = module.LogLevel.None;
    return module;
  });
  return loaded;
}

const FORMAT_NAMES: Record<ScoreCreate["format"], string> = { alphatex: "alphaTex", musicxml: "MusicXML", guitar_pro: "Guitar Pro", button_tab: "tablatura de botones" };

interface Diagnostic {
  severity: number;
  start?: { line: number; col: number };
}

/** alphaTex errors carry diagnostics with their line: the first error is named (severity 2 = error). */
function alphaTexPlace(error: unknown): string | null {
  const cause = (error as { cause?: Record<string, { items?: Diagnostic[] } | undefined> } | null)?.cause;
  if (!cause) return null;
  for (const kind of ["lexerDiagnostics", "parserDiagnostics", "semanticDiagnostics"]) {
    const first = cause[kind]?.items?.find((item) => item.severity >= 2 && item.start);
    if (first?.start) return `línea ${first.start.line}, columna ${first.start.col}`;
  }
  return null;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Reads a score the way the student's browser will (alphaTab's own importers, in Node) and
 * answers how many bars it has, or refuses it with a Spanish message saying what is wrong.
 */
export interface ParsedScore {
  barCount: number;
  /** The first staff's notes (the melody an accordion score is checked against), in order. */
  melody: { bar: number; midi: number }[];
  /** A button tablature names its layout (`afinación:`), or takes the form's. */
  accordionLayout?: AccordionLayoutId;
}

/**
 * The accordion's button tablature (docs/notation-button-tab.md): read by our own parser,
 * which names the line of a mistake, then drawn by alphaTab as the notation it stands for.
 */
async function parseButtonTabScore(content: string, layout: AccordionLayoutId): Promise<ParsedScore> {
  let tab: ReturnType<typeof parseButtonTab>;
  try {
    tab = parseButtonTab(content, layout);
  } catch (error) {
    if (error instanceof ButtonTabError) throw badRequest(`La tablatura de botones tiene un error. ${error.message}`);
    throw error;
  }
  const { barCount } = await parseScore("alphatex", buttonTabToAlphaTex(tab));
  const melody = tab.bars.flatMap((bar, index) => bar.treble.flatMap((event) => event.buttons.map((b) => ({ bar: index, midi: b.midi }))));
  return { barCount, melody, accordionLayout: tab.layoutId };
}

export async function parseScore(format: ScoreCreate["format"], content: string, accordionLayout: AccordionLayoutId = "sol-do-fa"): Promise<ParsedScore> {
  if (format === "button_tab") return parseButtonTabScore(content, accordionLayout);
  const at = await alphaTab();
  const settings = new at.Settings();
  const name = FORMAT_NAMES[format];
  let score: InstanceType<AlphaTab["model"]["Score"]>;
  try {
    if (format === "alphatex") {
      const importer = new at.importer.AlphaTexImporter();
      importer.initFromString(content, settings);
      score = importer.readScore();
    } else {
      let bytes: Uint8Array;
      if (format === "guitar_pro") {
        const compact = content.replace(/\s+/g, "");
        if (!BASE64.test(compact)) throw badRequest("El archivo Guitar Pro no llegó completo (se esperaba en base64).");
        bytes = new Uint8Array(Buffer.from(compact, "base64"));
      } else {
        bytes = new TextEncoder().encode(content);
      }
      score = at.importer.ScoreLoader.loadScoreFromBytes(bytes, settings);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const place = format === "alphatex" ? alphaTexPlace(error) : null;
    throw badRequest(
      place
        ? `La partitura alphaTex tiene un error en la ${place}. Revísala y vuelve a intentarlo.`
        : `El archivo no es una partitura ${name} válida. Revisa que sea el archivo correcto y vuelve a intentarlo.`,
    );
  }
  // A MusicXML or Guitar Pro file read by the wrong importer would fail above; a file that
  // parses to nothing playable is refused as well.
  const barCount = score.masterBars.length;
  const hasNotes = score.tracks.some((track) => track.staves.some((staff) => staff.bars.some((bar) => bar.voices.some((voice) => voice.beats.some((beat) => !beat.isRest)))));
  if (barCount === 0 || !hasNotes) throw badRequest(`La partitura ${name} no tiene notas: escribe o sube al menos un compás con notas.`);
  if (format === "musicxml" && !/<(score-partwise|score-timewise)\b/.test(content)) {
    throw badRequest("El archivo no es una partitura MusicXML válida. Revisa que sea el archivo correcto y vuelve a intentarlo.");
  }
  const melody: ParsedScore["melody"] = [];
  const staff = score.tracks[0]?.staves[0];
  for (const bar of staff?.bars ?? []) {
    for (const beat of bar.voices[0]?.beats ?? []) {
      for (const note of beat.notes) melody.push({ bar: bar.index, midi: note.realValue });
    }
  }
  return { barCount, melody };
}
