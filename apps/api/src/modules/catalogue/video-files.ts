import { createHmac, timingSafeEqual } from "node:crypto";
import { stat } from "node:fs/promises";
import path from "node:path";

/**
 * Self-hosted videos (topics and tutorials) live under `${DATA_DIR}/media/videos` and are
 * reached only through signed, expiring URLs: a <video> element cannot send the Bearer
 * token, and a premium file must not be playable by whoever guesses its path.
 */

export const VIDEO_URL_PREFIX = "/api/media/videos/";
/** A signed URL stays valid 4–5 hours; rounding to the hour keeps it stable for caching. */
const URL_TTL_SECONDS = 4 * 3600;

export interface MediaSigner {
  signedUrl(relativePath: string, now?: Date): string;
  verify(relativePath: string, expires: number, signature: string, now?: Date): boolean;
}

/** Paths whose current URL is remembered, at most this many (then forgotten all at once). */
const MAX_SIGNED_PATHS = 10_000;

export function createMediaSigner(secret: string): MediaSigner {
  const key = createHmac("sha256", secret).update("fz-academia:media-urls").digest();
  const sign = (relativePath: string, expires: number) =>
    createHmac("sha256", key).update(`${relativePath}\n${expires}`).digest("base64url");
  // A URL is the same for an hour (its expiry is rounded up to the hour): signed once per path and hour.
  const signed = new Map<string, { expires: number; url: string }>();
  return {
    signedUrl(relativePath, now = new Date()) {
      const expires = Math.ceil((now.getTime() / 1000 + URL_TTL_SECONDS) / 3600) * 3600;
      const known = signed.get(relativePath);
      if (known?.expires === expires) return known.url;
      const encoded = relativePath.split("/").map(encodeURIComponent).join("/");
      const url = `${VIDEO_URL_PREFIX}${encoded}?expires=${expires}&signature=${sign(relativePath, expires)}`;
      if (signed.size >= MAX_SIGNED_PATHS) signed.clear();
      signed.set(relativePath, { expires, url });
      return url;
    },
    verify(relativePath, expires, signature, now = new Date()) {
      if (!Number.isInteger(expires) || expires * 1000 <= now.getTime()) return false;
      const expected = Buffer.from(sign(relativePath, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/** Resolves a request path inside the videos directory, refusing anything that escapes it. */
export function resolveMediaPath(mediaDir: string, relativePath: string): string | null {
  if (!relativePath || relativePath.includes("\0") || relativePath.includes("\\")) return null;
  const root = path.resolve(mediaDir);
  const full = path.resolve(root, relativePath);
  if (!full.startsWith(root + path.sep)) return null;
  if (relativePath.split("/").some((part) => part === "" || part === "." || part === ".." || part.startsWith("."))) return null;
  return full;
}

export async function fileInfo(full: string): Promise<{ size: number; mtime: Date } | null> {
  try {
    const info = await stat(full);
    return info.isFile() ? { size: info.size, mtime: info.mtime } : null;
  } catch {
    return null;
  }
}

const CONTENT_TYPES: Record<string, string> = {
  ".mp4": "video/mp4",
  ".m4v": "video/mp4",
  ".webm": "video/webm",
  ".mp3": "audio/mpeg",
  ".m4a": "audio/mp4",
  ".pdf": "application/pdf",
  ".jpg": "image/jpeg",
  ".png": "image/png",
};

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
}

export type RangeResult = { kind: "full" } | { kind: "partial"; start: number; end: number } | { kind: "unsatisfiable" };

/**
 * One `bytes=` range (RFC 9110 §14): `a-b`, `a-` or `-n` (the last n bytes). A header that is
 * not a single well-formed byte range is ignored (the whole file is sent), as the RFC allows;
 * a well-formed range that starts past the end is unsatisfiable (416).
 */
export function parseRange(header: string | undefined, size: number): RangeResult {
  if (!header) return { kind: "full" };
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return { kind: "full" };
  const [, first, last] = match as unknown as [string, string, string];
  if (first === "" && last === "") return { kind: "full" };
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "partial", start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== "" && Number(last) < start) return { kind: "full" };
  if (start >= size) return { kind: "unsatisfiable" };
  return { kind: "partial", start, end };
}
