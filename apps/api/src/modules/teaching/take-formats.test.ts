import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccessService } from "../access/access.service";
import { createCourse, createLevel } from "../../../test/academy-factory";
import { type TestContext, build, createUser, injectWithToken, login } from "../../../test/helper";
import { detectTakeContainer, ffmpegBinary } from "./take-media";

// Real small files made by ffmpeg here (decision 047): what phones and recorders send besides
// WebM and MP4. Each is sent through tus, and what the teacher gets must play in Chromium.
let ctx: TestContext;
const work = mkdtempSync(path.join(tmpdir(), "fz-take-formats-"));
const dataDir = mkdtempSync(path.join(tmpdir(), "fz-take-formats-data-"));

function make(name: string, args: string[]): Buffer {
  const out = path.join(work, name);
  execFileSync(ffmpegBinary(), ["-hide_banner", "-loglevel", "error", "-y", ...args, out]);
  return readFileSync(out);
}
const picture = ["-f", "lavfi", "-i", "testsrc=size=160x120:rate=15:duration=2"];
const tone = ["-f", "lavfi", "-i", "sine=frequency=440:sample_rate=44100:duration=2"];

const files = {
  // An iPhone-like MOV: H.264 and AAC, its index at the end.
  movH264: () => make("h264.mov", [...picture, ...tone, "-c:v", "libx264", "-pix_fmt", "yuv420p", "-c:a", "aac", "-f", "mov"]),
  // A camera's MOV with codecs no browser plays (Motion JPEG, PCM): encoded on arrival.
  movMjpeg: () => make("mjpeg.mov", [...picture, ...tone, "-c:v", "mjpeg", "-c:a", "pcm_s16le", "-f", "mov"]),
  adts: () => make("voz.aac", [...tone, "-c:a", "aac", "-f", "adts"]),
  m4a: () => make("voz.m4a", [...tone, "-c:a", "aac", "-f", "ipod"]),
};

