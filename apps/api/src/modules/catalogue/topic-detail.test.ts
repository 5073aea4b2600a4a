import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { themes, topicProgress } from "@fz/db/schema";
import { buildWithLevel, createCourse, createLevel, type LevelFixture } from "../../../test/academy-factory";
import { type TestContext, injectWithToken, signedInStudent } from "../../../test/helper";
import { backfillTopicBodies } from "./topic-bodies";

/** The lean topic path (issue 12): statements per GET, one view row, bodies rendered at write time. */
let ctx: TestContext;
let level: LevelFixture;
let admin: string;

beforeAll(async () => {
  ({ ctx, level, admin } = await buildWithLevel({ topics: 3, free: 1 }));
});
afterAll(async () => {
  await ctx.close();
});

async function student() {
  const { id, access } = await signedInStudent(ctx);
  return { id, token: access };
}

const topicUrl = (index: number) => `/api/themes/${level.themes[index]!.slug}/?level=${level.level.id}`;

/** Statements the request sent, and its response. */
async function counted(token: string, url: string) {
  const before = ctx.handle.statementCount();
  const response = await injectWithToken(ctx, token, { method: "GET", url });
  expect(response.statusCode, response.body).toBe(200);
  return { statements: ctx.handle.statementCount() - before, body: response.json() };
}

async function progressRows(userId: number) {
  return ctx.db
    .select({ themeId: topicProgress.themeId, lastViewedAt: topicProgress.lastViewedAt })
    .from(topicProgress)
    .where(eq(topicProgress.userId, userId));
}

describe("signed-in topic GET", () => {
  it("counts its statements: the session's user and the topic, nothing written on a repeat", async () => {
    const me = await student();
    const first = await counted(me.token, topicUrl(1));
    expect(first.body).toMatchObject({ viewed: true, is_locked: false, previous_theme: { id: level.themes[0]!.id }, next_theme: { id: level.themes[2]!.id } });
    // The first view writes its row (and the reactions to topic.viewed run after it).
    expect(first.statements).toBeGreaterThanOrEqual(3);
    const again = await counted(me.token, topicUrl(1));
    expect(again.statements).toBeLessThanOrEqual(2);
    expect(again.body).toEqual(first.body);
  });

  it("records the view once per student and topic, and writes no row on a repeated GET", async () => {
    const me = await student();
    await counted(me.token, topicUrl(0));
    const [row] = await progressRows(me.id);
    for (let i = 0; i < 3; i += 1) await counted(me.token, topicUrl(0));
    const rows = await progressRows(me.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.lastViewedAt.getTime()).toBe(row!.lastViewedAt.getTime());
  });

  it("moves a topic opened again after another one to the front of last viewed", async () => {
    const me = await student();
    await counted(me.token, topicUrl(0));
    await counted(me.token, topicUrl(1));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const back = await counted(me.token, topicUrl(0));
    // The session's user, the topic, and one update of last_viewed_at.
    expect(back.statements).toBe(3);
    expect((await progressRows(me.id)).length).toBe(2);
    const last = (await injectWithToken(ctx, me.token, { method: "GET", url: "/api/themes/last-viewed/" })).json();
    expect(last.theme.slug).toBe(level.themes[0]!.slug);
  });

  it("answers the same 404s for an unknown level or topic", async () => {
    const me = await student();
    const noLevel = await injectWithToken(ctx, me.token, { method: "GET", url: `/api/themes/${level.themes[0]!.slug}/?level=no-existe` });
    expect(noLevel.statusCode).toBe(404);
    expect(noLevel.json()).toEqual({ errors: ["El nivel no existe."], code: "not_found" });
    const noTopic = await injectWithToken(ctx, me.token, { method: "GET", url: `/api/themes/no-existe/?level=${level.level.id}` });
    expect(noTopic.json()).toEqual({ errors: ["El tema no existe."], code: "not_found" });
  });
});

describe("topic bodies rendered at write time", () => {
  it("backfills the HTML of older rows once, and the GET answers it", async () => {
    const course = await createCourse(ctx);
    const fixture = await createLevel(ctx, course.id, { topics: 2, free: 2 });
    await ctx.db.update(themes).set({ body: "Texto con **negrita** y <script>alert(1)</script>" }).where(eq(themes.id, fixture.themes[0]!.id));
    const missing = await ctx.db.select({ id: themes.id }).from(themes).where(isNull(themes.bodyHtml));
    expect(missing.length).toBeGreaterThanOrEqual(2);

    expect(await backfillTopicBodies(ctx.db, 1)).toBe(missing.length);
    expect(await ctx.db.select({ id: themes.id }).from(themes).where(isNull(themes.bodyHtml))).toEqual([]);
    expect(await backfillTopicBodies(ctx.db)).toBe(0);

    const [stored] = await ctx.db.select({ html: themes.bodyHtml }).from(themes).where(eq(themes.id, fixture.themes[0]!.id));
    expect(stored!.html).toBe("<p>Texto con <strong>negrita</strong> y </p>");
    const detail = (await ctx.app.inject({ method: "GET", url: `/api/themes_public/${fixture.themes[0]!.slug}/?level=${fixture.level.id}` })).json();
    expect(detail.body_html).toBe(stored!.html);
  });

  it("stores the HTML when an admin creates or edits a topic", async () => {
    const created = await injectWithToken(ctx, admin, {
      method: "POST",
      url: `/api/admin/levels/${level.level.id}/themes/`,
      payload: { title: "Arpegios", summary: "Resumen", body: "# Arpegios\n\nSube y baja.", is_free_preview: true },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const htmlOf = async () => (await ctx.db.select({ html: themes.bodyHtml }).from(themes).where(eq(themes.id, id)))[0]!.html;
    expect(await htmlOf()).toBe("<h2>Arpegios</h2>\n<p>Sube y baja.</p>");
    const edited = await injectWithToken(ctx, admin, { method: "PATCH", url: `/api/admin/themes/${id}/`, payload: { body: "Otro *texto*" } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await htmlOf()).toBe("<p>Otro <em>texto</em></p>");
    // Edited by SQL with the HTML cleared: the backfill renders the new body.
    await ctx.db.update(themes).set({ body: "Cambio directo", bodyHtml: null }).where(and(eq(themes.id, id)));
    await backfillTopicBodies(ctx.db);
    expect(await htmlOf()).toBe("<p>Cambio directo</p>");
  });
});
