import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestContext, build, createUser, login } from "../../../test/helper";

// A real 1×1 PNG (it must decode, not just start with the PNG signature).
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

const directory = mkdtempSync(path.join(os.tmpdir(), "fz-s3-app-"));
const s3 = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: "fz-media", configs: [] }] });
let instanceA: TestContext;
let instanceB: TestContext;
let dataDirs: string[] = [];

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
