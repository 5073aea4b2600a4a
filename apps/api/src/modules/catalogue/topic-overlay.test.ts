import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { topicDetail } from "@fz/contracts/catalogue";
import { buildWithLevel, type LevelFixture } from "../../../test/academy-factory";
import { type TestContext, injectWithToken, signedInStudent, statementsOf } from "../../../test/helper";
import { createAccessService } from "../access/access.service";

/**
 * A signed-in topic is the shared part (kept with the public cache) plus the student's overlay
 * (one statement, remembered until the student's grants or progress change) — decisions 030, 059. What one student did never shows through the cache
 * to another, a session ends at once, and a catalogue write reaches the next GET.
 */
let ctx: TestContext;
let level: LevelFixture;
let admin: string;

beforeAll(async () => {
  // Topic 0 is a free preview; 1 and 2 need access.
  ({ ctx, level, admin } = await buildWithLevel({ topics: 3, free: 1 }));
});
afterAll(async () => {
  await ctx.close();
});

const student = (granted: boolean) => signedInStudent(ctx, { granted });

const topicUrl = (index: number) => `/api/themes/${level.themes[index]!.slug}/?level=${level.level.id}`;
const get = (token: string, url: string) => injectWithToken(ctx, token, { method: "GET", url });

async function topic(token: string, index: number) {
  const response = await get(token, topicUrl(index));
  expect(response.statusCode, response.body).toBe(200);
  // Whatever way the answer was put together, it is the contract's shape.
  expect(topicDetail.safeParse(response.json()).success).toBe(true);
  return response.json();
}

describe("the signed-in topic's overlay is the student's own", () => {
  it("A's finished topic is not B's, and B's view is not A's, whichever read the topic first", async () => {
    const a = await student(true);
    const b = await student(true);
    const c = await student(true);
    expect(await topic(a.access, 1)).toMatchObject({ viewed: true, finished: false, access: "granted" });
    const finish = await injectWithToken(ctx, a.access, { method: "POST", url: `/api/themes/${level.themes[1]!.slug}/finish/?level=${level.level.id}` });
    expect(finish.statusCode, finish.body).toBe(200);
    expect(await topic(a.access, 1)).toMatchObject({ viewed: true, finished: true });

    // B and C open the same topic after A finished it: their own state, not A's.
    expect(await topic(b.access, 1)).toMatchObject({ viewed: true, finished: false });
    expect(await topic(a.access, 1)).toMatchObject({ finished: true });
    expect(await topic(c.access, 1)).toMatchObject({ viewed: true, finished: false });
    // Only the students who opened it have a view: a student who did not sees the topic unviewed in the temary.
    const d = await student(true);
    const temary = (await get(d.access, `/api/levels/${level.level.id}/temary/`)).json();
    expect(temary.results.find((t: { id: number }) => t.id === level.themes[1]!.id)).toMatchObject({ viewed: false, finished: false });
  });

  it("a student without access gets the locked topic without body or video, after others read it open", async () => {
    const granted = await student(true);
    const open = await topic(granted.access, 2);
    expect(open).toMatchObject({ is_locked: false, access: "granted" });
    expect(open.body).not.toBeNull();

    const other = await student(false);
    const locked = await topic(other.access, 2);
    expect(locked).toMatchObject({ is_locked: true, access: "locked", body: null, body_html: null, video: null, viewed: false, finished: false });
    // The public twin of a paid topic stays without its content too.
    const anonymous = (await ctx.app.inject({ method: "GET", url: `/api/themes_public/${level.themes[2]!.slug}/?level=${level.level.id}` })).json();
    expect(anonymous).toMatchObject({ is_locked: true, body: null, video: null });
    // Same title and neighbours for everyone: the shared part.
    expect({ title: locked.title, previous: locked.previous_theme, next: locked.next_theme }).toEqual({ title: open.title, previous: open.previous_theme, next: open.next_theme });
  });

  it("a grant given after a locked read opens the topic on the next GET", async () => {
    const late = await student(false);
    expect(await topic(late.access, 1)).toMatchObject({ is_locked: true });
    await createAccessService(ctx.db).grantAccess({ userId: late.id, scope: "all", months: 1, source: "admin" });
    expect(await topic(late.access, 1)).toMatchObject({ is_locked: false, access: "granted", viewed: true });
  });
});

