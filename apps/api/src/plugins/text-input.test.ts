import { count } from "drizzle-orm";
import { courses, levelRatings, registrationLogs } from "@fz/db/schema";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createShop, createStudent, type Shop, type Student } from "../../test/commerce-factory";
import { build, createUser, injectWithToken, login, type TestContext } from "../../test/helper";
import { UNSTORABLE_TEXT_MESSAGE, containsUnstorableText } from "./text-input";

const REFUSED = { errors: [UNSTORABLE_TEXT_MESSAGE], code: "validation_error" };

describe("containsUnstorableText", () => {
  it("finds NUL and lone surrogates in strings, keys and nested values", () => {
    expect(containsUnstorableText("a\u0000b")).toBe(true);
    expect(containsUnstorableText({ a: [{ b: "x\ud800" }] })).toBe(true);
    expect(containsUnstorableText({ "k\u0000": 1 })).toBe(true);
    expect(containsUnstorableText({ a: ["ñandú 😀", 1, null, true, { b: "árbol" }] })).toBe(false);
  });

  it("leaves binary bodies to their own checks and survives very deep nesting", () => {
    expect(containsUnstorableText(Buffer.from([0, 0, 0]))).toBe(false);
    let deep: unknown = "\u0000";
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(containsUnstorableText(deep)).toBe(true);
  });
});

describe("text the database cannot store, on real routes", () => {
  let ctx: TestContext;
  let shop: Shop;
  let student: Student;
  let admin: string;
  const logs: string[] = [];

  beforeAll(async () => {
    ctx = await build({}, { logger: { level: "info", stream: { write: (line: string) => void logs.push(line) } } });
    shop = await createShop(ctx);
    student = await createStudent(ctx);
    admin = (await login(ctx, await createUser(ctx, { role: "admin" }))).access;
  });

  afterAll(async () => {
    await ctx.close();
  });

  async function expectRefused(options: InjectOptions, token?: string) {
    const response = token ? await injectWithToken(ctx, token, options) : await ctx.app.inject(options);
    expect(response.statusCode, `${options.method} ${String(options.url)}`).toBe(400);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toEqual(REFUSED);
  }

  it("refuses NUL in the public blog search, the level filters and a slug path parameter", async () => {
    await expectRefused({ method: "GET", url: "/api/blog/public/posts/?search=a%00b" });
    await expectRefused({ method: "GET", url: "/api/blog/public/posts/?category=%00" });
    await expectRefused({ method: "GET", url: "/api/levels_public/?course=%00" });
    await expectRefused({ method: "GET", url: "/api/levels_public/a%00b/" });
    await expectRefused({ method: "GET", url: "/api/themes_public/tema%00/" });
    await expectRefused({ method: "GET", url: `/api/courses_public/${shop.course.slug}%00/` });
  });

  it("refuses NUL in a path no schema declares (the uploads wildcard)", async () => {
    await expectRefused({ method: "GET", url: "/api/media/uploads/a%00.png" });
  });

  it("refuses the anonymous registration log with NUL and writes nothing", async () => {
    const [before] = await ctx.db.select({ n: count() }).from(registrationLogs);
    await expectRefused({
      method: "POST",
      url: "/api/students/registration-logs/",
      payload: { provider: "google.com", user: "ana@example.com", is_failed: true, failed_error: "popup\u0000closed" },
    });
    const [after] = await ctx.db.select({ n: count() }).from(registrationLogs);
    expect(after!.n).toBe(before!.n);
  });

  it("refuses a rating comment and a redeem slug with NUL", async () => {
    await expectRefused(
      { method: "POST", url: `/api/levels/${shop.levels[0]!.id}/rates/`, payload: { score: 5, comment: "genial\u0000" } },
      student.token,
    );
    const [ratings] = await ctx.db.select({ n: count() }).from(levelRatings);
    expect(ratings!.n).toBe(0);
    await expectRefused({ method: "POST", url: "/api/points/redeem/", payload: { redeem_type: "tutorial", slug: "a\u0000" } }, student.token);
  });

  it("refuses a lone surrogate in a JSON body (it would be stored as U+FFFD)", async () => {
    await expectRefused(
      { method: "POST", url: `/api/levels/${shop.levels[0]!.id}/rates/`, headers: { "content-type": "application/json" }, payload: '{"score":4,"comment":"a\\ud800"}' },
      student.token,
    );
  });

  it("refuses NUL on admin routes: a course body, a query filter, and the CSV export before any byte is sent", async () => {
    const [before] = await ctx.db.select({ n: count() }).from(courses);
    await expectRefused(
      { method: "POST", url: "/api/admin/courses/", payload: { title: "Guitarra\u0000", short_description: "Corta", description: "Larga" } },
      admin,
    );
    const [after] = await ctx.db.select({ n: count() }).from(courses);
    expect(after!.n).toBe(before!.n);
    await expectRefused({ method: "GET", url: "/api/students/?q=%00" }, admin);
    await expectRefused({ method: "GET", url: "/api/admin/orders/?search=%00" }, admin);
    await expectRefused({ method: "GET", url: "/api/students/export.csv?q=ana%00" }, admin);
  });

  it("refuses NUL in a header value that could reach the database", async () => {
    await expectRefused({ method: "GET", url: "/api/blog/public/posts/", headers: { "x-forwarded-host": "a\u0000b" } });
  });

  it("logs those refusals at info, never at error and never with SQL", () => {
    const lines = logs.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(lines.some((line) => line.msg === "request refused" && line.level === 30)).toBe(true);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(logs.join("")).not.toMatch(/Failed query|select "/i);
  });
});
