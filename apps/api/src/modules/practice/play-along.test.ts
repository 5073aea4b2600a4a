import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCourse, createLevel } from "../../../test/academy-factory";
import { type TestContext, build, createUser, injectWithToken, login } from "../../../test/helper";

/** «Tócalo conmigo» (issue 39) in the practice log: a new kind of session with its report. */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await build();
});
afterAll(async () => {
  await ctx.close();
});

async function student() {
  const user = await createUser(ctx);
  const token = (await login(ctx, user)).access;
  const call = (options: Parameters<typeof injectWithToken>[2]) => injectWithToken(ctx, token, options);
  const start = async () => {
    const response = await call({ method: "POST", url: "/api/practice/starts/" });
    expect(response.statusCode).toBe(201);
    return response.json().start_token as string;
  };
  return { call, start };
}

const report = {
  score_id: 7,
  score_title: "Escala de Sol",
  from_bar: 1,
  to_bar: 4,
  accompaniment: "metronome",
  speed: 0.75,
  notes: 16,
  on_time: 13,
  early: 1,
  late: 1,
  wrong: 1,
  missed: 0,
  extra: 2,
};

const take = (token: string, themeId: number, extra: Record<string, unknown> = {}) => ({
  start_token: token,
  tool: "play_along",
  instrument: "acordeon",
  duration_seconds: 1,
  tempo_bpm: 75,
  score: { hit_percent: 81, mean_offset_ms: null, spread_ms: null, tempo_reached_bpm: 76, onset_count: 18 },
  play_along: report,
  theme_id: themeId,
  ...extra,
});

describe("«Tócalo conmigo» in the practice log", () => {
  it("keeps the take's counts against the score and answers them in the log", async () => {
    const s = await student();
    const course = await createCourse(ctx);
    const { themes } = await createLevel(ctx, course.id, { topics: 1, free: 1 });
    const response = await s.call({ method: "POST", url: "/api/practice/sessions/", payload: take(await s.start(), themes[0]!.id) });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ tool: "play_along", tempo_bpm: 75, air: null, play_along: report, score: { hit_percent: 81, onset_count: 18 } });
    const list = await s.call({ method: "GET", url: "/api/practice/sessions/" });
    expect(list.json().results[0]).toMatchObject({ tool: "play_along", play_along: report, theme: { id: themes[0]!.id } });
    // Other sessions carry no report.
    const tuner = await s.call({ method: "POST", url: "/api/practice/sessions/", payload: { start_token: await s.start(), tool: "tuner", instrument: "guitarra", duration_seconds: 1 } });
    expect(tuner.json().play_along).toBeNull();
  });

  it("refuses a report that does not add up, one on another tool, and a take without its topic or report, in Spanish", async () => {
    const s = await student();
    const course = await createCourse(ctx);
    const { themes } = await createLevel(ctx, course.id, { topics: 1, free: 1 });
    const themeId = themes[0]!.id;
    const refused = async (payload: Record<string, unknown>) => {
      const response = await s.call({ method: "POST", url: "/api/practice/sessions/", payload });
      expect(response.statusCode).toBe(400);
      return JSON.stringify(response.json());
    };
    expect(await refused(take(await s.start(), themeId, { play_along: { ...report, on_time: 14 } }))).toContain("deben sumar las notas de la toma");
    expect(await refused(take(await s.start(), themeId, { play_along: { ...report, to_bar: 0 } }))).toContain("El último compás");
    expect(await refused(take(await s.start(), themeId, { play_along: { ...report, speed: 2 } }))).toContain("La velocidad debe ser 0.5, 0.75, 1 o 1.25");
    expect(await refused(take(await s.start(), themeId, { score: { hit_percent: 90, mean_offset_ms: null, spread_ms: null, tempo_reached_bpm: 76, onset_count: 18 } }))).toContain(
      "no corresponde a las notas a tiempo",
    );
    expect(await refused(take(await s.start(), themeId, { play_along: null }))).toContain("Falta el informe");
    expect(await refused(take(await s.start(), themeId, { theme_id: null }))).toContain("indica el tema");
    expect(await refused(take(await s.start(), themeId, { tool: "metronome", air: "paseo" }))).toContain("Solo una toma de «Tócalo conmigo»");
  });
});