beforeAll(async () => {
  ctx = await build({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await ctx.close();
  rmSync(work, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

async function student() {
  const course = await createCourse(ctx);
  const { level, themes } = await createLevel(ctx, course.id, { topics: 1, free: 0 });
  const user = await createUser(ctx);
  await createAccessService(ctx.db).grantAccess({ userId: user.id, scope: "level", targetId: level.id, months: 1, source: "admin" });
  const token = (await login(ctx, user)).access;
  const call = (options: InjectOptions) => injectWithToken(ctx, token, options);
  return {
    /** Uploads through tus and sends the take; answers the API's response. */
    async send(bytes: Buffer, filetype: string, kind: "audio" | "video") {
      const metadata = `filetype ${Buffer.from(filetype).toString("base64")}`;
      const created = await call({ method: "POST", url: "/api/submissions/uploads/", headers: { "tus-resumable": "1.0.0", "upload-length": String(bytes.length), "upload-metadata": metadata } });
      expect(created.statusCode, created.body).toBe(201);
      const location = created.headers.location as string;
      const patched = await call({ method: "PATCH", url: location, headers: { "tus-resumable": "1.0.0", "upload-offset": "0", "content-type": "application/offset+octet-stream" }, payload: bytes });
      expect(patched.statusCode).toBe(204);
      return call({ method: "POST", url: "/api/submissions/", payload: { upload_id: location.split("/").pop(), theme: themes[0]!.id, kind, duration_seconds: 2 } });
    },
  };
}

/** The stored take's bytes, through its signed URL (as the teacher's player asks for them). */
async function storedBytes(mediaUrl: string): Promise<Buffer> {
  const media = await ctx.app.inject({ method: "GET", url: mediaUrl });
  expect(media.statusCode).toBe(200);
  return media.rawPayload;
}

/** What Chromium's <video> makes of the file: duration and picture size, or the error it met. */
async function playInChromium(bytes: Buffer): Promise<{ duration: number; width: number } | { error: string }> {
  const server: Server = createServer((req, res) => {
    if (req.url === "/toma.mp4") {
      res.writeHead(200, { "content-type": "video/mp4", "content-length": bytes.length });
      res.end(bytes);
      return;
    }
    res.writeHead(200, { "content-type": "text/html" });
    // The page reports what its player made of the file (written here: the API has no DOM types).
    res.end(`<!doctype html><video id="v" src="/toma.mp4" preload="auto" muted></video><script>
      const video = document.getElementById("v");
      window.played = new Promise((resolve) => {
        video.addEventListener("loadeddata", () => resolve({ duration: video.duration, width: video.videoWidth }));
        video.addEventListener("error", () => resolve({ error: video.error.message || "código " + video.error.code }));
      });
      video.play().catch(() => {});
    </script>`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--autoplay-policy=no-user-gesture-required"] });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return (await page.evaluate("window.played")) as { duration: number; width: number } | { error: string };
  } finally {
    await browser.close();
    server.close();
  }
}

describe("takes in MOV and AAC", () => {
  it("tells the containers apart by their bytes", () => {
    expect(detectTakeContainer(files.movH264().subarray(0, 4096))).toBe("mov");
    expect(detectTakeContainer(files.adts().subarray(0, 4096))).toBe("adts");
    expect(detectTakeContainer(files.m4a().subarray(0, 4096))).toBe("mp4");
    // An ID3 tag in front of the frames, as some recorders write.
    const id3 = Buffer.concat([Buffer.from("ID3\x04\x00\x00\x00\x00\x00\x0a", "latin1"), Buffer.alloc(10), files.adts()]);
    expect(detectTakeContainer(id3.subarray(0, 4096))).toBe("adts");
    expect(detectTakeContainer(Buffer.from("%PDF-1.7\n%âãÏÓ\n1 0 obj", "latin1"))).toBeNull();
    // One sync word followed by something else is not an AAC stream.
    expect(detectTakeContainer(Buffer.from([0xff, 0xf1, 0x50, 0x80, 0x02, 0x1f, 0xfc, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]))).toBeNull();
  });

  it("a MOV of H.264 and AAC is stored as an MP4 whose index comes first, and plays in Chromium", async () => {
    const response = await (await student()).send(files.movH264(), "video/quicktime", "video");
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().media_type).toBe("video/mp4");
    const stored = await storedBytes(response.json().media_url);
    expect(stored.subarray(4, 8).toString("latin1")).toBe("ftyp");
    // +faststart: the index (moov) before the data, so the teacher's player starts at once.
    expect(stored.indexOf("moov")).toBeLessThan(stored.indexOf("mdat"));
    const played = await playInChromium(stored);
    expect(played).toMatchObject({ width: 160 });
    expect((played as { duration: number }).duration).toBeCloseTo(2, 0);
  }, 60_000);

  it("a MOV of codecs browsers do not play is encoded to H.264, and plays in Chromium", async () => {
    const response = await (await student()).send(files.movMjpeg(), "video/quicktime", "video");
    expect(response.statusCode, response.body).toBe(201);
    const played = await playInChromium(await storedBytes(response.json().media_url));
    expect(played).toMatchObject({ width: 160 });
  }, 60_000);

  it("raw AAC (ADTS) and M4A are stored as MP4 audio that plays in Chromium", async () => {
    const someone = await student();
    for (const [bytes, type] of [
      [files.adts(), "audio/aac"],
      [files.m4a(), "audio/x-m4a"],
    ] as const) {
      const response = await someone.send(bytes, type, "audio");
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ media_type: "video/mp4", kind: "audio" });
      const played = await playInChromium(await storedBytes(response.json().media_url));
      expect(played).toMatchObject({ width: 0 });
      expect((played as { duration: number }).duration).toBeCloseTo(2, 0);
    }
  }, 60_000);

  it("a MOV cut short and a file of another kind are refused in Spanish, leaving nothing", async () => {
    const someone = await student();
    const listing = (dir: string) => (existsSync(path.join(dataDir, dir)) ? readdirSync(path.join(dataDir, dir)) : []);
    const before = listing("media/videos/takes").length;
    const mov = files.movH264();
    const cut = await someone.send(mov.subarray(0, Math.floor(mov.length / 2)), "video/quicktime", "video");
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toEqual({ errors: ["La grabación está incompleta o dañada y no se puede reproducir. Grábala de nuevo o elige otro archivo."], code: "validation_error" });
    const pdf = await someone.send(Buffer.from("%PDF-1.7\n".repeat(50)), "audio/aac", "audio");
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().errors[0]).toBe("El archivo no es un video o audio que podamos recibir: envía un MP4, MOV, WebM, M4A o AAC. Grábalo de nuevo o elige otro archivo.");
    expect(listing("media/videos/takes").length).toBe(before);
    expect(listing("tus").filter((f) => !f.endsWith(".json"))).toEqual([]);
  }, 60_000);
});
