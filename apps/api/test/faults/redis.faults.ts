import { type ChildProcess, spawn } from "node:child_process";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, createUser, login, type TestContext } from "../helper";
import { redisReachable } from "../redis";
import { expectCleanRefusal, printReport, report, type Seen, send, sleep, summarise, watchProcess } from "./traffic";

/**
 * Redis failing (issue 34, decision 024): a redis-server this test owns, on a spare port (the
 * shared one is never touched), stopped and then frozen (SIGSTOP: a paused VM, a partition).
 * Sign-in, registration and password-reset requests must answer a clean 503 + Retry-After
 * within the command deadline, readiness must say 503, what does not need Redis keeps working,
 * and everything is back without a restart once Redis is.
 */
const port = Number(process.env.FAULTS_REDIS_PORT ?? 6391);
const redisUrl = `redis://127.0.0.1:${port}`;
/** The command deadline is 500 ms; a throttled request asks Redis at most twice before refusing. */
const FAST_MS = 2_000;

function startRedis(): ChildProcess {
  const child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
  child.on("error", () => {});
  return child;
}

async function until(check: () => Promise<boolean>, ms: number): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await sleep(50);
  }
  return performance.now() - started;
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

describe("Redis stopped and frozen", () => {
  let redis: ChildProcess;
  let ctx: TestContext;
  let base: string;
  let student: { email: string; password: string };
  let access: string;
  let n = 0;

  const nextIp = () => `10.9.${(n >> 8) & 255}.${(n += 1) & 255}`;
  const throttled = (): Promise<Seen[]> =>
    Promise.all([
      send(base, "sign-in", { method: "POST", path: "/api/token/", body: student, ip: nextIp() }),
      send(base, "register", {
        method: "POST",
        path: "/api/users/register/",
        body: { email: `redis-${process.pid}-${(n += 1)}@example.com`, password: "clave-larga-123", first_name: "Eva", last_name: "Ríos" },
        ip: nextIp(),
      }),
      send(base, "reset", { method: "POST", path: "/api/users/password-reset/request/", body: { email: student.email }, ip: nextIp() }),
    ]);
  const unaffected = (): Promise<Seen[]> =>
    Promise.all([
      send(base, "whoami", { path: "/api/users/whoami/", token: access }),
      send(base, "tutorials", { path: "/api/courses/videos/" }),
      send(base, "logout", { method: "POST", path: "/api/token/logout/", body: { refresh: "nada" }, token: access }),
    ]);
  const ready = () => send(base, "ready", { path: "/api/health/ready/" });

  beforeAll(async () => {
    redis = startRedis();
    await until(() => redisReachable(redisUrl), 10_000);
    ctx = await build({ REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `faults-${process.pid}:`, TRUST_PROXY: "true" });
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    ctx.app.lifecycle.state = "ready";
    base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    student = await createUser(ctx);
    access = (await login(ctx, student)).access;
  });

  afterAll(async () => {
    printReport("Redis faults");
    if (redis) {
      redis.kill("SIGCONT");
      redis.kill("SIGTERM");
      await stopped(redis);
    }
    await ctx?.close();
  });

  /** During the fault: the throttled requests refuse cleanly and fast; the rest is served. */
  async function expectDegraded(fault: string, injected: string) {
    const seen: Seen[] = [];
    for (let round = 0; round < 3; round += 1) seen.push(...(await throttled()));
    // A burst: twenty sign-ins at once, none waits longer than the deadline allows.
    seen.push(...(await Promise.all(Array.from({ length: 20 }, () => send(base, "sign-in", { method: "POST", path: "/api/token/", body: student, ip: nextIp() })))));
    for (const answer of seen) {
      expect(answer.status, JSON.stringify(answer)).toBe(503);
      expectCleanRefusal(answer);
      expect(answer.ms, JSON.stringify(answer)).toBeLessThan(FAST_MS);
    }
    const others = await unaffected();
    expect(others.map((answer) => answer.status)).toEqual([200, 200, 204]);
    for (const answer of others) expect(answer.ms, JSON.stringify(answer)).toBeLessThan(FAST_MS);
    const readiness = await ready();
    expect(readiness.status).toBe(503);
    expect(JSON.stringify(readiness.body)).toContain("redis");
    report.push({ fault, injected, seen: `throttled routes: ${summarise(seen)}; whoami, tutorials, logout: ${others.map((a) => a.status).join("/")}; readiness ${readiness.status}` });
  }

  async function expectRecovered(fault: string) {
    const took = await until(async () => (await ready()).status === 200, 10_000);
    const seen = await throttled();
    expect(seen.map((answer) => answer.status)).toEqual([200, 201, 202]);
    report.push({ fault, injected: "(Redis back)", seen: `ready in ${Math.round(took)} ms, sign-in/register/reset ${seen.map((a) => a.status).join("/")}` });
  }

  it("stopped: throttled routes answer 503 + Retry-After at once, readiness 503, back without a restart", async () => {
    const watch = watchProcess();
    expect((await throttled()).map((answer) => answer.status)).toEqual([200, 201, 202]);
    redis.kill("SIGTERM");
    await stopped(redis);
    await expectDegraded("Redis", "server stopped");
    redis = startRedis();
    await expectRecovered("Redis");
    watch.stop();
    expect(watch.faults).toEqual([]);
  });

  it("frozen: no request waits for it longer than the command deadline; readiness 503; back when it wakes", async () => {
    const watch = watchProcess();
    await until(() => redisReachable(redisUrl), 10_000);
    redis.kill("SIGSTOP");
    try {
      await expectDegraded("Redis", "server frozen (SIGSTOP)");
    } finally {
      redis.kill("SIGCONT");
    }
    await expectRecovered("Redis");
    watch.stop();
    expect(watch.faults).toEqual([]);
  });
});
