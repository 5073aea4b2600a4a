import { type ChildProcess, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { type AddressInfo, createServer } from "node:net";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, createUser, login, type TestContext } from "../helper";
import { expectCleanRefusal, printReport, report, type Seen, send, sleep, summarise, watchProcess } from "./traffic";

/**
 * PostgreSQL failing under traffic (issue 34): the server's sessions are ended while requests
 * are in flight — once, in bursts, and inside open transactions — as a failover, a restart or a
 * pooler recycling connections does. The process must keep running, every answer must be a 2xx
 * or a clean 503 with Retry-After, no acknowledged write may be lost, and service comes back.
 */
const url = process.env.TEST_DATABASE_URL;
const APP = "fz-faults-app";

describe.skipIf(!url)("PostgreSQL sessions ended under traffic", () => {
  let ctx: TestContext;
  let base: string;
  let admin: pg.Client;
  const poolErrors: Error[] = [];
  const retriedReads: Error[] = [];

  /** Ends this app's sessions (its pool, its LISTEN connection); `where` narrows them. */
  async function terminate(where = "true"): Promise<number> {
    const { rows } = await admin.query(
      `select pg_terminate_backend(pid) as ended from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()
          and application_name in ($1, 'fz-account-changes') and ${where}`,
      [APP],
    );
    return rows.filter((row: { ended: boolean }) => row.ended).length;
  }

  beforeAll(async () => {
    ctx = await build({ TRUST_PROXY: "true" }, {
      database: {
        applicationName: APP,
        poolSize: 8,
        onPoolError: (error) => poolErrors.push(error),
        onReadRetried: (error) => retriedReads.push(error),
      },
    });
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    ctx.app.lifecycle.state = "ready";
    base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    admin = new pg.Client({ connectionString: url, application_name: "fz-faults-injector" });
    await admin.connect();
  });

  afterAll(async () => {
    printReport("PostgreSQL faults");
    await admin?.end();
    // Closing ends the pool, which waits for every checked-out connection: a connection the
    // faults left checked out would hang here (it did: Drizzle's BEGIN outside its try).
    await ctx?.close();
  });

  it("survives its sessions ended once, in bursts and inside transactions; answers 2xx or 503 + Retry-After; loses nothing acknowledged", async () => {
    const watch = watchProcess();
    const students = await Promise.all(Array.from({ length: 4 }, () => createUser(ctx)));
    const sessions = await Promise.all(students.map((student) => login(ctx, student)));
    const seen: Seen[] = [];
    const acknowledgedRefreshes: string[] = [];
    const acknowledgedRegistrations: string[] = [];
    let running = true;
    let registration = 0;

    // Mixed traffic: reads (whoami, the practice log, the tutorials, anonymous), refresh-token rotations
    // (a transaction of four statements) and registrations, as fast as each worker can go.
    const worker = async (index: number) => {
      const student = students[index]!;
      let { access, refresh } = sessions[index]!;
      let n = 0;
      while (running) {
        n += 1;
        const ip = `10.${index}.${(n >> 8) & 255}.${n & 255}`;
        const reads = await Promise.all([
          send(base, "whoami", { path: "/api/users/whoami/", token: access }),
          send(base, "practice log", { path: "/api/practice/sessions/", token: access }),
          send(base, "tutorials", { path: "/api/courses/videos/" }),
        ]);
        const rotation = await send(base, "refresh", { method: "POST", path: "/api/token/refresh/", body: { refresh }, ip });
        seen.push(...reads, rotation);
        if (rotation.status === 200) {
          const tokens = rotation.body as { access: string; refresh: string };
          ({ access, refresh } = tokens);
          acknowledgedRefreshes.push(refresh);
        } else if (rotation.status === 401) {
          // A rotation that committed but whose answer was lost spends the token the client kept;
          // presenting it again ends the family (reuse): sign in again, as a client would.
          const again = await send(base, "sign-in", { method: "POST", path: "/api/token/", body: { email: student.email, password: student.password }, ip });
          seen.push(again);
          if (again.status === 200) ({ access, refresh } = again.body as { access: string; refresh: string });
        }
        if (index === 0) {
          registration += 1;
          const email = `falla-${process.pid}-${registration}@example.com`;
          const created = await send(base, "register", {
            method: "POST",
            path: "/api/users/register/",
            body: { email, password: "clave-larga-123", first_name: "Eva", last_name: "Ríos" },
            ip,
          });
          seen.push(created);
          if (created.status === 201) acknowledgedRegistrations.push(email);
        }
      }
    };
    const workers = students.map((_, index) => worker(index));

    const injections: { injected: string; ended: number }[] = [];
    await sleep(700);
    injections.push({ injected: "every session, once", ended: await terminate() });
    await sleep(800);
    injections.push({ injected: "every session, twice 150 ms apart", ended: await terminate() });
    await sleep(150);
    injections[injections.length - 1]!.ended += await terminate();
    await sleep(800);
    // Inside a transaction: wait for one of the app's sessions to sit in a transaction, end it.
    let inTransaction = 0;
    for (let attempt = 0; attempt < 400 && inTransaction < 3; attempt += 1) {
      const ended = await terminate(`state in ('idle in transaction', 'active') and xact_start is not null and backend_xid is not null`);
      inTransaction += ended;
      if (ended === 0) await sleep(5);
      else await sleep(200);
    }
    injections.push({ injected: "sessions inside a write transaction", ended: inTransaction });
    await sleep(800);
    running = false;
    await Promise.all(workers);
    watch.stop();

    const during = summarise(seen);
    for (const { injected, ended } of injections) report.push({ fault: "PostgreSQL", injected: `${injected} (${ended} ended)`, seen: "" });
    report[report.length - 1]!.seen = `${during}; ${poolErrors.length} connection errors heard, ${retriedReads.length} reads retried`;

    // The process kept running: nothing escaped as an uncaught exception or rejection.
    expect(watch.faults).toEqual([]);
    expect(injections.every(({ ended }) => ended > 0), JSON.stringify(injections)).toBe(true);
    expect(poolErrors.length).toBeGreaterThan(0);
    // Every answer: a success, a refusal the client expects (a spent refresh token), or a clean 503.
    for (const answer of seen) {
      expect([200, 201, 401, 503], JSON.stringify(answer)).toContain(answer.status);
      if (answer.status === 401) expect(answer.kind, JSON.stringify(answer)).toBe("refresh");
      if (answer.status >= 400) expectCleanRefusal(answer);
      // Within the deadlines: nothing waits for a connection longer than the pool's connect deadline allows.
      expect(answer.ms, JSON.stringify(answer)).toBeLessThan(10_000);
    }
    expect(seen.filter((answer) => answer.status === 200).length).toBeGreaterThan(20);

    // No acknowledged write lost, nothing half-written: every rotated token the client was given
    // is stored; no session family ever holds two live tokens (rotation is one transaction);
    // every acknowledged account exists.
    const hashes = acknowledgedRefreshes.map((token) => createHash("sha256").update(token).digest("hex"));
    const stored = await admin.query("select count(*)::int as n from refresh_tokens where token_hash = any($1)", [hashes]);
    expect(stored.rows[0].n).toBe(hashes.length);
    const doubled = await admin.query("select family_id from refresh_tokens where revoked_at is null group by family_id having count(*) > 1");
    expect(doubled.rows).toEqual([]);
    const accounts = await admin.query("select count(*)::int as n from users where email = any($1)", [acknowledgedRegistrations]);
    expect(accounts.rows[0].n).toBe(acknowledgedRegistrations.length);

    // Nothing left checked out: every connection the faults touched went back or was removed.
    await sleep(200);
    const stats = ctx.handle.poolStats()!;
    expect(stats.total - stats.idle, JSON.stringify(stats)).toBe(0);

    // Service is back within seconds: readiness and every kind of request.
    const back = performance.now();
    let ready = await send(base, "ready", { path: "/api/health/ready/" });
    while (ready.status !== 200 && performance.now() - back < 5_000) {
      await sleep(100);
      ready = await send(base, "ready", { path: "/api/health/ready/" });
    }
    expect(ready.status).toBe(200);
    const fresh = await login(ctx, students[0]!);
    const after = await Promise.all([
      send(base, "whoami", { path: "/api/users/whoami/", token: fresh.access }),
      send(base, "practice log", { path: "/api/practice/sessions/", token: fresh.access }),
      send(base, "refresh", { method: "POST", path: "/api/token/refresh/", body: { refresh: fresh.refresh } }),
    ]);
    expect(after.map((answer) => answer.status)).toEqual([200, 200, 200]);
    report.push({ fault: "PostgreSQL", injected: "(after the faults)", seen: `ready and serving ${Math.round(performance.now() - back)} ms after the last one` });
  });
});

