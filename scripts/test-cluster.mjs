#!/usr/bin/env node
// `npm run test:cluster`: three production instances of the compiled server (run `npm run build`
// first) on one fresh PostgreSQL database, sharing one Redis and an S3 test double (s3rver), each
// with a local disk of its own, behind a small round-robin load balancer, all on loopback. It
// checks what several instances must get right together. Prints "N passed, N failed".
//
// Settings: TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; a database
// `<name>_cluster` beside it is dropped and created), TEST_REDIS_URL (default
// redis://127.0.0.1:6379; keys under a prefix of this run, removed at the end),
// CLUSTER_BASE_PORT (default 3400). A local PostgreSQL or Redis that is down is started.
import { spawn, spawnSync } from "node:child_process";
import http from "node:http";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Redis } from "ioredis";
import pg from "pg";
import S3rver from "s3rver";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const baseUrl = new URL(process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test");
const clusterDb = `${baseUrl.pathname.slice(1) || "test"}_cluster`;
const dbUrl = new URL(baseUrl);
dbUrl.pathname = `/${clusterDb}`;
const basePort = Number(process.env.CLUSTER_BASE_PORT ?? 3400);
const lbPort = basePort;
const ports = [basePort + 1, basePort + 2, basePort + 3];
const dataDir = mkdtempSync(path.join(os.tmpdir(), "fz-cluster-"));
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const redisPrefix = `fz-cluster-${process.pid}-${Date.now()}:`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const started = Date.now();

if (!existsSync(path.join(root, "apps/api/dist/server.mjs"))) {
  console.error("test:cluster runs the compiled server: run `npm run build` first.");
  process.exit(1);
}

// ---- the services: PostgreSQL and Redis on loopback, started when down (see STACK.md) -------
const isLoopback = (host) => ["127.0.0.1", "localhost", "::1", "[::1]"].includes(host);

async function waitUntil(check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(250);
  }
  return false;
}

