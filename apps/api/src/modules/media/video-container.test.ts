import { describe, expect, it } from "vitest";
import { mp4Boxes, validMp4, webm, withBoxSize, withLargeMdat } from "../../../test/media-files";
import { createContainerCheck } from "./video-container";

/** Runs the check feeding the file in chunks of `chunk` bytes (1 byte: every header split). */
function check(type: "video/mp4" | "video/webm", file: Buffer, chunk = 4096): string | null {
  const c = createContainerCheck(type);
  for (let i = 0; i < file.length; i += chunk) c.push(file.subarray(i, i + chunk));
  return c.finish();
}
const bothWays = (type: "video/mp4" | "video/webm", file: Buffer) => [check(type, file), check(type, file, 1), check(type, file, 7)];

describe("MP4 container check", () => {
  const mp4 = validMp4();

  it("accepts a whole MP4 (ftyp, moov, mdat), however it is chunked", () => {
    expect(mp4Boxes(mp4).map((b) => b.type)).toEqual(["ftyp", "moov", "mdat"]);
    expect(bothWays("video/mp4", mp4)).toEqual([null, null, null]);
  });

  it("refuses the first 2 KB of a real file", () => {
    expect(mp4.length).toBeGreaterThan(2048);
    for (const result of bothWays("video/mp4", mp4.subarray(0, 2048))) expect(result).toMatch(/incompleto/);
  });

  it("refuses a file cut anywhere, even one byte short", () => {
    for (const cut of [12, 100, mp4.length - 1]) expect(check("video/mp4", mp4.subarray(0, cut))).not.toBeNull();
  });

  it("refuses a box whose size runs past the end, or is impossible", () => {
    const moov = mp4Boxes(mp4).find((b) => b.type === "moov")!;
    expect(check("video/mp4", withBoxSize(mp4, "moov", moov.size + mp4.length))).toMatch(/incompleto/);
    // A size that lands inside the next box: what follows is not a box header.
    expect(check("video/mp4", withBoxSize(mp4, "moov", moov.size + 5000))).not.toBeNull();
    expect(check("video/mp4", withBoxSize(mp4, "moov", 4))).toMatch(/tamaño imposible/);
    // Trailing bytes that do not make a box are refused too.
    expect(check("video/mp4", Buffer.concat([mp4, Buffer.from([0, 0, 0])]))).not.toBeNull();
  });

  it("reads 64-bit sizes and a last box that runs to the end (size 0)", () => {
    expect(bothWays("video/mp4", withLargeMdat(mp4))).toEqual([null, null, null]);
    expect(check("video/mp4", withBoxSize(mp4, "mdat", 0))).toBeNull();
    const large = withLargeMdat(mp4);
    const at = mp4Boxes(large).find((b) => b.type === "mdat")!.offset;
    large.writeBigUInt64BE(BigInt(large.length), at + 8);
    expect(check("video/mp4", large)).toMatch(/incompleto/);
  });

  it("wants ftyp first, and both moov and mdat", () => {
    const [ftyp, moov, mdat] = mp4Boxes(mp4).map((b) => mp4.subarray(b.offset, b.offset + b.size));
    expect(check("video/mp4", Buffer.concat([moov!, ftyp!, mdat!]))).toMatch(/ftyp/);
    expect(check("video/mp4", Buffer.concat([ftyp!, mdat!]))).toMatch(/moov/);
    expect(check("video/mp4", Buffer.concat([ftyp!, moov!]))).toMatch(/mdat/);
  });
});

describe("WebM container check", () => {
  it("accepts EBML header + Segment with Tracks and a Cluster, of known or unknown sizes", () => {
    expect(bothWays("video/webm", webm())).toEqual([null, null, null]);
    expect(bothWays("video/webm", webm({ segmentSize: webm.UNKNOWN, clusterSize: webm.UNKNOWN }))).toEqual([null, null, null]);
  });

  it("refuses a truncated file and a segment or element larger than the file", () => {
    const whole = webm();
    expect(check("video/webm", whole.subarray(0, whole.length - 10))).toMatch(/incompleto/);
    expect(check("video/webm", whole.subarray(0, 60))).toMatch(/incompleto/);
    expect(check("video/webm", webm({ segmentSize: whole.length * 2 }))).toMatch(/incompleto/);
    // Unknown-size segment, but its cluster promises more than arrived.
    expect(check("video/webm", webm({ segmentSize: webm.UNKNOWN, clusterSize: 100_000 }))).toMatch(/incompleto/);
  });

  it("refuses a WebM without tracks or without any cluster", () => {
    expect(check("video/webm", webm({ tracks: false }))).toMatch(/Tracks/);
    expect(check("video/webm", webm({ cluster: false }))).toMatch(/Cluster/);
  });

  it("refuses a file that is not EBML at all", () => {
    expect(check("video/webm", validMp4())).not.toBeNull();
  });
});
