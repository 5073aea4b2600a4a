import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestContext, build, createUser, login } from "../../../test/helper";
import { mp4Boxes, signedVideoUrl, validMp4 } from "../../../test/media-files";

// A real 1×1 PNG (it must decode, not just start with the PNG signature).
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

const directory = mkdtempSync(path.join(os.tmpdir(), "fz-s3-app-"));
const s3 = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: "fz-media", configs: [] }] });
let instanceA: TestContext;
let instanceB: TestContext;
let dataDirs: string[] = [];
let bucket: S3Client;
let admin: string;

beforeAll(async () => {
  const address = (await s3.run()) as AddressInfo;
  const s3Env = {
    S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
    S3_BUCKET: "fz-media",
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
  };
  // Two instances with different local disks: only the store is shared.
  dataDirs = [mkdtempSync(path.join(os.tmpdir(), "fz-a-")), mkdtempSync(path.join(os.tmpdir(), "fz-b-"))];
  instanceA = await build({ ...s3Env, DATA_DIR: dataDirs[0]! });
  instanceB = await build({ ...s3Env, DATA_DIR: dataDirs[1]! });
  bucket = new S3Client({ endpoint: s3Env.S3_ENDPOINT, region: "us-east-1", forcePathStyle: true, credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } });
  admin = (await login(instanceA, await createUser(instanceA, { role: "admin" }))).access;
});
afterAll(async () => {
  await instanceA?.close();
  await instanceB?.close();
  await s3.close();
  for (const dir of [directory, ...dataDirs]) rmSync(dir, { recursive: true, force: true });
});

describe("uploads in an S3-compatible store", () => {
  it("an image uploaded through one instance is served by another", async () => {
    const admin = await login(instanceA, await createUser(instanceA, { role: "admin" }));
    const uploaded = await instanceA.app.inject({
      method: "POST",
      url: "/api/blog/uploads/",
      headers: { "content-type": "image/png", authorization: `Bearer ${admin.access}` },
      payload: PNG,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { url } = uploaded.json() as { url: string };
    const served = await instanceB.app.inject({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it("counts the store in readiness", async () => {
    instanceB.app.lifecycle.state = "ready";
    const ready = await instanceB.app.inject({ method: "GET", url: "/api/health/ready/" });
    expect(ready.json()).toEqual({ status: "ready", checks: { database: "ok", storage: "ok" } });
  });
});

/** Every object key under `prefix` in the bucket. */
async function objects(prefix: string): Promise<string[]> {
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: "fz-media", Prefix: prefix }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}

/** Files under an instance's local video uploads (there should be none with S3). */
function localVideoUploads(dataDir: string): string[] {
  try {
    return readdirSync(path.join(dataDir, "media", "videos", "uploads"));
  } catch {
    return [];
  }
}

/** A valid MP4 made larger than one multipart part (8 MiB) by padding its mdat box. */
function largeMp4(extraBytes: number): Buffer {
  const mp4 = validMp4();
  const mdat = mp4Boxes(mp4).find((box) => box.type === "mdat")!;
  const padded = Buffer.concat([mp4.subarray(0, mdat.offset + mdat.size), Buffer.alloc(extraBytes), mp4.subarray(mdat.offset + mdat.size)]);
  padded.writeUInt32BE(mdat.size + extraBytes, mdat.offset);
  return padded;
}

const uploadVideo = (body: Buffer, contentType = "video/mp4") =>
  instanceA.app.inject({ method: "POST", url: "/api/admin/videos/upload/", headers: { "content-type": contentType, authorization: `Bearer ${admin}` }, payload: body });

describe("videos in an S3-compatible store", () => {
  it("a video uploaded through one instance plays through another, by a presigned URL that serves ranges", async () => {
    const mp4 = validMp4();
    const uploaded = await uploadVideo(mp4);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { source } = uploaded.json() as { source: string };
    expect(source).toMatch(/^uploads\/[0-9a-f-]{36}\.mp4$/);
    expect(await objects("videos/")).toContain(`videos/${source}`);
    expect(localVideoUploads(dataDirs[0]!)).toEqual([]);

    const played = await instanceB.app.inject({ method: "GET", url: signedVideoUrl(source) });
    expect(played.statusCode).toBe(302);
    expect(played.headers["cache-control"]).toBe("private, no-store");
    const location = new URL(played.headers.location as string);
    expect(location.searchParams.get("X-Amz-Expires")).toBe("3600");
    const range = await fetch(location, { headers: { range: "bytes=100-199" } });
    expect(range.status).toBe(206);
    expect(Buffer.from(await range.arrayBuffer()).equals(mp4.subarray(100, 200))).toBe(true);

    // A signed link is still required, and a file the store does not hold is a 404.
    expect((await instanceB.app.inject({ method: "GET", url: `/api/media/videos/${source}` })).statusCode).toBe(403);
    const missing = await instanceB.app.inject({ method: "GET", url: signedVideoUrl("uploads/00000000-0000-4000-8000-000000000000.mp4") });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ errors: ["El archivo no existe."], code: "not_found" });
    // Never through the public uploads route.
    expect((await instanceB.app.inject({ method: "GET", url: `/api/media/uploads/videos/${source}` })).statusCode).toBe(404);
  });

  it("a large video goes up in parts and arrives whole", async () => {
    const big = largeMp4(9 * 1024 * 1024);
    const uploaded = await uploadVideo(big);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { source, size } = uploaded.json() as { source: string; size: number };
    expect(size).toBe(big.length);
    const played = await instanceB.app.inject({ method: "GET", url: signedVideoUrl(source) });
    const whole = await fetch(played.headers.location as string);
    expect(Buffer.from(await whole.arrayBuffer()).equals(big)).toBe(true);
  });

  it("a refused upload leaves nothing in the store or on disk, small or large", async () => {
    const before = await objects("videos/");
    const mp4 = validMp4();
    const truncated = await uploadVideo(mp4.subarray(0, mp4.length - 40));
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().errors[0]).toMatch(/^El video está incompleto o dañado/);
    // Past one part (so a multipart upload had begun), then damaged at the end.
    const big = largeMp4(9 * 1024 * 1024);
    const damaged = await uploadVideo(big.subarray(0, big.length - 40));
    expect(damaged.statusCode).toBe(400);
    expect(await objects("videos/")).toEqual(before);
    expect(localVideoUploads(dataDirs[0]!)).toEqual([]);
  });

  it("seeded clips and files placed by hand on an instance's disk are still served from there, with ranges", async () => {
    const videos = path.join(dataDirs[1]!, "media", "videos");
    mkdirSync(videos, { recursive: true });
    const clip = validMp4();
    writeFileSync(path.join(videos, "clip-de-prueba.mp4"), clip);
    const range = await instanceB.app.inject({ method: "GET", url: signedVideoUrl("clip-de-prueba.mp4"), headers: { range: "bytes=0-99" } });
    expect(range.statusCode).toBe(206);
    expect(range.headers["content-range"]).toBe(`bytes 0-99/${clip.length}`);
    expect(range.rawPayload.equals(clip.subarray(0, 100))).toBe(true);
  });
});
