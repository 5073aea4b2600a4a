import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import Fastify, { type LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type TestContext } from "../../test/helper";
import { AppError } from "../lib/errors";
import errors, { sendNotFound } from "./errors";

describe("the error handler", () => {
  it("answers an unexpected failure with a generic 500 and logs it with the request id", async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { level: "error", stream: { write: (line: string) => void lines.push(line) } },
      requestIdHeader: "x-request-id",
    });
    await app.register(errors);
    app.get("/boom", async () => {
      throw new Error('relation "secret_table" does not exist');
    });
    const response = await app.inject({ method: "GET", url: "/boom", headers: { "x-request-id": "req-500" } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      errors: ["Algo ha ocurrido mal, si esto persiste contacte a soporte."],
      code: "server_error",
    });
    expect(response.body).not.toContain("secret_table");
    const logged = lines.join("");
    expect(logged).toContain("req-500");
    expect(logged).toContain("secret_table");
    await app.close();
  });
});

describe("framework errors on the real app", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await build();
  });
  afterAll(async () => {
    await ctx.close();
  });

  function expectShape(response: LightMyRequestResponse, status: number, code: string) {
    expect(response.statusCode).toBe(status);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    const body = response.json() as { errors: string[]; code: string };
    expect(Object.keys(body).sort()).toEqual(["code", "errors"]);
    expect(body.code).toBe(code);
    expect(body.errors.length).toBeGreaterThan(0);
    // Spanish, never Fastify's English.
    expect(body.errors.join(" ")).not.toMatch(/Bad Request|is not a valid|Unsupported|too large|Body cannot/i);
    return body;
  }

  it("answers bad URL encoding (%ff) with 400 invalid_url in the error shape", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/levels_public/%ff/" });
    expect(expectShape(response, 400, "invalid_url").errors).toEqual(["La dirección solicitada no es válida."]);
    expectShape(await ctx.app.inject({ method: "GET", url: "/api/blog/public/posts/%c0/" }), 400, "invalid_url");
  });

  it("answers a path parameter longer than the router allows with 414", async () => {
    expectShape(await ctx.app.inject({ method: "GET", url: `/api/levels_public/${"a".repeat(300)}/` }), 414, "uri_too_long");
  });

  it("answers a body over the limit with 413", async () => {
    const response = await ctx.app.inject({ method: "POST", url: "/api/token/", payload: { email: "a".repeat(1_100_000), password: "x" } });
    expectShape(response, 413, "payload_too_large");
  });

  it("answers an unsupported content type with 415", async () => {
    const response = await ctx.app.inject({ method: "POST", url: "/api/token/", headers: { "content-type": "application/xml" }, payload: "<a/>" });
    expectShape(response, 415, "unsupported_media_type");
  });

  it("answers bad JSON and an empty JSON body with 400 invalid_json", async () => {
    const bad = await ctx.app.inject({ method: "POST", url: "/api/token/", headers: { "content-type": "application/json" }, payload: '{"email":' });
    expect(expectShape(bad, 400, "invalid_json").errors).toEqual(["El cuerpo de la solicitud no es un JSON válido."]);
    const empty = await ctx.app.inject({ method: "POST", url: "/api/token/", headers: { "content-type": "application/json" }, payload: "" });
    expectShape(empty, 400, "invalid_json");
  });

  it("answers a Content-Length that does not match the body with 400", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/token/",
      headers: { "content-type": "application/json", "content-length": "5" },
      payload: '{"email":"a@b.co","password":"x"}',
    });
    expectShape(response, 400, "bad_request");
  });

  it("answers a wrong method on a known path with 405 and Allow; an unknown path stays 404", async () => {
    const response = await ctx.app.inject({ method: "DELETE", url: "/api/levels_public/guitarra/" });
    expect(expectShape(response, 405, "method_not_allowed").errors).toEqual(["Método no permitido."]);
    expect(response.headers.allow).toBe("GET, HEAD");
    const post = await ctx.app.inject({ method: "PUT", url: "/api/token/" });
    expectShape(post, 405, "method_not_allowed");
    expect(post.headers.allow).toBe("POST");
    expectShape(await ctx.app.inject({ method: "GET", url: "/api/no-existe/" }), 404, "not_found");
  });

  it("answers requests Node's parser refuses (malformed, oversized headers) in the error shape too", async () => {
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = ctx.app.server.address() as AddressInfo;
    const send = (request: string) =>
      new Promise<{ head: string; body: unknown }>((resolve, reject) => {
        const socket = connect(port, "127.0.0.1", () => socket.write(request));
        let data = "";
        socket.on("data", (chunk) => (data += chunk.toString()));
        socket.on("close", () => resolve({ head: data.slice(0, data.indexOf("\r\n\r\n")), body: JSON.parse(data.slice(data.indexOf("\r\n\r\n") + 4)) }));
        socket.on("error", reject);
      });
    const malformed = await send("GET /api/health/ HTTP/1.1\r\nHost: x\r\nBad Header Line\r\n\r\n");
    expect(malformed.head).toMatch(/^HTTP\/1\.1 400 Bad Request/);
    expect(malformed.head).toMatch(/Content-Type: application\/json/);
    expect(malformed.body).toEqual({ errors: ["La solicitud no es válida."], code: "bad_request" });
    const oversized = await send(`GET /api/health/ HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`);
    expect(oversized.head).toMatch(/^HTTP\/1\.1 431/);
    expect(oversized.body).toEqual({ errors: ["Las cabeceras de la solicitud son demasiado grandes."], code: "headers_too_large" });
  });
});

