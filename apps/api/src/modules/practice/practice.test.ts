import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { achievementUnlocks, instruments, notifications, practiceSessions, users } from "@fz/db/schema";
import { createCourse, createLevel } from "../../../test/academy-factory";
import { type TestContext, build, createUser, injectWithToken, login } from "../../../test/helper";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await build();
});
afterAll(async () => {
  await ctx.close();
});
afterEach(() => {
  vi.useRealTimers();
});

async function student() {
  const user = await createUser(ctx);
  const signIn = async () => (await login(ctx, user)).access;
  let token = await signIn();
  return {
    id: user.id,
    /** Signs in again (after the clock moved past the access token's life). */
    async refresh() {
      token = await signIn();
    },
    call: (options: InjectOptions) => injectWithToken(ctx, token, options),
  };
}
type Student = Awaited<ReturnType<typeof student>>;

async function start(s: Student): Promise<string> {
  const response = await s.call({ method: "POST", url: "/api/practice/starts/" });
  expect(response.statusCode).toBe(201);
  return response.json().start_token;
}

const metronome = (token: string, extra: Record<string, unknown> = {}) => ({
  start_token: token,
  tool: "metronome",
  instrument: "caja-vallenata",
  duration_seconds: 1,
  tempo_bpm: 96,
  air: "paseo",
  score: { hit_percent: 75, mean_offset_ms: 12, spread_ms: 18, tempo_reached_bpm: 95, onset_count: 16 },
  ...extra,
});

const at = (iso: string) => vi.setSystemTime(new Date(iso));

describe("logging a practice", () => {
  it("saves the student's session with its score, and answers it back", async () => {
    const s = await student();
    const course = await createCourse(ctx);
    const { themes } = await createLevel(ctx, course.id, { topics: 1, free: 1 });
    const token = await start(s);
    const response = await s.call({ method: "POST", url: "/api/practice/sessions/", payload: metronome(token, { theme_id: themes[0]!.id }) });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      tool: "metronome",
      instrument: { slug: "caja-vallenata", name: "Caja vallenata" },
      duration_seconds: 1,
      tempo_bpm: 96,
      air: "paseo",
      score: { hit_percent: 75, mean_offset_ms: 12, spread_ms: 18, tempo_reached_bpm: 95, onset_count: 16 },
      theme: { id: themes[0]!.id, title: themes[0]!.title },
    });
    expect(body.local_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const again = await s.call({ method: "POST", url: "/api/practice/sessions/", payload: metronome(token) });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual(["Esta práctica ya está en tu registro: empieza una nueva."]);
  });

  it("refuses nonsense with Spanish messages: negative minutes, 10,000 BPM, a tuner with a tempo, an unknown instrument", async () => {
    const s = await student();
    const token = await start(s);
    const post = (payload: Record<string, unknown>) => s.call({ method: "POST", url: "/api/practice/sessions/", payload });
    const negative = await post(metronome(token, { duration_seconds: -60 }));
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors.join(" ")).toMatch(/no puede ser negativa/);
    const fast = await post(metronome(token, { tempo_bpm: 10_000 }));
    expect(fast.statusCode).toBe(400);
    expect(fast.json().errors.join(" ")).toMatch(/no puede pasar de 240 pulsos por minuto/);
    const tuner = await post({ start_token: token, tool: "tuner", instrument: "guitarra", duration_seconds: 1, tempo_bpm: 90 });
    expect(tuner.statusCode).toBe(400);
    expect(tuner.json().errors).toEqual(["El afinador no lleva tempo."]);
    const unknown = await post({ start_token: token, tool: "tuner", instrument: "theremin", duration_seconds: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual(["El instrumento no existe."]);
    const score = await post(metronome(token, { score: { hit_percent: 140, mean_offset_ms: 0, spread_ms: 0, tempo_reached_bpm: 96, onset_count: 3 } }));
    expect(score.statusCode).toBe(400);
    expect(score.json().errors.join(" ")).toMatch(/no puede pasar de 100/);
    const missingTopic = await post(metronome(token, { theme_id: 999_999 }));
    expect(missingTopic.json().errors).toEqual(["El tema no existe."]);
  });

  it("refuses a session longer than the time since the page opened, and a start that is forged or another student's", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    at("2026-03-10T15:00:00Z");
    const s = await student();
    const token = await start(s);
    at("2026-03-10T15:10:00Z");
    const tooLong = await s.call({ method: "POST", url: "/api/practice/sessions/", payload: metronome(token, { duration_seconds: 900 }) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual(["La práctica no puede durar más que el tiempo desde que abriste la página (600 s)."]);
    const forged = `${token.split(".")[0]}.AAAA`;
    expect((await s.call({ method: "POST", url: "/api/practice/sessions/", payload: metronome(forged) })).statusCode).toBe(400);
    const other = await student();
    const stolen = await other.call({ method: "POST", url: "/api/practice/sessions/", payload: metronome(token, { duration_seconds: 60 }) });
    expect(stolen.statusCode).toBe(400);
    const fits = await s.call({ method: "POST", url: "/api/practice/sessions/", payload: metronome(token, { duration_seconds: 600 }) });
    expect(fits.statusCode).toBe(201);
    expect(fits.json().started_at).toBe("2026-03-10T15:00:00.000Z");
  });

  it("asks for sign-in", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/practice/summary/" })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "POST", url: "/api/practice/starts/" })).statusCode).toBe(401);
  });
});

