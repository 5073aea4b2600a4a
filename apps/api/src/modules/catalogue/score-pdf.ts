import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { degrees, PDFDocument, type PDFFont, type PDFPage, type RGB, rgb } from "pdf-lib";
import { ACCORDION_LAYOUT_BY_ID, type AccordionLayoutId, fingerMelody } from "@fz/contracts/accordion";
import { type ButtonTab, buttonTabToAlphaTex, parseButtonTab, TAB_TICKS_PER_QUARTER } from "@fz/contracts/button-tab";
import { drawButtonTab, type TabDrawing, type TabTone } from "@fz/contracts/button-tab-drawing";
import type { ScoreCreate } from "@fz/contracts/scores";
import { ROOT_DIR } from "../../config/paths";

/**
 * A score as a PDF to print or keep (issue 39; docs/decisions/049-score-pdf.md). alphaTab lays
 * the notation out in Node exactly as in the browser, but draws it onto a canvas of ours that
 * writes PDF operators instead of SVG: vector staves, Bravura's music glyphs and Liberation
 * Sans embedded, so it prints sharp at any size. The accordion's button tablature is drawn
 * from the same shapes the topic page uses, before the notation.
 */

type AlphaTab = typeof import("@coderline/alphatab");

let loaded: Promise<AlphaTab> | null = null;
function alphaTab(): Promise<AlphaTab> {
  loaded ??= import("@coderline/alphatab").then((module) => {
    module.Logger.logLevel = module.LogLevel.None;
    return module;
  });
  return loaded;
}

const FONT_DIR = path.join(ROOT_DIR, "apps", "api", "assets", "fonts");
let fontFiles: { regular: Uint8Array; bold: Uint8Array; music: Uint8Array } | undefined;
function fonts() {
  if (!fontFiles) {
    const alphaTabDir = path.dirname(createRequire(import.meta.url).resolve("@coderline/alphatab"));
    fontFiles = {
      regular: readFileSync(path.join(FONT_DIR, "LiberationSans-Regular.ttf")),
      bold: readFileSync(path.join(FONT_DIR, "LiberationSans-Bold.ttf")),
      music: readFileSync(path.join(alphaTabDir, "font", "Bravura.otf")),
    };
  }
  return fontFiles;
}

/** A4 portrait, in points. */
const PAGE = { width: 595.28, height: 841.89, margin: 36 };
/** The width alphaTab lays the notation out at (its units), scaled to the page's. */
const LAYOUT_WIDTH = 760;

const INK = rgb(0.13, 0.13, 0.07);
const MUTED = rgb(0.35, 0.35, 0.38);

function colour(css: string): RGB {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})/i.exec(css);
  if (hex) return rgb(parseInt(hex[1]!, 16) / 255, parseInt(hex[2]!, 16) / 255, parseInt(hex[3]!, 16) / 255);
  const fn = /rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i.exec(css);
  if (fn) return rgb(Number(fn[1]) / 255, Number(fn[2]) / 255, Number(fn[3]) / 255);
  return INK;
}

/** What one partial render of alphaTab drew, in its own coordinates. */
type Op =
  | { kind: "rect"; x: number; y: number; w: number; h: number; color: RGB; stroke: number | null }
  | { kind: "path"; d: string; color: RGB; stroke: number | null }
  | { kind: "text"; x: number; y: number; text: string; font: "regular" | "bold" | "music"; size: number; color: RGB; align: "left" | "center" | "right"; baseline: "top" | "middle" | "bottom" | "alphabetic" }
  | { kind: "rotate"; x: number; y: number; angle: number }
  | { kind: "unrotate" };

interface Partial {
  x: number;
  y: number;
  width: number;
  height: number;
  ops: Op[];
}

interface PdfFonts {
  regular: PDFFont;
  bold: PDFFont;
  music: PDFFont;
}

