import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestContext, build } from "../../../test/helper";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await build();
});
afterAll(async () => {
  await ctx.close();
});

describe("instruments and countries", () => {
  it("lists instruments, paginated", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/instruments/?page_size=2" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(4);
    expect(body.results.map((i: { name: string }) => i.name)).toEqual(["Acordeón", "Guitarra"]);
    expect(body.next).toBe("/api/instruments/?page_size=2&page=2");
    expect(body.previous).toBeNull();
    const last = (await ctx.app.inject({ method: "GET", url: body.next })).json();
    expect(last.results.map((i: { slug: string }) => i.slug)).toEqual(["caja-vallenata", "guacharaca"]);
    expect(last.next).toBeNull();
  });

  it("answers one instrument, or a 404 in the error shape", async () => {
    const list = (await ctx.app.inject({ method: "GET", url: "/api/instruments" })).json();
    const id = list.results[0].id;
    const one = await ctx.app.inject({ method: "GET", url: `/api/instruments/${id}/` });
    expect(one.json()).toEqual({ id, name: "Acordeón", slug: "acordeon" });
    const missing = await ctx.app.inject({ method: "GET", url: "/api/instruments/9999/" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ errors: ["El instrumento no existe."], code: "not_found" });
    const bad = await ctx.app.inject({ method: "GET", url: "/api/instruments/abc/" });
    expect(bad.statusCode).toBe(400);
  });

  it("lists countries in Spanish order with phone codes", async () => {
    const body = (await ctx.app.inject({ method: "GET", url: "/api/countries/?page_size=100" })).json();
    expect(body.count).toBeGreaterThanOrEqual(20);
    const names = body.results.map((c: { name: string }) => c.name);
    expect(names.slice(0, 4)).toEqual(["Argentina", "Bolivia", "Brasil", "Canadá"]);
    expect(names.indexOf("México")).toBeLessThan(names.indexOf("Nicaragua"));
    expect(body.results.find((c: { code: string }) => c.code === "CO")).toMatchObject({ name: "Colombia", phone_code: "+57" });
  });

  it("bounds the page size", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/countries/?page_size=1000" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(["El tamaño de página no puede ser mayor que 100"]);
    expect((await ctx.app.inject({ method: "GET", url: "/api/countries/?page=0" })).statusCode).toBe(400);
  });
});