describe("405 behind the web catch-all", () => {
  it("ignores the catch-all that answers every method when it lists the allowed ones", async () => {
    const app = Fastify();
    await app.register(errors);
    app.get("/api/things/:id/", async () => ({ ok: true }));
    // As plugins/web.ts mounts Next: every method, every path; /api ones answer our 404/405.
    app.all("/*", async (request, reply) => (request.url.startsWith("/api/") ? sendNotFound(app, request, reply) : "page"));
    const wrong = await app.inject({ method: "DELETE", url: "/api/things/7/" });
    expect(wrong.statusCode).toBe(405);
    expect(wrong.headers.allow).toBe("GET, HEAD");
    expect(wrong.json().code).toBe("method_not_allowed");
    const unknown = await app.inject({ method: "POST", url: "/api/nothing/" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("not_found");
    expect(unknown.headers.allow).toBeUndefined();
    await app.close();
  });
});

describe("log levels", () => {
  function capture() {
    const lines: { level: number; msg: string; [key: string]: unknown }[] = [];
    const raw: string[] = [];
    const logger = {
      level: "info",
      stream: {
        write: (line: string) => {
          raw.push(line);
          lines.push(JSON.parse(line) as { level: number; msg: string });
        },
      },
    };
    return { logger, lines, raw };
  }

  it("logs client errors at info and expected unavailability at warn, faults at error", async () => {
    const { logger, lines } = capture();
    const app = Fastify({ logger });
    await app.register(errors);
    app.get("/refused", async () => {
      throw new AppError("permission_denied");
    });
    app.get("/unavailable", async () => {
      throw new AppError("service_unavailable", "No configurado.");
    });
    app.get("/provider", async () => {
      throw new AppError("payment_provider_error");
    });
    expect((await app.inject({ method: "GET", url: "/refused" })).statusCode).toBe(403);
    expect((await app.inject({ method: "GET", url: "/unavailable" })).statusCode).toBe(503);
    expect((await app.inject({ method: "GET", url: "/provider" })).statusCode).toBe(502);
    const byMessage = (msg: string) => lines.filter((line) => line.msg === msg).map((line) => line.level);
    expect(byMessage("request refused")).toEqual([30]);
    expect(byMessage("service unavailable")).toEqual([40]);
    expect(byMessage("request failed")).toEqual([50]);
    expect(lines.filter((line) => line.level >= 50)).toHaveLength(1);
    await app.close();
  });

  it("answers a database refusal of the input with 400, logged at warn without the SQL", async () => {
    const { logger, lines, raw } = capture();
    const app = Fastify({ logger });
    await app.register(errors);
    app.get("/overflow", async () => {
      const cause = Object.assign(new Error('value "2147483648" is out of range for type integer'), { code: "22003" });
      throw Object.assign(new Error('Failed query: select "id" from "courses" where "id" = $1'), { cause });
    });
    const response = await app.inject({ method: "GET", url: "/overflow" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: ["Uno de los valores enviados no es válido o está fuera de rango."], code: "validation_error" });
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(lines.some((line) => line.level === 40 && line.sqlState === "22003")).toBe(true);
    expect(raw.join("")).not.toContain("Failed query");
    await app.close();
  });

  it("logs the 'social sign-in not configured' 503 at warn, not error", async () => {
    const { logger, lines } = capture();
    const ctx = await build({}, { logger });
    try {
      const response = await ctx.app.inject({ method: "POST", url: "/api/students/social_signup/", payload: { token_id: "cualquier.cosa.aqui" } });
      expect(response.statusCode).toBe(503);
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);
      expect(lines.some((line) => line.level === 40 && line.msg === "service unavailable")).toBe(true);
    } finally {
      await ctx.close();
    }
    // It builds its own app (with a capturing logger): a migration on a loaded machine takes time.
  }, 90_000);

  it("logs framework client errors (bad URL, bad JSON) at info", async () => {
    const { logger, lines } = capture();
    const ctx = await build({}, { logger });
    try {
      await ctx.app.inject({ method: "GET", url: "/api/levels_public/%ff/" });
      await ctx.app.inject({ method: "POST", url: "/api/token/", headers: { "content-type": "application/json" }, payload: "{" });
      expect(lines.filter((line) => line.msg === "client error").map((line) => line.level)).toEqual([30, 30]);
      expect(lines.filter((line) => line.level >= 40)).toEqual([]);
    } finally {
      await ctx.close();
    }
  }, 90_000);
});
