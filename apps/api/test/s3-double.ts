import { mkdtempSync, rmSync } from "node:fs";
import { readFile, readdir, rm, stat } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/**
 * The S3 test double (s3rver on loopback) with the two multipart calls it lacks and
 * `@tus/s3-store` makes on every part: ListParts (GET ?uploadId) and AbortMultipartUpload
 * (DELETE ?uploadId). They read and remove the parts where s3rver keeps them
 * (`<bucket>/._S3rver_uploads/<uploadId>/<n>` with `<n>.md5`), before s3rver's router answers
 * 405. Everything else is s3rver's own S3 API, signatures included.
 */
export interface S3Double {
  endpoint: string;
  bucket: string;
  /** The S3_* variables an instance needs to use it. */
  env: Record<string, string>;
  /**
   * Every request the double answered, as `METHOD kind` (kind: `.info`, `.part`, `?uploadId`
   * (a part, ListParts, Complete/Abort), `?uploads` (Create), `object`, `bucket`), counted — the
   * benchmark reports them per MiB sent.
   */
  requests: Map<string, number>;
  close(): Promise<void>;
}

interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | undefined>;
  status: number;
  body: unknown;
  type: string;
}

export async function startS3Double(bucket = "fz-media"): Promise<S3Double> {
  const directory = mkdtempSync(path.join(os.tmpdir(), "fz-s3-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const uploadsOf = (name: string) => path.join(directory, name, "._S3rver_uploads");

  const multipart = async (ctx: KoaContext, next: () => Promise<void>) => {
    const uploadId = ctx.query.uploadId;
    const [, name, ...key] = ctx.path.split("/");
    if (!uploadId || !name || key.length === 0 || (ctx.method !== "GET" && ctx.method !== "DELETE")) return next();
    const folder = path.join(uploadsOf(name), path.basename(uploadId));
    const files = await readdir(folder).catch(() => null);
    if (!files) {
      ctx.status = 404;
      ctx.body = { Error: { Code: "NoSuchUpload", Message: "The specified upload does not exist." } };
      return;
    }
    if (ctx.method === "DELETE") {
      await rm(folder, { recursive: true, force: true });
      ctx.status = 204;
      ctx.body = null;
      return;
    }
    const numbers = files.filter((f) => /^\d+$/.test(f)).map(Number).sort((a, b) => a - b);
    const parts = await Promise.all(
      numbers.map(async (n) => {
        const [info, md5] = await Promise.all([stat(path.join(folder, String(n))), readFile(path.join(folder, `${n}.md5`), "utf8")]);
        return { PartNumber: n, LastModified: info.mtime.toISOString(), ETag: `"${md5.trim()}"`, Size: info.size };
      }),
    );
    ctx.body = { ListPartsResult: { Bucket: name, Key: decodeURIComponent(key.join("/")), UploadId: uploadId, MaxParts: 10000, IsTruncated: false, Part: parts } };
  };
  const requests = new Map<string, number>();
  const count = async (ctx: KoaContext, next: () => Promise<void>) => {
    const [, , ...key] = ctx.path.split("/");
    const name = key.join("/");
    const kind =
      key.length === 0 ? "bucket"
      : "uploads" in ctx.query ? "?uploads"
      : ctx.query.partNumber ? "?uploadId&partNumber"
      : ctx.query.uploadId ? "?uploadId"
      : name.endsWith(".info") ? ".info"
      : name.endsWith(".part") ? ".part"
      : "object";
    requests.set(`${ctx.method} ${kind}`, (requests.get(`${ctx.method} ${kind}`) ?? 0) + 1);
    return next();
  };
  // Koa composes its middleware when it starts listening: the count goes first, ListParts and
  // Abort just before the router.
  const stack = (server as unknown as { middleware: unknown[] }).middleware;
  stack.splice(stack.length - 1, 0, multipart);
  stack.unshift(count);

  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    env: { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_REGION: "us-east-1", S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" },
    requests,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
