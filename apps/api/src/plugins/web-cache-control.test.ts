import { ServerResponse, IncomingMessage } from "node:http";
import { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { applySharedCacheControl, PRIVATE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL, sharedCacheControl } from "./web-cache-control";

const ISR = "s-maxage=3600, stale-while-revalidate=31532400";

describe("sharedCacheControl", () => {
  it("makes a static or ISR public page public with a short shared lifetime", () => {
    for (const url of ["/", "/cursos", "/como-tocar-acordeon-vallenato", "/blog?pagina=2", "/blog/un-post", "/sitemap.xml"]) {
      expect(sharedCacheControl(url, ISR, false)).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    }
    expect(sharedCacheControl("/sitemap.xml", "public, max-age=0, must-revalidate", false)).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(PUBLIC_PAGE_CACHE_CONTROL).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=\d+$/);
  });

  it("never makes public what Next rendered per request", () => {
    const dynamic = "private, no-cache, no-store, max-age=0, must-revalidate";
    expect(sharedCacheControl("/", dynamic, false)).toBe(dynamic);
    expect(sharedCacheControl("/_next/static/chunks/a.js", "public, max-age=31536000, immutable", false)).toBe(
      "public, max-age=31536000, immutable",
    );
  });

  it("keeps the gated academy and back office, and any answer that sets a cookie, out of shared caches", () => {
    for (const url of ["/academia", "/academia/niveles/1/temas/x", "/admin", "/admin/blog?x=1"]) {
      expect(sharedCacheControl(url, "s-maxage=31536000", false)).toBe(PRIVATE_CACHE_CONTROL);
    }
    expect(sharedCacheControl("/", ISR, true)).toBe(PRIVATE_CACHE_CONTROL);
    // A public path that merely starts like a gated one is not gated.
    expect(sharedCacheControl("/academias-de-musica", ISR, false)).toBe(PUBLIC_PAGE_CACHE_CONTROL);
  });
});

describe("applySharedCacheControl", () => {
  // No socket: Node still writes the head (through writeHead) when the response ends.
  const response = () => new ServerResponse(new IncomingMessage(new Socket()));

  it("rewrites the header Next set when the headers are written by end()", () => {
    const res = response();
    applySharedCacheControl("/cursos", res);
    res.setHeader("Cache-Control", ISR);
    res.end("<html></html>");
    expect(res.headersSent).toBe(true);
    expect(res.getHeader("cache-control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
  });

  it("turns a shareable answer that sets a cookie private", () => {
    const res = response();
    applySharedCacheControl("/", res);
    res.setHeader("Cache-Control", ISR);
    res.setHeader("Set-Cookie", "a=b");
    res.writeHead(200);
    res.end();
    expect(res.getHeader("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
  });
});
