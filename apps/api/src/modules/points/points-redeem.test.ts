import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessGrants, pointsLedger, users } from "@fz/db/schema";
import { createCourse, createLevel, createVideo } from "../../../test/academy-factory";
import { type TestContext, build, createUser, injectWithToken, login } from "../../../test/helper";

let ctx: TestContext;
let level: Awaited<ReturnType<typeof createLevel>>;
let video: Awaited<ReturnType<typeof createVideo>>;

beforeAll(async () => {
  ctx = await build();
  const course = await createCourse(ctx);
  level = await createLevel(ctx, course.id, { topics: 2, free: 0 });
  video = await createVideo(ctx, { courseId: course.id });
});
afterAll(async () => {
  await ctx.close();
});

/** A student with `points` already earned (set directly: the earning paths have their own tests). */
async function student(points: number) {
  const user = await createUser(ctx, { pointsBalance: points });
  const { access } = await login(ctx, user);
  return { id: user.id, call: (options: InjectOptions) => injectWithToken(ctx, access, options) };
}
type Student = Awaited<ReturnType<typeof student>>;

const redeem = (s: Student, redeem_type: string, slug: string) => s.call({ method: "POST", url: "/api/points/redeem/", payload: { redeem_type, slug } });

async function stateOf(userId: number) {
  const [user] = await ctx.db.select({ balance: users.pointsBalance }).from(users).where(eq(users.id, userId));
  const grants = await ctx.db.select().from(accessGrants).where(eq(accessGrants.userId, userId));
  const ledger = await ctx.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId));
  return { balance: user!.balance, grants, ledger };
}

const monthsBetween = (from: Date, to: Date) =>
  (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());

describe("POST /api/points/redeem/", () => {
  it("spends 8000 points on a month of a level and opens it, in one go", async () => {
    const s = await student(9000);
    const topic = () => s.call({ method: "GET", url: `/api/themes/${level.themes[0]!.slug}/?level=${level.level.id}` });
    expect((await topic()).json().access).toBe("locked");

    const response = await redeem(s, "oneMonthAccess", level.level.slug);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ points: 1000 });

    const { balance, grants, ledger } = await stateOf(s.id);
    expect(balance).toBe(1000);
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ scope: "level", targetId: level.level.id, source: "points", reference: ledger[0]!.idempotencyKey });
    expect(monthsBetween(grants[0]!.startsAt, grants[0]!.endsAt)).toBe(1);
    expect(ledger.map((e) => [e.delta, e.reason, e.reference, e.balanceAfter])).toEqual([[-8000, "reward_redeemed", `oneMonthAccess:${level.level.slug}`, 1000]]);
    expect((await topic()).json().access).not.toBe("locked");

    const history = (await s.call({ method: "GET", url: "/api/points/history/" })).json();
    expect(history.results.at(-1)).toMatchObject({ delta: -8000, description: "Canje: Un mes de acceso a un nivel" });
  });

  it("refuses without enough points and changes nothing", async () => {
    const s = await student(7999);
    const response = await redeem(s, "oneMonthAccess", level.level.slug);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: ["No tienes puntos suficientes para este canje: necesitas 8.000 y tienes 7.999."],
      code: "insufficient_points",
    });
    expect(await stateOf(s.id)).toEqual({ balance: 7999, grants: [], ledger: [] });
  });

  it("four months cost 15000 and extend from the end of the access already held", async () => {
    const s = await student(23000);
    expect((await redeem(s, "oneMonthAccess", level.level.slug)).json()).toEqual({ points: 15000 });
    expect((await redeem(s, "fourMonthAccess", level.level.slug)).json()).toEqual({ points: 0 });
    const { grants } = await stateOf(s.id);
    const [first, second] = grants.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    expect(second!.startsAt.getTime()).toBe(first!.endsAt.getTime());
    expect(monthsBetween(second!.startsAt, second!.endsAt)).toBe(4);
  });

  it("a tutorial costs 10000, is kept, and cannot be paid for twice", async () => {
    const s = await student(25000);
    expect((await redeem(s, "tutorial", video.slug)).json()).toEqual({ points: 15000 });
    const { grants } = await stateOf(s.id);
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ scope: "video", targetId: video.id, source: "points" });
    expect(monthsBetween(grants[0]!.startsAt, grants[0]!.endsAt)).toBe(120);
    const again = await redeem(s, "tutorial", video.slug);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ errors: ["Ya tienes este tutorial."], code: "already_owned" });
    expect((await stateOf(s.id)).balance).toBe(15000);
  });

  it("answers 404 for what does not exist and 400 for a bad request", async () => {
    const s = await student(20000);
    const noLevel = await redeem(s, "oneMonthAccess", "no-existe");
    expect(noLevel.statusCode).toBe(404);
    expect(noLevel.json()).toEqual({ errors: ["El nivel no existe."], code: "not_found" });
    // A level slug is not a tutorial slug.
    expect((await redeem(s, "tutorial", level.level.slug)).json()).toEqual({ errors: ["El tutorial no existe."], code: "not_found" });
    const badType = await redeem(s, "lifetimeAccess", level.level.slug);
    expect(badType.statusCode).toBe(400);
    expect(badType.json().errors).toEqual(["El tipo de canje debe ser tutorial, oneMonthAccess o fourMonthAccess"]);
    expect((await s.call({ method: "POST", url: "/api/points/redeem/", payload: { redeem_type: "tutorial" } })).statusCode).toBe(400);
    expect((await stateOf(s.id)).balance).toBe(20000);
  });

  it("fifty parallel redeems with points for one: exactly one succeeds", async () => {
    const s = await student(8000);
    const responses = await Promise.all(Array.from({ length: 50 }, () => redeem(s, "oneMonthAccess", level.level.slug)));
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 400)).toHaveLength(49);
    expect(new Set(responses.filter((r) => r.statusCode === 400).map((r) => r.json().code))).toEqual(new Set(["insufficient_points"]));
    const { balance, grants, ledger } = await stateOf(s.id);
    expect(balance).toBe(0);
    expect(grants.filter((g) => g.source === "points")).toHaveLength(1);
    expect(ledger).toHaveLength(1);
  });

  it("needs a session", async () => {
    const response = await ctx.app.inject({ method: "POST", url: "/api/points/redeem/", payload: { redeem_type: "tutorial", slug: video.slug } });
    expect(response.statusCode).toBe(401);
  });
});