describe("reading the log", () => {
  it("lists only the student's own sessions, paginated; another student's session is a 404", async () => {
    const ana = await student();
    const eva = await student();
    for (let i = 0; i < 3; i += 1) {
      const response = await ana.call({ method: "POST", url: "/api/practice/sessions/", payload: metronome(await start(ana), { tempo_bpm: 90 + i }) });
      expect(response.statusCode).toBe(201);
    }
    const evas = await eva.call({
      method: "POST",
      url: "/api/practice/sessions/",
      payload: { start_token: await start(eva), tool: "tuner", instrument: "guitarra", duration_seconds: 1 },
    });
    const page = await ana.call({ method: "GET", url: "/api/practice/sessions/?page_size=2" });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.count).toBe(3);
    expect(body.results.map((r: { tempo_bpm: number }) => r.tempo_bpm)).toEqual([92, 91]);
    expect(body.next).toBe("/api/practice/sessions/?page_size=2&page=2");
    expect(body.previous).toBeNull();
    const second = await ana.call({ method: "GET", url: body.next });
    expect(second.json().results.map((r: { tempo_bpm: number }) => r.tempo_bpm)).toEqual([90]);
    expect((await ana.call({ method: "GET", url: `/api/practice/sessions/${body.results[0].id}/` })).statusCode).toBe(200);
    const foreign = await ana.call({ method: "GET", url: `/api/practice/sessions/${evas.json().id}/` });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errors).toEqual(["La práctica no existe."]);
  });
});

