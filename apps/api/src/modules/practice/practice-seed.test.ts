import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedPractice, seedSteadyPractice } from "@fz/db/seed/practice";
import { seedDemoAccounts } from "../../../test/academy-factory";
import { type TestContext, build, injectWithToken, login } from "../../../test/helper";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await build();
});
afterAll(async () => {
  await ctx.close();
});

describe("the demo practice log", () => {
  it("gives the demo student four days in a row and scored takes per air, once", async () => {
    await seedDemoAccounts(ctx);
    await seedPractice(ctx.db);
    await seedPractice(ctx.db);
    const { access } = await login(ctx, { email: "estudiante@fzacademia.com", password: "Estudiante2026!" });
    const summary = (await injectWithToken(ctx, access, { method: "GET", url: "/api/practice/summary/" })).json();
    expect(summary.total_sessions).toBe(7);
    expect(summary.streak_days).toBe(4);
    expect(summary.practiced_today).toBe(false);
    expect(summary.airs[0]).toMatchObject({ air: "paseo", best_hit_percent: 81, best_tempo_bpm: 92 });
    expect(summary.airs[0].recent.map((p: { hit_percent: number }) => p.hit_percent)).toEqual([58, 66, 74, 81]);
  });

  it("gives the second demo student seven days practised in all, and today's ten-minute goal met, once", async () => {
    await seedDemoAccounts(ctx);
    await seedSteadyPractice(ctx.db);
    await seedSteadyPractice(ctx.db);
    const { access } = await login(ctx, { email: "andres@fzacademia.com", password: "Estudiante2026!" });
    const summary = (await injectWithToken(ctx, access, { method: "GET", url: "/api/practice/summary/" })).json();
    expect(summary.total_sessions).toBe(7);
    expect(summary.total_days).toBe(7);
    expect(summary.streak_days).toBe(1);
    expect(summary.daily_goal).toEqual({ minutes: 10, chosen: true, today_heard_seconds: 660, met: true });
    expect(summary.day_trophies.map((t: { reached: boolean }) => t.reached)).toEqual([true, false, false, false]);
  });
});
