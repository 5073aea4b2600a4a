import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestContext, build, createUser, login } from "../../../test/helper";
import { image } from "../../../test/media-files";

// Real images: the upload decodes them whole (sharp), not just their first bytes.
const [PNG, JPEG, WEBP] = await Promise.all([image("image/png"), image("image/jpeg"), image("image/webp")]);

let ctx: TestContext;
let dataDir: string;
let admin: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "fz-uploads-"));
  ctx = await build({ DATA_DIR: dataDir });
  admin = (await login(ctx, await createUser(ctx, { role: "admin" }))).access;
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const upload = (body: Buffer | string, contentType?: string, token: string | null = admin) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/blog/uploads/",
    headers: { ...(contentType ? { "content-type": contentType } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: body,
  });

describe("cover image upload", () => {
  it("stores JPEG, PNG and WebP on local disk and serves them back", async () => {
    for (const [bytes, type, ext] of [
      [JPEG, "image/jpeg", "jpg"],
      [PNG, "image/png", "png"],
      [WEBP, "image/webp", "webp"],
    ] as const) {
      const response = await upload(bytes, type);
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({ content_type: type, size: bytes.length });
      expect(body.url).toMatch(new RegExp(`^/api/media/uploads/blog/[0-9a-f-]{36}\\.${ext}$`));
      const file = path.join(dataDir, "uploads", body.url.slice("/api/media/uploads/".length));
      expect(readFileSync(file).equals(bytes)).toBe(true);

      const served = await ctx.app.inject({ method: "GET", url: body.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe(type);
      expect(served.headers["x-content-type-options"]).toBe("nosniff");
      expect(served.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it("uses the uploaded URL as a post cover", async () => {
    const { url } = (await upload(PNG, "image/png")).json();
    const post = await ctx.app.inject({
      method: "POST",
      url: "/api/blog/posts/",
      headers: { authorization: `Bearer ${admin}` },
      payload: { title: "Con portada", body_markdown: "x", cover_image_url: url },
    });
    expect(post.statusCode).toBe(201);
    expect(post.json().cover_image_url).toBe(url);
  });

  it("checks the type by content, not by header", async () => {
    const fake = await upload(Buffer.from("<svg onload=alert(1)></svg>"), "image/png");
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({ errors: ["El archivo no es una imagen JPEG, PNG o WebP válida."], code: "validation_error" });
    const mismatch = await upload(JPEG, "image/png");
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual(["El contenido del archivo (image/jpeg) no corresponde al tipo declarado (image/png)."]);
    const empty = await upload(Buffer.alloc(0), "image/png");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual(["Envía la imagen en el cuerpo de la solicitud."]);
  });

  it("refuses other content types with 415", async () => {
    const expected = {
      errors: ["La imagen debe ser JPEG, PNG o WebP (Content-Type image/jpeg, image/png o image/webp)."],
      code: "unsupported_media_type",
    };
    for (const type of ["image/svg+xml", "image/gif", "application/json", "text/plain"]) {
      const response = await upload(type === "application/json" ? "{}" : PNG, type);
      expect(response.statusCode, type).toBe(415);
      expect(response.json()).toEqual(expected);
    }
    const none = await upload(PNG);
    expect(none.statusCode).toBe(415);
  });

  it("refuses more than 5 MB with 413", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(big, "image/png");
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ errors: ["La imagen no puede pesar más de 5 MB."], code: "payload_too_large" });
    const exact = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length)]);
    expect((await upload(exact, "image/png")).statusCode).toBe(201);
  });

  it("checks the role before reading the body", async () => {
    expect((await upload(PNG, "image/png", null)).statusCode).toBe(401);
    const student = (await login(ctx, await createUser(ctx))).access;
    expect((await upload(PNG, "image/png", student)).statusCode).toBe(403);
  });
});

describe("serving uploads", () => {
  it("answers 404 for unknown or malformed keys without leaving the uploads folder", async () => {
    for (const url of [
      "/api/media/uploads/blog/00000000-0000-0000-0000-000000000000.png",
      "/api/media/uploads/../jwt-secret",
      "/api/media/uploads/..%2F..%2Fpackage.json",
      "/api/media/uploads/blog/x.svg",
      "/api/media/uploads/",
    ]) {
      const response = await ctx.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe("not_found");
    }
    expect(existsSync(path.join(dataDir, "uploads", "blog"))).toBe(true);
  });
});
