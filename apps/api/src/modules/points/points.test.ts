import { asc, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { achievementUnlocks, notifications, pointsLedger, users } from "@fz/db/schema";
import { seedPoints } from "@fz/db/seed/points";
import { createCourse, createQuiz, createLevel, seedDemoAccounts } from "../../../test/academy-factory";
import { type TestContext, build, createUser, injectWithToken, login } from "../../../test/helper";
import { createAccessService } from "../access/access.service";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await build();
});
afterAll(async () => {
  await ctx.close();
});

async function student() {
  const user = await createUser(ctx);
  const { access } = await login(ctx, user);
  return { id: user.id, call: (options: InjectOptions) => injectWithToken(ctx, access, options) };
}
type Student = Awaited<ReturnType<typeof student>>;

async function balanceOf(userId: number): Promise<number> {
  const [row] = await ctx.db.select({ balance: users.pointsBalance }).from(users).where(eq(users.id, userId));
  return row!.balance;
}

const ledgerOf = (userId: number) => ctx.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId)).orderBy(asc(pointsLedger.id));

/** A level of `topics` topics the student may open. */
async function openLevel(s: Student, topics: number) {
  const course = await createCourse(ctx);
  const fixture = await createLevel(ctx, course.id, { topics, free: 0 });
  await createAccessService(ctx.db).grantAccess({ userId: s.id, scope: "level", targetId: fixture.level.id, months: 1, source: "admin" });
  return fixture;
}

const view = (s: Student, slug: string, levelId: number) => s.call({ method: "GET", url: `/api/themes/${slug}/?level=${levelId}` });

describe("earning points", () => {
  it("gives 50 points per topic, once per topic however often it is viewed", async () => {
    const s = await student();
    const { level, themes } = await openLevel(s, 2);
    for (let i = 0; i < 3; i += 1) expect((await view(s, themes[0]!.slug, level.id)).statusCode).toBe(200);
    expect(await balanceOf(s.id)).toBe(50);
    await view(s, themes[1]!.slug, level.id);
    expect(await balanceOf(s.id)).toBe(100);
    const ledger = await ledgerOf(s.id);
    expect(ledger.map((e) => [e.delta, e.reason, e.balanceAfter, e.idempotencyKey])).toEqual([
      [50, "topic_viewed", 50, `topic.viewed:${s.id}:${themes[0]!.id}`],
      [50, "topic_viewed", 100, `topic.viewed:${s.id}:${themes[1]!.id}`],
    ]);
    // The same fact announced again (a retried request, a replay) awards nothing more.
    await ctx.app.events.emit("topic.viewed", { userId: s.id, themeId: themes[0]!.id, levelId: level.id, at: new Date() });
    expect(await balanceOf(s.id)).toBe(100);
  });

  it("gives 800 points for passing a quiz, once even when passed twice", async () => {
    const s = await student();
    const { level } = await openLevel(s, 1);
    const quiz = await createQuiz(ctx, level.id, [{ options: [true, false] }]);
    const answer = (optionIndex: number) =>
      s.call({
        method: "POST",
        url: `/api/levels/${level.id}/exercises/${quiz.exercise.id}/attempts/`,
        payload: { answers: [{ question_id: quiz.questions[0]!.question.id, option_ids: [quiz.questions[0]!.options[optionIndex]!.id] }] },
      });
    expect((await answer(1)).json().passed).toBe(false);
    expect(await balanceOf(s.id)).toBe(0);
    expect((await answer(0)).json().passed).toBe(true);
    expect((await answer(0)).json().passed).toBe(true);
    expect(await balanceOf(s.id)).toBe(800);
    await ctx.app.events.emit("quiz.passed", { userId: s.id, exerciseId: quiz.exercise.id, levelId: level.id, attemptId: 1, score: 100, at: new Date() });
    expect((await ledgerOf(s.id)).map((e) => [e.delta, e.reason])).toEqual([[800, "quiz_passed"]]);
  });

  it("gives 100 points for confirming the e-mail, once", async () => {
    const s = await student();
    for (let i = 0; i < 2; i += 1) await ctx.app.events.emit("user.email_verified", { userId: s.id, email: "x@example.com", at: new Date() });
    expect(await balanceOf(s.id)).toBe(100);
    expect((await ledgerOf(s.id)).map((e) => e.reason)).toEqual(["email_verified"]);
  });

  it("ignores events about accounts that no longer exist", async () => {
    await ctx.app.events.emit("user.email_verified", { userId: 999_999, email: "x@example.com", at: new Date() });
    expect(await ctx.db.select().from(pointsLedger).where(eq(pointsLedger.userId, 999_999))).toEqual([]);
  });
});

