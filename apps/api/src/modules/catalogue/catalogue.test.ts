import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessGrants } from "@fz/db/schema";
import { createCourse, createQuiz, createLevel, createVideo } from "../../../test/academy-factory";
import { type TestContext, build, createUser, injectWithToken, login } from "../../../test/helper";
import { createAccessService } from "../access/access.service";

let ctx: TestContext;
let courseSlug: string;
let levelIds: number[];
let videoIds: number[];
let token: string;
let userId: number;

beforeAll(async () => {
  ctx = await build();
  const course = await createCourse(ctx, { slug: "como-tocar-caja-vallenata", title: "Caja vallenata", position: 1 });
  const second = await createCourse(ctx, { position: 2 });
  courseSlug = course.slug;
  const basic = await createLevel(ctx, course.id, { topics: 3, free: 2, position: 1, special: true });
  const middle = await createLevel(ctx, course.id, { topics: 2, free: 1, position: 2 });
  const elsewhere = await createLevel(ctx, second.id, { topics: 1, position: 1, special: true });
  levelIds = [basic.level.id, middle.level.id, elsewhere.level.id];
  await createQuiz(ctx, basic.level.id, [{ options: [true, false] }]);
  videoIds = [(await createVideo(ctx, { courseId: course.id })).id, (await createVideo(ctx)).id, (await createVideo(ctx, { provider: "youtube", source: "https://www.youtube-nocookie.com/embed/secreto" })).id];
  const user = await createUser(ctx);
  userId = user.id;
  token = (await login(ctx, user)).access;
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, as: string | null = token) => (as ? injectWithToken(ctx, as, { method: "GET", url }) : ctx.app.inject({ method: "GET", url }));

describe("courses", () => {
  it("lists courses with counts, publicly and signed in", async () => {
    const pub = (await get("/api/courses_public/", null)).json();
    expect(pub.count).toBe(2);
    expect(pub.results[0]).toMatchObject({ slug: courseSlug, title: "Caja vallenata", levels_count: 2, topics_count: 5 });
    expect((await get("/api/courses/")).json()).toEqual(pub);
    expect((await get("/api/courses/", null)).statusCode).toBe(401);
  });

  it("answers one course by id or slug, or a 404", async () => {
    const bySlug = (await get(`/api/courses_public/${courseSlug}/`, null)).json();
    expect((await get(`/api/courses/${bySlug.id}/`)).json()).toEqual(bySlug);
    const missing = await get("/api/courses_public/no-existe/", null);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ errors: ["El curso no existe."], code: "not_found" });
  });
});

describe("levels", () => {
  it("lists levels by course (id or slug) with empty prices and no per-student data in public", async () => {
    const pub = (await get(`/api/levels_public/?course=${courseSlug}`, null)).json();
    expect(pub.results.map((l: { id: number }) => l.id)).toEqual(levelIds.slice(0, 2));
    expect(pub.results[0]).toMatchObject({
      topics_count: 3,
      free_topics_count: 2,
      exercises_count: 1,
      prices: [],
      access: { has_access: false, ends_at: null },
      progress: null,
      is_special: true,
    });
    const all = (await get("/api/levels_public/", null)).json();
    expect(all.count).toBe(3);
    const unknown = await get("/api/levels_public/?course=no-existe", null);
    expect(unknown.json()).toEqual({ errors: ["El curso no existe."], code: "not_found" });
  });

  it("shows the signed-in student's access and progress", async () => {
    await createAccessService(ctx.db).grantAccess({ userId, scope: "level", targetId: levelIds[1]!, months: 4, source: "admin" });
    const mine = (await get(`/api/levels/?course=${courseSlug}`)).json();
    expect(mine.results[0]).toMatchObject({ access: { has_access: false }, progress: { viewed: 0, finished: 0, total: 3, percentage: 0 } });
    expect(mine.results[1].access.has_access).toBe(true);
    expect(new Date(mine.results[1].access.ends_at).getTime()).toBeGreaterThan(Date.now() + 100 * 86_400_000);
  });

  it("lists specials and answers level details by id or slug", async () => {
    const specials = (await get("/api/levels_public/specials/", null)).json();
    expect(specials.results.map((l: { id: number }) => l.id)).toEqual([levelIds[0], levelIds[2]]);
    expect((await get("/api/levels/specials/?page_size=1")).json().next).toBe("/api/levels/specials/?page_size=1&page=2");
    const detail = (await get(`/api/levels/${levelIds[0]}/`)).json();
    expect((await get(`/api/levels_public/${detail.slug}/`, null)).json()).toMatchObject({ id: detail.id, progress: null });
    const missing = await get("/api/levels/99999/");
    expect(missing.json()).toEqual({ errors: ["El nivel no existe."], code: "not_found" });
  });

  it("bounds the page size", async () => {
    expect((await get("/api/levels_public/?page_size=101", null)).statusCode).toBe(400);
    expect((await get("/api/courses_public/?page=0", null)).statusCode).toBe(400);
  });
});

