import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCourse, createLevel } from "../../../test/academy-factory";
import { type TestContext, build, createUser, injectWithToken, login } from "../../../test/helper";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await build();
});
afterAll(async () => {
  await ctx.close();
});

describe("a topic's practice preset", () => {
  it("is set by the admin in the topic form and read on the topic page", async () => {
    const admin = (await login(ctx, await createUser(ctx, { role: "admin" }))).access;
    const student = (await login(ctx, await createUser(ctx))).access;
    const course = await createCourse(ctx);
    const { level, themes } = await createLevel(ctx, course.id, { topics: 1, free: 1 });
    const theme = themes[0]!;
    const topic = () => injectWithToken(ctx, student, { method: "GET", url: `/api/themes/${theme.slug}/?level=${level.id}` });
    expect((await topic()).json().practice_preset).toBeNull();

    const preset = { air: "merengue", tempo_bpm: 110, bars: 8 };
    const saved = await injectWithToken(ctx, admin, { method: "PATCH", url: `/api/admin/themes/${theme.id}/`, payload: { practice_preset: preset } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().practice_preset).toEqual(preset);
    expect((await topic()).json().practice_preset).toEqual(preset);

    const wrong = await injectWithToken(ctx, admin, {
      method: "PATCH",
      url: `/api/admin/themes/${theme.id}/`,
      payload: { practice_preset: { air: "cumbia", tempo_bpm: 10_000, bars: 0 } },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      "El aire debe ser paseo, merengue, son o puya",
      "El tempo no puede pasar de 240 pulsos por minuto",
      "Los compases deben ser al menos 1",
    ]);

    // A plain click (no air) is a preset too; null removes it.
    await injectWithToken(ctx, admin, { method: "PATCH", url: `/api/admin/themes/${theme.id}/`, payload: { practice_preset: { air: null, tempo_bpm: 60, bars: 4 } } });
    expect((await topic()).json().practice_preset).toEqual({ air: null, tempo_bpm: 60, bars: 4 });
    await injectWithToken(ctx, admin, { method: "PATCH", url: `/api/admin/themes/${theme.id}/`, payload: { practice_preset: null } });
    expect((await topic()).json().practice_preset).toBeNull();
  });
});
