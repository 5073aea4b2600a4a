import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCourse, createLevel, type LevelFixture } from "../../../test/academy-factory";
import { type TestContext, build, createUser, injectWithToken, login } from "../../../test/helper";

let ctx: TestContext;
let level: LevelFixture;
let emptyLevel: LevelFixture;

beforeAll(async () => {
  ctx = await build();
  const course = await createCourse(ctx);
  level = await createLevel(ctx, course.id, { topics: 2, free: 1 });
  emptyLevel = await createLevel(ctx, course.id, { topics: 1, free: 1 });
});
afterAll(async () => {
  await ctx.close();
});

/** A student who has watched the level's free topic (the condition to rate it). */
async function learner(firstName = "Ana", lastName = "Pérez") {
  const user = await createUser(ctx, { firstName, lastName });
  const token = (await login(ctx, user)).access;
  await injectWithToken(ctx, token, { method: "GET", url: `/api/themes/${level.themes[0]!.slug}/?level=${level.level.id}` });
  return { id: user.id, token };
}

const rate = (token: string, payload: Record<string, unknown>, levelId = level.level.id) =>
  injectWithToken(ctx, token, { method: "POST", url: `/api/levels/${levelId}/rates/`, payload });

describe("ratings", () => {
  it("keeps one rating per student and level: a second POST updates it", async () => {
    const { token } = await learner("Camila", "Gutiérrez");
    const created = await rate(token, { score: 3, comment: "  Bueno, pero rápido.  " });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ score: 3, comment: "Bueno, pero rápido.", author: "Camila G.", is_mine: true, level_id: level.level.id });
    const updated = await rate(token, { score: 5 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: created.json().id, score: 5, comment: null });
    const parallel = await Promise.all([rate(token, { score: 4 }), rate(token, { score: 4 }), rate(token, { score: 4 })]);
    expect(parallel.every((r) => r.statusCode === 200)).toBe(true);
    const list = (await injectWithToken(ctx, token, { method: "GET", url: `/api/levels/${level.level.id}/rates/` })).json();
    expect(list.results.filter((r: { author: string }) => r.author === "Camila G.")).toHaveLength(1);
  });

  it("answers exact stats: average, count and the 1..5 distribution", async () => {
    for (const score of [1, 4, 5, 5]) await rate((await learner()).token, { score });
    const stats = (await ctx.app.inject({ method: "GET", url: `/api/levels_public/${level.level.id}/rates/stats/` })).json();
    // With the previous test's 4: 1 + 4 + 5 + 5 + 4 = 19 / 5 = 3.8.
    expect(stats).toEqual({
      level_id: level.level.id,
      count: 5,
      average: 3.8,
      distribution: [
        { score: 1, count: 1 },
        { score: 2, count: 0 },
        { score: 3, count: 0 },
        { score: 4, count: 2 },
        { score: 5, count: 2 },
      ],
    });
    const { token } = await learner();
    const signedIn = (await injectWithToken(ctx, token, { method: "GET", url: `/api/levels/${level.level.id}/rates/stats/` })).json();
    expect(signedIn).toEqual(stats);
    const none = (await ctx.app.inject({ method: "GET", url: `/api/levels_public/${emptyLevel.level.id}/rates/stats/` })).json();
    expect(none).toMatchObject({ count: 0, average: null });
    expect(none.distribution.every((d: { count: number }) => d.count === 0)).toBe(true);
  });

  it("rounds the average to two decimals", async () => {
    const course = await createCourse(ctx);
    const third = await createLevel(ctx, course.id, { topics: 1, free: 1 });
    for (const score of [5, 4, 4]) {
      const user = await createUser(ctx);
      const token = (await login(ctx, user)).access;
      await injectWithToken(ctx, token, { method: "GET", url: `/api/themes/${third.themes[0]!.slug}/?level=${third.level.id}` });
      await rate(token, { score }, third.level.id);
    }
    const stats = (await ctx.app.inject({ method: "GET", url: `/api/levels_public/${third.level.id}/rates/stats/` })).json();
    expect(stats.average).toBe(4.33);
  });

  it("lists ratings paginated, newest first, without private data on the public variant", async () => {
    const page = (await ctx.app.inject({ method: "GET", url: `/api/levels_public/${level.level.id}/rates/?page_size=2` })).json();
    expect(page.count).toBe(5);
    expect(page.results).toHaveLength(2);
    expect(page.next).toContain("page=2");
    expect(page.results.every((r: { is_mine: boolean }) => r.is_mine === false)).toBe(true);
    expect(page.results[0]).not.toHaveProperty("user_id");
    expect((await ctx.app.inject({ method: "GET", url: `/api/levels_public/${level.level.id}/rates/?page_size=500` })).statusCode).toBe(400);
  });

  it("validates the score and comment in Spanish", async () => {
    const { token } = await learner();
    for (const [payload, message] of [
      [{ score: 0 }, "La calificación debe ser un número entero de 1 a 5"],
      [{ score: 6 }, "La calificación debe ser un número entero de 1 a 5"],
      [{ score: 4.5 }, "La calificación debe ser un número entero de 1 a 5"],
      [{}, "La calificación es obligatoria"],
      [{ score: 4, comment: "x".repeat(1001) }, "El comentario no puede tener más de 1000 caracteres"],
    ] as const) {
      const response = await rate(token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: [message], code: "validation_error" });
    }
  });

  it("only lets students who took the level rate it, and answers 404s in the error shape", async () => {
    const user = await createUser(ctx);
    const token = (await login(ctx, user)).access;
    const refused = await rate(token, { score: 5 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ errors: ["Para calificar este nivel, mira primero alguno de sus temas."], code: "permission_denied" });
    const missing = await rate(token, { score: 5 }, 99999);
    expect(missing.json()).toEqual({ errors: ["El nivel no existe."], code: "not_found" });
    expect((await ctx.app.inject({ method: "GET", url: "/api/levels_public/99999/rates/" })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "POST", url: `/api/levels/${level.level.id}/rates/`, payload: { score: 5 } })).statusCode).toBe(401);
  });
});