describe("the summary", () => {
  it("counts the streak in Bogotá: 23:50 and 00:20 there are two days in a row, though both fall on one UTC day", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    at("2026-03-09T04:45:00Z"); // 23:45 on 8 March in Bogotá
    const s = await student();
    const first = await start(s);
    at("2026-03-09T04:50:00Z");
    const late = await s.call({ method: "POST", url: "/api/practice/sessions/", payload: metronome(first, { duration_seconds: 300 }) });
    expect(late.json().local_date).toBe("2026-03-08");
    at("2026-03-09T05:14:00Z"); // 00:14 on 9 March in Bogotá
    await s.refresh();
    const second = await start(s);
    at("2026-03-09T05:20:00Z");
    const early = await s.call({
      method: "POST",
      url: "/api/practice/sessions/",
      payload: { start_token: second, tool: "tuner", instrument: "guitarra", duration_seconds: 330, heard_seconds: 330 },
    });
    expect(early.json().local_date).toBe("2026-03-09");
    const summary = (await s.call({ method: "GET", url: "/api/practice/summary/" })).json();
    expect(summary).toMatchObject({
      today: "2026-03-09",
      streak_days: 2,
      best_streak_days: 2,
      practiced_today: true,
      week_start: "2026-03-09",
      // 8 March was a Sunday: last week. Only the 6 minutes of Monday count.
      week_minutes: 6,
      total_sessions: 2,
    });
    expect(summary.recent_days).toEqual([
      { local_date: "2026-03-08", minutes: 5, heard_minutes: 0, counts: true },
      { local_date: "2026-03-09", minutes: 6, heard_minutes: 6, counts: true },
    ]);
    // A whole day in Bogotá without practice ends the streak; the best one stays.
    at("2026-03-11T05:30:00Z");
    await s.refresh();
    const later = (await s.call({ method: "GET", url: "/api/practice/summary/" })).json();
    expect([later.streak_days, later.best_streak_days, later.practiced_today]).toEqual([0, 2, false]);
  });

  it("reports the best score and tempo per air, with the last takes for the chart", async () => {
    const s = await student();
    const takes = [
      { air: "paseo", tempo_bpm: 90, hit: 60 },
      { air: "paseo", tempo_bpm: 100, hit: 80 },
      { air: "puya", tempo_bpm: 140, hit: 50 },
    ];
    for (const take of takes) {
      const score = { hit_percent: take.hit, mean_offset_ms: 5, spread_ms: 20, tempo_reached_bpm: take.tempo_bpm, onset_count: 10 };
      await s.call({ method: "POST", url: "/api/practice/sessions/", payload: metronome(await start(s), { air: take.air, tempo_bpm: take.tempo_bpm, score }) });
    }
    const summary = (await s.call({ method: "GET", url: "/api/practice/summary/" })).json();
    expect(summary.airs.map((a: { air: string }) => a.air)).toEqual(["paseo", "merengue", "son", "puya"]);
    expect(summary.airs[0]).toMatchObject({ sessions: 2, best_hit_percent: 80, best_tempo_bpm: 100 });
    expect(summary.airs[0].recent.map((p: { hit_percent: number }) => p.hit_percent)).toEqual([60, 80]);
    expect(summary.airs[1]).toMatchObject({ sessions: 0, best_hit_percent: null, best_tempo_bpm: null, recent: [] });
    expect(summary.airs[3]).toMatchObject({ sessions: 1, best_hit_percent: 50, best_tempo_bpm: 140 });
    expect(summary.streak_goals).toEqual([
      { days: 7, reached: false },
      { days: 30, reached: false },
    ]);
  });

  it("unlocks the 7-day streak achievement beside the others, once, without points", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    at("2026-04-20T17:00:00Z");
    const s = await student();
    const [guitar] = await ctx.db.select({ id: instruments.id }).from(instruments).where(eq(instruments.slug, "guitarra"));
    // Six earlier days in a row, straight in the table (the factory of past practice).
    for (let day = 14; day <= 19; day += 1) {
      const instant = new Date(`2026-04-${day}T17:00:00Z`);
      await ctx.db.insert(practiceSessions).values({
        userId: s.id,
        startId: randomUUID(),
        tool: "tuner",
        instrumentId: guitar!.id,
        durationSeconds: 300,
        heardSeconds: 300,
        startedAt: instant,
        createdAt: instant,
        localDate: `2026-04-${day}`,
      });
    }
    const before = (await s.call({ method: "GET", url: "/api/points/" })).json();
    const streak7 = (body: { achievements: { name: string; progress: number; count: number; goal: number; unit: string }[] }) =>
      body.achievements.find((a) => a.name === "Racha de 7 días");
    expect(streak7(before)).toMatchObject({ count: 6, goal: 7, unit: "days", progress: 8 });
    // A take «Escúchame» heard makes the seventh day, however short.
    await s.call({ method: "POST", url: "/api/practice/sessions/", payload: metronome(await start(s)) });
    const after = (await s.call({ method: "GET", url: "/api/points/" })).json();
    expect(streak7(after)).toMatchObject({ count: 7, progress: 10 });
    expect(after.amount).toBe(before.amount);
    const unlocked = await ctx.db.select().from(achievementUnlocks).where(eq(achievementUnlocks.userId, s.id));
    // Seven days in a row are also seven days in all: the trophy that never resets comes with it.
    expect(unlocked.map((u) => u.achievement).sort()).toEqual(["practice_days_7", "streak_7"]);
    const [row] = await ctx.db.select({ balance: users.pointsBalance }).from(users).where(eq(users.id, s.id));
    expect(row!.balance).toBe(0);
  });

  it("counts the days practised in all for the trophies: scattered days count, and a broken streak takes nothing back", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    at("2026-06-30T17:00:00Z");
    const s = await student();
    const [guitar] = await ctx.db.select({ id: instruments.id }).from(instruments).where(eq(instruments.slug, "guitarra"));
    // Six days, never two in a row.
    for (const day of [2, 5, 9, 14, 20, 26]) {
      const instant = new Date(`2026-06-${String(day).padStart(2, "0")}T17:00:00Z`);
      await ctx.db.insert(practiceSessions).values({
        userId: s.id,
        startId: randomUUID(),
        tool: "tuner",
        instrumentId: guitar!.id,
        durationSeconds: 300,
        heardSeconds: 300,
        startedAt: instant,
        createdAt: instant,
        localDate: `2026-06-${String(day).padStart(2, "0")}`,
      });
    }
    const trophy = (body: { achievements: { name: string; progress: number; count: number; goal: number; unit: string }[] }, name: string) =>
      body.achievements.find((a) => a.name === name);
    const before = (await s.call({ method: "GET", url: "/api/points/" })).json();
    expect(trophy(before, "7 días de práctica")).toMatchObject({ count: 6, goal: 7, unit: "practice_days", progress: 8 });
    expect(trophy(before, "365 días de práctica")).toMatchObject({ count: 6, goal: 365, progress: 0 });
    await s.call({
      method: "POST",
      url: "/api/practice/sessions/",
      // A take that heard the student: a day of practice (decision 026), the seventh.
      payload: metronome(await start(s)),
    });
    const after = (await s.call({ method: "GET", url: "/api/points/" })).json();
    expect(trophy(after, "7 días de práctica")).toMatchObject({ count: 7, progress: 10 });
    expect(trophy(after, "Racha de 7 días")).toMatchObject({ count: 1 });
    // Weeks later, the streak is gone; the trophy stays.
    at("2026-08-15T17:00:00Z");
    await s.refresh();
    const later = (await s.call({ method: "GET", url: "/api/points/" })).json();
    expect(trophy(later, "7 días de práctica")).toMatchObject({ count: 7, progress: 10 });
    const unlocked = await ctx.db.select().from(achievementUnlocks).where(eq(achievementUnlocks.userId, s.id));
    expect(unlocked.map((u) => u.achievement)).toEqual(["practice_days_7"]);
  });
});

