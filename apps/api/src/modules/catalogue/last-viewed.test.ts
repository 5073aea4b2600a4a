import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCourse, createLevel, type LevelFixture } from "../../../test/academy-factory";
import { type TestContext, build, createUser, injectWithToken, login } from "../../../test/helper";

let ctx: TestContext;
let level: LevelFixture;

beforeAll(async () => {
  ctx = await build();
  const course = await createCourse(ctx, { slug: "como-tocar-guitarra" });
  level = await createLevel(ctx, course.id, { topics: 3, free: 3 });
});
afterAll(async () => {
  await ctx.close();
});

async function student() {
  return (await login(ctx, await createUser(ctx))).access;
}
const get = (token: string, url: string) => injectWithToken(ctx, token, { method: "GET", url });

describe("GET /api/themes/last-viewed/", () => {
  it("answers nothing before the first topic, then the topic opened most recently", async () => {
    const token = await student();
    expect((await get(token, "/api/themes/last-viewed/")).json()).toEqual({ theme: null, course: null, viewed_at: null });

    const [first, second] = level.themes;
    await get(token, `/api/themes/${second!.slug}/?level=${level.level.id}`);
    await get(token, `/api/themes/${first!.slug}/?level=${level.level.id}`);
    let last = (await get(token, "/api/themes/last-viewed/")).json();
    expect(last.theme).toMatchObject({ slug: first!.slug, viewed: true, level: { id: level.level.id } });
    expect(last.course).toMatchObject({ slug: "como-tocar-guitarra" });
    expect(Date.parse(last.viewed_at)).not.toBeNaN();

    // Opening an already viewed topic again moves it to the front.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await get(token, `/api/themes/${second!.slug}/?level=${level.level.id}`);
    last = (await get(token, "/api/themes/last-viewed")).json();
    expect(last.theme.slug).toBe(second!.slug);
  });

  it("is private to the student", async () => {
    const other = await student();
    expect((await get(other, "/api/themes/last-viewed/")).json().theme).toBeNull();
    expect((await ctx.app.inject({ method: "GET", url: "/api/themes/last-viewed/" })).statusCode).toBe(401);
  });
});