/** alphaTab's canvas contract (ICanvas), recording operations for the PDF. */
function recordingCanvasClass(at: AlphaTab, pdfFonts: PdfFonts) {
  const { TextAlign, TextBaseline } = at.platform;
  return class RecordingCanvas {
    settings!: InstanceType<AlphaTab["Settings"]>;
    color = new at.model.Color(0, 0, 0, 255);
    lineWidth = 1;
    font = new at.model.Font("Arial", 10, at.model.FontStyle.Plain);
    textAlign = TextAlign.Left;
    textBaseline = TextBaseline.Top;
    ops: Op[] = [];
    path = "";
    pathEmpty = true;

    private rgbColour() {
      return colour(this.color.rgba);
    }
    private fontKind(): "regular" | "bold" {
      return this.font.weight === at.model.FontWeight.Bold ? "bold" : "regular";
    }
    beginRender() {
      this.ops = [];
      this.path = "";
      this.pathEmpty = true;
    }
    endRender() {
      return this.ops;
    }
    onRenderFinished() {
      return null;
    }
    destroy() {}
    beginGroup() {}
    endGroup() {}
    fillRect(x: number, y: number, w: number, h: number) {
      if (w > 0) this.ops.push({ kind: "rect", x, y, w, h, color: this.rgbColour(), stroke: null });
    }
    strokeRect(x: number, y: number, w: number, h: number) {
      this.ops.push({ kind: "rect", x, y, w, h, color: this.rgbColour(), stroke: this.lineWidth });
    }
    beginPath() {}
    closePath() {
      this.path += " Z";
    }
    moveTo(x: number, y: number) {
      this.path += ` M${x},${y}`;
    }
    lineTo(x: number, y: number) {
      this.pathEmpty = false;
      this.path += ` L${x},${y}`;
    }
    quadraticCurveTo(cpx: number, cpy: number, x: number, y: number) {
      this.pathEmpty = false;
      this.path += ` Q${cpx},${cpy} ${x},${y}`;
    }
    bezierCurveTo(c1x: number, c1y: number, c2x: number, c2y: number, x: number, y: number) {
      this.pathEmpty = false;
      this.path += ` C${c1x},${c1y} ${c2x},${c2y} ${x},${y}`;
    }
    private circle(x: number, y: number, r: number) {
      // Four Bézier quarters (k = 0.5523): a circle without arcs.
      const k = 0.5523 * r;
      this.path += ` M${x - r},${y} C${x - r},${y - k} ${x - k},${y - r} ${x},${y - r} C${x + k},${y - r} ${x + r},${y - k} ${x + r},${y} C${x + r},${y + k} ${x + k},${y + r} ${x},${y + r} C${x - k},${y + r} ${x - r},${y + k} ${x - r},${y} Z`;
      this.pathEmpty = false;
    }
    fillCircle(x: number, y: number, r: number) {
      this.circle(x, y, r);
      this.fill();
    }
    strokeCircle(x: number, y: number, r: number) {
      this.circle(x, y, r);
      this.stroke();
    }
    fill() {
      if (!this.pathEmpty) this.ops.push({ kind: "path", d: this.path, color: this.rgbColour(), stroke: null });
      this.path = "";
      this.pathEmpty = true;
    }
    stroke() {
      if (!this.pathEmpty) this.ops.push({ kind: "path", d: this.path, color: this.rgbColour(), stroke: this.lineWidth });
      this.path = "";
      this.pathEmpty = true;
    }
    private baseline(): "top" | "middle" | "bottom" | "alphabetic" {
      switch (this.textBaseline) {
        case TextBaseline.Top:
          return "top";
        case TextBaseline.Middle:
          return "middle";
        case TextBaseline.Bottom:
          return "bottom";
        default:
          return "alphabetic";
      }
    }
    private align(): "left" | "center" | "right" {
      return this.textAlign === TextAlign.Center ? "center" : this.textAlign === TextAlign.Right ? "right" : "left";
    }
    fillText(text: string, x: number, y: number) {
      if (!text) return;
      this.ops.push({ kind: "text", x, y, text, font: this.fontKind(), size: this.font.size, color: this.rgbColour(), align: this.align(), baseline: this.baseline() });
    }
    measureText(text: string) {
      const font = pdfFonts[this.fontKind()];
      const size = this.font.size;
      return new at.platform.MeasuredText(text ? font.widthOfTextAtSize(safeText(font, text), size) : 0, text ? font.heightAtSize(size) : 0);
    }
    private music(x: number, y: number, relativeScale: number, codes: number[], centred = false) {
      const text = String.fromCodePoint(...codes.filter((c) => c !== 0));
      if (!text) return;
      const size = this.settings.display.resources.engravingSettings.musicFontSize * relativeScale;
      this.ops.push({ kind: "text", x, y, text, font: "music", size, color: this.rgbColour(), align: centred ? "center" : "left", baseline: "alphabetic" });
    }
    fillMusicFontSymbol(x: number, y: number, relativeScale: number, symbol: number, centerAtPosition?: boolean) {
      this.music(x, y, relativeScale, [symbol], centerAtPosition);
    }
    fillMusicFontSymbols(x: number, y: number, relativeScale: number, symbols: number[], centerAtPosition?: boolean) {
      this.music(x, y, relativeScale, symbols, centerAtPosition);
    }
    beginRotate(centerX: number, centerY: number, angle: number) {
      this.ops.push({ kind: "rotate", x: centerX, y: centerY, angle });
    }
    endRotate() {
      this.ops.push({ kind: "unrotate" });
    }
  };
}

