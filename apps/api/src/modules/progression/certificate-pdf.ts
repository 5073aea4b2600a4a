import { readFileSync } from "node:fs";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import QRCode from "qrcode";
import type { PublicCertificate } from "@fz/contracts/progression";
import { ROOT_DIR } from "../../config/paths";

const FONT_DIR = path.join(ROOT_DIR, "apps", "api", "assets", "fonts");
let fonts: { regular: Uint8Array; bold: Uint8Array } | undefined;
function fontBytes() {
  fonts ??= {
    regular: readFileSync(path.join(FONT_DIR, "LiberationSans-Regular.ttf")),
    bold: readFileSync(path.join(FONT_DIR, "LiberationSans-Bold.ttf")),
  };
  return fonts;
}

const dateWords = new Intl.DateTimeFormat("es-CO", { day: "numeric", month: "long", year: "numeric", timeZone: "America/Bogota" });
export const certificateDate = (iso: string) => dateWords.format(new Date(iso));

const INK = rgb(0.11, 0.11, 0.13);
const MUTED = rgb(0.35, 0.35, 0.38);
const ACCENT = rgb(0.78, 0.55, 0.05);

function centred(page: PDFPage, text: string, font: PDFFont, size: number, y: number, color = INK) {
  const width = font.widthOfTextAtSize(text, size);
  page.drawText(text, { x: (page.getWidth() - width) / 2, y, size, font, color });
}

/** Breaks text into lines no wider than `max` points. */
function wrap(text: string, font: PDFFont, size: number, max: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > max && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The certificate as an A4 landscape PDF: the student's name, course and level, the date, what
 * it certifies, a QR code to the public page and the code in words. The font is embedded (a
 * subset of Liberation Sans): every Spanish letter prints and the text can be searched.
 */
export async function certificatePdf(cert: PublicCertificate & { full_name: string }, verifyUrl: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const { regular, bold } = fontBytes();
  const font = await doc.embedFont(regular, { subset: true });
  const fontBold = await doc.embedFont(bold, { subset: true });
  doc.setTitle(`Certificado de ${cert.full_name} — ${cert.course}, nivel ${cert.level}`);
  doc.setAuthor("FZ Academia");
  doc.setSubject(`Verificación: ${verifyUrl}`);
  doc.setLanguage("es-CO");
  doc.setCreator("FZ Academia");
  doc.setProducer("FZ Academia");

  const page = doc.addPage([841.89, 595.28]);
  const { width, height } = page.getSize();
  page.drawRectangle({ x: 24, y: 24, width: width - 48, height: height - 48, borderColor: ACCENT, borderWidth: 3 });
  page.drawRectangle({ x: 34, y: 34, width: width - 68, height: height - 68, borderColor: INK, borderWidth: 0.5 });

  centred(page, "FZ ACADEMIA", fontBold, 16, height - 90, ACCENT);
  centred(page, "Certificado de nivel", fontBold, 34, height - 140);
  centred(page, "Este certificado reconoce que", font, 14, height - 185, MUTED);
  centred(page, cert.full_name, fontBold, 30, height - 228);
  centred(page, `completó el nivel ${cert.level} del curso ${cert.course}`, font, 16, height - 265);
  let y = height - 300;
  for (const line of wrap(cert.skills, font, 12, width - 260).slice(0, 4)) {
    centred(page, line, font, 12, y, MUTED);
    y -= 17;
  }
  if (cert.approved_by) centred(page, `Interpretación aprobada por ${cert.approved_by}`, fontBold, 13, 152);
  centred(page, `Emitido el ${certificateDate(cert.issued_at)}`, font, 13, 130);
  if (cert.status === "revoked") centred(page, "CERTIFICADO REVOCADO", fontBold, 18, 100, rgb(0.7, 0.1, 0.1));
  page.drawText("Verificado por FZ Academia", { x: 60, y: 80, size: 11, font: fontBold, color: INK });
  page.drawText(`Código: ${cert.code}`, { x: 60, y: 64, size: 10, font, color: MUTED });
  page.drawText(verifyUrl, { x: 60, y: 50, size: 9, font, color: MUTED });

  // The QR code to the verification page, drawn as squares (no image to decode).
  const qr = QRCode.create(verifyUrl, { errorCorrectionLevel: "M" });
  const cells = qr.modules.size;
  const side = 92;
  const cell = side / cells;
  const left = width - 60 - side;
  const bottom = 48;
  for (let row = 0; row < cells; row += 1) {
    for (let col = 0; col < cells; col += 1) {
      if (qr.modules.get(row, col)) {
        page.drawRectangle({ x: left + col * cell, y: bottom + (cells - 1 - row) * cell, width: cell, height: cell, color: INK });
      }
    }
  }
  return doc.save();
}