describe("sessions and catalogue writes reach the topic at once", () => {
  it("a session that logged out gets 401 on its next topic GET", async () => {
    const me = await student(true);
    await topic(me.access, 1);
    await topic(me.access, 1);
    const out = await ctx.app.inject({ method: "POST", url: "/api/token/logout/", payload: { refresh: me.refresh } });
    expect(out.statusCode).toBe(204);
    const after = await get(me.access, topicUrl(1));
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe("invalid_token");
  });

  it("an admin's edit of the topic shows on the next signed-in GET", async () => {
    const me = await student(true);
    await topic(me.access, 0);
    const edited = await injectWithToken(ctx, admin, { method: "PATCH", url: `/api/admin/themes/${level.themes[0]!.id}/`, payload: { title: "Título nuevo del tema" } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await topic(me.access, 0)).toMatchObject({ title: "Título nuevo del tema" });
    // Its neighbour's «previous» link carries the new title too.
    expect((await topic(me.access, 1)).previous_theme).toMatchObject({ title: "Título nuevo del tema" });
  });
});

describe("the overlay is remembered until the student's grants or progress change (decision 059)", () => {
  it("a repeat GET sends no statement, and another student's first view does not make it read again", async () => {
    const me = await student(true);
    // The first view writes (progress, points, a notice): the second GET reads what it wrote.
    await topic(me.access, 1);
    await topic(me.access, 1);
    expect(await statementsOf(ctx, () => topic(me.access, 1))).toBe(0);
    // Another student's first view writes their own progress: mine stays remembered.
    const other = await student(true);
    await topic(other.access, 1);
    expect(await statementsOf(ctx, () => topic(me.access, 1))).toBe(0);
    // My own first view of another topic writes my progress: my overlays are read again.
    await topic(me.access, 2);
    expect(await statementsOf(ctx, () => topic(me.access, 1))).toBeGreaterThan(0);
  });

  it("an admin's grant and revocation through the back office reach the next GET", async () => {
    const me = await student(false);
    expect(await topic(me.access, 1)).toMatchObject({ is_locked: true });
    expect(await topic(me.access, 1)).toMatchObject({ is_locked: true });
    const granted = await injectWithToken(ctx, admin, { method: "POST", url: `/api/students/${me.id}/grants/`, payload: { scope: "level", target_id: level.level.id, months: 1 } });
    expect(granted.statusCode, granted.body).toBe(201);
    expect(await topic(me.access, 1)).toMatchObject({ is_locked: false, access: "granted" });
    const revoked = await injectWithToken(ctx, admin, { method: "POST", url: `/api/students/${me.id}/grants/${granted.json().id}/revoke/`, payload: { reason: "Prueba de revocación" } });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(await topic(me.access, 1)).toMatchObject({ is_locked: true, body: null });
  });

  it("a grant that ends while remembered locks the topic at its end, without any write", async () => {
    const me = await student(false);
    await createAccessService(ctx.db).grantAccess({ userId: me.id, scope: "all", endsAt: new Date(Date.now() + 1_500), source: "admin" });
    expect(await topic(me.access, 1)).toMatchObject({ is_locked: false });
    await topic(me.access, 1);
    expect(await statementsOf(ctx, () => topic(me.access, 1))).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect(await topic(me.access, 1)).toMatchObject({ is_locked: true, body: null });
  });
});

// Another instance, or SQL by hand: heard through the database's notifications when the writing
// transaction commits (migration 0026).
describe.runIf(process.env.TEST_DATABASE_URL)("grants and progress written outside this process (PostgreSQL)", () => {
  it("a grant inserted and a progress row finished on another connection reach the remembered overlay within milliseconds", async () => {
    const pg = (await import("pg")).default;
    const outside = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await outside.connect();
    try {
      const me = await student(false);
      expect(await topic(me.access, 1)).toMatchObject({ is_locked: true });
      expect(await statementsOf(ctx, () => topic(me.access, 1))).toBe(0);
      await outside.query("insert into access_grants (user_id, scope, starts_at, ends_at, source) values ($1, 'all', now(), now() + interval '1 month', 'admin')", [me.id]);
      await expect.poll(async () => (await topic(me.access, 1)).is_locked, { timeout: 2_000, interval: 5 }).toBe(false);
      expect(await topic(me.access, 1)).toMatchObject({ viewed: true, finished: false });
      await outside.query("update topic_progress set finished_at = now() where user_id = $1 and theme_id = $2", [me.id, level.themes[1]!.id]);
      await expect.poll(async () => (await topic(me.access, 1)).finished, { timeout: 2_000, interval: 5 }).toBe(true);
    } finally {
      await outside.end();
    }
  });
});
