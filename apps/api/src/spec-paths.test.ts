import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCourse, createQuiz, createLevel, createVideo } from "../test/academy-factory";
import { type TestContext, build, createUser, injectWithToken, login } from "../test/helper";

/**
 * Spec §7 writes most paths without the trailing slash (`/api/levels/{id}/exercises`,
 * `api/sales/historical`); the web and other clients may call either form. Issue 35.14: only
 * three of them were pinned. Every §7 path, called without its trailing slash, reaches the same
 * route and answers the same as with it.
 */
let ctx: TestContext;
let student: string;
let admin: string;
let paths: { method: "GET" | "POST" | "DELETE"; path: string; as: "student" | "admin" | "anonymous"; body?: unknown }[];

beforeAll(async () => {
  ctx = await build();
  const s = await createUser(ctx);
  const a = await createUser(ctx, { role: "admin" });
  student = (await login(ctx, s)).access;
  admin = (await login(ctx, a)).access;
  const course = await createCourse(ctx);
  const { level, themes } = await createLevel(ctx, course.id, { topics: 2, free: 2 });
  const { exercise } = await createQuiz(ctx, level.id, [{ options: [true, false] }]);
  const video = await createVideo(ctx);
  const theme = themes[0]!;
  const listed = (await ctx.app.inject({ method: "GET", url: "/api/instruments/" })).json() as { id: number }[] | { results: { id: number }[] };
  const instrument = (Array.isArray(listed) ? listed : listed.results)[0];
  paths = [
    { method: "GET", path: "/api/users/whoami", as: "student" },
    { method: "GET", path: "/api/courses", as: "student" },
    { method: "GET", path: "/api/courses_public", as: "anonymous" },
    { method: "GET", path: "/api/levels", as: "student" },
    { method: "GET", path: "/api/levels_public", as: "anonymous" },
    { method: "GET", path: `/api/levels/${level.id}/temary`, as: "student" },
    { method: "GET", path: `/api/levels_public/${level.id}/temary`, as: "anonymous" },
    { method: "GET", path: `/api/levels/purchase-all?course=${course.slug}`, as: "student" },
    { method: "GET", path: `/api/levels_public/purchase-all?course=${course.slug}`, as: "anonymous" },
    { method: "GET", path: `/api/levels/${level.id}/exercises`, as: "student" },
    { method: "GET", path: `/api/levels_public/${level.id}/exercises`, as: "anonymous" },
    { method: "GET", path: `/api/levels/${level.id}/exercises/last-seen`, as: "student" },
    { method: "GET", path: `/api/levels/${level.id}/exercises/${exercise.id}`, as: "student" },
    { method: "GET", path: `/api/levels_public/${level.id}/exercises/${exercise.id}`, as: "anonymous" },
    { method: "GET", path: "/api/themes", as: "student" },
    { method: "GET", path: "/api/themes_public", as: "anonymous" },
    { method: "GET", path: `/api/themes/${theme.slug}?level=${level.id}`, as: "student" },
    { method: "GET", path: `/api/themes_public/${theme.slug}?level=${level.id}`, as: "anonymous" },
    { method: "GET", path: `/api/themes/${theme.slug}/ask-for-rate`, as: "student" },
    { method: "GET", path: `/api/levels/${level.id}/rates`, as: "student" },
    { method: "GET", path: `/api/levels/${level.id}/rates/stats`, as: "student" },
    { method: "GET", path: `/api/levels_public/${level.id}/rates`, as: "anonymous" },
    { method: "GET", path: `/api/levels_public/${level.id}/rates/stats`, as: "anonymous" },
    { method: "GET", path: "/api/courses/videos", as: "student" },
    { method: "GET", path: `/api/courses/videos/${video.id}`, as: "student" },
    { method: "GET", path: "/api/courses/videos/purchased", as: "student" },
    { method: "GET", path: `/api/courses/videos/${video.id}/purchased_detail`, as: "student" },
    { method: "GET", path: "/api/instruments", as: "anonymous" },
    { method: "GET", path: `/api/instruments/${instrument!.id}`, as: "anonymous" },
    { method: "GET", path: "/api/countries", as: "anonymous" },
    { method: "GET", path: "/api/points", as: "student" },
    { method: "POST", path: "/api/points/redeem", as: "student", body: {} },
    { method: "GET", path: "/api/sales/shopping-cart/get_shopping_cart", as: "student" },
    { method: "POST", path: "/api/sales/shopping-cart", as: "student", body: {} },
    { method: "DELETE", path: "/api/sales/shopping-cart/999999", as: "student" },
    { method: "GET", path: "/api/sales/historical", as: "student" },
    { method: "GET", path: "/api/notifications", as: "student" },
    { method: "POST", path: "/api/notifications/mark-all-as-read", as: "student" },
    { method: "POST", path: "/api/notifications/999999/mark-as-read", as: "student" },
    { method: "GET", path: "/api/blog/posts", as: "admin" },
    { method: "GET", path: "/api/blog/categories", as: "admin" },
    { method: "GET", path: "/api/students", as: "admin" },
    { method: "POST", path: "/api/token", as: "anonymous", body: { email: s.email, password: s.password } },
    { method: "POST", path: "/api/students/social_signup", as: "anonymous", body: { token_id: "x" } },
  ];
});
afterAll(async () => {
  await ctx.close();
});

function call(entry: (typeof paths)[number], url: string) {
  const options = { method: entry.method, url, ...(entry.body === undefined ? {} : { payload: entry.body as object }) };
  if (entry.as === "anonymous") return ctx.app.inject(options);
  return injectWithToken(ctx, entry.as === "admin" ? admin : student, options);
}

/** The route a path reaches, not the web's catch-all (whose wildcard swallows `/api/...`). */
function routeOf(method: string, path: string): unknown {
  const route = ctx.app.findRoute({ method: method as "GET", url: path.split("?")[0]! });
  if (!route) return null;
  const wildcard = (route.params as Record<string, string | undefined>)["*"];
  return wildcard !== undefined && wildcard.startsWith("api") ? null : route.handler;
}

describe("spec §7 paths without the trailing slash", () => {
  it("covers every path §7 lists", () => {
    expect(paths.length).toBeGreaterThanOrEqual(44);
  });

  it("reach the same API route as with it, and answer the same", async () => {
    const mismatches: string[] = [];
    for (const entry of paths) {
      const [bare, query] = entry.path.split("?");
      const slashed = `${bare}/${query ? `?${query}` : ""}`;
      const route = routeOf(entry.method, slashed);
      if (!route) {
        mismatches.push(`${entry.method} ${slashed}: no API route`);
        continue;
      }
      if (routeOf(entry.method, entry.path) !== route) mismatches.push(`${entry.method} ${entry.path}: another route than ${slashed}`);
      const [without, withSlash] = [await call(entry, entry.path), await call(entry, slashed)];
      if (without.statusCode !== withSlash.statusCode) mismatches.push(`${entry.method} ${entry.path}: ${without.statusCode} without, ${withSlash.statusCode} with`);
      if (without.statusCode === 405 || without.statusCode === 500) mismatches.push(`${entry.method} ${entry.path}: ${without.statusCode}`);
    }
    expect(mismatches).toEqual([]);
  });
});
