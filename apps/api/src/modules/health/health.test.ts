import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestContext, build } from "../../../test/helper";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await build();
});
afterAll(async () => {
  await ctx.close();
});

describe("platform", () => {
  it("reports health with the database reachable", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/health/" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "ok", database: "ok" });
  });

  it("answers an unknown API path with a JSON 404 in the error shape", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/no-existe/" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    expect(response.json()).toEqual({ errors: ["No se encontró lo que buscaba."], code: "not_found" });
  });

  it("serves the OpenAPI document and its reference UI", async () => {
    const spec = await ctx.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(spec.statusCode).toBe(200);
    const paths = Object.keys(spec.json().paths);
    expect(paths).toEqual(expect.arrayContaining(["/api/token/", "/api/users/whoami/", "/api/countries/"]));
    const docs = await ctx.app.inject({ method: "GET", url: "/api/docs/" });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers["content-type"]).toMatch(/text\/html/);
    // The UI's script, loaded on the first visit and served from this server (no external URL).
    const script = docs.body.match(/src="([^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    const js = await ctx.app.inject({ method: "GET", url: new URL(script!, "http://local/api/docs/").pathname });
    expect(js.statusCode).toBe(200);
    expect(js.headers["content-type"]).toMatch(/javascript/);
    expect(js.body.length).toBeGreaterThan(100_000);
  });
});
