import type { ScoreCreate, SyncPoint } from "@fz/contracts/scores";

/**
 * The back office's score helpers (issue 39): which format a chosen file is, how it travels
 * (Guitar Pro as base64, the others as text), and the sync points as the admin writes them
 * ("compás segundo" per line, bars counted from 1).
 */

export type ScoreFormat = ScoreCreate["format"];

/** The format a file's name says, or null for a file the academy does not read. */
export function formatOfFile(name: string): ScoreFormat | null {
  const extension = name.toLowerCase().split(".").pop() ?? "";
  if (["gp", "gpx", "gp3", "gp4", "gp5"].includes(extension)) return "guitar_pro";
  if (["xml", "musicxml", "mxl"].includes(extension)) return extension === "mxl" ? null : "musicxml";
  if (["tex", "alphatex", "txt", "atex"].includes(extension)) return "alphatex";
  return null;
}

/** A file's content as the API takes it. */
export async function readScoreFile(file: File, format: ScoreFormat): Promise<string> {
  if (format !== "guitar_pro") return file.text();
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** "1 0\n5 8,25" → [{bar: 0, seconds: 0}, {bar: 4, seconds: 8.25}], or the first bad line. */
export function parseSyncText(text: string): { points: SyncPoint[] } | { error: string } {
  const points: SyncPoint[] = [];
  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line) continue;
    const match = /^(\d+)\s+(\d+(?:[.,]\d+)?)$/.exec(line);
    if (!match) return { error: `La línea ${index + 1} de la sincronía debe ser «compás segundo», por ejemplo «5 8,25».` };
    const bar = Number(match[1]);
    if (bar < 1) return { error: `La línea ${index + 1}: los compases se cuentan desde 1.` };
    points.push({ bar: bar - 1, seconds: Number(match[2]!.replace(",", ".")) });
  }
  return { points };
}

/** The sync points as the admin reads and edits them. */
export function syncText(points: SyncPoint[]): string {
  return points.map((p) => `${p.bar + 1} ${String(p.seconds).replace(".", ",")}`).join("\n");
}
