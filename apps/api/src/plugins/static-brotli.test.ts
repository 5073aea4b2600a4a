import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { type IncomingHttpHeaders, type Server, createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaticBrotli } from "./static-brotli";

const SCRIPT = "globalThis.cargado = true;\n".repeat(200);
const STYLE = "body{color:#2d2d2d}\n".repeat(100);

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

describe("the build's Brotli copies", () => {
  let dist: string;
  let server: Server;
  let port: number;
  let secured = 0;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), "fz-brotli-"));
    const chunks = path.join(dist, "static/chunks");
    mkdirSync(path.join(dist, "static/media"), { recursive: true });
    mkdirSync(chunks, { recursive: true });
    writeFileSync(path.join(chunks, "app.js"), SCRIPT);
    writeFileSync(path.join(chunks, "app.js.br"), brotliCompressSync(SCRIPT));
    writeFileSync(path.join(chunks, "site.css"), STYLE);
    writeFileSync(path.join(chunks, "site.css.br"), brotliCompressSync(STYLE));
    // Built before the step existed: no copy.
    writeFileSync(path.join(chunks, "plain.js"), SCRIPT);
    // Changed after its copy was made: the copy is of other bytes.
    writeFileSync(path.join(chunks, "changed.js.br"), brotliCompressSync("viejo"));
    writeFileSync(path.join(chunks, "changed.js"), SCRIPT);
    const past = new Date(Date.now() - 60_000);
    utimesSync(path.join(chunks, "changed.js.br"), past, past);
    // Not a script or a stylesheet.
    writeFileSync(path.join(dist, "static/media/icon.svg"), "<svg/>");
    writeFileSync(path.join(dist, "static/media/icon.svg.br"), brotliCompressSync("<svg/>"));
    // Outside the static folder.
    writeFileSync(path.join(dist, "secret.js"), "secreto");
    writeFileSync(path.join(dist, "secret.js.br"), brotliCompressSync("secreto"));

    const brotli = createStaticBrotli({ distDir: dist });
    server = createServer((req, res) => {
      if (brotli.serve(req, res, () => (secured += 1))) return;
      // Stands in for Next.
      res.writeHead(200, { "content-type": "text/plain", "x-answered-by": "next" });
      res.end("next");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dist, { recursive: true, force: true });
  });

  /** A raw request: the body as it came over the wire, not decoded. */
  function get(url: string, headers: Record<string, string> = { "accept-encoding": "gzip, deflate, br, zstd" }, method = "GET"): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, path: url, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on("error", reject);
      req.end();
    });
  }

  it("sends a script's and a stylesheet's copy to a browser that accepts br, with the headers of a build file", async () => {
    const before = secured;
    for (const [url, text, type] of [
      ["/_next/static/chunks/app.js", SCRIPT, "application/javascript; charset=UTF-8"],
      ["/_next/static/chunks/site.css", STYLE, "text/css; charset=UTF-8"],
      // Next's deployment id in the query names the same file.
      ["/_next/static/chunks/app.js?dpl=dpl_abc123", SCRIPT, "application/javascript; charset=UTF-8"],
    ] as const) {
      const answer = await get(url);
      expect(answer.status, url).toBe(200);
      expect(answer.headers["content-encoding"]).toBe("br");
      expect(answer.headers["content-type"]).toBe(type);
      expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(answer.headers.vary).toBe("Accept-Encoding");
      expect(answer.headers["content-length"]).toBe(String(answer.body.length));
      expect(answer.headers.etag).toMatch(/^"[\w-]{22}-br"$/);
      expect(brotliDecompressSync(answer.body).toString()).toBe(text);
      expect(answer.body.length).toBeLessThan(text.length / 10);
    }
    // The security headers are applied to each answer it sends.
    expect(secured - before).toBe(3);
  });

  it("answers HEAD without a body and a revalidation with 304", async () => {
    const head = await get("/_next/static/chunks/app.js", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const etag = head.headers.etag!;
    const again = await get("/_next/static/chunks/app.js", { "accept-encoding": "br", "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers["content-encoding"]).toBeUndefined();
    expect(again.headers.etag).toBe(etag);
  });

  it.each([
    ["a browser that does not accept br", "/_next/static/chunks/app.js", { "accept-encoding": "gzip, deflate" }],
    ["a browser that refuses br (q=0)", "/_next/static/chunks/app.js", { "accept-encoding": "gzip, br;q=0" }],
    ["no Accept-Encoding at all", "/_next/static/chunks/app.js", {}],
    ["a file built without a copy", "/_next/static/chunks/plain.js", undefined],
    ["a file changed after its copy was made", "/_next/static/chunks/changed.js", undefined],
    ["a file that is neither script nor stylesheet", "/_next/static/media/icon.svg", undefined],
    ["a path that climbs out of the folder", "/_next/static/../secret.js", undefined],
    ["an encoded climb", "/_next/static/%2e%2e/secret.js", undefined],
    ["a hidden segment", "/_next/static/chunks/.app.js", undefined],
    ["an empty segment", "/_next/static//chunks/app.js", undefined],
    ["a path outside the build files", "/currency-boot.js", undefined],
    ["a file that does not exist", "/_next/static/chunks/nada.js", undefined],
  ] as const)("leaves %s to Next", async (_what, url, headers) => {
    const answer = await get(url, headers);
    expect(answer.headers["x-answered-by"]).toBe("next");
    expect(answer.body.toString()).toBe("next");
  });

  it("leaves other methods to Next", async () => {
    const answer = await get("/_next/static/chunks/app.js", { "accept-encoding": "br" }, "POST");
    expect(answer.headers["x-answered-by"]).toBe("next");
  });
});
