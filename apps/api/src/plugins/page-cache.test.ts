import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { createPageCache, isShareableResponse, type PageCache } from "./page-cache";

const PUBLIC = "public, s-maxage=60, stale-while-revalidate=600";
const servers: http.Server[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

interface Page {
  status?: number;
  headers?: Record<string, string>;
  body: string;
}

/** A server shaped like web.ts: the cache first, then "Next" (here: a handler answering `page()`). */
async function serve(cache: PageCache, page: (req: IncomingMessage) => Page) {
  let rendered = 0;
  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    if (cache.serve(req, res)) return;
    cache.capture(req, res);
    rendered += 1;
    const { status = 200, headers = {}, body } = page(req);
    const gzip = String(req.headers["accept-encoding"] ?? "").includes("gzip");
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.setHeader("content-type", "text/html; charset=utf-8");
    if (gzip) res.setHeader("content-encoding", "gzip");
    // Streamed in two writes, as Next does.
    const bytes = gzip ? gzipSync(body) : Buffer.from(body);
    res.writeHead(status);
    res.write(bytes.subarray(0, 10));
    res.end(bytes.subarray(10));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on("error", reject);
      req.end();
    });
  return { get, rendered: () => rendered };
}

const page = (body: string, headers: Record<string, string> = {}): Page => ({
  body,
  headers: { "cache-control": PUBLIC, etag: `"${body.length}"`, "x-nextjs-cache": "HIT", ...headers },
});

