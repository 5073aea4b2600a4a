import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestContext, build, createUser, login } from "./helper";

let ctx: TestContext;
let studentToken: string;

beforeAll(async () => {
  ctx = await build();
  studentToken = (await login(ctx, await createUser(ctx))).access;
});
afterAll(() => ctx.close());

/** Every route the app registered that belongs to the back office, from the app's own route table. */
function adminRoutes() {
  const seen = new Set<string>();
  return ctx.app.routeTable.filter((route) => {
    const key = `${route.method} ${route.url}`;
    if (!route.admin || route.method === "HEAD" || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A concrete URL for a pattern: `:id` → 1, `*` → a file name. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, "1").replace(/\*/g, "x");

describe("admin permission matrix", () => {
  it("finds the back office's routes (students, audit, orders, catalogue, blog, registration logs)", () => {
    const urls = new Set(adminRoutes().map((r) => `${r.method} ${r.url}`));
    for (const expected of [
      "GET /api/students/",
      "GET /api/students/export.csv",
      "POST /api/students/:id/deactivate/",
      "GET /api/admin/audit/",
      "POST /api/admin/orders/:id/mark-paid/",
      "POST /api/admin/levels/:id/themes/reorder/",
      "POST /api/admin/videos/upload/",
      "GET /api/blog/posts/",
      "GET /api/students/registration-logs/",
    ]) {
      expect(urls).toContain(expected);
    }
    expect(urls.size).toBeGreaterThan(40);
  });

  it("guards every route tagged admin with requireRole('admin')", () => {
    const untagged = ctx.app.routeTable.filter((r) => r.admin && !r.roles.includes("admin"));
    expect(untagged.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it("leaves no unguarded route under /api/admin/ or /api/students/ except the public sign-up paths", () => {
    const publicPaths = new Set(["POST /api/students/social_signup/", "POST /api/students/registration-logs/"]);
    const open = ctx.app.routeTable.filter(
      (r) => /^\/api\/(admin|students)\//.test(r.url) && r.method !== "HEAD" && !r.admin && !publicPaths.has(`${r.method} ${r.url}`),
    );
    expect(open.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it("documents the back office in the OpenAPI document", async () => {
    const paths = Object.keys((await ctx.app.inject({ url: "/api/openapi.json" })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(["/api/students/export.csv", "/api/students/{id}/grants/", "/api/admin/levels/{id}/themes/reorder/", "/api/admin/orders/{id}/refund/", "/api/admin/audit/"]),
    );
  });

  it("answers 401 to visitors and 403 to students on every admin route, in the error shape", async () => {
    const failures: string[] = [];
    for (const route of adminRoutes()) {
      const url = concrete(route.url);
      const method = route.method as "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
      const payload = method === "GET" || method === "DELETE" ? undefined : {};
      const anonymous = await ctx.app.inject({ method, url, payload });
      const student = await ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${studentToken}` } });
      for (const [who, response, status] of [
        ["anonymous", anonymous, 401],
        ["student", student, 403],
      ] as const) {
        const body = response.json() as { errors?: unknown; code?: unknown };
        if (response.statusCode !== status || !Array.isArray(body.errors) || body.errors.length === 0 || typeof body.code !== "string") {
          failures.push(`${route.method} ${route.url} as ${who}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
