import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCourse, createLevel } from "../../../test/academy-factory";
import { type TestContext, build, createUser, injectWithToken, login } from "../../../test/helper";

// The back office's course and topic forms show a refusal only the server can make at its field
// (decision 026): each carries `fields: {wire_name: message}` beside `{errors, code}`.
let ctx: TestContext;
let admin: (options: InjectOptions) => ReturnType<typeof injectWithToken>;
const dataDir = mkdtempSync(path.join(tmpdir(), "fz-field-refusals-"));

beforeAll(async () => {
  ctx = await build({ DATA_DIR: dataDir });
  const token = (await login(ctx, await createUser(ctx, { role: "admin" }))).access;
  admin = (options) => injectWithToken(ctx, token, options);
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const refusal = (message: string, field: string) => ({ errors: [message], code: "validation_error", fields: { [field]: message } });

describe("refusals at their field", () => {
  it("a topic's slug taken in its level, on creating and on editing", async () => {
    const course = await createCourse(ctx);
    const { level, themes } = await createLevel(ctx, course.id, { topics: 2 });
    const taken = themes[0]!.slug;
    const created = await admin({ method: "POST", url: `/api/admin/levels/${level.id}/themes/`, payload: { title: "Otro tema", slug: taken } });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual(refusal(`Ya hay un tema con el slug «${taken}» en este nivel.`, "slug"));
    const edited = await admin({ method: "PATCH", url: `/api/admin/themes/${themes[1]!.id}/`, payload: { slug: taken } });
    expect(edited.statusCode).toBe(400);
    expect(edited.json()).toEqual(refusal(`Ya hay un tema con el slug «${taken}» en este nivel.`, "slug"));
    // The same slug in another level is free.
    const other = await createLevel(ctx, course.id, { topics: 0 });
    expect((await admin({ method: "POST", url: `/api/admin/levels/${other.level.id}/themes/`, payload: { title: "Otro tema", slug: taken } })).statusCode).toBe(201);
  });

  it("a topic's video link the server does not take", async () => {
    const course = await createCourse(ctx);
    const { themes } = await createLevel(ctx, course.id, { topics: 1 });
    const youtube = await admin({ method: "PATCH", url: `/api/admin/themes/${themes[0]!.id}/`, payload: { video: { provider: "youtube", source: "https://example.com/watch?v=x" } } });
    expect(youtube.statusCode).toBe(400);
    expect(youtube.json()).toEqual(refusal("No reconocemos el enlace de YouTube: copia la dirección del video (youtube.com/watch?v=… o youtu.be/…).", "video"));
    const http = await admin({ method: "PATCH", url: `/api/admin/themes/${themes[0]!.id}/`, payload: { video: { provider: "vimeo", source: "http://vimeo.com/123" } } });
    expect(http.json()).toEqual(refusal("La dirección del video debe empezar por https://.", "video"));
  });

  it("a course's slug taken or reserved by a page of the site, and an instrument that does not exist", async () => {
    const first = await createCourse(ctx);
    const second = await createCourse(ctx);
    const taken = await admin({ method: "PATCH", url: `/api/admin/courses/${second.id}/`, payload: { slug: first.slug } });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual(refusal(`Ya existe un curso con el slug «${first.slug}».`, "slug"));
    const reserved = await admin({ method: "PATCH", url: `/api/admin/courses/${second.id}/`, payload: { slug: "blog" } });
    expect(reserved.json()).toEqual(refusal("«blog» es una página del sitio: elige otro slug para el curso.", "slug"));
    const instrument = await admin({ method: "PATCH", url: `/api/admin/courses/${second.id}/`, payload: { instrument_id: 99999 } });
    expect(instrument.json()).toEqual(refusal("El instrumento seleccionado no existe.", "instrument_id"));
    // A slug that is free is taken.
    const moved = await admin({ method: "PATCH", url: `/api/admin/courses/${second.id}/`, payload: { slug: `${second.slug}-nuevo` } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().slug).toBe(`${second.slug}-nuevo`);
  });
});
