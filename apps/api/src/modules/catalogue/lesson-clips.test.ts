import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { flacFrame } from "@fz/media/flac";
import { buildLessonClip, clipSeconds, LESSON_CLIPS } from "@fz/db/seed/media/lesson-clips";
import { SAMPLE_RATE } from "@fz/media/synth";
import { CATALOGUE } from "@fz/db/seed/catalogue/courses";

/** The child boxes of an ISO BMFF box body: type → body (first of each type). */
function boxes(data: Buffer, start = 0, end = data.length): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  for (let offset = start; offset + 8 <= end; ) {
    const size = data.readUInt32BE(offset);
    const type = data.toString("latin1", offset + 4, offset + 8);
    if (size < 8) throw new Error(`bad box ${type}`);
    if (!found.has(type)) found.set(type, data.subarray(offset + 8, offset + size));
    offset += size;
  }
  return found;
}
const child = (body: Buffer, ...path: string[]) => path.reduce((b, type) => boxes(b).get(type)!, body);

function tracks(file: Buffer) {
  const moov = boxes(file).get("moov")!;
  const traks: Buffer[] = [];
  for (let offset = 0; offset + 8 <= moov.length; ) {
    const size = moov.readUInt32BE(offset);
    if (moov.toString("latin1", offset + 4, offset + 8) === "trak") traks.push(moov.subarray(offset + 8, offset + size));
    offset += size;
  }
  return traks.map((trak) => {
    const mdhd = child(trak, "mdia", "mdhd");
    const stbl = child(trak, "mdia", "minf", "stbl");
    const stts = boxes(stbl).get("stts")!;
    let ticks = 0;
    for (let i = 0; i < stts.readUInt32BE(4); i += 1) ticks += stts.readUInt32BE(8 + i * 8) * stts.readUInt32BE(12 + i * 8);
    const stsz = boxes(stbl).get("stsz")!;
    const stco = boxes(stbl).get("stco")!;
    const stsc = boxes(stbl).get("stsc")!;
    return {
      handler: child(trak, "mdia", "hdlr").toString("latin1", 8, 12),
      timescale: mdhd.readUInt32BE(12),
      duration: mdhd.readUInt32BE(16),
      ticks,
      entry: boxes(stbl).get("stsd")!.toString("latin1", 12, 16),
      sizes: Array.from({ length: stsz.readUInt32BE(8) }, (_, i) => stsz.readUInt32BE(12 + i * 4)),
      offsets: Array.from({ length: stco.readUInt32BE(4) }, (_, i) => stco.readUInt32BE(8 + i * 4)),
      perChunk: Array.from({ length: stsc.readUInt32BE(4) }, (_, i) => stsc.readUInt32BE(12 + i * 12)),
      stsd: boxes(stbl).get("stsd")!,
    };
  });
}

const CRC16 = (bytes: Buffer) => {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let k = 0; k < 8; k += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x8005) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
};

const built = new Map<string, Buffer>();
beforeAll(() => {
  for (const [slug, clip] of Object.entries(LESSON_CLIPS)) built.set(slug, Buffer.from(buildLessonClip(clip)));
}, 120_000);

describe("the demo courses' practice clips", () => {
  it("give every course of the catalogue its own clip, 30–60 s long and about a megabyte", () => {
    expect(Object.keys(LESSON_CLIPS).sort()).toEqual(CATALOGUE.map((c) => c.slug).sort());
    const hashes = new Set([...built.values()].map((file) => createHash("sha256").update(file).digest("hex")));
    expect(hashes.size).toBe(CATALOGUE.length);
    expect(new Set(Object.values(LESSON_CLIPS).map((c) => c.file)).size).toBe(CATALOGUE.length);
    for (const [slug, clip] of Object.entries(LESSON_CLIPS)) {
      const seconds = clipSeconds(clip);
      expect(seconds, slug).toBeGreaterThanOrEqual(30);
      expect(seconds, slug).toBeLessThanOrEqual(60);
      expect(built.get(slug)!.length, slug).toBeLessThan(2_000_000);
    }
  });

  it("hold a picture track and a sound track of the same, whole length", () => {
    for (const [slug, clip] of Object.entries(LESSON_CLIPS)) {
      const [video, audio] = tracks(built.get(slug)!);
      expect(video).toMatchObject({ handler: "vide", entry: "avc1" });
      expect(audio).toMatchObject({ handler: "soun", entry: "fLaC", timescale: SAMPLE_RATE });
      expect(video!.ticks / video!.timescale, slug).toBe(clipSeconds(clip));
      expect(audio!.ticks, slug).toBe(clipSeconds(clip) * SAMPLE_RATE);
      expect(audio!.duration).toBe(audio!.ticks);
    }
  });

  it("write FLAC frames a decoder accepts: sync code, STREAMINFO and a valid CRC-16 on every frame", () => {
    const file = built.get("como-tocar-guacharaca-vallenata")!;
    const audio = tracks(file)[1]!;
    // STREAMINFO inside dfLa: 16-bit mono at the sample rate, every sample counted.
    const dfLa = boxes(audio.stsd.subarray(8)).get("fLaC")!.subarray(28 + 8 + 4);
    expect(dfLa[0]! & 0x7f).toBe(0); // STREAMINFO
    expect(dfLa[0]! & 0x80).toBe(0x80); // the last metadata block
    const info = dfLa.subarray(4);
    expect((info.readUInt32BE(10) >>> 12) & 0xfffff).toBe(SAMPLE_RATE);
    expect(((info[12]! >> 1) & 0x07) + 1).toBe(1);
    expect((((info[12]! & 1) << 4) | (info[13]! >> 4)) + 1).toBe(16);
    expect(info.readUInt32BE(14)).toBe(clipSeconds(LESSON_CLIPS["como-tocar-guacharaca-vallenata"]!) * SAMPLE_RATE);
    let sample = 0;
    audio.offsets.forEach((offset, chunk) => {
      let at = offset;
      for (let i = 0; i < audio.perChunk[chunk]!; i += 1, sample += 1) {
        const frame = file.subarray(at, at + audio.sizes[sample]!);
        expect(frame.readUInt16BE(0) & 0xfffe).toBe(0xfff8);
        expect(CRC16(frame.subarray(0, frame.length - 2))).toBe(frame.readUInt16BE(frame.length - 2));
        at += frame.length;
      }
    });
    expect(sample).toBe(audio.sizes.length);
  });

  it("compresses tonal sound losslessly better than raw PCM and codes silence in a few bytes", () => {
    const tone = Int16Array.from({ length: 3200 }, (_, i) => Math.round(1500 * Math.sin((i * 2 * Math.PI * 440) / SAMPLE_RATE)) * 16);
    expect(flacFrame(tone, 0, SAMPLE_RATE).length).toBeLessThan(3200 * 2 * 0.4);
    expect(flacFrame(new Int16Array(3200), 0, SAMPLE_RATE).length).toBeLessThan(600);
  });

  it("are the same bytes on every build (idempotent first start, no randomness)", () => {
    const clip = LESSON_CLIPS["como-tocar-guitarra-urbana"]!;
    expect(Buffer.from(buildLessonClip(clip)).equals(built.get("como-tocar-guitarra-urbana")!)).toBe(true);
  });
});