describe("the trophies for days practised in all (issue 40)", () => {
  it("are awarded exactly once when the session that reaches them arrives several times at once", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    at("2026-04-28T17:00:00Z");
    const s = await student();
    const [guitar] = await ctx.db.select({ id: instruments.id }).from(instruments).where(eq(instruments.slug, "guitarra"));
    for (const day of [1, 4, 9, 13, 18, 22]) {
      const instant = new Date(`2026-04-${String(day).padStart(2, "0")}T17:00:00Z`);
      await ctx.db.insert(practiceSessions).values({
        userId: s.id,
        startId: randomUUID(),
        tool: "tuner",
        instrumentId: guitar!.id,
        durationSeconds: 400,
        heardSeconds: 310,
        startedAt: instant,
        createdAt: instant,
        localDate: `2026-04-${String(day).padStart(2, "0")}`,
      });
    }
    const tokens = await Promise.all(Array.from({ length: 6 }, () => start(s)));
    const answers = await Promise.all(tokens.map((token) => s.call({ method: "POST", url: "/api/practice/sessions/", payload: metronome(token) })));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    const unlocked = await ctx.db.select().from(achievementUnlocks).where(eq(achievementUnlocks.userId, s.id));
    expect(unlocked.map((u) => u.achievement)).toEqual(["practice_days_7"]);
    const told = await ctx.db.select().from(notifications).where(eq(notifications.userId, s.id));
    expect(told.map((n) => n.title)).toEqual(["¡Logro desbloqueado: 7 días de práctica!"]);
    const summary = (await s.call({ method: "GET", url: "/api/practice/summary/" })).json();
    expect(summary.total_days).toBe(7);
    expect(summary.day_trophies).toEqual([
      { days: 7, reached: true },
      { days: 30, reached: false },
      { days: 100, reached: false },
      { days: 365, reached: false },
    ]);
  });
});