/** Characters a font has no glyph for would stop pdf-lib: they are left out. */
function safeText(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text].filter((c) => known.has(c.codePointAt(0)!)).join("");
}

/** alphaTab's layout of the notation, as recorded partials (systems, titles), top to bottom. */
async function layoutNotation(instrument: ScoreCreate["instrument"], format: ScoreCreate["format"], content: string, pdfFonts: PdfFonts): Promise<Partial[]> {
  const at = await alphaTab();
  const engine = "fz-pdf";
  if (!at.Environment.renderEngines.has(engine)) {
    // Registered once; the canvas is created per render and reads the fonts of that document.
    at.Environment.renderEngines.set(engine, new at.RenderEngineFactory(false, () => new (recordingCanvasClass(at, currentFonts!))() as never));
  }
  currentFonts = pdfFonts;
  const settings = new at.Settings();
  settings.core.engine = engine;
  settings.core.enableLazyLoading = false;
  settings.display.layoutMode = at.LayoutMode.Page;
  settings.display.staveProfile = instrument === "guitar" || instrument === "bass" ? at.StaveProfile.ScoreTab : at.StaveProfile.Score;
  let score: InstanceType<AlphaTab["model"]["Score"]>;
  if (format === "alphatex" || format === "button_tab") {
    const importer = new at.importer.AlphaTexImporter();
    importer.initFromString(content, settings);
    score = importer.readScore();
  } else {
    const bytes = format === "guitar_pro" ? new Uint8Array(Buffer.from(content.replace(/\s+/g, ""), "base64")) : new TextEncoder().encode(content);
    score = at.importer.ScoreLoader.loadScoreFromBytes(bytes, settings);
  }
  const renderer = new at.rendering.ScoreRenderer(settings);
  renderer.width = LAYOUT_WIDTH;
  const partials: Partial[] = [];
  renderer.partialRenderFinished.on((result) => {
    const ops = result.renderResult as Op[] | null;
    if (ops && ops.length > 0) partials.push({ x: result.x, y: result.y, width: result.width, height: result.height, ops });
  });
  renderer.renderScore(score, [0]);
  renderer.destroy();
  // alphaTab signs its drawings at the foot of the page; the PDF names the academy instead.
  return partials.filter((p) => !p.ops.some((op) => op.kind === "text" && op.text === "rendered by alphaTab"));
}
let currentFonts: PdfFonts | null = null;

/** Where text lands: PDF text sits on its baseline. */
function textOrigin(op: Extract<Op, { kind: "text" }>, font: PDFFont, text: string) {
  const width = font.widthOfTextAtSize(text, op.size);
  const x = op.align === "center" ? op.x - width / 2 : op.align === "right" ? op.x - width : op.x;
  const ascent = font.heightAtSize(op.size, { descender: false });
  const y = op.baseline === "top" ? op.y + ascent * 0.8 : op.baseline === "middle" ? op.y + ascent * 0.35 : op.baseline === "bottom" ? op.y - op.size * 0.2 : op.y;
  return { x, y };
}

