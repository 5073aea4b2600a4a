import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_JWT_SECRET, type TestContext, build, createUser, login } from "../../../test/helper";
import { image, mp4Boxes, validMp4, webm, withBoxSize } from "../../../test/media-files";
import { buildApp } from "../../app";
import { loadEnv } from "../../config/env";

// Uploads are checked as whole files (MP4 boxes, WebM elements, images decoded); a refusal or
// a client hanging up leaves nothing on disk or in storage.
let ctx: TestContext;
let dataDir: string;
let admin: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "fz-media-checks-"));
  ctx = await build({ DATA_DIR: dataDir, UPLOAD_VIDEO_MAX_MB: "2" });
  admin = (await login(ctx, await createUser(ctx, { role: "admin" }))).access;
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every file under DATA_DIR's upload folders (videos and images), finished or partial. */
function storedFiles(dir = dataDir): string[] {
  const found: string[] = [];
  for (const folder of [path.join(dir, "media", "videos", "uploads"), path.join(dir, "uploads")]) {
    try {
      for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) if (entry.isFile()) found.push(path.join(entry.parentPath, entry.name));
    } catch {
      // The folder is created by the first upload.
    }
  }
  return found.sort();
}

const uploadVideo = (body: Buffer, contentType: string) =>
  ctx.app.inject({ method: "POST", url: "/api/admin/videos/upload/", headers: { "content-type": contentType, authorization: `Bearer ${admin}` }, payload: body });
const uploadImage = (body: Buffer, contentType: string) =>
  ctx.app.inject({ method: "POST", url: "/api/blog/uploads/", headers: { "content-type": contentType, authorization: `Bearer ${admin}` }, payload: body });

async function expectRefusedLeavingNothing(response: Awaited<ReturnType<typeof uploadVideo>>, before: string[], status: number, message: RegExp) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(body.code).toBe(status === 415 ? "unsupported_media_type" : "validation_error");
  expect(body.errors).toHaveLength(1);
  expect(body.errors[0]).toMatch(message);
  expect(storedFiles()).toEqual(before);
}

describe("videos are checked as whole containers", () => {
  const mp4 = validMp4();

  it("refuses the first 2 KB of a real MP4 (accepted before: only the magic bytes were checked)", async () => {
    const before = storedFiles();
    await expectRefusedLeavingNothing(await uploadVideo(mp4.subarray(0, 2048), "video/mp4"), before, 400, /^El video está incompleto o dañado: el archivo está incompleto/);
  });

  it("refuses an MP4 whose box size runs past the end, or without its moov", async () => {
    const before = storedFiles();
    const moov = mp4Boxes(mp4).find((b) => b.type === "moov")!;
    await expectRefusedLeavingNothing(await uploadVideo(withBoxSize(mp4, "moov", moov.size + mp4.length), "video/mp4"), before, 400, /incompleto o dañado/);
    const [ftyp, , mdat] = mp4Boxes(mp4).map((b) => mp4.subarray(b.offset, b.offset + b.size));
    await expectRefusedLeavingNothing(await uploadVideo(Buffer.concat([ftyp!, mdat!]), "video/mp4"), before, 400, /falta la caja «moov»/);
  });

  it("refuses a truncated WebM and one without a Segment", async () => {
    const before = storedFiles();
    const whole = webm();
    await expectRefusedLeavingNothing(await uploadVideo(whole.subarray(0, whole.length - 50), "video/webm"), before, 400, /incompleto o dañado/);
    const headerOnly = whole.subarray(0, whole.indexOf(Buffer.from("18538067", "hex")));
    await expectRefusedLeavingNothing(await uploadVideo(headerOnly, "video/webm"), before, 400, /Segment/);
  });

  it("refuses another declared type with 415, and a body of another kind with 400", async () => {
    const before = storedFiles();
    await expectRefusedLeavingNothing(await uploadVideo(mp4, "video/quicktime"), before, 415, /^El video debe ser MP4 o WebM/);
    await expectRefusedLeavingNothing(await uploadVideo(await image("image/png"), "video/mp4"), before, 400, /no es un video MP4 o WebM válido/);
  });

  it("stores whole MP4 and WebM files (unknown-size WebM as live recorders write it)", async () => {
    for (const [bytes, type] of [
      [mp4, "video/mp4"],
      [webm(), "video/webm"],
      [webm({ segmentSize: webm.UNKNOWN, clusterSize: webm.UNKNOWN }), "video/webm"],
    ] as const) {
      const response = await uploadVideo(bytes, type);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ content_type: type, size: bytes.length });
    }
  });
});

describe("images must decode", () => {
  it("refuses a truncated PNG, JPEG or WebP with 400 and stores nothing", async () => {
    for (const type of ["image/png", "image/jpeg", "image/webp"] as const) {
      const whole = await image(type, 120, 90);
      const before = storedFiles();
      await expectRefusedLeavingNothing(
        await uploadImage(whole.subarray(0, Math.floor(whole.length * 0.6)), type),
        before,
        400,
        /^La imagen está incompleta o dañada/,
      );
      expect((await uploadImage(whole, type)).statusCode).toBe(201);
    }
  });
});

describe("aborted uploads", () => {
  let app: FastifyInstance;
  let port: number;
  let abortDir: string;
  const logs: { level: number; msg: string }[] = [];

  beforeAll(async () => {
    abortDir = mkdtempSync(path.join(tmpdir(), "fz-media-abort-"));
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split("\n").filter(Boolean)) logs.push(JSON.parse(line));
        done();
      },
    });
    const env = loadEnv({ NODE_ENV: "test", DATA_DIR: abortDir, UPLOAD_VIDEO_MAX_MB: "2" });
    app = await buildApp({ env, db: ctx.db, jwtSecret: TEST_JWT_SECRET, logger: { level: "info", stream } });
    await app.listen({ host: "127.0.0.1", port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    rmSync(abortDir, { recursive: true, force: true });
  });

  /** Sends the headers and part of the body, then hangs up; resolves once the server has dealt with it. */
  async function hangUpMidway(url: string, contentType: string, file: Buffer) {
    const completed = logs.filter((l) => l.msg === "request completed" || l.msg === "upload aborted by the client").length;
    await new Promise<void>((resolve) => {
      const req = httpRequest({
        host: "127.0.0.1",
        port,
        method: "POST",
        path: url,
        headers: { "content-type": contentType, "content-length": String(file.length), authorization: `Bearer ${admin}` },
      });
      req.on("error", () => resolve());
      req.write(file.subarray(0, Math.floor(file.length / 2)), () => setTimeout(() => {
        req.destroy();
        resolve();
      }, 100));
    });
    for (let i = 0; i < 100; i += 1) {
      if (logs.filter((l) => l.msg === "request completed" || l.msg === "upload aborted by the client").length > completed) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  it("a client hanging up mid-upload leaves no file behind and logs no error", async () => {
    const big = await image("image/png", 900, 700);
    const video = Buffer.concat([validMp4(), validMp4()]);
    await hangUpMidway("/api/admin/videos/upload/", "video/mp4", video);
    await hangUpMidway("/api/blog/uploads/", "image/png", big);
    expect(storedFiles(abortDir)).toEqual([]);
    // Both (the streamed video and the buffered image) logged at info, nothing at error.
    expect(logs.filter((l) => l.msg === "upload aborted by the client").map((l) => l.level)).toEqual([30, 30]);
    expect(logs.filter((l) => l.level >= 50)).toEqual([]);
  });
});