describe("a day of practice (issue 35.9, decision 045): real practice, heard by the microphone", () => {
  const tuner = (token: string, seconds: number, heard = seconds) => ({ start_token: token, tool: "tuner", instrument: "guitarra", duration_seconds: seconds, heard_seconds: heard });
  const silentMetronome = (token: string, seconds: number) => metronome(token, { duration_seconds: seconds, score: null });
  const summaryOf = async (s: Student) => (await s.call({ method: "GET", url: "/api/practice/summary/" })).json();

  it("five silent minutes of metronome are logged but are not a day; five minutes the microphone heard are", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    at("2026-05-04T15:00:00Z");
    const s = await student();
    const first = await start(s);
    at("2026-05-04T15:06:00Z");
    // The metronome clicked for five and a half minutes with nobody playing (no take, nothing heard).
    const silent = await s.call({ method: "POST", url: "/api/practice/sessions/", payload: silentMetronome(first, 330) });
    expect(silent.statusCode).toBe(201);
    expect(silent.json().heard_seconds).toBe(0);
    // Neither does a tuner open in a silent room, nor a take that heard nothing.
    const quiet = await start(s);
    at("2026-05-04T15:12:00Z");
    expect((await s.call({ method: "POST", url: "/api/practice/sessions/", payload: tuner(quiet, 340, 0) })).statusCode).toBe(201);
    const silentTake = metronome(await start(s), { duration_seconds: 2, score: { hit_percent: 0, mean_offset_ms: null, spread_ms: null, tempo_reached_bpm: null, onset_count: 0 } });
    at("2026-05-04T15:12:05Z");
    expect((await s.call({ method: "POST", url: "/api/practice/sessions/", payload: silentTake })).statusCode).toBe(201);
    let summary = await summaryOf(s);
    expect(summary).toMatchObject({ streak_days: 0, best_streak_days: 0, practiced_today: false, total_days: 0, total_sessions: 3 });
    expect(summary.daily_goal).toEqual({ minutes: 5, chosen: false, today_heard_seconds: 0, met: false });
    expect(summary.recent_days).toEqual([{ local_date: "2026-05-04", minutes: 11, heard_minutes: 0, counts: false }]);
    let points = (await s.call({ method: "GET", url: "/api/points/" })).json();
    expect(points.achievements.find((a: { name: string }) => a.name === "7 días de práctica").count).toBe(0);

    // Real practice adds up: 2 min 10 s and 2 min 50 s heard in the tuner make five minutes.
    await s.refresh();
    const second = await start(s);
    at("2026-05-04T15:15:00Z");
    expect((await s.call({ method: "POST", url: "/api/practice/sessions/", payload: tuner(second, 170, 130) })).statusCode).toBe(201);
    expect(await summaryOf(s)).toMatchObject({ practiced_today: false, daily_goal: { today_heard_seconds: 130, met: false } });
    const third = await start(s);
    at("2026-05-04T15:18:00Z");
    expect((await s.call({ method: "POST", url: "/api/practice/sessions/", payload: tuner(third, 175, 170) })).statusCode).toBe(201);
    summary = await summaryOf(s);
    expect(summary).toMatchObject({ streak_days: 1, best_streak_days: 1, practiced_today: true, total_days: 1 });
    expect(summary.daily_goal).toEqual({ minutes: 5, chosen: false, today_heard_seconds: 300, met: true });
    expect(summary.recent_days).toEqual([{ local_date: "2026-05-04", minutes: 17, heard_minutes: 5, counts: true }]);
    points = (await s.call({ method: "GET", url: "/api/points/" })).json();
    expect(points.achievements.find((a: { name: string }) => a.name === "7 días de práctica").count).toBe(1);
  });

  it("refuses more time heard than the session lasted", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    at("2026-05-06T15:00:00Z");
    const s = await student();
    const token = await start(s);
    at("2026-05-06T15:10:00Z");
    // A silent session cannot claim its way to a day: heard time is bounded by its duration,
    // which is bounded by the signed start.
    const tooMuch = await s.call({ method: "POST", url: "/api/practice/sessions/", payload: tuner(token, 60, 301) });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors).toEqual(["El tiempo en que te escuchamos (301 s) no puede ser mayor que la duración de la práctica (60 s)."]);
    const longer = await s.call({ method: "POST", url: "/api/practice/sessions/", payload: tuner(token, 900, 900) });
    expect(longer.statusCode).toBe(400);
    expect(longer.json().errors[0]).toMatch(/no puede durar más que el tiempo desde que abriste la página \(600 s\)/);
    const negative = await s.call({ method: "POST", url: "/api/practice/sessions/", payload: tuner(token, 60, -1) });
    expect(negative.json().errors).toEqual(["El tiempo en que te escuchamos no puede ser negativo"]);
    // Nothing was logged: the start is still unused.
    expect((await s.call({ method: "POST", url: "/api/practice/sessions/", payload: tuner(token, 60, 60) })).statusCode).toBe(201);
  });

  it("a short take «Escúchame» that heard the student counts the day; silent days between end the streak", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    at("2026-05-10T15:00:00Z");
    const s = await student();
    const token = await start(s);
    at("2026-05-10T15:00:20Z");
    await s.call({ method: "POST", url: "/api/practice/sessions/", payload: metronome(token, { duration_seconds: 20, heard_seconds: 12 }) });
    expect(await summaryOf(s)).toMatchObject({ practiced_today: true, streak_days: 1, total_days: 1 });
    at("2026-05-11T15:00:00Z");
    await s.refresh();
    const silent = await start(s);
    at("2026-05-11T15:06:00Z");
    await s.call({ method: "POST", url: "/api/practice/sessions/", payload: silentMetronome(silent, 350) });
    // A take that heard only three strokes is not a day by itself either.
    const few = metronome(await start(s), { duration_seconds: 4, heard_seconds: 3, score: { hit_percent: 25, mean_offset_ms: 5, spread_ms: 5, tempo_reached_bpm: null, onset_count: 3 } });
    at("2026-05-11T15:06:05Z");
    await s.call({ method: "POST", url: "/api/practice/sessions/", payload: few });
    // The 11th had only silence: the streak of the 10th lives until the 11th ends.
    expect(await summaryOf(s)).toMatchObject({ streak_days: 1, practiced_today: false });
    at("2026-05-12T15:00:00Z");
    await s.refresh();
    expect(await summaryOf(s)).toMatchObject({ streak_days: 0, best_streak_days: 1, total_days: 1 });
  });
});