/** Draws a partial with its top-left corner at (left, top) in page points, `k` points per layout unit. */
function drawPartial(page: PDFPage, partial: Partial, left: number, top: number, k: number, pdfFonts: PdfFonts) {
  const X = (x: number) => left + (partial.x + x) * k;
  const Y = (y: number) => PAGE.height - (top + y * k);
  let rotation: { x: number; y: number; angle: number } | null = null;
  for (const op of partial.ops) {
    switch (op.kind) {
      case "rect":
        if (op.stroke === null) page.drawRectangle({ x: X(op.x), y: Y(op.y + op.h), width: op.w * k, height: op.h * k, color: op.color });
        else page.drawRectangle({ x: X(op.x), y: Y(op.y + op.h), width: op.w * k, height: op.h * k, borderColor: op.color, borderWidth: op.stroke * k });
        break;
      case "path":
        // pdf-lib draws an SVG path with y downwards from (x, y): the partial's origin.
        if (op.stroke === null) page.drawSvgPath(op.d, { x: X(0), y: Y(0), scale: k, color: op.color, borderWidth: 0 });
        else page.drawSvgPath(op.d, { x: X(0), y: Y(0), scale: k, borderColor: op.color, borderWidth: op.stroke * k });
        break;
      case "text": {
        const font = pdfFonts[op.font];
        const text = op.font === "music" ? op.text : safeText(font, op.text);
        if (!text) break;
        const at = textOrigin(op, font, text);
        let x = at.x;
        let y = at.y;
        if (rotation) {
          // Rotated text (alphaTab turns a few labels): its origin is relative to the centre.
          x += rotation.x;
          y += rotation.y;
        }
        page.drawText(text, { x: X(x), y: Y(y), size: op.size * k, font, color: op.color, ...(rotation ? { rotate: degrees(-rotation.angle) } : {}) });
        break;
      }
      case "rotate":
        rotation = { x: op.x, y: op.y, angle: op.angle };
        break;
      case "unrotate":
        rotation = null;
        break;
    }
  }
}

const TONE: Record<TabTone, RGB> = {
  ink: INK,
  muted: MUTED,
  rule: rgb(0.7, 0.7, 0.72),
  closing: rgb(0.96, 0.66, 0.13),
  opening: rgb(0.13, 0.13, 0.2),
};

/** The button tablature's shapes, one band of lanes at a time so page breaks fall between them. */
function drawTab(doc: PDFDocument, drawing: TabDrawing, start: { page: PDFPage; top: number }, k: number, pdfFonts: PdfFonts) {
  let { page, top } = start;
  const systems = [...new Set(drawing.bars.map((b) => b.y))];
  const systemHeight = drawing.height / Math.max(1, systems.length);
  let offset = 0;
  for (let s = 0; s < systems.length; s += 1) {
    const y0 = s * systemHeight;
    if (top + (y0 + systemHeight - offset) * k > PAGE.height - PAGE.margin) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      top = PAGE.margin;
      offset = y0;
    }
    const Y = (y: number) => PAGE.height - (top + (y - offset) * k);
    const X = (x: number) => PAGE.margin + x * k;
    for (const shape of drawing.shapes) {
      const shapeY = shape.kind === "line" ? shape.y1 : shape.y;
      if (shapeY < y0 || shapeY >= y0 + systemHeight) continue;
      if (shape.kind === "line") {
        page.drawLine({ start: { x: X(shape.x1), y: Y(shape.y1) }, end: { x: X(shape.x2), y: Y(shape.y2) }, thickness: shape.width * k, color: TONE[shape.tone] });
      } else if (shape.kind === "box") {
        page.drawRectangle({ x: X(shape.x), y: Y(shape.y + shape.h), width: shape.w * k, height: shape.h * k, color: TONE[shape.tone] });
      } else {
        const font = shape.bold ? pdfFonts.bold : pdfFonts.regular;
        const text = safeText(font, shape.text);
        const width = font.widthOfTextAtSize(text, shape.size * k);
        const color = shape.onFill ? (shape.tone === "opening" ? rgb(1, 1, 1) : INK) : TONE[shape.tone];
        page.drawText(text, { x: X(shape.x) - (shape.anchor === "middle" ? width / 2 : 0), y: Y(shape.y), size: shape.size * k, font, color });
      }
    }
  }
  const used = drawing.height - offset;
  return { page, top: top + used * k };
}

/** An alphaTex accordion score's melody as a tablature: fingered as the topic page fingers it, no bass. */
async function tabFromNotation(format: ScoreCreate["format"], content: string, layoutId: AccordionLayoutId): Promise<ButtonTab | null> {
  if (format !== "alphatex") return null;
  const at = await alphaTab();
  const importer = new at.importer.AlphaTexImporter();
  importer.initFromString(content, new at.Settings());
  const score = importer.readScore();
  const staff = score.tracks[0]?.staves[0];
  if (!staff) return null;
  const beats = staff.bars.map((bar) => bar.voices[0]?.beats ?? []);
  const midis = beats.flat().flatMap((beat) => beat.notes.map((n) => n.realValue));
  const fingering = fingerMelody(midis, layoutId);
  let n = 0;
  const master = score.masterBars;
  return {
    layoutId,
    title: score.title || null,
    tempo: score.tempo,
    beats: master[0]?.timeSignatureNumerator ?? 4,
    beatValue: master[0]?.timeSignatureDenominator ?? 4,
    bars: beats.map((list, index) => ({
      line: index + 1,
      startTick: master[index]!.start,
      durationTicks: master[index]!.calculateDuration(),
      treble: list.map((beat) => ({
        startTick: master[index]!.start + beat.playbackStart,
        durationTicks: beat.playbackDuration || TAB_TICKS_PER_QUARTER,
        buttons: beat.notes.flatMap(() => {
          const button = fingering[n];
          n += 1;
          return button ? [button] : [];
        }),
      })),
      bass: [{ startTick: master[index]!.start, durationTicks: master[index]!.calculateDuration(), button: null }],
    })),
  };
}

