import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { topicDetail } from "@fz/contracts/catalogue";
import { createCourse, createLevel, type LevelFixture } from "../../../test/academy-factory";
import { type TestContext, build, createUser, injectWithToken, login, signedInStudent } from "../../../test/helper";

/**
 * A remembered signed-in topic leaves from Node's request event, before Fastify (decision 066):
 * over real HTTP (`inject` never reaches the server's request event), with the status, headers
 * and bytes the full path gives, and never once the session, the student's access or the
 * catalogue changed.
 */
let ctx: TestContext;
let level: LevelFixture;
let admin: string;
let base: string;
/** Answers that left before Fastify, counted around the app's own early answers. */
let early = 0;

beforeAll(async () => {
  ctx = await build({ SERVE_WEB: "false", METRICS_TOKEN: "metrics-token-for-the-early-answer-test" });
  const course = await createCourse(ctx);
  level = await createLevel(ctx, course.id, { topics: 3, free: 1 });
  admin = (await login(ctx, await createUser(ctx, { role: "admin" }))).access;
  const answers = ctx.app.earlyAnswers;
  const answer = answers.answer.bind(answers);
  answers.answer = (req, res) => {
    const answered = answer(req, res);
    if (answered) early += 1;
    return answered;
  };
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await ctx.close();
});

const student = (granted: boolean) => signedInStudent(ctx, { granted });

const topicPath = (index: number) => `/api/themes/${level.themes[index]!.slug}/?level=${level.level.id}`;

/** One GET over HTTP; whether it left before Fastify, its status, headers (without the connection's own) and bytes. */
async function get(token: string, path: string) {
  const before = early;
  const response = await fetch(base + path, { headers: { authorization: `Bearer ${token}` } });
  const body = Buffer.from(await response.arrayBuffer());
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !["date", "connection", "keep-alive"].includes(name)));
  return { early: early > before, status: response.status, headers, body };
}

