import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessGrants } from "@fz/db/schema";
import { createCourse, createQuiz, createLevel, type LevelFixture } from "../../../test/academy-factory";
import { type TestContext, build, createUser, injectWithToken, login } from "../../../test/helper";
import { createAccessService } from "../access/access.service";

let ctx: TestContext;
let basic: LevelFixture;
let advanced: LevelFixture;
let other: LevelFixture;
let student: string;
let studentId: number;
let granted: string;
let expired: string;
let admin: string;

const PREMIUM = /secreto|Contenido premium/;

async function signIn(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(ctx, overrides);
  return { id: user.id, token: (await login(ctx, user)).access };
}

beforeAll(async () => {
  ctx = await build();
  const course = await createCourse(ctx, { slug: "como-tocar-acordeon-vallenato", position: 1 });
  const second = await createCourse(ctx, { position: 2 });
  basic = await createLevel(ctx, course.id, { topics: 4, free: 1, position: 1 });
  advanced = await createLevel(ctx, course.id, { topics: 2, free: 0, position: 2, provider: "youtube" });
  other = await createLevel(ctx, second.id, { topics: 2, free: 1, position: 1 });
  await createQuiz(ctx, basic.level.id, [{ options: [true, false] }]);
  ({ id: studentId, token: student } = await signIn());
  const grantedUser = await signIn();
  granted = grantedUser.token;
  const expiredUser = await signIn();
  expired = expiredUser.token;
  admin = (await signIn({ role: "admin" })).token;
  const access = createAccessService(ctx.db);
  await access.grantAccess({ userId: grantedUser.id, scope: "level", targetId: basic.level.id, months: 1, source: "admin" });
  await ctx.db.insert(accessGrants).values({
    userId: expiredUser.id,
    scope: "course",
    targetId: course.id,
    startsAt: new Date(Date.now() - 60 * 86_400_000),
    endsAt: new Date(Date.now() - 86_400_000),
    source: "order",
  });
});
afterAll(async () => {
  await ctx.close();
});

const theme = (fixture: LevelFixture, index: number) => fixture.themes[index]!;
const get = (token: string | null, url: string) => (token ? injectWithToken(ctx, token, { method: "GET", url }) : ctx.app.inject({ method: "GET", url }));

describe("access to topics", () => {
  it("gives a free preview to everyone, with its video", async () => {
    const free = theme(basic, 0);
    for (const [token, url] of [
      [null, `/api/themes_public/${free.slug}/?level=${basic.level.id}`],
      [student, `/api/themes/${free.slug}/?level=${basic.level.id}`],
    ] as const) {
      const response = await get(token, url);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ is_locked: false, access: "free_preview", is_free_preview: true, position: 1 });
      expect(body.body).toContain("Contenido premium");
      expect(body.video.provider).toBe("self_hosted");
      expect(body.video.src).toMatch(/^\/api\/media\/videos\/secreto-.*\?expires=\d+&signature=/);
    }
  });

  it("locks a premium topic for visitors, students without a grant and expired grants", async () => {
    const premium = theme(basic, 1);
    const cases = [
      [null, `/api/themes_public/${premium.slug}/?level=${basic.level.id}`],
      [student, `/api/themes/${premium.slug}/?level=${basic.level.id}`],
      [expired, `/api/themes/${premium.slug}/?level=${basic.level.slug}`],
      // The public variant ignores a session, even one with a grant.
      [granted, `/api/themes_public/${premium.slug}/?level=${basic.level.id}`],
    ] as const;
    for (const [token, url] of cases) {
      const response = await get(token, url);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ is_locked: true, access: "locked", body: null, body_html: null, video: null, title: premium.title });
      expect(response.body).not.toMatch(PREMIUM);
    }
  });

  it("opens premium topics with a current grant, and everything to an admin", async () => {
    const premium = theme(basic, 1);
    const withGrant = (await get(granted, `/api/themes/${premium.slug}/?level=${basic.level.id}`)).json();
    expect(withGrant).toMatchObject({ is_locked: false, access: "granted", body: premium.body });
    // Pages show the API's sanitised rendering of the Markdown body.
    expect(withGrant.body_html).toMatch(/^<(p|h2|ul|ol)>/);
    expect(withGrant.body_html).not.toMatch(/<script|javascript:/i);
    expect(withGrant.video.src).toContain(premium.videoSource);
    const adminView = (await get(admin, `/api/themes/${theme(advanced, 0).slug}/?level=${advanced.level.id}`)).json();
    expect(adminView.video).toMatchObject({ provider: "youtube", embed_url: theme(advanced, 0).videoSource, src: null });
    // A level grant does not open another level.
    const elsewhere = (await get(granted, `/api/themes/${theme(advanced, 1).slug}/?level=${advanced.level.id}`)).json();
    expect(elsewhere.is_locked).toBe(true);
  });

  it("never leaks a premium source or body in lists, temaries or level pages", async () => {
    const urls = [
      [null, `/api/themes_public/?page_size=100`],
      [student, `/api/themes/?page_size=100`],
      [granted, `/api/themes/?page_size=100`],
      [null, `/api/levels_public/${basic.level.id}/temary/`],
      [student, `/api/levels/${basic.level.id}/temary/`],
      [granted, `/api/levels/${basic.level.id}/temary/`],
      [expired, `/api/levels/${advanced.level.id}/temary/`],
      [student, `/api/levels/${basic.level.id}/`],
      [null, `/api/levels_public/`],
    ] as const;
    for (const [token, url] of urls) {
      const response = await get(token, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toMatch(PREMIUM);
    }
  });

  it("marks each temary entry with its access", async () => {
    const mine = (await get(granted, `/api/levels/${basic.level.id}/temary/`)).json();
    expect(mine.results.map((t: { access: string }) => t.access)).toEqual(["free_preview", "granted", "granted", "granted"]);
    expect(mine.access.has_access).toBe(true);
    expect(mine.access.ends_at).not.toBeNull();
    const visitor = (await get(null, `/api/levels_public/${basic.level.slug}/temary/`)).json();
    expect(visitor.results.map((t: { is_locked: boolean }) => t.is_locked)).toEqual([false, true, true, true]);
    expect(visitor.progress).toBeNull();
    expect(visitor.count).toBe(4);
    expect(visitor.level).toMatchObject({ id: basic.level.id, course: { slug: "como-tocar-acordeon-vallenato" } });
  });

  it("refuses to finish a locked topic", async () => {
    const response = await injectWithToken(ctx, student, { method: "POST", url: `/api/themes/${theme(basic, 1).slug}/finish/?level=${basic.level.id}` });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ errors: ["Este tema está bloqueado. Adquiera el nivel para continuar."], code: "permission_denied" });
  });

  it("requires a session on the private variants", async () => {
    for (const url of ["/api/themes/", `/api/themes/${theme(basic, 0).slug}/`, `/api/levels/${basic.level.id}/temary/`]) {
      const response = await get(null, url);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe("not_authenticated");
    }
  });
});

