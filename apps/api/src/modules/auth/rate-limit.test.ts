import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "@fz/db/schema";
import { TEST_JWT_SECRET, type TestContext, build, createUser } from "../../../test/helper";
import { TEST_REDIS_URL, redisReachable } from "../../../test/redis";
import { buildApp } from "../../app";
import { loadEnv } from "../../config/env";
import { DEFAULT_POLICY, slowdownMs } from "./throttle.service";

// Small numbers so each rule is reached in a few requests: 3 failures per (account, address),
// 6 per address, the account slows after 3 failures from anywhere, 2 accounts per address a day.
let ctx: TestContext;
let ipCounter = 0;
const freshIp = () => `10.20.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  ctx = await build({
    LOGIN_RATE_LIMIT_PER_ACCOUNT: "3",
    LOGIN_FAILURES_PER_IP: "6",
    LOGIN_RATE_LIMIT_PER_IP: "8",
    REGISTER_RATE_LIMIT_PER_IP: "2",
  });
});
afterAll(async () => {
  await ctx.close();
});

const signIn = (email: string, password: string, ip: string) =>
  ctx.app.inject({ method: "POST", url: "/api/token/", remoteAddress: ip, payload: { email, password } });
const wrong = (email: string, ip: string) => signIn(email, "incorrecta", ip);

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await run();
  return [result, performance.now() - started];
}

function expectRetryAfter(response: { statusCode: number; headers: Record<string, unknown>; json(): { code: string; errors: string[] } }) {
  expect(response.statusCode).toBe(429);
  expect(response.json().code).toBe("rate_limited");
  expect(response.json().errors[0]).toMatch(/Inténtalo de nuevo en \d+ (segundo|minuto)\(s\)\./);
  const seconds = Number(response.headers["retry-after"]);
  expect(Number.isInteger(seconds) && seconds >= 1).toBe(true);
  return seconds;
}

describe("sign-in throttling", () => {
  it("an attacker failing from one address does not keep the owner out from another", async () => {
    const owner = await createUser(ctx);
    const attacker = freshIp();
    for (let i = 0; i < 3; i += 1) expect((await wrong(owner.email, attacker)).statusCode).toBe(401);
    // The attacker's pair is now refused, with Retry-After (the 15-minute window)…
    const seconds = expectRetryAfter(await wrong(owner.email, attacker));
    expect(seconds).toBeGreaterThan(14 * 60);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
    // …even with the right password: the pair's guesses are over before anything is verified.
    expectRetryAfter(await signIn(owner.email, owner.password, attacker));
    // The owner, from their own address, signs in.
    const fromHome = await signIn(owner.email, owner.password, freshIp());
    expect(fromHome.statusCode).toBe(200);
    expect(fromHome.json().user.email).toBe(owner.email);
  });

  it("a correct password clears the failures of its (account, address) pair", async () => {
    const owner = await createUser(ctx);
    const ip = freshIp();
    for (let i = 0; i < 2; i += 1) expect((await wrong(owner.email, ip)).statusCode).toBe(401);
    expect((await signIn(owner.email, owner.password, ip)).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await wrong(owner.email, ip)).statusCode).toBe(401);
    expectRetryAfter(await wrong(owner.email, ip));
  });

  it("refuses an address that fails on many accounts, and only that address", async () => {
    const ip = freshIp();
    for (let i = 0; i < 6; i += 1) expect((await wrong(`rociado-${i}@example.com`, ip)).statusCode).toBe(401);
    const refused = await wrong("rociado-nuevo@example.com", ip);
    expectRetryAfter(refused);
    expect(refused.json().errors[0]).toMatch(/^Demasiados intentos fallidos desde esta conexión\./);
    expect((await wrong("rociado-nuevo@example.com", freshIp())).statusCode).toBe(401);
  });

  it("slows an account attacked from many addresses, more with every failure, and still lets the owner in", async () => {
    const owner = await createUser(ctx);
    // Three addresses, one failure each: the account reaches its slowdown threshold (3).
    for (let i = 0; i < 3; i += 1) expect((await wrong(owner.email, freshIp())).statusCode).toBe(401);
    const [fourth, t4] = await timed(() => wrong(owner.email, freshIp()));
    const [fifth, t5] = await timed(() => wrong(owner.email, freshIp()));
    expect([fourth.statusCode, fifth.statusCode]).toEqual([401, 401]);
    expect(t4).toBeGreaterThanOrEqual(250);
    expect(t5).toBeGreaterThanOrEqual(500);
    // The owner waits (1 s now) but is not refused.
    const [home, tHome] = await timed(() => signIn(owner.email, owner.password, freshIp()));
    expect(home.statusCode).toBe(200);
    expect(tHome).toBeGreaterThanOrEqual(1_000);
  });

  it("the slowdown doubles from 250 ms and stops at 8 s", () => {
    const policy = { ...DEFAULT_POLICY, accountSlowAfter: 10 };
    expect([9, 10, 11, 12, 13, 14, 15, 16, 1_000].map((n) => slowdownMs(policy, n))).toEqual([0, 250, 500, 1_000, 2_000, 4_000, 8_000, 8_000, 8_000]);
  });

  it("the per-minute attempt limit of the rate-limit plugin answers 429 with Retry-After", async () => {
    const ip = freshIp();
    const owner = await createUser(ctx);
    for (let i = 0; i < 8; i += 1) expect((await signIn(owner.email, owner.password, ip)).statusCode).toBe(200);
    const seconds = expectRetryAfter(await signIn(owner.email, owner.password, ip));
    expect(seconds).toBeLessThanOrEqual(60);
  });
});

describe("registration limits", () => {
  const register = (ip: string, email = `nuevo-${++ipCounter}-${Date.now()}@example.com`) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/users/register/",
      remoteAddress: ip,
      payload: { email, password: "Contrasena-Segura-1", first_name: "Eva", last_name: "Ríos" },
    });

  it("creates at most the configured number of accounts per address a day", async () => {
    const ip = freshIp();
    expect((await register(ip)).statusCode).toBe(201);
    expect((await register(ip)).statusCode).toBe(201);
    const refused = await register(ip);
    const seconds = expectRetryAfter(refused);
    expect(seconds).toBeGreaterThan(23 * 3600);
    expect(refused.json().errors[0]).toMatch(/^Se crearon demasiadas cuentas desde esta conexión\./);
    expect((await register(freshIp())).statusCode).toBe(201);
  });

  it("limits requests per address per hour, refused ones included", async () => {
    const ip = freshIp();
    const statuses = [];
    // Three times the daily account limit (2): six requests, all refused for a taken e-mail.
    const taken = await createUser(ctx);
    for (let i = 0; i < 6; i += 1) statuses.push((await register(ip, taken.email)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400]);
    expectRetryAfter(await register(ip));
  });
});

describe("password-reset request limits", () => {
  const request = (email: string, ip: string) =>
    ctx.app.inject({ method: "POST", url: "/api/users/password-reset/request/", remoteAddress: ip, payload: { email } });
  const resetMails = async (to: string) => (await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).filter((m) => m.kind === "password_reset");

  it("caps the e-mails one account receives, answering every request the same, known account or not", async () => {
    const owner = await createUser(ctx);
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await request(owner.email, freshIp()));
    const unknown = await request("nadie-limite@example.com", freshIp());
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202, 202, 202, 202]);
    for (const answer of answers) expect(answer.json()).toEqual(unknown.json());
    for (let i = 0; i < 50 && (await resetMails(owner.email)).length < 3; i += 1) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 200));
    expect(await resetMails(owner.email)).toHaveLength(DEFAULT_POLICY.resetMailsPerAccount);
  });

  it("limits requests per address with Retry-After", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) expect((await request(`dir-${i}@example.com`, ip)).statusCode).toBe(202);
    expectRetryAfter(await request("dir-extra@example.com", ip));
  });
});

describe("every 429 has Retry-After", () => {
  it("the per-user limit on verification e-mails", async () => {
    const user = await createUser(ctx);
    const { access } = (await signIn(user.email, user.password, freshIp())).json();
    const ask = () =>
      ctx.app.inject({ method: "POST", url: "/api/users/verify-email/request/", headers: { authorization: `Bearer ${access}` }, remoteAddress: freshIp() });
    for (let i = 0; i < 3; i += 1) expect((await ask()).statusCode).toBe(202);
    expectRetryAfter(await ask());
  });
});

describe("behind a proxy (TRUST_PROXY)", () => {
  let proxied: FastifyInstance;
  beforeAll(async () => {
    const env = loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", LOGIN_RATE_LIMIT_PER_ACCOUNT: "3", TRUST_PROXY: "true" });
    proxied = await buildApp({ env, db: ctx.db, jwtSecret: TEST_JWT_SECRET });
  });
  afterAll(async () => {
    await proxied.close();
  });

  it("counts the client's address from X-Forwarded-For, so one attacker behind the proxy does not block everyone", async () => {
    const owner = await createUser(ctx);
    const proxy = freshIp();
    const attempt = (password: string, client: string) =>
      proxied.inject({ method: "POST", url: "/api/token/", remoteAddress: proxy, headers: { "x-forwarded-for": client }, payload: { email: owner.email, password } });
    for (let i = 0; i < 3; i += 1) expect((await attempt("incorrecta", "203.0.113.7")).statusCode).toBe(401);
    expectRetryAfter(await attempt("incorrecta", "203.0.113.7"));
    expect((await attempt(owner.password, "192.0.2.10")).statusCode).toBe(200);
  });
});

// With REDIS_URL the counters are shared: two instances (behind one load balancer) see the same
// failures. Runs when a Redis answers at TEST_REDIS_URL (default 127.0.0.1:6379).
const REDIS_URL = TEST_REDIS_URL;
const hasRedis = await redisReachable();

describe.runIf(hasRedis)("sign-in throttling shared through Redis", () => {
  const instances: FastifyInstance[] = [];
  beforeAll(async () => {
    const env = loadEnv({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      LOGIN_RATE_LIMIT_PER_ACCOUNT: "3",
      LOGIN_RATE_LIMIT_PER_IP: "5",
      REDIS_URL,
      REDIS_KEY_PREFIX: `h2-auth-test:${randomUUID()}:`,
    });
    for (let i = 0; i < 2; i += 1) instances.push(await buildApp({ env, db: ctx.db, jwtSecret: TEST_JWT_SECRET }));
  });
  afterAll(async () => {
    for (const app of instances) await app.close();
  });

  it("failures counted by one instance refuse the pair on the other, and the owner still signs in", async () => {
    const owner = await createUser(ctx);
    const attacker = freshIp();
    const [a, b] = instances as [FastifyInstance, FastifyInstance];
    const attempt = (app: FastifyInstance, password: string, ip: string) =>
      app.inject({ method: "POST", url: "/api/token/", remoteAddress: ip, payload: { email: owner.email, password } });
    for (let i = 0; i < 3; i += 1) expect((await attempt(a, "incorrecta", attacker)).statusCode).toBe(401);
    expectRetryAfter(await attempt(b, "incorrecta", attacker));
    expect((await attempt(b, owner.password, freshIp())).statusCode).toBe(200);
  });

  it("the per-minute request limit (@fastify/rate-limit) counted on one instance applies on the other", async () => {
    const [a, b] = instances as [FastifyInstance, FastifyInstance];
    const client = freshIp();
    // Unknown accounts: only the per-address request limit (5 a minute here) can refuse them.
    const attempt = (app: FastifyInstance, n: number) =>
      app.inject({ method: "POST", url: "/api/token/", remoteAddress: client, payload: { email: `nadie-${n}@example.com`, password: "incorrecta" } });
    for (let i = 0; i < 3; i += 1) expect((await attempt(a, i)).statusCode).toBe(401);
    for (let i = 3; i < 5; i += 1) expect((await attempt(b, i)).statusCode).toBe(401);
    expectRetryAfter(await attempt(b, 5));
    expectRetryAfter(await attempt(a, 6));
    // Another address is counted apart.
    const other = await a.inject({ method: "POST", url: "/api/token/", remoteAddress: freshIp(), payload: { email: "nadie@example.com", password: "incorrecta" } });
    expect(other.statusCode).toBe(401);
  });

  it("counts Redis in readiness", async () => {
    const [a] = instances as [FastifyInstance];
    a.lifecycle.state = "ready";
    const ready = await a.inject({ method: "GET", url: "/api/health/ready/" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready", checks: { database: "ok", redis: "ok" } });
  });
});
