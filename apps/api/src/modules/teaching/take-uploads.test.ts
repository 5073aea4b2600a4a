import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { TAKE_UPLOAD_CHUNK_BYTES } from "@fz/contracts/teaching";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectRedis } from "../../lib/redis";
import { TEST_REDIS_URL, redisReachable } from "../../../test/redis";
import { type S3Double, startS3Double } from "../../../test/s3-double";
import { type StagedUploadCache, redisStagedUploadCache } from "./staged-upload-cache";
import { createTakeUploads, S3_PART_BYTES, TAKE_UPLOADS_PATH, UPLOADER_HEADER } from "./take-uploads";

// The local staging (`@tus/file-store` with large writes): a part cut in the middle keeps what
// reached the disk, the offset says so, and the rest resumes from there to the same bytes.
const directory = mkdtempSync(path.join(os.tmpdir(), "fz-tus-local-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const MB = 1024 * 1024;
const hasRedis = await redisReachable();
const base = `http://localhost${TAKE_UPLOADS_PATH}`;
const headers = (extra: Record<string, string> = {}) => ({ "tus-resumable": "1.0.0", [UPLOADER_HEADER]: "7", ...extra });
const meta = (value: string) => `filetype ${Buffer.from(value).toString("base64")}`;

/** A body that sends `bytes` in 64 KiB pieces, then fails (the connection dropped). */
function cutBody(bytes: Buffer): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.error(new Error("connection reset"));
      controller.enqueue(new Uint8Array(bytes.subarray(at, at + 64 * 1024)));
      at += 64 * 1024;
    },
  });
}

describe("local staging of takes", () => {
  it("a part cut in the middle keeps what reached the disk; the rest resumes from the offset to the same bytes", async () => {
    const uploads = await createTakeUploads({ directory, s3: null });
    const take = randomBytes(12 * MB);
    const created = await uploads.answer(new Request(`${base}/`, { method: "POST", headers: headers({ "upload-length": String(take.length), "upload-metadata": meta("video/webm") }) }));
    expect(created.status).toBe(201);
    const id = created.headers.location!.split("/").at(-1)!;

    const cut = await uploads.answer(
      new Request(`${base}/${id}`, {
        method: "PATCH",
        headers: headers({ "upload-offset": "0", "content-type": "application/offset+octet-stream" }),
        body: cutBody(take.subarray(0, 9 * MB)),
        duplex: "half",
      } as RequestInit),
    );
    expect(cut.status).toBeGreaterThanOrEqual(400);
    const head = await uploads.answer(new Request(`${base}/${id}`, { method: "HEAD", headers: headers() }));
    const offset = Number(head.headers["upload-offset"]);
    expect(offset).toBe(statSync(path.join(directory, id)).size);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(9 * MB);
    expect(readFileSync(path.join(directory, id)).equals(take.subarray(0, offset))).toBe(true);
    expect(await uploads.finished(id, 7)).toMatchObject({ ok: false, status: 400 });

    const rest = await uploads.answer(
      new Request(`${base}/${id}`, {
        method: "PATCH",
        headers: headers({ "upload-offset": String(offset), "content-type": "application/offset+octet-stream" }),
        body: take.subarray(offset),
      }),
    );
    expect(rest.status, rest.body).toBe(204);
    expect(rest.headers["upload-offset"]).toBe(String(take.length));
    const finished = await uploads.finished(id, 7);
    expect(finished.ok).toBe(true);
    expect(readFileSync(path.join(directory, id)).equals(take)).toBe(true);
  });
});