describe("ordering and what comes next", () => {
  it("orders the temary and links neighbours inside the level", async () => {
    const temary = (await get(admin, `/api/levels/${basic.level.id}/temary/`)).json();
    expect(temary.results.map((t: { position: number }) => t.position)).toEqual([1, 2, 3, 4]);
    const first = (await get(admin, `/api/themes/${theme(basic, 0).slug}/?level=${basic.level.id}`)).json();
    expect(first.previous_theme).toBeNull();
    expect(first.next_theme).toMatchObject({ slug: theme(basic, 1).slug, level_id: basic.level.id });
    expect(first.recommendation).toMatchObject({ kind: "theme", theme: { slug: theme(basic, 1).slug } });
  });

  it("at the end of a level recommends its exercise, then the next level, then another course", async () => {
    const last = (await get(admin, `/api/themes/${theme(basic, 3).slug}/?level=${basic.level.id}`)).json();
    expect(last.next_theme).toBeNull();
    expect(last.previous_theme.slug).toBe(theme(basic, 2).slug);
    expect(last.recommendation).toMatchObject({ kind: "exercise", exercise: { level_id: basic.level.id } });
    expect(last.recommendation.message).toMatch(/^Pon a prueba lo aprendido con el ejercicio «/);

    const lastAdvanced = (await get(admin, `/api/themes/${theme(advanced, 1).slug}/?level=${advanced.level.id}`)).json();
    expect(lastAdvanced.next_theme).toBeNull();
    expect(lastAdvanced.recommendation).toMatchObject({ kind: "level", level: { id: other.level.id } });

    const lastOfAll = (await get(admin, `/api/themes/${theme(other, 1).slug}/?level=${other.level.id}`)).json();
    expect(lastOfAll.recommendation).toMatchObject({ kind: "none", theme: null, exercise: null, level: null });
  });

  it("answers 404 in the error shape for unknown topics and levels", async () => {
    const missing = await get(student, `/api/themes/no-existe/?level=${basic.level.id}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ errors: ["El tema no existe."], code: "not_found" });
    const wrongLevel = await get(student, `/api/themes/${theme(basic, 0).slug}/?level=${advanced.level.id}`);
    expect(wrongLevel.statusCode).toBe(404);
    const noLevel = await get(null, `/api/themes_public/${theme(basic, 0).slug}/?level=99999`);
    expect(noLevel.json()).toEqual({ errors: ["El nivel no existe."], code: "not_found" });
    const temary = await get(null, "/api/levels_public/99999/temary/");
    expect(temary.statusCode).toBe(404);
  });

  it("bounds temary and theme list pages", async () => {
    const page = (await get(null, `/api/levels_public/${basic.level.id}/temary/?page_size=3&page=2`)).json();
    expect(page.results.map((t: { position: number }) => t.position)).toEqual([4]);
    expect(page.previous).toContain("page=1");
    expect(page.next).toBeNull();
    expect((await get(null, "/api/themes_public/?page_size=101")).statusCode).toBe(400);
    const filtered = (await get(null, `/api/themes_public/?level=${advanced.level.slug}`)).json();
    expect(filtered.count).toBe(2);
  });
});

describe("progress", () => {
  it("records ten parallel views as one row and one event", async () => {
    const viewer = await signIn();
    await createAccessService(ctx.db).grantAccess({ userId: viewer.id, scope: "all", months: 1, source: "admin" });
    const seen: number[] = [];
    const off = ctx.app.events.on("topic.viewed", (e) => {
      if (e.userId === viewer.id) seen.push(e.themeId);
    });
    const target = theme(basic, 2);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => get(viewer.token, `/api/themes/${target.slug}/?level=${basic.level.id}`)),
    );
    off();
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(seen).toEqual([target.id]);
    const temary = (await get(viewer.token, `/api/levels/${basic.level.id}/temary/`)).json();
    expect(temary.results[2]).toMatchObject({ viewed: true, finished: false, access: "granted" });
    expect(temary.progress).toMatchObject({ viewed: 1, finished: 0, total: 4, percentage: 0 });
  });

  it("does not record views of locked topics or anonymous views", async () => {
    const newcomer = await signIn();
    const seen: unknown[] = [];
    const off = ctx.app.events.on("topic.viewed", (e) => void seen.push(e));
    await get(newcomer.token, `/api/themes/${theme(basic, 1).slug}/?level=${basic.level.id}`);
    await get(null, `/api/themes_public/${theme(basic, 0).slug}/?level=${basic.level.id}`);
    off();
    expect(seen).toEqual([]);
    const temary = (await get(newcomer.token, `/api/levels/${basic.level.id}/temary/`)).json();
    expect(temary.progress.viewed).toBe(0);
  });

  it("finishes a topic once (parallel requests → one event), counting the level's percentage", async () => {
    const finished: unknown[] = [];
    const off = ctx.app.events.on("topic.finished", (e) => void finished.push(e));
    const url = `/api/themes/${theme(basic, 0).slug}/finish/?level=${basic.level.id}`;
    const responses = await Promise.all(Array.from({ length: 5 }, () => injectWithToken(ctx, student, { method: "POST", url })));
    off();
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(finished).toHaveLength(1);
    expect(finished[0]).toMatchObject({ userId: studentId, themeId: theme(basic, 0).id, levelCompleted: false });
    const body = responses[0]!.json();
    expect(body).toMatchObject({ finished: true, progress: { finished: 1, total: 4, percentage: 25 }, next_theme: { slug: theme(basic, 1).slug } });
    const detail = (await get(student, `/api/themes/${theme(basic, 0).slug}/?level=${basic.level.id}`)).json();
    expect(detail.finished).toBe(true);
    const level = (await get(student, `/api/levels/${basic.level.id}/`)).json();
    expect(level.progress).toEqual({ viewed: 1, finished: 1, total: 4, percentage: 25 });
  });
});

describe("ask for rate", () => {
  it("asks after the level's last topic is finished, and not again once dismissed", async () => {
    const { token } = await signIn({ role: "admin" });
    const last = theme(other, 1);
    const ask = () => get(token, `/api/themes/${last.slug}/ask-for-rate/?level=${other.level.id}`);
    expect((await ask()).json()).toEqual({ ask: false, level: { id: other.level.id, slug: other.level.slug, title: other.level.title } });
    await injectWithToken(ctx, token, { method: "POST", url: `/api/themes/${theme(other, 0).slug}/finish/?level=${other.level.id}` });
    expect((await ask()).json().ask).toBe(false);
    await injectWithToken(ctx, token, { method: "POST", url: `/api/themes/${last.slug}/finish/?level=${other.level.id}` });
    expect((await ask()).json().ask).toBe(true);
    const dismissed = await injectWithToken(ctx, token, { method: "POST", url: `/api/themes/${last.slug}/ask-for-rate/?level=${other.level.id}` });
    expect(dismissed.json().ask).toBe(false);
    expect((await ask()).json().ask).toBe(false);
  });

  it("stops asking once the student has rated the level", async () => {
    const { token } = await signIn({ role: "admin" });
    const last = theme(other, 1);
    await injectWithToken(ctx, token, { method: "POST", url: `/api/themes/${last.slug}/finish/?level=${other.level.id}` });
    const url = `/api/themes/${last.slug}/ask-for-rate/?level=${other.level.id}`;
    expect((await get(token, url)).json().ask).toBe(true);
    const rated = await injectWithToken(ctx, token, { method: "POST", url: `/api/levels/${other.level.id}/rates/`, payload: { score: 4 } });
    expect(rated.statusCode).toBe(201);
    expect((await get(token, url)).json().ask).toBe(false);
  });
});
