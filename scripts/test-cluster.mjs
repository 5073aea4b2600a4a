#!/usr/bin/env node
// `npm run test:cluster`: three production instances of the compiled server (run `npm run build`
// first) on one fresh PostgreSQL database, behind a small round-robin load balancer, all on
// loopback. It checks what several instances must get right together. Prints "N passed, N failed".
//
// Settings: TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; a database
// `<name>_cluster` beside it is dropped and created), CLUSTER_BASE_PORT (default 3400).
import { spawn } from "node:child_process";
import http from "node:http";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const baseUrl = new URL(process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test");
const clusterDb = `${baseUrl.pathname.slice(1) || "test"}_cluster`;
const dbUrl = new URL(baseUrl);
dbUrl.pathname = `/${clusterDb}`;
const basePort = Number(process.env.CLUSTER_BASE_PORT ?? 3400);
const lbPort = basePort;
const ports = [basePort + 1, basePort + 2, basePort + 3];
const dataDir = mkdtempSync(path.join(os.tmpdir(), "fz-cluster-"));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

if (!existsSync(path.join(root, "apps/api/dist/server.mjs"))) {
  console.error("test:cluster runs the compiled server: run `npm run build` first.");
  process.exit(1);
}

// ---- the database -------------------------------------------------------------------------
async function sql(url, text, params) {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await client.query(text, params);
  } finally {
    await client.end();
  }
}
await sql(baseUrl, `DROP DATABASE IF EXISTS ${clusterDb} WITH (FORCE)`);
await sql(baseUrl, `CREATE DATABASE ${clusterDb}`);

// ---- the instances ------------------------------------------------------------------------
const instances = new Map();
function startInstance(port) {
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: dbUrl.toString(),
      DATA_DIR: dataDir,
      JWT_SECRET: "cluster-test-secret-that-is-long-enough-0123456789",
      REVALIDATE_SECRET: "cluster-revalidate-secret-0123",
      INTERNAL_WEB_URL: `http://127.0.0.1:${port}`,
      INTERNAL_API_URL: `http://127.0.0.1:${port}`,
      PUBLIC_URL: `http://127.0.0.1:${lbPort}`,
      TRUST_PROXY: "true",
      SANDBOX_PAYMENTS: "false",
      JOBS_INTERVAL_MINUTES: "1",
      SHUTDOWN_DRAIN_SECONDS: "2",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const state = { child, port, output: "" };
  child.stdout.on("data", (chunk) => (state.output += chunk));
  child.stderr.on("data", (chunk) => (state.output += chunk));
  instances.set(port, state);
  return state;
}

async function status(url) {
  try {
    return (await fetch(url)).status;
  } catch {
    return null;
  }
}

async function waitFor(check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(200);
  }
  return false;
}