// The S3 staging (`@tus/s3-store` with our part writer and metadata cache, decision 047).
describe("S3 staging of takes", () => {
  let s3: S3Double;
  let bucket: S3Client;
  const tmp = mkdtempSync(path.join(os.tmpdir(), "fz-tus-tmp-"));
  const tmpBefore = process.env.TMPDIR;
  beforeAll(async () => {
    s3 = await startS3Double();
    bucket = new S3Client({ endpoint: s3.endpoint, region: "us-east-1", forcePathStyle: true, credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } });
    // Where parts wait on their way to S3 (os.tmpdir()), to see that none is left behind.
    process.env.TMPDIR = tmp;
  });
  afterAll(async () => {
    if (tmpBefore === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmpBefore;
    bucket?.destroy();
    await s3?.close();
    rmSync(tmp, { recursive: true, force: true });
  });
  const staging = (cache?: StagedUploadCache) =>
    createTakeUploads({ directory, s3: { endpoint: s3.endpoint, bucket: s3.bucket, region: "us-east-1", accessKeyId: "S3RVER", secretAccessKey: "S3RVER", forcePathStyle: true }, cache });
  const patch = (uploads: Awaited<ReturnType<typeof staging>>, id: string, offset: number, body: Buffer | ReadableStream<Uint8Array>) =>
    uploads.answer(
      new Request(`${base}/${id}`, {
        method: "PATCH",
        headers: headers({ "upload-offset": String(offset), "content-type": "application/offset+octet-stream" }),
        body,
        duplex: "half",
      } as RequestInit),
    );
  const counted = () => Object.fromEntries([...s3.requests].sort());

  it("the browser's requests are whole parts", () => {
    expect(TAKE_UPLOAD_CHUNK_BYTES % S3_PART_BYTES).toBe(0);
    expect(S3_PART_BYTES).toBeGreaterThanOrEqual(5 * MB);
  });

  it("each part costs the part and no more than a listing and a look for a short `.part` per request", async () => {
    const uploads = await staging();
    const take = randomBytes(TAKE_UPLOAD_CHUNK_BYTES + S3_PART_BYTES + 1000);
    const created = await uploads.answer(new Request(`${base}/`, { method: "POST", headers: headers({ "upload-length": String(take.length), "upload-metadata": meta("video/webm") }) }));
    const id = created.headers.location!.split("/").at(-1)!;
    const head = await uploads.answer(new Request(`${base}/${id}`, { method: "HEAD", headers: headers() }));
    expect(head.headers["upload-offset"]).toBe("0");

    // The browser's first request: whole parts, with `.info` already remembered from the HEAD.
    s3.requests.clear();
    const first = await patch(uploads, id, 0, take.subarray(0, TAKE_UPLOAD_CHUNK_BYTES));
    expect(first.status, first.body).toBe(204);
    const parts = TAKE_UPLOAD_CHUNK_BYTES / S3_PART_BYTES;
    expect(counted()).toEqual({ "GET ?uploadId": 1, "HEAD .part": 1, "PUT ?uploadId&partNumber": parts });

    // The last request: one more part, then the short tail; the parts are listed again to complete.
    s3.requests.clear();
    const last = await patch(uploads, id, TAKE_UPLOAD_CHUNK_BYTES, take.subarray(TAKE_UPLOAD_CHUNK_BYTES));
    expect(last.status, last.body).toBe(204);
    expect(counted()).toEqual({ "GET ?uploadId": 2, "HEAD .part": 1, "PUT ?uploadId&partNumber": 2, "POST ?uploadId": 1 });

    const finished = await uploads.finished(id, 7);
    expect(finished.ok).toBe(true);
    const object = await bucket.send(new GetObjectCommand({ Bucket: s3.bucket, Key: `tus/${id}` }));
    expect(Buffer.from(await object.Body!.transformToByteArray()).equals(take)).toBe(true);
    expect(readdirSync(tmp)).toEqual([]);
    await uploads.remove(id);
  });

  it("a request cut in the middle keeps the whole parts in S3; the rest resumes from there to the same bytes", async () => {
    const uploads = await staging();
    const take = randomBytes(2 * S3_PART_BYTES + 3 * MB);
    const created = await uploads.answer(new Request(`${base}/`, { method: "POST", headers: headers({ "upload-length": String(take.length), "upload-metadata": meta("video/webm") }) }));
    const id = created.headers.location!.split("/").at(-1)!;

    // The connection drops a megabyte into the second part: the first is in S3, the rest is not.
    const cut = await patch(uploads, id, 0, cutBody(take.subarray(0, S3_PART_BYTES + MB)));
    expect(cut.status).toBeGreaterThanOrEqual(400);
    const head = await uploads.answer(new Request(`${base}/${id}`, { method: "HEAD", headers: headers() }));
    expect(Number(head.headers["upload-offset"])).toBe(S3_PART_BYTES);
    expect(await uploads.finished(id, 7)).toMatchObject({ ok: false, status: 400 });
    // An offset the server does not have is refused, and changes nothing.
    expect((await patch(uploads, id, S3_PART_BYTES + MB, take.subarray(S3_PART_BYTES + MB))).status).toBe(409);

    const rest = await patch(uploads, id, S3_PART_BYTES, take.subarray(S3_PART_BYTES));
    expect(rest.status, rest.body).toBe(204);
    expect(rest.headers["upload-offset"]).toBe(String(take.length));
    const finished = await uploads.finished(id, 7);
    if (!finished.ok) throw new Error(finished.message);
    const chunks: Buffer[] = [];
    for await (const chunk of await finished.take.open()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(take)).toBe(true);
    expect(readdirSync(tmp)).toEqual([]);

    // Removed: nothing of it is left in the bucket, and it is gone for a client that still has its address.
    await uploads.remove(id);
    const left = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `tus/${id}` }));
    expect(left.Contents ?? []).toEqual([]);
    expect((await uploads.answer(new Request(`${base}/${id}`, { method: "HEAD", headers: headers() }))).status).toBe(404);
  });

  it("a disk that refuses a part fails the request without sending it, and the upload continues after", async () => {
    const uploads = await staging();
    const take = randomBytes(S3_PART_BYTES + 1000);
    const created = await uploads.answer(new Request(`${base}/`, { method: "POST", headers: headers({ "upload-length": String(take.length), "upload-metadata": meta("video/webm") }) }));
    const id = created.headers.location!.split("/").at(-1)!;
    process.env.TMPDIR = path.join(tmp, "missing");
    try {
      s3.requests.clear();
      const refused = await patch(uploads, id, 0, take);
      expect(refused.status).toBe(500);
      expect(JSON.parse(refused.body).code).toBe("server_error");
      expect(s3.requests.get("PUT ?uploadId&partNumber")).toBeUndefined();
    } finally {
      process.env.TMPDIR = tmp;
    }
    const head = await uploads.answer(new Request(`${base}/${id}`, { method: "HEAD", headers: headers() }));
    expect(head.headers["upload-offset"]).toBe("0");
    expect((await patch(uploads, id, 0, take)).status).toBe(204);
    expect((await uploads.finished(id, 7)).ok).toBe(true);
    expect(readdirSync(tmp)).toEqual([]);
    await uploads.remove(id);
  });

  it.runIf(hasRedis)("with Redis, the instances share what they read of an upload, and its removal", async () => {
    const prefix = `fz-test-tus:${randomUUID()}:`;
    const connections = [await connectRedis({ url: TEST_REDIS_URL, prefix }), await connectRedis({ url: TEST_REDIS_URL, prefix })];
    try {
      const [one, two] = await Promise.all(connections.map((redis) => staging(redisStagedUploadCache(redis))));
      const take = randomBytes(S3_PART_BYTES + 1000);
      const created = await one!.answer(new Request(`${base}/`, { method: "POST", headers: headers({ "upload-length": String(take.length), "upload-metadata": meta("video/webm") }) }));
      const id = created.headers.location!.split("/").at(-1)!;
      expect((await patch(one!, id, 0, take.subarray(0, S3_PART_BYTES))).status).toBe(204);
      // The other instance continues without reading `.info` from the bucket.
      s3.requests.clear();
      expect((await patch(two!, id, S3_PART_BYTES, take.subarray(S3_PART_BYTES))).status).toBe(204);
      expect(s3.requests.get("GET .info")).toBeUndefined();
      expect((await one!.finished(id, 7)).ok).toBe(true);
      // Sent (removed) through one: gone on the other too.
      await one!.remove(id);
      expect(await connections[1]!.get(`tus-info:tus/${id}`)).toBeNull();
      expect((await two!.answer(new Request(`${base}/${id}`, { method: "HEAD", headers: headers() }))).status).toBe(404);
      expect(await two!.finished(id, 7)).toMatchObject({ ok: false, status: 404 });
    } finally {
      for (const redis of connections) redis.disconnect();
    }
  });
});