/**
 * The same on the real server process (`src/server.ts` on PostgreSQL, as `npm start` runs it):
 * the report — two terminations a fraction of a second apart under traffic ended the
 * process with `uncaughtException`. It must still be running and serving afterwards.
 */
describe.skipIf(!url)("the server process when PostgreSQL ends its sessions", () => {
  let child: ChildProcess | undefined;
  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((resolve) => child!.once("exit", resolve));
    }
  });

  it("keeps running and serving after its sessions are ended twice, 100 ms apart, under traffic", async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let output = "";
    child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
      cwd: path.resolve(import.meta.dirname, "../.."),
      env: {
        ...process.env,
        NODE_ENV: "development",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_URL: url,
        SERVE_WEB: "false",
        SEED_DEMO: "false",
        LOG_LEVEL: "warn",
        SHUTDOWN_DRAIN_SECONDS: "0",
        TRUST_PROXY: "true",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const started = performance.now();
    while ((await send(base, "ready", { path: "/api/health/ready/" })).status !== 200) {
      if (child.exitCode !== null || performance.now() - started > 60_000) throw new Error(`the server did not start:\n${output}`);
      await sleep(200);
    }
    const admin = new pg.Client({ connectionString: url, application_name: "fz-faults-injector" });
    await admin.connect();
    const endAll = async () =>
      (
        await admin.query(
          `select pg_terminate_backend(pid) as ended from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and application_name in ('fz-academia', 'fz-account-changes', 'fz-jobs')`,
        )
      ).rows.length;
    const seen: Seen[] = [];
    let running = true;
    const traffic = (async () => {
      let n = 0;
      while (running) {
        n += 1;
        seen.push(
          ...(await Promise.all([
            send(base, "tutorials", { path: "/api/courses/videos/" }),
            send(base, "sign-in", { method: "POST", path: "/api/token/", body: { email: `nadie${n}@example.com`, password: "no-es-esta" }, ip: `10.8.${(n >> 8) & 255}.${n & 255}` }),
          ])),
        );
      }
    })();
    let ended = 0;
    try {
      await sleep(500);
      for (let round = 0; round < 3; round += 1) {
        ended += await endAll();
        await sleep(100);
        ended += await endAll();
        await sleep(600);
      }
    } finally {
      running = false;
      await traffic;
      await admin.end();
    }
    expect(child.exitCode, output).toBeNull();
    expect(output).not.toMatch(/uncaught/i);
    for (const answer of seen) {
      // A wrong password is 401; the per-address limits stay out of the way (one address per request).
      expect([200, 401, 503], JSON.stringify(answer)).toContain(answer.status);
      if (answer.status !== 200) expectCleanRefusal(answer);
    }
    const after = await send(base, "tutorials", { path: "/api/courses/videos/" });
    expect(after.status).toBe(200);
    report.push({ fault: "PostgreSQL (server.ts)", injected: `every session, twice 100 ms apart, 3 rounds (${ended} ended)`, seen: `${summarise(seen)}; process still running, serving` });
    printReport("PostgreSQL faults, the server process");
    // It also shuts down cleanly: no connection was left checked out by the faults.
    child.kill("SIGTERM");
    const code = await new Promise<number | null>((resolve) => child!.once("exit", resolve));
    expect(code, output).toBe(0);
  }, 90_000);
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
