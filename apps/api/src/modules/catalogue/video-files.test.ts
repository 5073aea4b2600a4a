import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { themes } from "@fz/db/schema";
import { lessonClipOf, writeLessonClips } from "@fz/db/seed/catalogue";
import { createCourse, createLevel } from "../../../test/academy-factory";
import { type TestContext, build } from "../../../test/helper";
import { parseRange } from "./video-files";

let ctx: TestContext;
let dataDir: string;
let file: Buffer;
let src: string;
const CLIP = lessonClipOf("como-tocar-caja-vallenata").file;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "fz-media-"));
  ctx = await build({ DATA_DIR: dataDir });
  writeLessonClips(path.join(dataDir, "media"));
  file = readFileSync(path.join(dataDir, "media", "videos", CLIP));

  const course = await createCourse(ctx);
  const { level, themes: topics } = await createLevel(ctx, course.id, { topics: 1, free: 1 });
  await ctx.db.update(themes).set({ videoSource: CLIP }).where(eq(themes.id, topics[0]!.id));
  const theme = (await ctx.app.inject({ method: "GET", url: `/api/themes_public/${topics[0]!.slug}/?level=${level.id}` })).json();
  src = theme.video.src;
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const fetchRange = (range?: string, url = src) => ctx.app.inject({ method: "GET", url, headers: range ? { range } : {} });

describe("the generated practice clip", () => {
  it("is a real MP4 with an H.264 picture and a FLAC sound track", () => {
    expect(file.length).toBeGreaterThan(300_000);
    expect(file.subarray(4, 8).toString("latin1")).toBe("ftyp");
    const text = file.toString("latin1");
    for (const box of ["moov", "mvhd", "trak", "avc1", "avcC", "stss", "fLaC", "dfLa", "smhd", "mdat"]) expect(text).toContain(box);
    // Written once: a second call keeps the same file.
    writeLessonClips(path.join(dataDir, "media"));
    expect(readFileSync(path.join(dataDir, "media", "videos", CLIP)).equals(file)).toBe(true);
  });
});

describe("range requests", () => {
  it("serves the whole file with Accept-Ranges", async () => {
    const response = await fetchRange();
    expect(response.statusCode).toBe(200);
    expect(response.headers["accept-ranges"]).toBe("bytes");
    expect(response.headers["content-type"]).toBe("video/mp4");
    expect(Number(response.headers["content-length"])).toBe(file.length);
    expect(response.rawPayload.equals(file)).toBe(true);
  });

  it("answers 206 with Content-Range for a, a- and -n ranges", async () => {
    const first = await fetchRange("bytes=0-99");
    expect(first.statusCode).toBe(206);
    expect(first.headers["content-range"]).toBe(`bytes 0-99/${file.length}`);
    expect(first.rawPayload.equals(file.subarray(0, 100))).toBe(true);
    const open = await fetchRange(`bytes=${file.length - 10}-`);
    expect(open.headers["content-range"]).toBe(`bytes ${file.length - 10}-${file.length - 1}/${file.length}`);
    expect(open.rawPayload.equals(file.subarray(file.length - 10))).toBe(true);
    const suffix = await fetchRange("bytes=-500");
    expect(suffix.statusCode).toBe(206);
    expect(suffix.rawPayload.equals(file.subarray(file.length - 500))).toBe(true);
    const clamped = await fetchRange(`bytes=100-${file.length + 1000}`);
    expect(clamped.headers["content-range"]).toBe(`bytes 100-${file.length - 1}/${file.length}`);
  });

  it("answers 416 for a range past the end, and ignores malformed ranges", async () => {
    const beyond = await fetchRange(`bytes=${file.length}-`);
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers["content-range"]).toBe(`bytes */${file.length}`);
    expect(beyond.json()).toEqual({ errors: ["El rango solicitado no es válido para este archivo."], code: "range_not_satisfiable" });
    expect((await fetchRange("bytes=-0")).statusCode).toBe(416);
    for (const header of ["bytes=abc", "items=0-10", "bytes=50-10", "bytes=0-1,5-9"]) {
      expect((await fetchRange(header)).statusCode, header).toBe(200);
    }
  });

  it("answers HEAD with headers only", async () => {
    const response = await ctx.app.inject({ method: "HEAD", url: src, headers: { range: "bytes=0-9" } });
    expect(response.statusCode).toBe(206);
    expect(response.headers["content-length"]).toBe("10");
    expect(response.rawPayload.length).toBe(0);
  });

  it("refuses unsigned, tampered, expired and escaping URLs", async () => {
    const [pathname, query] = src.split("?") as [string, string];
    const params = new URLSearchParams(query);
    const forbidden = { errors: ["El enlace del video no es válido o ha expirado. Recarga la página."], code: "permission_denied" };
    expect((await fetchRange(undefined, pathname)).json()).toEqual(forbidden);
    expect((await fetchRange(undefined, `${pathname}?expires=${params.get("expires")}&signature=AAAA`)).statusCode).toBe(403);
    expect((await fetchRange(undefined, `${pathname}?expires=${Number(params.get("expires")) + 3600}&signature=${params.get("signature")}`)).statusCode).toBe(403);
    expect((await fetchRange(undefined, `/api/media/videos/otro.mp4?${query}`)).statusCode).toBe(403);
    expect((await fetchRange(undefined, `/api/media/videos/..%2F..%2Fetc%2Fpasswd?${query}`)).statusCode).toBe(403);
    expect((await fetchRange(undefined, `/api/media/videos/../../etc/passwd?${query}`)).statusCode).toBe(404);
  });
});

describe("parseRange", () => {
  it("follows RFC 9110 for one byte range", () => {
    expect(parseRange(undefined, 100)).toEqual({ kind: "full" });
    expect(parseRange("bytes=0-0", 100)).toEqual({ kind: "partial", start: 0, end: 0 });
    expect(parseRange("bytes=-200", 100)).toEqual({ kind: "partial", start: 0, end: 99 });
    expect(parseRange("bytes=99-", 100)).toEqual({ kind: "partial", start: 99, end: 99 });
    expect(parseRange("bytes=100-", 100)).toEqual({ kind: "unsatisfiable" });
    expect(parseRange("bytes=0-5", 0)).toEqual({ kind: "unsatisfiable" });
    expect(parseRange("bytes=-", 100)).toEqual({ kind: "full" });
  });
});
