import fontkit from "@pdf-lib/fontkit";
import { degrees, PDFDocument, type PDFFont, type PDFPage, type RGB, rgb } from "pdf-lib";
import { ACCORDION_LAYOUT_BY_ID, type AccordionLayoutId, fingerMelody } from "@fz/contracts/accordion";
import { type ButtonTab, buttonTabToAlphaTex, parseButtonTab, TAB_TICKS_PER_QUARTER } from "@fz/contracts/button-tab";
import { drawButtonTab, type TabDrawing, type TabTone } from "@fz/contracts/button-tab-drawing";
import type { ScoreCreate } from "@fz/contracts/scores";
import { type Op, type Partial, type PdfFonts, alphaTab, fonts, INK, LAYOUT_WIDTH, layoutNotation, safeText } from "./score-notation";

/**
 * A score as a PDF to print or keep (issue 39; docs/decisions/049-score-pdf.md). alphaTab lays
 * the notation out in Node exactly as in the browser, but draws it onto a canvas of ours that
 * writes PDF operators instead of SVG: vector staves, Bravura's music glyphs and Liberation
 * Sans embedded, so it prints sharp at any size. The accordion's button tablature is drawn
 * from the same shapes the topic page uses, before the notation. The layout and its recording
 * canvas are score-notation.ts; this file puts them on pages.
 */

/** A4 portrait, in points. */
const PAGE = { width: 595.28, height: 841.89, margin: 36 };

const MUTED = rgb(0.35, 0.35, 0.38);

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