// ---- the load balancer: round robin; a backend that refuses the connection is skipped --------
let next = 0;
const alive = new Set(ports);
const lb = http.createServer((req, res) => {
  const chunks = [];
  req.on("data", (chunk) => chunks.push(chunk));
  req.on("end", () => {
    const body = Buffer.concat(chunks);
    const candidates = ports.filter((port) => alive.has(port));
    const tryBackend = (attempt) => {
      if (attempt >= candidates.length) {
        res.writeHead(502).end();
        return;
      }
      const port = candidates[(next + attempt) % candidates.length];
      const upstream = http.request(
        { host: "127.0.0.1", port, path: req.url, method: req.method, headers: { ...req.headers, host: `127.0.0.1:${port}` } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      // Only a refused connection is retried elsewhere: the request never reached an instance.
      upstream.on("error", (error) => {
        if (error.code === "ECONNREFUSED" && !res.headersSent) tryBackend(attempt + 1);
        else if (!res.headersSent) res.writeHead(502).end();
        else res.destroy();
      });
      upstream.end(body);
    };
    next += 1;
    tryBackend(0);
  });
});
await new Promise((resolve) => lb.listen(lbPort, "127.0.0.1", resolve));
const lbUrl = `http://127.0.0.1:${lbPort}`;

// ---- the checks ---------------------------------------------------------------------------
const results = [];
async function check(name, fn) {
  try {
    await fn();
    results.push({ name, ok: true });
    console.log(`  ✓ ${name}`);
  } catch (error) {
    results.push({ name, ok: false });
    console.log(`  ✗ ${name}\n      ${error instanceof Error ? error.message : error}`);
  }
}
function assert(condition, message) {
  if (!condition) throw new Error(message);
}

async function api(method, url, { body, token, ip } = {}) {
  const response = await fetch(`${lbUrl}${url}`, {
    method,
    headers: {
      ...(body ? { "content-type": "application/json" } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      // Distinct client addresses, as behind a real load balancer (TRUST_PROXY=true).
      "x-forwarded-for": ip ?? "203.0.113.10",
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, json };
}

console.log(`test:cluster: 3 instances on ${clusterDb}, load balancer on ${lbPort}`);
try {
  await check("three instances start together on one fresh database (migrations once, all ready)", async () => {
    for (const port of ports) startInstance(port);
    const ok = await waitFor(async () => {
      const codes = await Promise.all(ports.map((port) => status(`http://127.0.0.1:${port}/api/health/ready/`)));
      return codes.every((code) => code === 200);
    }, 120_000);
    const exited = [...instances.values()].filter((instance) => instance.child.exitCode !== null);
    assert(exited.length === 0, `instances exited: ${exited.map((instance) => `${instance.port}: ${instance.output.slice(-400)}`).join("; ")}`);
    assert(ok, "not every instance became ready within 120 s");
    const { rows } = await sql(dbUrl, "select count(*)::int as n from drizzle.__drizzle_migrations");
    const { rows: tables } = await sql(dbUrl, "select count(*)::int as n from pg_tables where schemaname = 'public'");
    assert(rows[0].n > 0 && tables[0].n > 10, "the schema was not migrated");
  });

  await check("the load balancer spreads requests over every instance", async () => {
    for (let i = 0; i < 6; i += 1) {
      const answer = await api("GET", "/api/courses_public/");
      assert(answer.status === 200, `GET /api/courses_public/ answered ${answer.status}`);
    }
  });

  await check("the periodic job runs once per interval across the instances (pg-boss)", async () => {
    // Each instance enqueues the access-expiry run 10 s after start, and each interval after.
    const ran = await waitFor(async () => {
      const { rows } = await sql(dbUrl, "select count(*)::int as n from pgboss.job where name = 'fz.access-expiry' and state = 'completed'").catch(() => ({ rows: [{ n: 0 }] }));
      return rows[0].n >= 1;
    }, 60_000);
    assert(ran, "no access-expiry run completed within 60 s");
    const { rows } = await sql(
      dbUrl,
      "select singleton_on, count(*)::int as n from pgboss.job where name = 'fz.access-expiry' group by singleton_on having count(*) > 1",
    );
    assert(rows.length === 0, `more than one run in one interval: ${JSON.stringify(rows)}`);
  });

  await check("killing an instance mid-traffic loses no acknowledged write, and the load balancer keeps answering", async () => {
    const acknowledged = [];
    let failures = 0;
    const victim = instances.get(ports[1]);
    const writes = (async () => {
      for (let i = 0; i < 60; i += 1) {
        const email = `cluster-${Date.now()}-${i}@example.com`;
        const answer = await api("POST", "/api/users/register/", {
          body: { email, password: "Contrasena-Segura-1", first_name: "Ana", last_name: "Pérez" },
          ip: `198.51.100.${i + 1}`,
        });
        if (answer.status === 201) acknowledged.push(email);
        else failures += 1;
      }
    })();
    await sleep(300);
    victim.child.kill("SIGKILL");
    await writes;
    alive.delete(ports[1]);
    const { rows } = await sql(dbUrl, "select email from users where email like 'cluster-%'");
    const stored = new Set(rows.map((row) => row.email));
    const lost = acknowledged.filter((email) => !stored.has(email));
    assert(acknowledged.length >= 40, `only ${acknowledged.length} of 60 writes acknowledged (${failures} failed)`);
    assert(lost.length === 0, `acknowledged but not stored: ${lost.join(", ")}`);
    for (let i = 0; i < 6; i += 1) {
      const answer = await api("GET", "/api/courses_public/");
      assert(answer.status === 200, `after the kill, GET answered ${answer.status}`);
    }
  });

  await check("a draining instance answers ready 503, then exits cleanly", async () => {
    const draining = instances.get(ports[2]);
    draining.child.kill("SIGTERM");
    const saw503 = await waitFor(async () => (await status(`http://127.0.0.1:${ports[2]}/api/health/ready/`)) === 503, 1_900);
    assert(saw503, "readiness never answered 503 while draining");
    const code = await new Promise((resolve) => (draining.child.exitCode !== null ? resolve(draining.child.exitCode) : draining.child.once("exit", resolve)));
    assert(code === 0, `exit code ${code}`);
    alive.delete(ports[2]);
    const answer = await api("GET", "/api/courses_public/");
    assert(answer.status === 200, `with one instance left, GET answered ${answer.status}`);
  });
} finally {
  for (const { child } of instances.values()) child.kill("SIGKILL");
  lb.close();
  await sleep(300);
  await sql(baseUrl, `DROP DATABASE IF EXISTS ${clusterDb} WITH (FORCE)`).catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
}

const passed = results.filter((result) => result.ok).length;
const failed = results.length - passed;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