describe("a remembered signed-in topic before Fastify", () => {
  it("answers the same status, headers and bytes as the full path, once the view is recorded and the overlay read", async () => {
    const me = await student(true);
    const first = await get(me.access, topicPath(1));
    expect(first).toMatchObject({ early: false, status: 200 });
    const full = await get(me.access, topicPath(1));
    expect(full.early).toBe(false);
    const fast = await get(me.access, topicPath(1));
    expect(fast.early).toBe(true);
    expect(fast.status).toBe(200);
    expect(fast.headers).toEqual(full.headers);
    expect(fast.body.equals(full.body)).toBe(true);
    expect(topicDetail.safeParse(JSON.parse(fast.body.toString("utf8"))).success).toBe(true);
    expect(JSON.parse(fast.body.toString("utf8"))).toMatchObject({ viewed: true, is_locked: false, access: "granted" });
    // Counted in the metrics like any answer of the route.
    const metrics = await fetch(`${base}/api/metrics/`, { headers: { authorization: "Bearer metrics-token-for-the-early-answer-test" } });
    expect(await metrics.text()).toMatch(/http_requests_total\{method="GET",route="\/api\/themes\/:slug\/",status_code="200"\} 3/);
  });

  it("another student's first view of the topic is recorded by the full path, then answered early with their own state", async () => {
    const a = await student(true);
    const b = await student(true);
    for (let i = 0; i < 3; i += 1) await get(a.access, topicPath(1));
    await injectWithToken(ctx, a.access, { method: "POST", url: `/api/themes/${level.themes[1]!.slug}/finish/?level=${level.level.id}` });
    const first = await get(b.access, topicPath(1));
    expect(first.early).toBe(false);
    expect(JSON.parse(first.body.toString("utf8"))).toMatchObject({ viewed: true, finished: false });
    await get(b.access, topicPath(1));
    const bFast = await get(b.access, topicPath(1));
    expect(bFast.early).toBe(true);
    expect(JSON.parse(bFast.body.toString("utf8"))).toMatchObject({ viewed: true, finished: false });
    // A's finish forgot A's overlay: read again, then early, finished.
    await get(a.access, topicPath(1));
    const aFast = await get(a.access, topicPath(1));
    expect(aFast.early).toBe(true);
    expect(JSON.parse(aFast.body.toString("utf8"))).toMatchObject({ finished: true });
  });

  it("a logout ends it at once: the next request with the old token is 401 from the full path", async () => {
    const me = await student(true);
    for (let i = 0; i < 2; i += 1) await get(me.access, topicPath(1));
    expect((await get(me.access, topicPath(1))).early).toBe(true);
    const out = await ctx.app.inject({ method: "POST", url: "/api/token/logout/", payload: { refresh: me.refresh } });
    expect(out.statusCode).toBeLessThan(300);
    const after = await get(me.access, topicPath(1));
    expect(after).toMatchObject({ early: false, status: 401 });
  });

  it("a revoked grant closes the topic on the next request", async () => {
    const me = await student(false);
    const granted = await injectWithToken(ctx, admin, { method: "POST", url: `/api/students/${me.id}/grants/`, payload: { scope: "level", target_id: level.level.id, months: 1 } });
    expect(granted.statusCode, granted.body).toBe(201);
    for (let i = 0; i < 2; i += 1) await get(me.access, topicPath(1));
    expect((await get(me.access, topicPath(1))).early).toBe(true);
    const revoked = await injectWithToken(ctx, admin, { method: "POST", url: `/api/students/${me.id}/grants/${granted.json().id}/revoke/`, payload: { reason: "Prueba de revocación" } });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const after = await get(me.access, topicPath(1));
    expect(after.early).toBe(false);
    expect(JSON.parse(after.body.toString("utf8"))).toMatchObject({ is_locked: true, access: "locked", body: null, video: null });
  });

  it("a catalogue write reaches the next request", async () => {
    const me = await student(true);
    for (let i = 0; i < 2; i += 1) await get(me.access, topicPath(0));
    expect((await get(me.access, topicPath(0))).early).toBe(true);
    const renamed = await injectWithToken(ctx, admin, { method: "PATCH", url: `/api/admin/themes/${level.themes[0]!.id}/`, payload: { title: "El tema con su nombre nuevo" } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await get(me.access, topicPath(0));
    expect(after.early).toBe(false);
    expect(JSON.parse(after.body.toString("utf8"))).toMatchObject({ title: "El tema con su nombre nuevo" });
  });

  it("leaves to the full path whatever it does not remember or the schemas would change", async () => {
    const me = await student(true);
    for (let i = 0; i < 3; i += 1) await get(me.access, topicPath(1));
    const slug = level.themes[1]!.slug;
    for (const path of [`/api/themes/${slug}/?level=${level.level.id}&x=1`, `/api/themes/${slug.toUpperCase()}/?level=${level.level.id}`, `/api/themes/${slug}?level=${level.level.id}`]) {
      expect((await get(me.access, path)).early, path).toBe(false);
    }
    // The level's last topic: what comes after it depends on the student (the full path reads it).
    for (let i = 0; i < 3; i += 1) expect((await get(me.access, topicPath(2))).early).toBe(false);
    expect(await get("not-a-token", topicPath(1))).toMatchObject({ early: false, status: 401 });
    const [header, payload] = me.access.split(".");
    expect(await get(`${header}.${payload}.forged`, topicPath(1))).toMatchObject({ early: false, status: 401 });
  });
});

describe("behind a trusted proxy without an https PUBLIC_URL", () => {
  it("never answers early: only Fastify reads the forwarded protocol (HSTS)", async () => {
    const proxied = await build({ SERVE_WEB: "false", TRUST_PROXY: "true" });
    try {
      const course = await createCourse(proxied);
      const fixture = await createLevel(proxied, course.id, { topics: 1, free: 1 });
      const user = await createUser(proxied);
      const { access } = await login(proxied, user);
      await proxied.app.listen({ port: 0, host: "127.0.0.1" });
      const url = `http://127.0.0.1:${(proxied.app.server.address() as AddressInfo).port}/api/themes/${fixture.themes[0]!.slug}/?level=${fixture.level.id}`;
      let answered = 0;
      const answers = proxied.app.earlyAnswers;
      const answer = answers.answer.bind(answers);
      answers.answer = (req, res) => (answer(req, res) ? (answered += 1, true) : false);
      for (let i = 0; i < 3; i += 1) {
        const response = await fetch(url, { headers: { authorization: `Bearer ${access}`, "x-forwarded-proto": "https" } });
        expect(response.status).toBe(200);
        expect(response.headers.get("strict-transport-security")).not.toBeNull();
      }
      expect(answered).toBe(0);
    } finally {
      await proxied.close();
    }
  });
});