describe("tutorial videos", () => {
  it("lists tutorials without their source; purchased follows grants", async () => {
    const anonymous = (await get("/api/courses/videos/", null)).json();
    expect(anonymous.count).toBe(3);
    expect(anonymous.results.every((v: { purchased: boolean }) => !v.purchased)).toBe(true);
    expect(JSON.stringify(anonymous)).not.toMatch(/secreto/);
    const filtered = (await get(`/api/courses/videos/?course=${courseSlug}`, null)).json();
    expect(filtered.results.map((v: { id: number }) => v.id)).toEqual([videoIds[0]]);
  });

  it("answers purchased_detail only with a current video or 'all' grant", async () => {
    const user = await createUser(ctx);
    const own = (await login(ctx, user)).access;
    const detailUrl = `/api/courses/videos/${videoIds[0]}/purchased_detail/`;
    const refused = await get(detailUrl, own);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ errors: ["No ha comprado este tutorial. Adquiéralo para verlo completo."], code: "permission_denied" });
    expect(refused.body).not.toMatch(/secreto/);

    const access = createAccessService(ctx.db);
    await access.grantAccess({ userId: user.id, scope: "video", targetId: videoIds[0]!, months: 1, source: "admin" });
    const detail = (await get(detailUrl, own)).json();
    expect(detail).toMatchObject({ id: videoIds[0], purchased: true, player: { provider: "self_hosted", embed_url: null } });
    expect(detail.player.src).toMatch(/^\/api\/media\/videos\/tutorial-secreto-\d+\.mp4\?expires=/);
    const purchased = (await get("/api/courses/videos/purchased/", own)).json();
    expect(purchased.results.map((v: { id: number }) => v.id)).toEqual([videoIds[0]]);
    expect((await get(`/api/courses/videos/${videoIds[0]}/`, own)).json()).toMatchObject({ purchased: true });
    expect((await get(`/api/courses/videos/${videoIds[1]}/`, own)).json()).toMatchObject({ purchased: false, access_ends_at: null });

    // An expired grant closes it again; an 'all' grant opens every tutorial.
    await ctx.db
      .update(accessGrants)
      .set({ startsAt: new Date(Date.now() - 2 * 86_400_000), endsAt: new Date(Date.now() - 86_400_000) })
      .where(eq(accessGrants.userId, user.id));
    expect((await get(detailUrl, own)).statusCode).toBe(403);
    expect((await get("/api/courses/videos/purchased/", own)).json().count).toBe(0);
    await access.grantAccess({ userId: user.id, scope: "all", months: 1, source: "admin" });
    expect((await get("/api/courses/videos/purchased/", own)).json().count).toBe(3);
    const embed = (await get(`/api/courses/videos/${videoIds[2]}/purchased_detail/`, own)).json();
    expect(embed.player).toMatchObject({ provider: "youtube", embed_url: "https://www.youtube-nocookie.com/embed/secreto", src: null });
  });

  it("answers 404 and 401 in the error shape", async () => {
    expect((await get("/api/courses/videos/99999/", null)).json()).toEqual({ errors: ["El tutorial no existe."], code: "not_found" });
    expect((await get("/api/courses/videos/99999/purchased_detail/")).statusCode).toBe(404);
    expect((await get("/api/courses/videos/purchased/", null)).statusCode).toBe(401);
  });
});