describe("GET /api/points/", () => {
  it("answers spec §3's shape: amount, rewards, achievements and how to earn", async () => {
    const s = await student();
    const response = await s.call({ method: "GET", url: "/api/points/" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.amount).toBe(0);
    expect(body.rewards).toEqual([
      { name: "Un tutorial", value: 10000, type: "tutorial" },
      { name: "Un mes de acceso a un nivel", value: 8000, type: "level", option: "oneMonthAccess" },
      { name: "Cuatro meses de acceso a un nivel", value: 15000, type: "level", option: "fourMonthAccess" },
    ]);
    expect(body.redeem_points_activities).toEqual([
      { name: "Ver un tema", points: 50 },
      { name: "Suscripción de un mes", points: 500 },
      { name: "Confirmar tu correo electrónico", points: 100 },
      { name: "Suscripción de cuatro meses", points: 1000 },
      { name: "Completar un ejercicio", points: 800 },
      { name: "Suscripción de un año", points: 2000 },
      { name: "Comprar un tutorial", points: 800 },
    ]);
    expect(body.achievements.map((a: { name: string; total: number; progress: number }) => [a.name, a.total, a.progress])).toEqual([
      ["Registro", 10, 10],
      ["Primer tema", 10, 0],
      ["10 temas", 10, 0],
      ["50 temas", 10, 0],
      ["100 temas", 10, 0],
      ["Racha de 7 días", 10, 0],
      ["Racha de 30 días", 10, 0],
      ["7 días de práctica", 10, 0],
      ["30 días de práctica", 10, 0],
      ["100 días de práctica", 10, 0],
      ["365 días de práctica", 10, 0],
    ]);
    expect(body.achievements[0].description).toMatch(/cuenta/);
  });

  it("needs a session", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/points/" });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("not_authenticated");
  });
});

