import { brotliDecompressSync, gzipSync } from "node:zlib";
import type { ServerResponse } from "node:http";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestContext, build } from "../../test/helper";
import { loadEnv } from "../config/env";
import { RESOURCE_POLICY, SCRIPT_FILE_POLICY, pagePolicy } from "./content-security-policy";
import errors from "./errors";
import { sha256Source } from "./inline-scripts";
import securityHeaders, { policySettings } from "./security-headers";

const COMMON = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
};

function directive(policy: string | undefined, name: string): string[] {
  const found = (policy ?? "").split(";").map((part) => part.trim().split(/\s+/)).find(([key]) => key === name);
  return found ? found.slice(1) : [];
}

describe("security headers on the API", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await build({ DEV_IDENTITY_PROVIDER: "true" });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it.each([
    ["an answer", "GET", "/api/health/", 200],
    ["an unknown path", "GET", "/api/no-existe/", 404],
    ["a refused body", "POST", "/api/token/", 400],
    ["a missing token", "GET", "/api/notifications/", 401],
  ])("are on %s (%s %s)", async (_what, method, url, status) => {
    const response = await ctx.app.inject({ method: method as "GET", url, payload: method === "POST" ? { email: 1 } : undefined });
    expect(response.statusCode).toBe(status);
    expect(response.headers).toMatchObject(COMMON);
    expect(response.headers["content-security-policy"]).toBe(RESOURCE_POLICY);
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("give the API reference its own policy: its start-up script by hash, nothing from elsewhere", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/docs/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject(COMMON);
    const policy = response.headers["content-security-policy"] as string;
    const inline = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/.exec(response.body)![1]!;
    expect(directive(policy, "script-src")).toEqual(["'self'", sha256Source(inline), "'unsafe-eval'"]);
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
    expect(policy).not.toMatch(/https?:/);
    expect(response.body).toContain('"withDefaultFonts": false');
  });

  it("leave a route's own policy alone (the development provider's sign-in page)", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/dev-idp/sign-in?provider=google.com&mode=popup" });
    expect(response.statusCode).toBe(200);
    expect(directive(response.headers["content-security-policy"] as string, "script-src")[0]).toMatch(/^'nonce-/);
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("HSTS", () => {
  async function appWith(env: Record<string, string>) {
    const app = Fastify({ trustProxy: env.TRUST_PROXY === "true" });
    await app.register(errors);
    await app.register(securityHeaders, { env: loadEnv({ NODE_ENV: "test", ...env }) });
    app.get("/api/x", async () => ({ ok: true }));
    return app;
  }

  it("is sent when the public address is https", async () => {
    const app = await appWith({ PUBLIC_URL: "https://fzacademia.com" });
    const response = await app.inject({ method: "GET", url: "/api/x" });
    expect(response.headers["strict-transport-security"]).toBe("max-age=31536000");
    await app.close();
  });

  it("follows X-Forwarded-Proto only behind a trusted proxy", async () => {
    const trusted = await appWith({ TRUST_PROXY: "true" });
    expect((await trusted.inject({ method: "GET", url: "/api/x", headers: { "x-forwarded-proto": "https" } })).headers["strict-transport-security"]).toBe(
      "max-age=31536000",
    );
    expect((await trusted.inject({ method: "GET", url: "/api/x" })).headers["strict-transport-security"]).toBeUndefined();
    await trusted.close();
    const untrusted = await appWith({});
    expect((await untrusted.inject({ method: "GET", url: "/api/x", headers: { "x-forwarded-proto": "https" } })).headers["strict-transport-security"]).toBeUndefined();
    await untrusted.close();
  });

  it("is on a 500 as well", async () => {
    const app = await appWith({ PUBLIC_URL: "https://fzacademia.com" });
    app.get("/api/boom", async () => {
      throw new Error("boom");
    });
    const response = await app.inject({ method: "GET", url: "/api/boom" });
    expect(response.statusCode).toBe(500);
    expect(response.headers).toMatchObject({ ...COMMON, "content-security-policy": RESOURCE_POLICY, "strict-transport-security": "max-age=31536000" });
    await app.close();
  });
});

describe("security headers on what Next writes (the catch-all)", () => {
  const push = 'self.__next_f.push([1,"a"])';
  const init = "(self.__next_f=self.__next_f||[]).push([0])";
  const page = (extra = "") =>
    `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><main>Hola${extra}</main><script>${init}</script><script>${push}</script></body></html>`;

  type Writer = (res: ServerResponse) => void;
  let app: FastifyInstance;
  const writers = new Map<string, Writer>();

  beforeAll(async () => {
    app = Fastify();
    await app.register(errors);
    await app.register(securityHeaders, {
      env: loadEnv({ NODE_ENV: "test", NEXT_PUBLIC_GA_MEASUREMENT_ID: "G-TEST1234", STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" }),
    });
    // Stands in for Next's request handler: each test says how the response is written.
    app.all("/*", async (request, reply) => {
      reply.hijack();
      app.secureWebResponse(request, reply.raw);
      writers.get(request.url.split("?")[0]!)!(reply.raw);
    });
    writers.set("/static", (res) => {
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.setHeader("etag", '"static-1"');
      res.setHeader("cache-control", "s-maxage=31536000");
      res.end(page());
    });
    writers.set("/streamed", (res) => {
      // Like a dynamic page: headers flushed first, then the document in chunks.
      res.statusCode = 200;
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.flushHeaders();
      const html = page('<script>alert("inyectado")</script>');
      res.write(html.slice(0, 40));
      res.write(Buffer.from(html.slice(40, 120)));
      res.end(html.slice(120));
    });
    writers.set("/gzip", (res) => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-encoding": "gzip" });
      res.end(gzipSync(page()));
    });
    writers.set("/not-modified", (res) => {
      res.writeHead(304, { etag: '"static-1"' });
      res.end();
    });
    writers.set("/chunk.js", (res) => {
      res.setHeader("content-type", "application/javascript");
      res.end("console.log(1)");
    });
    writers.set("/compressed-chunk.js", (res) => {
      // Next's compression wraps write/end after ours: it must stay in effect.
      const end = res.end.bind(res);
      res.end = ((chunk: string) => {
        res.setHeader("content-encoding", "gzip");
        return end(gzipSync(chunk));
      }) as ServerResponse["end"];
      res.setHeader("content-type", "application/javascript");
      res.end("console.log(2)");
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it("allows the framework's inline scripts by hash and nothing inline besides", async () => {
    const response = await app.inject({ method: "GET", url: "/streamed" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(page('<script>alert("inyectado")</script>'));
    expect(response.headers).toMatchObject(COMMON);
    const policy = response.headers["content-security-policy"] as string;
    // The injected script is not allowed: only what Next wrote is.
    expect(directive(policy, "script-src")).toEqual(["'self'", sha256Source(init), sha256Source(push), "https://www.googletagmanager.com"]);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(policy, "frame-src")).toEqual(["https://www.youtube-nocookie.com", "https://player.vimeo.com"]);
    expect(directive(policy, "form-action")).toEqual(["'self'", "https://checkout.stripe.com"]);
    // Mercado Pago and Wompi, when configured, are allowed the same way (and nothing else).
    const local = policySettings(
      loadEnv({ MERCADOPAGO_ACCESS_TOKEN: "APP_USR-1234567890", MERCADOPAGO_WEBHOOK_SECRET: "a1b2c3d4e5f60718293a", WOMPI_PUBLIC_KEY: "pub_prod_abc", WOMPI_PRIVATE_KEY: "prv_prod_abc", WOMPI_INTEGRITY_SECRET: "prod_integrity_abc", WOMPI_EVENTS_SECRET: "prod_events_abc" }),
      false,
    );
    expect(local.checkoutOrigins).toEqual(["https://www.mercadopago.com.co", "https://sandbox.mercadopago.com.co", "https://checkout.wompi.co"]);
    expect(directive(policy, "connect-src")).toContain("https://*.google-analytics.com");
  });

  it("reads a compressed document, and keeps a cached page's headers and body as Next sent them", async () => {
    const gzip = await app.inject({ method: "GET", url: "/gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(directive(gzip.headers["content-security-policy"] as string, "script-src")).toContain(sha256Source(push));

    const first = await app.inject({ method: "GET", url: "/static" });
    const again = await app.inject({ method: "GET", url: "/static" });
    for (const response of [first, again]) {
      expect(response.body).toBe(page());
      expect(response.headers["cache-control"]).toBe("s-maxage=31536000");
      expect(response.headers.etag).toBe('"static-1"');
      expect(directive(response.headers["content-security-policy"] as string, "script-src")).toEqual([
        "'self'",
        sha256Source(init),
        sha256Source(push),
        "https://www.googletagmanager.com",
      ]);
    }
  });

  it("sends a held document in Brotli to a browser that accepts it, the same page and policy", async () => {
    const brotli = await app.inject({ method: "GET", url: "/gzip", headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(page());
    expect(directive(brotli.headers["content-security-policy"] as string, "script-src")).toContain(sha256Source(push));
    // Without br (or refused), Next's gzip goes out as it was.
    for (const acceptEncoding of ["gzip, deflate", "gzip, br;q=0"]) {
      const gzip = await app.inject({ method: "GET", url: "/gzip", headers: { "accept-encoding": acceptEncoding } });
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(gzip.rawPayload).toEqual(gzipSync(page()));
    }
    // A document Next did not compress stays as it is: its Vary does not name the encoding.
    const plain = await app.inject({ method: "GET", url: "/streamed", headers: { "accept-encoding": "br" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(page('<script>alert("inyectado")</script>'));
  });

  it("sends no policy on a 304, so the stored page keeps its own", async () => {
    const response = await app.inject({ method: "GET", url: "/not-modified" });
    expect(response.statusCode).toBe(304);
    expect(response.headers["content-security-policy"]).toBeUndefined();
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("gives script files the worker policy (chunks from this origin only) and leaves Next's compression working", async () => {
    const plain = await app.inject({ method: "GET", url: "/chunk.js" });
    expect(plain.body).toBe("console.log(1)");
    expect(plain.headers).toMatchObject({ ...COMMON, "content-security-policy": SCRIPT_FILE_POLICY });
    expect(directive(SCRIPT_FILE_POLICY, "script-src")).toEqual(["'self'"]);
    expect(directive(SCRIPT_FILE_POLICY, "default-src")).toEqual(["'none'"]);
    const compressed = await app.inject({ method: "GET", url: "/compressed-chunk.js" });
    expect(compressed.headers["content-encoding"]).toBe("gzip");
    expect(compressed.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
  });
});

describe("what the page policy allows follows the settings", () => {
  it("Firebase's sign-in when configured, unless the development provider is on (as in the web app)", () => {
    const firebase = loadEnv({ NODE_ENV: "test", NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: "fz-academia.firebaseapp.com" });
    const policy = pagePolicy(policySettings(firebase, false), [], true);
    expect(directive(policy, "frame-src")).toContain("https://fz-academia.firebaseapp.com");
    expect(directive(policy, "connect-src")).toContain("https://identitytoolkit.googleapis.com");
    expect(directive(policy, "script-src")).toEqual(["'self'", "https://apis.google.com"]);
    expect(policy).toContain("upgrade-insecure-requests");

    const both = loadEnv({ NODE_ENV: "test", NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: "fz-academia.firebaseapp.com", NEXT_PUBLIC_DEV_IDENTITY_PROVIDER: "true" });
    expect(pagePolicy(policySettings(both, false), [], false)).not.toContain("firebaseapp.com");
  });

  it("videos from the S3 store's public address when one is configured", () => {
    const s3 = { NODE_ENV: "test", S3_BUCKET: "fz-media", S3_REGION: "us-east-1", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s" } as const;
    const media = (env: Record<string, string>) => directive(pagePolicy(policySettings(loadEnv(env), false), [], false), "media-src");
    expect(media({ NODE_ENV: "test" })).toEqual(["'self'", "blob:"]);
    expect(media(s3)).toEqual(["'self'", "blob:", "https://fz-media.s3.us-east-1.amazonaws.com"]);
    expect(media({ ...s3, S3_ENDPOINT: "http://minio:9000" })).toEqual(["'self'", "blob:", "http://minio:9000"]);
    expect(media({ ...s3, S3_ENDPOINT: "http://minio:9000", S3_PUBLIC_ENDPOINT: "https://media.example.com/base" })).toEqual(["'self'", "blob:", "https://media.example.com"]);
  });

  it("nothing from elsewhere without settings; inline scripts and eval only under next dev", () => {
    const plain = pagePolicy(policySettings(loadEnv({ NODE_ENV: "test" }), false), ["'sha256-x'"], false);
    expect(directive(plain, "script-src")).toEqual(["'self'", "'sha256-x'"]);
    expect(directive(plain, "connect-src")).toEqual(["'self'"]);
    expect(directive(plain, "form-action")).toEqual(["'self'"]);
    expect(plain).not.toContain("upgrade-insecure-requests");
    const dev = pagePolicy(policySettings(loadEnv({ NODE_ENV: "test" }), true), [], false);
    expect(directive(dev, "script-src")).toEqual(["'self'", "'unsafe-inline'", "'unsafe-eval'"]);
  });

  it("under next dev a page streams through untouched", async () => {
    const app = Fastify();
    await app.register(securityHeaders, { env: loadEnv({ NODE_ENV: "test" }), dev: true });
    app.get("/*", async (request, reply) => {
      reply.hijack();
      app.secureWebResponse(request, reply.raw);
      reply.raw.writeHead(200, { "content-type": "text/html" });
      reply.raw.write("<script>dev()</script>");
      reply.raw.end("<p>fin</p>");
    });
    const response = await app.inject({ method: "GET", url: "/pagina" });
    expect(response.body).toBe("<script>dev()</script><p>fin</p>");
    expect(directive(response.headers["content-security-policy"] as string, "script-src")).toEqual(["'self'", "'unsafe-inline'", "'unsafe-eval'"]);
    await app.close();
  });
});
