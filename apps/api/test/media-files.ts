import sharp from "sharp";
import { LESSON_CLIPS, buildLessonClip } from "@fz/db/seed/media/lesson-clips";
import { createMediaSigner } from "../src/modules/catalogue/video-files";
import { TEST_JWT_SECRET } from "./helper";

/** Real media files built in code, whole or broken on purpose, for the upload checks. */

/** A real H.264 + FLAC MP4 (a seed lesson clip cut to one bar, a few seconds): ftyp, moov, mdat. */
export const validMp4 = () => {
  const clip = LESSON_CLIPS["como-tocar-guitarra"]!;
  return Buffer.from(buildLessonClip({ ...clip, music: { ...clip.music, bars: 1 } }));
};

/** The top-level boxes of an MP4: type, offset and size. */
export function mp4Boxes(file: Buffer): { type: string; offset: number; size: number }[] {
  const boxes = [];
  for (let offset = 0; offset + 8 <= file.length; ) {
    const size = file.readUInt32BE(offset);
    boxes.push({ type: file.subarray(offset + 4, offset + 8).toString("latin1"), offset, size });
    if (size < 8) break;
    offset += size;
  }
  return boxes;
}

/** The same file with one top-level box's 32-bit size replaced. */
export function withBoxSize(file: Buffer, type: string, size: number): Buffer {
  const copy = Buffer.from(file);
  const box = mp4Boxes(file).find((b) => b.type === type);
  if (!box) throw new Error(`no ${type} box`);
  copy.writeUInt32BE(size, box.offset);
  return copy;
}

/** The same file with the `mdat` box rewritten with a 64-bit largesize header. */
export function withLargeMdat(file: Buffer): Buffer {
  const box = mp4Boxes(file).find((b) => b.type === "mdat")!;
  const body = file.subarray(box.offset + 8, box.offset + box.size);
  const header = Buffer.alloc(16);
  header.writeUInt32BE(1, 0);
  header.write("mdat", 4, "latin1");
  header.writeBigUInt64BE(BigInt(body.length + 16), 8);
  // The moov's chunk offsets point into mdat; a player would need them moved by 8, the
  // container check does not read them.
  return Buffer.concat([file.subarray(0, box.offset), header, body, file.subarray(box.offset + box.size)]);
}

// --- WebM (EBML) -------------------------------------------------------------------------

const UNKNOWN = Symbol("unknown size");

function sizeVint(size: number | typeof UNKNOWN): Buffer {
  // One byte when it fits (as muxers write the small header elements), else 8 (0x01 marker + 7).
  if (size !== UNKNOWN && size < 127) return Buffer.from([0x80 | size]);
  const out = Buffer.alloc(8, size === UNKNOWN ? 0xff : 0);
  out[0] = 0x01;
  if (size !== UNKNOWN) out.writeUIntBE(size, 2, 6);
  return out;
}

function element(id: string, body: Buffer | Buffer[], size?: number | typeof UNKNOWN): Buffer {
  const content = Array.isArray(body) ? Buffer.concat(body) : body;
  return Buffer.concat([Buffer.from(id, "hex"), sizeVint(size ?? content.length), content]);
}
const uint = (id: string, value: number) => element(id, Buffer.from([value]));
const text = (id: string, value: string) => element(id, Buffer.from(value, "latin1"));

export function webm({ segmentSize, clusterSize, tracks = true, cluster = true }: {
  segmentSize?: number | typeof UNKNOWN;
  clusterSize?: number | typeof UNKNOWN;
  tracks?: boolean;
  cluster?: boolean;
} = {}): Buffer {
  const header = element("1a45dfa3", [uint("4286", 1), uint("42f7", 1), uint("42f2", 4), uint("42f3", 8), text("4282", "webm"), uint("4287", 2), uint("4285", 2)]);
  const info = element("1549a966", [element("2ad7b1", Buffer.from([0x0f, 0x42, 0x40]))]);
  const trackList = element("1654ae6b", [
    element("ae", [uint("d7", 1), uint("73c5", 1), uint("83", 1), text("86", "V_VP8"), element("e0", [uint("b0", 16), uint("ba", 16)])]),
  ]);
  const block = element("a3", Buffer.concat([Buffer.from([0x81, 0x00, 0x00, 0x80]), Buffer.alloc(300, 0x2a)]));
  const clusterEl = element("1f43b675", [uint("e7", 0), block], clusterSize);
  const children = [info, ...(tracks ? [trackList] : []), ...(cluster ? [clusterEl] : [])];
  return Buffer.concat([header, element("18538067", children, segmentSize)]);
}
webm.UNKNOWN = UNKNOWN;

// --- Images -----------------------------------------------------------------------------

/** A real image of the given type (noise, so it does not compress to nothing). */
export async function image(type: "image/png" | "image/jpeg" | "image/webp", width = 64, height = 48): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919) % 251;
  const raw = sharp(pixels, { raw: { width, height, channels: 3 } });
  if (type === "image/png") return raw.png().toBuffer();
  if (type === "image/jpeg") return raw.jpeg().toBuffer();
  return raw.webp().toBuffer();
}

/** The signed URL of a self-hosted video, as the catalogue hands it out to a student with access. */
export function signedVideoUrl(source: string): string {
  return createMediaSigner(TEST_JWT_SECRET).signedUrl(source);
}