describe("achievements", () => {
  it("moves progress toward each goal and announces each unlocked one once", async () => {
    const s = await student();
    const { level, themes } = await openLevel(s, 12);
    const progress = async () =>
      ((await s.call({ method: "GET", url: "/api/points/" })).json().achievements as { progress: number }[]).map((a) => a.progress);

    await view(s, themes[0]!.slug, level.id);
    expect(await progress()).toEqual([10, 10, 1, 0, 0, 0, 0, 0, 0, 0, 0]);
    for (const theme of themes.slice(1, 5)) await view(s, theme.slug, level.id);
    expect(await progress()).toEqual([10, 10, 5, 1, 0, 0, 0, 0, 0, 0, 0]);
    for (const theme of themes.slice(5)) await view(s, theme.slug, level.id);
    // 12 topics: "10 topics" is complete, 50 → floor(12/5) = 2, 100 → floor(12/10) = 1.
    expect(await progress()).toEqual([10, 10, 10, 2, 1, 0, 0, 0, 0, 0, 0]);
    // What the labels read: topics viewed out of the topics asked for.
    const counts = ((await s.call({ method: "GET", url: "/api/points/" })).json().achievements as { name: string; goal: number; count: number }[]).map(
      (a) => [a.name, a.count, a.goal],
    );
    expect(counts).toEqual([
      ["Registro", 0, 0],
      ["Primer tema", 1, 1],
      ["10 temas", 10, 10],
      ["50 temas", 12, 50],
      ["100 temas", 12, 100],
      // Practice streaks count days in a row, not topics.
      ["Racha de 7 días", 0, 7],
      ["Racha de 30 días", 0, 30],
      // The trophies count days practised in all, and never reset (issue 40).
      ["7 días de práctica", 0, 7],
      ["30 días de práctica", 0, 30],
      ["100 días de práctica", 0, 100],
      ["365 días de práctica", 0, 365],
    ]);
    await view(s, themes[0]!.slug, level.id);

    const unlocked = await ctx.db.select().from(achievementUnlocks).where(eq(achievementUnlocks.userId, s.id));
    expect(unlocked.map((u) => u.achievement).sort()).toEqual(["first_topic", "topics_10"]);
    const told = await ctx.db.select().from(notifications).where(eq(notifications.userId, s.id));
    const achievementsTold = told.filter((n) => n.kind === "achievement_unlocked").map((n) => n.title);
    expect(achievementsTold.sort()).toEqual(["¡Logro desbloqueado: 10 temas!", "¡Logro desbloqueado: Primer tema!"]);
  });

  it("unlocks 'Registro' when an account is created through registration", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/users/register/",
      payload: { email: `nuevo-${Date.now()}@example.com`, password: "Contrasena-Segura-1", first_name: "Eva", last_name: "Ríos" },
    });
    expect(response.statusCode).toBe(201);
    const userId = response.json().user.id as number;
    const told = await ctx.db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(told.map((n) => [n.kind, n.title])).toEqual([["achievement_unlocked", "¡Logro desbloqueado: Registro!"]]);
  });
});

describe("GET /api/points/history/", () => {
  it("pages the student's own ledger, newest first, with Spanish descriptions", async () => {
    const s = await student();
    const other = await student();
    const { level, themes } = await openLevel(s, 3);
    for (const theme of themes) await view(s, theme.slug, level.id);
    await ctx.app.events.emit("user.email_verified", { userId: other.id, email: "x@example.com", at: new Date() });

    const first = (await s.call({ method: "GET", url: "/api/points/history/?page_size=2" })).json();
    expect(first.count).toBe(3);
    expect(first.next).toMatch(/^\/api\/points\/history\/\?page_size=2&cursor=[\w-]+$/);
    expect(first.results.map((e: { balance_after: number }) => e.balance_after)).toEqual([150, 100]);
    expect(first.results[0]).toMatchObject({ delta: 50, reason: "topic_viewed", description: "Ver un tema", reference: `theme:${themes[2]!.id}` });
    const second = (await s.call({ method: "GET", url: "/api/points/history/?page_size=2&page=2" })).json();
    expect(second.results.map((e: { balance_after: number }) => e.balance_after)).toEqual([50]);
    // The cursor link holds the same rows as page 2, and leads back to page 1.
    const viaCursor = (await s.call({ method: "GET", url: first.next })).json();
    expect(viaCursor).toMatchObject({ count: 3, next: null, results: second.results });
    const back = (await s.call({ method: "GET", url: viaCursor.previous })).json();
    expect(back).toMatchObject({ previous: null, results: first.results });
    expect((await s.call({ method: "GET", url: "/api/points/history/?page_size=500" })).statusCode).toBe(400);
  });
});

describe("demo seed", () => {
  it("gives the demo student 9000 points once, through the ledger", async () => {
    await seedDemoAccounts(ctx);
    await seedPoints(ctx.db);
    await seedPoints(ctx.db);
    const [demo] = await ctx.db.select().from(users).where(eq(users.email, "estudiante@fzacademia.com"));
    expect(demo!.pointsBalance).toBe(9000);
    expect((await ledgerOf(demo!.id)).map((e) => [e.delta, e.reason, e.balanceAfter])).toEqual([[9000, "adjustment", 9000]]);
  });
});