describe("the page cache in front of Next", () => {
  it("answers a repeated public page with the same bytes and headers, without rendering it again", async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 1 << 20 });
    const app = await serve(cache, () => page("<html>inicio</html>", { "content-security-policy": "script-src 'sha256-x'" }));
    const first = await app.get("/");
    const second = await app.get("/");
    expect(app.rendered()).toBe(1);
    expect(second.body.toString()).toBe("<html>inicio</html>");
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers["content-security-policy"]).toBe("script-src 'sha256-x'");
    expect(second.headers["cache-control"]).toBe(PUBLIC);
    expect(second.headers.age).toBe("0");
  });

  it("keeps one copy per encoding: a gzip client never gets plain bytes, nor the other way round", async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 1 << 20 });
    const app = await serve(cache, () => page("<html>cursos</html>"));
    await app.get("/cursos", { "accept-encoding": "gzip" });
    const plain = await app.get("/cursos");
    const gzip = await app.get("/cursos", { "accept-encoding": "gzip" });
    expect(app.rendered()).toBe(2);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe("<html>cursos</html>");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
  });

  it("never keeps what a shared cache may not: private pages, cookies, errors, stale answers, RSC payloads", async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 1 << 20 });
    const app = await serve(cache, (req) => {
      if (req.url === "/academia") return page("privada", { "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate" });
      if (req.url === "/cookie") return page("galleta", { "set-cookie": "a=b" });
      if (req.url === "/stale") return page("vieja", { "x-nextjs-cache": "STALE" });
      if (req.url === "/missing") return { ...page("no existe"), status: 404 };
      return page("rsc");
    });
    for (const path of ["/academia", "/cookie", "/stale", "/missing"]) {
      await app.get(path);
      await app.get(path);
    }
    await app.get("/blog", { rsc: "1" });
    await app.get("/blog", { rsc: "1" });
    await app.get("/blog", { authorization: "Bearer x" });
    await app.get("/blog", { authorization: "Bearer x" });
    expect(app.rendered()).toBe(12);
    expect(cache.size).toBe(0);
  });

  it("forgets everything when a revalidation arrives, and never stores an answer that started before it", async () => {
    const cache = createPageCache({ ttlMs: 60_000, settleMs: 0, maxBytes: 1 << 20 });
    let version = "v1";
    let clearWhileRendering = false;
    const app = await serve(cache, () => {
      if (clearWhileRendering) cache.clear();
      return page(`<html>${version}</html>`);
    });
    await app.get("/blog");
    version = "v2";
    expect((await app.get("/blog")).body.toString()).toBe("<html>v1</html>");
    cache.clear();
    clearWhileRendering = true;
    expect((await app.get("/blog")).body.toString()).toBe("<html>v2</html>");
    clearWhileRendering = false;
    version = "v3";
    // The v2 answer overlapped a revalidation: it was not kept.
    expect((await app.get("/blog")).body.toString()).toBe("<html>v3</html>");
  });

  it("stores nothing while Next applies a revalidation (it does so just after answering it)", async () => {
    let clock = 1_000;
    const cache = createPageCache({ ttlMs: 60_000, settleMs: 1_000, maxBytes: 1 << 20, now: () => clock });
    let version = "old";
    const app = await serve(cache, () => page(`<html>${version}</html>`));
    cache.clear();
    // Next has not applied the revalidation yet: the old page, not kept.
    expect((await app.get("/")).body.toString()).toBe("<html>old</html>");
    version = "new";
    expect((await app.get("/")).body.toString()).toBe("<html>new</html>");
    clock += 1_000;
    await app.get("/");
    await app.get("/");
    expect(app.rendered()).toBe(3);
  });

  it("drops its pages the moment a revalidation arrives and keeps nothing until it is answered", async () => {
    let clock = 1_000;
    const cache = createPageCache({ ttlMs: 60_000, settleMs: 500, maxBytes: 1 << 20, now: () => clock });
    const app = await serve(cache, () => page("<html>x</html>"));
    await app.get("/");
    cache.hold();
    expect(cache.size).toBe(0);
    clock += 60_000;
    await app.get("/");
    await app.get("/");
    expect(app.rendered()).toBe(3);
    cache.settled();
    clock += 500;
    await app.get("/");
    await app.get("/");
    expect(app.rendered()).toBe(4);
  });

  it("lets an entry live at most its shared lifetime", async () => {
    let clock = 0;
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 1 << 20, now: () => clock });
    const app = await serve(cache, () => page("<html>x</html>"));
    await app.get("/");
    clock = 59_000;
    expect((await app.get("/")).headers.age).toBe("59");
    clock = 60_000;
    await app.get("/");
    expect(app.rendered()).toBe(2);
  });

  it("answers 304 to a matching If-None-Match (without a policy that would replace the page's), and HEAD without a body", async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 1 << 20 });
    const app = await serve(cache, () => page("<html>cuerpo</html>", { "content-security-policy": "script-src 'sha256-y'" }));
    const first = await app.get("/");
    const notModified = await app.get("/", { "if-none-match": String(first.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers["content-security-policy"]).toBeUndefined();
    const head = await app.get("/", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(app.rendered()).toBe(1);
  });

  it("bounds its memory: the least recently used pages leave first", async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 4_000 });
    const app = await serve(cache, (req) => page(`<html>${req.url}${"x".repeat(900)}</html>`));
    for (let index = 0; index < 10; index += 1) await app.get(`/p${index}`);
    expect(cache.size).toBeLessThanOrEqual(4);
    await app.get("/p9");
    expect(app.rendered()).toBe(10);
  });

  it("decides from the response alone", () => {
    expect(isShareableResponse(200, { "cache-control": PUBLIC })).toBe(true);
    expect(isShareableResponse(200, { "cache-control": "public, max-age=0, must-revalidate" })).toBe(false);
    expect(isShareableResponse(200, { "cache-control": PUBLIC, "x-nextjs-cache": "STALE" })).toBe(false);
    expect(isShareableResponse(200, { "cache-control": PUBLIC, "set-cookie": ["a=b"] })).toBe(false);
    expect(isShareableResponse(500, { "cache-control": PUBLIC })).toBe(false);
    // Next's build files: named by their content, compressed once.
    expect(isShareableResponse(200, { "cache-control": "public, max-age=31536000, immutable" })).toBe(true);
    expect(isShareableResponse(200, { "cache-control": "private, max-age=31536000, immutable" })).toBe(false);
  });
});