async function postgresAnswers() {
  const client = new pg.Client({ connectionString: baseUrl.toString(), connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function redisAnswers() {
  const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 1_000 });
  probe.on("error", () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

async function ensureService(name, answers, host, command) {
  if (await answers()) return;
  if (!isLoopback(host)) throw new Error(`${name} at ${host} does not answer`);
  console.log(`${name} is down: starting it (${command})`);
  spawnSync(command, { shell: true, stdio: "inherit" });
  if (!(await waitUntil(answers, 30_000))) throw new Error(`${name} did not start`);
}

await ensureService("PostgreSQL", postgresAnswers, baseUrl.hostname, "pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start");
await ensureService("Redis", redisAnswers, new URL(redisUrl).hostname, 'redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no');

// ---- the object store: s3rver, the S3 API on loopback -------------------------------------
const s3Dir = mkdtempSync(path.join(os.tmpdir(), "fz-cluster-s3-"));
const s3 = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: s3Dir, configureBuckets: [{ name: "fz-cluster", configs: [] }] });
const s3Address = await s3.run();

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
/** Each instance's own local disk: what one writes there, no other sees. */
const instanceDir = (port) => path.join(dataDir, String(port));

function startInstance(port) {
  mkdirSync(instanceDir(port), { recursive: true });
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: dbUrl.toString(),
      DATA_DIR: instanceDir(port),
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: redisPrefix,
      S3_ENDPOINT: `http://127.0.0.1:${s3Address.port}`,
      S3_BUCKET: "fz-cluster",
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      LOGIN_RATE_LIMIT_PER_IP: "4",
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

/** A request through the load balancer, or straight to one instance (`port`). */
async function api(method, url, { body, token, ip, port } = {}) {
  const binary = Buffer.isBuffer(body);
  const response = await fetch(`${port ? `http://127.0.0.1:${port}` : lbUrl}${url}`, {
    method,
    headers: {
      ...(body && !binary ? { "content-type": "application/json" } : {}),
      ...(binary ? { "content-type": "image/png" } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      // Distinct client addresses, as behind a real load balancer (TRUST_PROXY=true).
      "x-forwarded-for": ip ?? "203.0.113.10",
    },
    body: binary ? body : body ? JSON.stringify(body) : undefined,
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

/**
 * Two students whose whole-site access ends in 3 days / ended yesterday, written as soon as the
 * migrations have made the tables (the first expiry run comes 10 s after each instance starts).
 */
async function seedEndingAccess() {
  const ready = await waitUntil(async () => {
    const { rows } = await sql(dbUrl, "select to_regclass('public.access_grants') is not null as ok").catch(() => ({ rows: [{ ok: false }] }));
    return rows[0].ok;
  }, 120_000);
  if (!ready) throw new Error("the schema never appeared");
  const day = 86_400_000;
  const students = [];
  for (const [name, endsIn] of [["vence", 3 * day], ["vencio", -day]]) {
    const email = `cluster-${name}-${Date.now()}@example.com`;
    const { rows } = await sql(dbUrl, "insert into users (email, first_name) values ($1, 'Ana') returning id", [email]);
    await sql(
      dbUrl,
      "insert into access_grants (user_id, scope, starts_at, ends_at, source) values ($1, 'all', $2, $3, 'admin')",
      [rows[0].id, new Date(Date.now() - 30 * day), new Date(Date.now() + endsIn)],
    );
    students.push({ id: rows[0].id, email });
  }
  return students;
}

/** A signed-in administrator: registered through the load balancer, promoted in the database. */
async function signInAdmin(port) {
  const email = `cluster-admin-${Date.now()}@example.com`;
  const password = "Contrasena-Segura-1";
  const registered = await api("POST", "/api/users/register/", { body: { email, password, first_name: "Admin", last_name: "Clúster" }, ip: "192.0.2.200" });
  if (registered.status !== 201) throw new Error(`registration answered ${registered.status}`);
  await sql(dbUrl, "update users set role = 'admin' where email = $1", [email]);
  const signedIn = await api("POST", "/api/token/", { body: { email, password }, port, ip: "192.0.2.200" });
  if (signedIn.status !== 200) throw new Error(`sign-in answered ${signedIn.status}`);
  return signedIn.json.access;
}

// A real 1×1 PNG (it must decode, not just start with the PNG signature).
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

console.log(`test:cluster: 3 instances on ${clusterDb}, Redis (prefix ${redisPrefix}), s3rver on ${s3Address.port}, load balancer on ${lbPort}`);
let endingAccess = Promise.reject(new Error("not seeded"));
endingAccess.catch(() => {});
try {
  await check("three instances start together on one fresh database (migrations once, all ready)", async () => {
    for (const port of ports) startInstance(port);
    endingAccess = seedEndingAccess();
    endingAccess.catch(() => {});
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
    const ready = await (await fetch(`http://127.0.0.1:${ports[0]}/api/health/ready/`)).json();
    const checks = Object.entries(ready.checks ?? {}).sort().map(([name, state]) => `${name}:${state}`).join(" ");
    assert(ready.status === "ready" && checks === "database:ok redis:ok storage:ok", `readiness does not count Redis and the store: ${JSON.stringify(ready)}`);
  });

  await check("the load balancer spreads requests over every instance", async () => {
    for (let i = 0; i < 6; i += 1) {
      const answer = await api("GET", "/api/courses_public/");
      assert(answer.status === 200, `GET /api/courses_public/ answered ${answer.status}`);
    }
  });

  const [a, b, c] = ports;
  let admin;

  await check("a request limit counted on one instance applies on another (@fastify/rate-limit in Redis)", async () => {
    // 4 sign-ins per address per minute: 2 on A and 2 on B use them up, then both refuse.
    const attempt = (port, n) => api("POST", "/api/token/", { body: { email: `nadie-${n}@example.com`, password: "incorrecta" }, port, ip: "203.0.113.77" });
    const codes = [];
    for (const [port, n] of [[a, 1], [a, 2], [b, 3], [b, 4], [b, 5], [a, 6]]) codes.push((await attempt(port, n)).status);
    assert(JSON.stringify(codes) === JSON.stringify([401, 401, 401, 401, 429, 429]), `answers ${codes.join(", ")} (expected 401 ×4, then 429 on B and A)`);
    const other = await api("POST", "/api/token/", { body: { email: "nadie@example.com", password: "incorrecta" }, port: c, ip: "203.0.113.78" });
    assert(other.status === 401, `another address was refused too (${other.status})`);
  });

  await check("an image uploaded through one instance is served by the others (S3 store)", async () => {
    admin = await signInAdmin(a);
    const uploaded = await api("POST", "/api/blog/uploads/", { body: PNG, token: admin, port: a });
    assert(uploaded.status === 201, `upload answered ${uploaded.status}`);
    const { url } = uploaded.json;
    for (const port of [b, c]) {
      const served = await fetch(`http://127.0.0.1:${port}${url}`);
      const bytes = Buffer.from(await served.arrayBuffer());
      assert(served.status === 200 && bytes.equals(PNG), `instance ${port} answered ${served.status} (${bytes.length} bytes)`);
    }
    assert(!existsSync(path.join(instanceDir(a), "uploads")), "the upload landed on A's local disk");
  });

  await check("a blog post published through one instance refreshes the public page on every instance (Redis pub/sub)", async () => {
    const title = `Clúster al día ${Date.now()}`;
    const page = async (port) => {
      const response = await fetch(`http://127.0.0.1:${port}/blog`);
      return { status: response.status, html: await response.text() };
    };
    // Each instance renders and caches /blog first (static, revalidated hourly on its own).
    for (const port of ports) {
      const before = await page(port);
      assert(before.status === 200 && !before.html.includes(title), `instance ${port}: /blog answered ${before.status} before the post`);
    }
    const created = await api("POST", "/api/blog/posts/", { body: { title, body_markdown: "Escrito a través de una instancia.", status: "published" }, token: admin, port: a });
    assert(created.status === 201, `publishing answered ${created.status}`);
    const published = Date.now();
    const seenAfter = {};
    await Promise.all(
      ports.map(async (port) => {
        const fresh = await waitUntil(async () => (await page(port)).html.includes(title), 15_000);
        if (fresh) seenAfter[port] = Date.now() - published;
      }),
    );
    const stale = ports.filter((port) => seenAfter[port] === undefined);
    assert(stale.length === 0, `still the old /blog after 15 s on ${stale.join(", ")}`);
    console.log(`      new post on /blog after ${ports.map((port) => `${seenAfter[port]} ms (${port})`).join(", ")}`);
  });

  await check("a sign-out through one instance ends the session on every instance (LISTEN/NOTIFY)", async () => {
    const email = `cluster-sesion-${Date.now()}@example.com`;
    const password = "Contrasena-Segura-1";
    const registered = await api("POST", "/api/users/register/", { body: { email, password, first_name: "Sesión", last_name: "Compartida" }, ip: "192.0.2.201" });
    assert(registered.status === 201, `registration answered ${registered.status}`);
    const session = await api("POST", "/api/token/", { body: { email, password }, port: a, ip: "192.0.2.201" });
    assert(session.status === 200, `sign-in answered ${session.status}`);
    const { access, refresh } = session.json;
    const whoami = (port) => api("GET", "/api/users/whoami/", { token: access, port });
    // Every instance checks the session once and then remembers it.
    for (const port of ports) for (let i = 0; i < 2; i += 1) assert((await whoami(port)).status === 200, `instance ${port}: whoami before the sign-out`);
    const out = await fetch(`http://127.0.0.1:${b}/api/token/logout/`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${access}`, "x-forwarded-for": "192.0.2.201" },
      body: JSON.stringify({ refresh }),
    });
    assert(out.status < 300, `logout answered ${out.status}`);
    const signedOut = Date.now();
    const endedAfter = {};
    await Promise.all(
      ports.map(async (port) => {
        const deadline = Date.now() + 5_000;
        while (Date.now() < deadline) {
          if ((await whoami(port)).status === 401) {
            endedAfter[port] = Date.now() - signedOut;
            return;
          }
          await sleep(5);
        }
      }),
    );
    const still = ports.filter((port) => endedAfter[port] === undefined);
    assert(still.length === 0, `the session still answered after 5 s on ${still.join(", ")}`);
    console.log(`      session refused after ${ports.map((port) => `${endedAfter[port]} ms (${port})`).join(", ")}`);
  });

  await check("an access granted, then revoked, through one instance opens and locks the topic on every instance (LISTEN/NOTIFY)", async () => {
    const tag = Date.now();
    const { rows: course } = await sql(dbUrl, "insert into courses (slug, title, short_description, description, position) values ($1, 'Curso del clúster', 'Corta', 'Larga', 99) returning id", [`curso-cluster-${tag}`]);
    const { rows: level } = await sql(dbUrl, "insert into levels (course_id, slug, title, description, position) values ($1, $2, 'Nivel del clúster', 'Un nivel', 99) returning id", [course[0].id, `nivel-cluster-${tag}`]);
    const slug = `tema-cluster-${tag}`;
    await sql(dbUrl, "insert into themes (level_id, slug, title, summary, body, position, is_free_preview) values ($1, $2, 'Tema del clúster', 'Resumen', 'Contenido de pago', 1, false)", [level[0].id, slug]);
    const email = `cluster-acceso-${tag}@example.com`;
    const password = "Contrasena-Segura-1";
    const registered = await api("POST", "/api/users/register/", { body: { email, password, first_name: "Acceso", last_name: "Compartido" }, ip: "192.0.2.202" });
    assert(registered.status === 201, `registration answered ${registered.status}`);
    const session = await api("POST", "/api/token/", { body: { email, password }, port: a, ip: "192.0.2.202" });
    assert(session.status === 200, `sign-in answered ${session.status}`);
    const { rows: student } = await sql(dbUrl, "select id from users where email = $1", [email]);
    const locked = async (port) => {
      const topic = await api("GET", `/api/themes/${slug}/?level=${level[0].id}`, { token: session.json.access, port });
      assert(topic.status === 200, `instance ${port}: the topic answered ${topic.status}`);
      return topic.json.is_locked;
    };
    // Every instance reads the student's overlay once and then remembers it (decision 059).
    for (const port of ports) for (let i = 0; i < 2; i += 1) assert((await locked(port)) === true, `instance ${port}: open before the grant`);
    const until = async (want, what) => {
      const written = Date.now();
      const after = {};
      await Promise.all(
        ports.map(async (port) => {
          const deadline = Date.now() + 5_000;
          while (Date.now() < deadline) {
            if ((await locked(port)) === want) {
              after[port] = Date.now() - written;
              return;
            }
            await sleep(5);
          }
        }),
      );
      const stale = ports.filter((port) => after[port] === undefined);
      assert(stale.length === 0, `${what}: still the old answer after 5 s on ${stale.join(", ")}`);
      console.log(`      ${what} after ${ports.map((port) => `${after[port]} ms (${port})`).join(", ")}`);
    };
    const granted = await api("POST", `/api/students/${student[0].id}/grants/`, { body: { scope: "level", target_id: level[0].id, months: 1 }, token: admin, port: b });
    assert(granted.status === 201, `the grant answered ${granted.status}`);
    await until(false, "open");
    const revoked = await api("POST", `/api/students/${student[0].id}/grants/${granted.json.id}/revoke/`, { body: { reason: "Prueba del clúster" }, token: admin, port: c });
    assert(revoked.status === 200, `the revocation answered ${revoked.status}`);
    await until(true, "locked again");
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

  await check("the expiry job creates each notice once across the instances (rows counted)", async () => {
    const [ending, ended] = await endingAccess;
    const count = async (query, params) => (await sql(dbUrl, query, params)).rows[0].n;
    const noticed = await waitUntil(
      async () => (await count("select count(*)::int as n from notifications where user_id = any($1)", [[ending.id, ended.id]])) >= 2,
      30_000,
    );
    assert(noticed, "the notices did not appear within 30 s");
    // Every instance has asked for its run by now; give a duplicate the time to appear.
    await sleep(2_500);
    const notices = (await sql(dbUrl, "select user_id, kind, count(*)::int as n from notifications where user_id = any($1) group by 1, 2 order by 2", [[ending.id, ended.id]])).rows;
    assert(
      JSON.stringify(notices) === JSON.stringify([
        { user_id: ended.id, kind: "access_expired", n: 1 },
        { user_id: ending.id, kind: "access_expiring", n: 1 },
      ]),
      `notices: ${JSON.stringify(notices)}`,
    );
    const mails = await count("select count(*)::int as n from mail_outbox where to_address = $1 and kind = 'access_expiring'", [ending.email]);
    assert(mails === 1, `${mails} expiry e-mails for one grant`);
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
  await s3.close().catch(() => {});
  await removeRedisKeys().catch(() => {});
  for (const dir of [dataDir, s3Dir]) rmSync(dir, { recursive: true, force: true });
}

/** This run's keys (rate-limit windows, abuse counters) out of the shared Redis. */
async function removeRedisKeys() {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    let cursor = "0";
    do {
      const [next, keys] = await redis.scan(cursor, "MATCH", `${redisPrefix}*`, "COUNT", 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== "0");
  } finally {
    redis.disconnect();
  }
}

const passed = results.filter((result) => result.ok).length;
const failed = results.length - passed;
console.log(`${passed} passed, ${failed} failed (${((Date.now() - started) / 1000).toFixed(1)} s)`);
process.exit(failed === 0 ? 0 : 1);