describe("the daily goal (issue 40)", () => {
  it("is chosen among 5, 10 and 20 minutes; today's real minutes are measured against it", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    at("2027-03-01T15:00:00Z");
    const s = await student();
    const choose = (daily_minutes: unknown) => s.call({ method: "PUT", url: "/api/practice/goal/", payload: { daily_minutes } });
    for (const wrong of [7, 0, "diez", null]) {
      const refused = await choose(wrong);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual(["La meta diaria debe ser de 5, 10 o 20 minutos"]);
    }
    expect((await choose(20)).json()).toEqual({ daily_minutes: 20 });
    const chosen = await choose(10);
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({ daily_minutes: 10 });
    const token = await start(s);
    at("2027-03-01T15:09:00Z");
    await s.call({ method: "POST", url: "/api/practice/sessions/", payload: { start_token: token, tool: "tuner", instrument: "guitarra", duration_seconds: 540, heard_seconds: 420 } });
    let summary = (await s.call({ method: "GET", url: "/api/practice/summary/" })).json();
    // Seven minutes heard: a day of practice, not yet the goal of ten.
    expect(summary).toMatchObject({ practiced_today: true, streak_days: 1, daily_goal: { minutes: 10, chosen: true, today_heard_seconds: 420, met: false } });
    const more = await start(s);
    at("2027-03-01T15:13:00Z");
    await s.call({ method: "POST", url: "/api/practice/sessions/", payload: { start_token: more, tool: "tuner", instrument: "guitarra", duration_seconds: 200, heard_seconds: 180 } });
    summary = (await s.call({ method: "GET", url: "/api/practice/summary/" })).json();
    expect(summary.daily_goal).toEqual({ minutes: 10, chosen: true, today_heard_seconds: 600, met: true });
    // A new day starts from zero against the same goal.
    at("2027-03-02T15:00:00Z");
    await s.refresh();
    summary = (await s.call({ method: "GET", url: "/api/practice/summary/" })).json();
    expect(summary.daily_goal).toEqual({ minutes: 10, chosen: true, today_heard_seconds: 0, met: false });
    expect(summary.streak_days).toBe(1);
  });

  it("asks for sign-in", async () => {
    const response = await ctx.app.inject({ method: "PUT", url: "/api/practice/goal/", payload: { daily_minutes: 10 } });
    expect(response.statusCode).toBe(401);
  });
});
