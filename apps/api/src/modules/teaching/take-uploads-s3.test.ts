import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { teacherCourses, users } from "@fz/db/schema";
import { createAccessService } from "../access/access.service";
import { createCourse, createLevel } from "../../../test/academy-factory";
import { type TestContext, build, createUser, injectWithToken, login } from "../../../test/helper";
import { mp4Boxes, validMp4 } from "../../../test/media-files";
import { type S3Double, startS3Double } from "../../../test/s3-double";

// Two instances with their own disks and one S3 store (decision 047): a take staged through
// `@tus/s3-store` is continued by whichever instance the next request reaches.
let s3: S3Double;
let a: TestContext;
let b: TestContext;
let bucket: S3Client;
const dataDirs = [mkdtempSync(path.join(os.tmpdir(), "fz-tus-a-")), mkdtempSync(path.join(os.tmpdir(), "fz-tus-b-"))];

beforeAll(async () => {
  s3 = await startS3Double();
  a = await build({ ...s3.env, DATA_DIR: dataDirs[0]! });
  b = await build({ ...s3.env, DATA_DIR: dataDirs[1]! });
  bucket = new S3Client({ endpoint: s3.endpoint, region: "us-east-1", forcePathStyle: true, credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await s3?.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** A student with access to a level on A, signed in on both instances (each its own session). */
async function student() {
  const course = await createCourse(a);
  const { level, themes } = await createLevel(a, course.id, { topics: 1, free: 0 });
  const user = await createUser(a);
  await createAccessService(a.db).grantAccess({ userId: user.id, scope: "level", targetId: level.id, months: 1, source: "admin" });
  const teacher = await createUser(a, { role: "teacher" });
  await a.db.insert(teacherCourses).values({ teacherId: teacher.id, courseId: course.id });
  // On PGlite each instance has its own database: B needs the same account (PostgreSQL shares one).
  if (!process.env.TEST_DATABASE_URL) {
    const [row] = await a.db.select().from(users).where(eq(users.id, user.id));
    await b.db.insert(users).overridingSystemValue().values(row!);
  }
  const tokens = new Map([
    [a, (await login(a, user)).access],
    [b, (await login(b, user)).access],
  ]);
  return {
    themeId: themes[0]!.id,
    on: (instance: TestContext) => (options: InjectOptions) => injectWithToken(instance, tokens.get(instance)!, { ...options, headers: { "tus-resumable": "1.0.0", ...options.headers } }),
  };
}

const meta = (pairs: Record<string, string>) =>
  Object.entries(pairs)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString("base64")}`)
    .join(",");

/** A real MP4 made larger than one S3 part (5 MiB) by padding its mdat box. */
function largeMp4(extraBytes: number): Buffer {
  const mp4 = validMp4();
  const mdat = mp4Boxes(mp4).find((box) => box.type === "mdat")!;
  const padded = Buffer.concat([mp4.subarray(0, mdat.offset + mdat.size), Buffer.alloc(extraBytes), mp4.subarray(mdat.offset + mdat.size)]);
  padded.writeUInt32BE(mdat.size + extraBytes, mdat.offset);
  return padded;
}

async function keys(prefix: string): Promise<string[]> {
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
  return (listed.Contents ?? []).map((object) => object.Key!);
}

const localStaging = () => dataDirs.flatMap((dir) => (readdirSync(dir).includes("tus") ? readdirSync(path.join(dir, "tus")) : []));

describe("takes staged in S3 (@tus/s3-store)", () => {
  it("an upload begun on one instance is resumed on the other and sent through the first", async () => {
    const { themeId, on } = await student();
    const take = largeMp4(11 * 1024 * 1024);
    const created = await on(a)({ method: "POST", url: "/api/submissions/uploads/", headers: { "upload-length": String(take.length), "upload-metadata": meta({ filetype: "video/mp4" }) } });
    expect(created.statusCode, created.body).toBe(201);
    const location = created.headers.location as string;
    const id = location.split("/").pop()!;
    expect(location).toBe(`/api/submissions/uploads/${id}`);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    // A part smaller than S3's 5 MiB minimum on A (kept aside as `.part`), the rest in two
    // requests on B and A: each instance reads the offset from the store.
    const cuts = [0, 1024 * 1024, 7 * 1024 * 1024, take.length];
    const instances = [a, b, a];
    for (let i = 0; i < 3; i += 1) {
      const call = on(instances[i]!);
      const head = await call({ method: "HEAD", url: location });
      expect(head.statusCode).toBe(200);
      expect(Number(head.headers["upload-offset"])).toBe(cuts[i]);
      const patched = await call({
        method: "PATCH",
        url: location,
        headers: { "upload-offset": String(cuts[i]), "content-type": "application/offset+octet-stream" },
        payload: take.subarray(cuts[i], cuts[i + 1]),
      });
      expect(patched.statusCode, patched.body).toBe(204);
      expect(Number(patched.headers["upload-offset"])).toBe(cuts[i + 1]);
    }
    expect(await keys("tus/")).toContain(`tus/${id}`);
    expect(localStaging()).toEqual([]);
    // Finished, as both instances say (each now remembers the upload's metadata).
    for (const instance of [a, b]) expect((await on(instance)({ method: "HEAD", url: location })).headers["upload-offset"]).toBe(String(take.length));

    const sent = await on(b)({ method: "POST", url: "/api/submissions/", payload: { upload_id: id, theme: themeId, kind: "video", duration_seconds: 4 } });
    // B's database has no such topic on PGlite (PostgreSQL: one database), so it is sent through A.
    if (!process.env.TEST_DATABASE_URL) expect(sent.statusCode).toBe(404);
    const response = process.env.TEST_DATABASE_URL ? sent : await on(a)({ method: "POST", url: "/api/submissions/", payload: { upload_id: id, theme: themeId, kind: "video", duration_seconds: 4 } });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ media_type: "video/mp4", size_bytes: take.length });
    // Staging is emptied; the take is in the video store, byte for byte.
    expect(await keys("tus/")).toEqual([]);
    // Whichever instance did not send it still remembers its metadata, and does not take that
    // copy for the upload: it is gone for whoever still has its address.
    for (const instance of [a, b]) {
      const head = await on(instance)({ method: "HEAD", url: location });
      expect(head.statusCode).toBe(404);
    }
    const stored = await keys("videos/takes/");
    expect(stored.length).toBe(1);
    const object = await bucket.send(new GetObjectCommand({ Bucket: s3.bucket, Key: stored[0] }));
    expect(Buffer.from(await object.Body!.transformToByteArray()).equals(take)).toBe(true);
  });

  it("someone else cannot continue the upload, from either instance", async () => {
    const owner = await student();
    const other = await student();
    const created = await owner.on(a)({ method: "POST", url: "/api/submissions/uploads/", headers: { "upload-length": "100", "upload-metadata": meta({ filetype: "audio/mp4" }) } });
    const location = created.headers.location as string;
    for (const instance of [a, b]) {
      expect((await other.on(instance)({ method: "HEAD", url: location })).statusCode).toBe(404);
      const patched = await other.on(instance)({ method: "PATCH", url: location, headers: { "upload-offset": "0", "content-type": "application/offset+octet-stream" }, payload: Buffer.alloc(100) });
      expect(patched.statusCode).toBe(404);
      expect(patched.json()).toEqual({ errors: ["Esa subida ya no existe. Vuelve a enviar la grabación."], code: "not_found" });
    }
    expect(Number((await owner.on(b)({ method: "HEAD", url: location })).headers["upload-offset"])).toBe(0);
  });

  it("the sweep on any instance removes what was abandoned for a day, parts included", async () => {
    const { on } = await student();
    const created = await on(a)({ method: "POST", url: "/api/submissions/uploads/", headers: { "upload-length": String(8 * 1024 * 1024), "upload-metadata": meta({ filetype: "video/webm" }) } });
    const location = created.headers.location as string;
    const id = location.split("/").pop()!;
    await on(a)({ method: "PATCH", url: location, headers: { "upload-offset": "0", "content-type": "application/offset+octet-stream" }, payload: Buffer.alloc(1000, 7) });
    expect(await keys(`tus/${id}`)).toEqual(expect.arrayContaining([`tus/${id}.info`, `tus/${id}.part`]));
    // A day is not yet up: kept.
    await b.app.jobs.runOnce();
    expect(await keys(`tus/${id}`)).not.toEqual([]);
    // A day later (passed in: a faked clock would sign the store's requests a day ahead).
    await b.app.services.teaching.sweepUploads(new Date(Date.now() + 25 * 3600 * 1000));
    expect(await keys(`tus/${id}`)).toEqual([]);
    const head = await on(a)({ method: "HEAD", url: location });
    expect(head.statusCode).toBe(404);
  });
});