export interface PrintableScore {
  title: string;
  instrument: ScoreCreate["instrument"];
  format: ScoreCreate["format"];
  content: string;
  accordionLayout: string | null;
}

/** The score as an A4 PDF: its title and the topic, the accordion's button tablature, then the notation. */
export async function scorePdf(score: PrintableScore, topic: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const files = fonts();
  const pdfFonts: PdfFonts = {
    regular: await doc.embedFont(files.regular, { subset: true }),
    bold: await doc.embedFont(files.bold, { subset: true }),
    music: await doc.embedFont(files.music, { subset: true }),
  };
  doc.setTitle(`${score.title} — ${topic}`);
  doc.setAuthor("FZ Academia");
  doc.setLanguage("es-CO");
  doc.setCreator("FZ Academia");
  doc.setProducer("FZ Academia");

  let page = doc.addPage([PAGE.width, PAGE.height]);
  const usable = PAGE.width - 2 * PAGE.margin;
  page.drawText(safeText(pdfFonts.bold, score.title), { x: PAGE.margin, y: PAGE.height - PAGE.margin - 16, size: 18, font: pdfFonts.bold, color: INK });
  page.drawText(safeText(pdfFonts.regular, `${topic} · FZ Academia`), { x: PAGE.margin, y: PAGE.height - PAGE.margin - 32, size: 10, font: pdfFonts.regular, color: MUTED });
  let top = PAGE.margin + 48;

  let notation = score.content;
  const layoutId = (score.accordionLayout ?? "sol-do-fa") as AccordionLayoutId;
  if (score.instrument === "accordion") {
    const tab = score.format === "button_tab" ? parseButtonTab(score.content, layoutId) : await tabFromNotation(score.format, score.content, layoutId);
    if (score.format === "button_tab" && tab) notation = buttonTabToAlphaTex(tab);
    if (tab) {
      const name = ACCORDION_LAYOUT_BY_ID[tab.layoutId].name;
      page.drawText(`Tablatura de botones · acordeón ${name}`, { x: PAGE.margin, y: PAGE.height - top - 10, size: 11, font: pdfFonts.bold, color: INK });
      page.drawText("Naranja: cerrando el fuelle. Oscuro: abriendo. El número es el botón de la hilera.", {
        x: PAGE.margin,
        y: PAGE.height - top - 24,
        size: 9,
        font: pdfFonts.regular,
        color: MUTED,
      });
      top += 32;
      const drawing = drawButtonTab(tab, 640);
      ({ page, top } = drawTab(doc, drawing, { page, top }, usable / 640, pdfFonts));
      top += 16;
    }
  }

  const partials = await layoutNotation(score.instrument, score.format, notation, pdfFonts);
  const k = usable / LAYOUT_WIDTH;
  let origin = partials[0]?.y ?? 0;
  let pageTop = top;
  const bottom = PAGE.height - PAGE.margin;
  partials.forEach((partial, index) => {
    // A title or a staff's name goes to the next page with the system it heads.
    const next = partials[index + 1];
    const heads = partial.height < 60 && next;
    const needed = heads ? next.y + next.height - origin : partial.y - origin + partial.height;
    if (pageTop + needed * k > bottom && !(pageTop === PAGE.margin && partial.y === origin)) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      pageTop = PAGE.margin;
      origin = partial.y;
    }
    drawPartial(page, partial, PAGE.margin, pageTop + (partial.y - origin) * k, k, pdfFonts);
  });
  const pages = doc.getPages();
  pages.forEach((p, i) => {
    const label = `Página ${i + 1} de ${pages.length} · ${score.title}`;
    p.drawText(safeText(pdfFonts.regular, label), { x: PAGE.margin, y: PAGE.margin / 2, size: 8, font: pdfFonts.regular, color: MUTED });
  });
  return doc.save();
}
