import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { type PDFFont, type RGB, rgb } from "pdf-lib";
import type { ScoreCreate } from "@fz/contracts/scores";
import { ROOT_DIR } from "../../config/paths";

/**
 * The notation of a score PDF (score-pdf.ts): alphaTab lays it out in Node exactly as in the
 * browser, onto a canvas of ours that records what it draws (paths, rectangles, glyphs, text)
 * for the PDF to replay as vector operators.
 */

type AlphaTab = typeof import("@coderline/alphatab");

let loaded: Promise<AlphaTab> | null = null;
export function alphaTab(): Promise<AlphaTab> {
  loaded ??= import("@coderline/alphatab").then((module) => {
    module.Logger.logLevel = module.LogLevel.None;
    return module;
  });
  return loaded;
}

const FONT_DIR = path.join(ROOT_DIR, "apps", "api", "assets", "fonts");
let fontFiles: { regular: Uint8Array; bold: Uint8Array; music: Uint8Array } | undefined;
export function fonts() {
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


/** The width alphaTab lays the notation out at (its units), scaled to the page's. */
export const LAYOUT_WIDTH = 760;

export const INK = rgb(0.13, 0.13, 0.07);

function colour(css: string): RGB {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})/i.exec(css);
  if (hex) return rgb(parseInt(hex[1]!, 16) / 255, parseInt(hex[2]!, 16) / 255, parseInt(hex[3]!, 16) / 255);
  const fn = /rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i.exec(css);
  if (fn) return rgb(Number(fn[1]) / 255, Number(fn[2]) / 255, Number(fn[3]) / 255);
  return INK;
}

/** What one partial render of alphaTab drew, in its own coordinates. */
export type Op =
  | { kind: "rect"; x: number; y: number; w: number; h: number; color: RGB; stroke: number | null }
  | { kind: "path"; d: string; color: RGB; stroke: number | null }
  | { kind: "text"; x: number; y: number; text: string; font: "regular" | "bold" | "music"; size: number; color: RGB; align: "left" | "center" | "right"; baseline: "top" | "middle" | "bottom" | "alphabetic" }
  | { kind: "rotate"; x: number; y: number; angle: number }
  | { kind: "unrotate" };

export interface Partial {
  x: number;
  y: number;
  width: number;
  height: number;
  ops: Op[];
}

export interface PdfFonts {
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
export function safeText(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text].filter((c) => known.has(c.codePointAt(0)!)).join("");
}

/** alphaTab's layout of the notation, as recorded partials (systems, titles), top to bottom. */
export async function layoutNotation(instrument: ScoreCreate["instrument"], format: ScoreCreate["format"], content: string, pdfFonts: PdfFonts): Promise<Partial[]> {
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
