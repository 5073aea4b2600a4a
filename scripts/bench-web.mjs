#!/usr/bin/env node
// `npm run bench:web`: Lighthouse (mobile) on the public pages against the production build.
//
// 1. builds the web app if its build is missing or stale (the same check as `npm start`),
// 2. starts the production server on a free port with a throw-away data directory (seeded),
// 3. runs Lighthouse on /, one course landing page, /blog, one post and a certificate's public
//    page (/certificados/<code>), then signed in as the demo student on /academia, a topic
//    without a score, a topic with a score (and the student's takes), the practice studio (hub,
//    metronome, tuner), «Mis revisiones», a take the teacher reviewed (its player, the teacher's
//    time-coded answers) and «Mis certificados», and signed in as the demo teacher on /profesor
//    and on a take of the queue as the teacher reviews it,
// 4. runs each page BENCH_RUNS times (default 3) and prints the median run: performance (and
//    its range over the runs), accessibility, best-practices and SEO scores, LCP (and its own
//    median and range over the runs), TBT, CLS,
//    the JavaScript bytes the page transfers and the HTML document's size (gzip); exits 1 when
//    a target is missed.
//
// Signed-in runs: the web keeps its session in localStorage (token, refresh, user) with the
// access token mirrored in the `token` cookie (apps/web/src/lib/session.ts). Before each run
// Playwright stores a fresh session in a Chromium profile and empties its cache; Chromium is
// then started on that profile with a debugging port and Lighthouse drives it (`--port`,
// `--disable-storage-reset` so the session survives).
//
// Needs Lighthouse (`npm i -D lighthouse`, or any `npx lighthouse`), Playwright (a dev
// dependency) and Chromium (CHROME_PATH, default /usr/bin/chromium). NEXT_DIST_DIR selects the
// build folder; BENCH_ONLY=public|academy|teacher runs one group (academy includes teacher);
// BENCH_PAGES=<text>,… keeps the pages whose path contains one of them; BENCH_PORT pins the ports;
// BENCH_THROTTLING=devtools slows the network and CPU for real during each load (see THROTTLING);
// BENCH_REPORTS=<folder> keeps the Lighthouse reports and their traces.
//
// The floor: the same Lighthouse runs on a minimal Next.js page (scripts/bench-web-floor: one
// heading, one paragraph, one link; built once, served by `next start`) in the same session,
// one floor run before each run of each page (alternating: the machine's load moves during a
// session, and each page is judged against the floor runs beside its own — `floorNear`). Its
// TBT is what React and the Next.js runtime cost on this machine under Lighthouse's 4x CPU
// slowdown, whatever the application does; each page then shows its TBT above that floor.
// BENCH_FLOOR=0 skips it.
//
// Issue 37's goal, checked against that floor: every page within 5 performance points of it,
// its TBT at most 100 ms above it, and its LCP ≤ 2.5 s (Core Web Vitals' "good"): performance
// from the median run, TBT and LCP from their own medians over the runs (decision 071).
//
// Results: bench/results/web.json (scripts/bench-results.mjs), with the machine's facts.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { machineFacts, writeBenchResult } from "./bench-results.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const TARGETS = { performance: 95, accessibility: 100, seo: 100, cls: 0 };
/** Issue 12: the signed-in academy pages. */
const ACADEMY_TARGETS = { performance: 90, accessibility: 100, cls: 0.05, tbtMs: 300 };
/** Issue 37: every page against the floor measured in the same session. */
const FLOOR_TARGETS = { performanceBelowFloor: 5, tbtOverFloorMs: 100, lcpMs: 2500 };
const DEMO_STUDENT = { email: "estudiante@fzacademia.com", password: "Estudiante2026!" };
const DEMO_TEACHER = { email: "profesor@fzacademia.com", password: "Profesor2026!" };
const ONLY = process.env.BENCH_ONLY ?? "";
const PAGE_FILTER = (process.env.BENCH_PAGES ?? "").split(",").map((text) => text.trim()).filter(Boolean);
const wanted = (page) => PAGE_FILTER.length === 0 || PAGE_FILTER.some((text) => page.includes(text));
const CHROME_ARGS = ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-sync", "--disable-component-update"];
const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";
/**
 * Lighthouse's throttling (BENCH_THROTTLING): `simulate` (its default, what the targets are read
 * in) loads the page at full speed and estimates a phone's timings from that load; `devtools`
 * really slows the network (150 ms RTT, 1.6 Mbit/s) and the CPU (4x) while the page loads.
 */
const THROTTLING = process.env.BENCH_THROTTLING === "devtools" ? "devtools" : "simulate";
/** Lighthouse runs per page (BENCH_RUNS); the median one is reported. */
const RUNS = Math.max(1, Number.parseInt(process.env.BENCH_RUNS ?? "3", 10) || 3);

function lighthouseCommand() {
  const local = path.join(root, "node_modules/.bin/lighthouse");
  const probe = spawnSync(local, ["--version"], { encoding: "utf8" });
  if (probe.status === 0) return [local, []];
  const viaNpx = spawnSync("npx", ["--no-install", "lighthouse", "--version"], { cwd: root, encoding: "utf8" });
  if (viaNpx.status === 0) return ["npx", ["--no-install", "lighthouse"]];
  return null;
}

if (!existsSync(chrome)) {
  console.error(`No encontramos Chromium en ${chrome}. Instálalo (apt-get install -y chromium) o indica su ruta en CHROME_PATH.`);
  process.exit(2);
}

const lighthouse = lighthouseCommand();
if (!lighthouse) {
  console.error(
    "Lighthouse no está instalado. Instálalo como dependencia de desarrollo:\n" +
      "  npm install --save-dev lighthouse\n" +
      "y vuelve a ejecutar `npm run bench:web`.",
  );
  process.exit(2);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * fetch, once more on a socket error: between Lighthouse runs a kept-alive connection idles
 * past the server's keep-alive timeout, and undici may reuse it just as the server closes it.
 */
function get(url, init) {
  return fetch(url, init).catch(() => fetch(url, init));
}

async function waitFor(url, timeoutMs = 120_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} no respondió en ${timeoutMs / 1000} s`);
}

// BENCH_PORT pins the server (and the signed-in Chromium on the next port); a free one otherwise.
const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), "fz-bench-"));
const base = `http://127.0.0.1:${port}`;
console.log(`Servidor de producción en ${base} (datos en ${dataDir}); se compila primero si hace falta…`);
// scripts/start.mjs builds when needed, then serves web + API.
const server = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
  cwd: root,
  // As `npm start` runs by default: the production web build, with the demo content seeded
  // (a NODE_ENV=production API would not seed the blog's demo posts).
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  stdio: ["ignore", "inherit", "inherit"],
});
const stop = () => {
  if (!server.killed) server.kill("SIGTERM");
};
process.on("exit", () => {
  stop();
  // BENCH_REPORTS=<folder> keeps the Lighthouse reports (JSON) and traces for a closer look.
  if (process.env.BENCH_REPORTS) cpSync(dataDir, process.env.BENCH_REPORTS, { recursive: true, filter: (source) => !source.includes("pglite") });
  rmSync(dataDir, { recursive: true, force: true });
});
process.on("SIGINT", () => process.exit(130));
process.on("SIGTERM", () => process.exit(143));

/** One Lighthouse run on a page: the scores and figures the table shows. */
function measure(page, out, { debugPort, origin = base } = {}) {
  const [command, prefix] = lighthouse;
  const lighthouseRun = () => spawnSync(
    command,
    [
      ...prefix,
      `${origin}${page}`,
      "--quiet",
      "--output=json",
      `--output-path=${out}`,
      "--form-factor=mobile",
      "--only-categories=performance,accessibility,best-practices,seo",
      `--throttling-method=${THROTTLING}`,
      // With BENCH_REPORTS, each run's trace too (<report>-0.trace.json), for Lighthouse's viewer.
      ...(process.env.BENCH_REPORTS ? ["--save-assets"] : []),
      // Signed in: Lighthouse drives the browser the session was stored in, and keeps it.
      ...(debugPort ? [`--port=${debugPort}`, "--disable-storage-reset"] : ["--chrome-flags=--headless=new --no-sandbox --disable-gpu"]),
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: chrome }, stdio: ["ignore", "ignore", "inherit"] },
  );
  // Once more when Lighthouse itself fails to record the load (NO_NAVSTART and the like).
  let run = lighthouseRun();
  if (run.status !== 0 && !debugPort) run = lighthouseRun();
  if (run.status !== 0) throw new Error(`Lighthouse falló en ${page}`);
  const report = JSON.parse(readFileSync(out, "utf8"));
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id) => report.audits[id]?.numericValue ?? 0;
  const scripts = (report.audits["network-requests"]?.details?.items ?? []).filter((item) => item.resourceType === "Script");
  const jsBytes = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const apiCalls = (report.audits["network-requests"]?.details?.items ?? []).filter((item) => new URL(item.url).pathname.startsWith("/api/")).length;
  return {
    page,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(audit("largest-contentful-paint")),
    tbtMs: Math.round(audit("total-blocking-time")),
    cls: Number(audit("cumulative-layout-shift").toFixed(3)),
    jsKB: Number((jsBytes / 1024).toFixed(1)),
    apiCalls,
    // How long the server took to answer the document, as Lighthouse observed it: the simulation
    // adds it to every later paint as it is (decision 069).
    serverMs: Math.round(audit("server-response-time")),
  };
}

/** The HTML document as a browser receives it (gzip), in KB: a page load says so (Fetch Metadata). */
async function documentGzipKB(page, headers = {}) {
  const response = await get(`${base}${page}`, { headers: { "Sec-Fetch-Dest": "document", "Sec-Fetch-Mode": "navigate", ...headers } });
  const html = Buffer.from(await response.arrayBuffer());
  return Number((gzipSync(html).length / 1024).toFixed(1));
}

/** The median run (by performance) of a page's runs, with the range over them. */
function median(runs) {
  // Lighthouse varies from run to run: report the median run, as its documentation advises.
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  // The simulated LCP moves on its own, by up to a second between runs of one page (decision
  // 065), and TBT by a hundred milliseconds: each has its own median and range beside the
  // median run's, and the targets are judged on those medians (decision 071).
  const lcps = runs.map((run) => run.lcpMs).sort((a, b) => a - b);
  const tbts = runs.map((run) => run.tbtMs).sort((a, b) => a - b);
  const servers = runs.map((run) => run.serverMs).sort((a, b) => a - b);
  return {
    ...sorted[Math.floor(sorted.length / 2)],
    performanceRange: `${sorted[0].performance}–${sorted.at(-1).performance}`,
    lcpMedianMs: lcps[Math.floor(lcps.length / 2)],
    lcpRangeMs: `${lcps[0]}–${lcps.at(-1)}`,
    tbtMedianMs: tbts[Math.floor(tbts.length / 2)],
    serverMedianMs: servers[Math.floor(servers.length / 2)],
  };
}

/** The app stores the user as its API client returns it: with camelCase keys. */
function camelKeys(value) {
  if (Array.isArray(value)) return value.map(camelKeys);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key.replace(/_([a-z])/g, (_, c) => c.toUpperCase()), camelKeys(inner)]));
}

async function signIn(account = DEMO_STUDENT) {
  const response = await get(`${base}/api/token/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`No se pudo iniciar sesión como ${account.email} (${response.status})`);
  return response.json();
}

/**
 * A signed-in Chromium for one Lighthouse run. Playwright stores a fresh session (the access
 * token lasts 15 minutes) in a browser profile and empties its HTTP cache, then closes; a
 * Chromium started on that profile with a debugging port is what Lighthouse drives. Nothing
 * else stays attached to it while Lighthouse measures.
 */
async function signedInBrowser(profile, debugPort, account) {
  const { chromium } = await import("@playwright/test");
  const session = await signIn(account);
  const context = await chromium.launchPersistentContext(profile, { executablePath: chrome, headless: true, args: CHROME_ARGS });
  const page = await context.newPage();
  await page.goto(`${base}/robots.txt`);
  await page.evaluate((value) => {
    localStorage.setItem("token", value.access);
    localStorage.setItem("refresh", value.refresh);
    localStorage.setItem("user", JSON.stringify(value.user));
  }, { ...session, user: camelKeys(session.user) });
  // With an expiry, as the app writes it: a session cookie would not outlive this browser.
  const expires = Math.floor(Date.now() / 1000) + 3600;
  await context.addCookies([{ name: "token", value: session.access, url: base, sameSite: "Lax", expires }]);
  // Every run loads the page cold, as the public pages' runs do.
  await (await context.newCDPSession(page)).send("Network.clearBrowserCache");
  await context.close();

  const browserProcess = spawn(chrome, ["--headless=new", ...CHROME_ARGS, `--remote-debugging-port=${debugPort}`, `--user-data-dir=${profile}`, "about:blank"], {
    stdio: "ignore",
  });
  const exited = new Promise((resolve) => browserProcess.once("exit", resolve));
  await waitFor(`http://127.0.0.1:${debugPort}/json/version`, 30_000);
  return {
    async stop() {
      browserProcess.kill("SIGTERM");
      await exited;
    },
  };
}

/**
 * The framework's floor (see the top): builds scripts/bench-web-floor when it has no build yet
 * and serves it for the whole session; answers `run(label)`, one Lighthouse run on it, and
 * `stop()`.
 */
async function startFloor() {
  const floorDir = path.join(root, "scripts/bench-web-floor");
  const next = path.join(root, "node_modules/next/dist/bin/next");
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  if (!existsSync(path.join(floorDir, ".next/BUILD_ID"))) {
    const build = spawnSync(process.execPath, [next, "build", floorDir], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
    if (build.status !== 0) throw new Error("No se pudo compilar la página mínima de Next.js (scripts/bench-web-floor).");
  }
  const floorPort = await freePort();
  // Its own process group: `next start` serves from a child process (next-server) that a
  // signal to the parent alone leaves running.
  const floor = spawn(process.execPath, [next, "start", floorDir, "-p", String(floorPort), "-H", "127.0.0.1"], { cwd: root, env, stdio: "ignore", detached: true });
  const stopFloor = () => {
    try {
      process.kill(-floor.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  };
  process.on("exit", stopFloor);
  const origin = `http://127.0.0.1:${floorPort}`;
  await waitFor(`${origin}/`, 60_000);
  return { run: (label) => measure("/", path.join(dataDir, `lh-floor-${label}.json`), { origin }), stop: stopFloor };
}

/** The floor row: the median of a set of floor runs. */
const floorRow = (runs) => ({ ...median(runs), page: "(piso) Next.js sin aplicación" });

/** Issue 37's goal for a row, against the floor: what it misses (empty when none). */
function floorMisses(row, sessionFloor) {
  // Each page against the floor runs that alternated with its own runs, when there are some.
  const floor = row.floorNear ?? sessionFloor;
  const misses = [];
  // Each figure on its own median over the runs (decision 071): the median run's TBT and LCP
  // are one run's, picked by its score, and move by as much as the simulation moves.
  if (floor && floor.performance - row.performance > FLOOR_TARGETS.performanceBelowFloor) misses.push("rendimiento");
  if (floor && row.tbtMedianMs - floor.tbtMedianMs > FLOOR_TARGETS.tbtOverFloorMs) misses.push("TBT");
  if (row.lcpMedianMs > FLOOR_TARGETS.lcpMs) misses.push("LCP");
  return misses;
}

/** A row with its figures above the floor (TBT and LCP: their medians over the runs). */
const overFloor = (row, sessionFloor) => {
  const floor = row.floorNear ?? sessionFloor;
  return floor
    ? { ...row, performanceBelowFloor: floor.performance - row.performance, tbtOverFloorMs: row.tbtMedianMs - floor.tbtMedianMs, lcpOverFloorMs: row.lcpMedianMs - floor.lcpMedianMs }
    : row;
};

/** A signed-in page's median run: each run in a browser signed in afresh as `account`. */
async function measureSignedIn(page, account, debugPort, profile, label, floor) {
  const runs = [];
  const floorRuns = [];
  for (let attempt = 0; attempt < RUNS; attempt += 1) {
    if (floor) floorRuns.push(floor.run(`${label}-${attempt}`));
    // Lighthouse sometimes fails to record a load (NO_NAVSTART): once more, in a browser
    // signed in again, as the public pages get.
    for (let tries = 1; ; tries += 1) {
      const browser = await signedInBrowser(profile, debugPort, account);
      try {
        runs.push(measure(page, path.join(dataDir, `lh-${label}-${attempt}.json`), { debugPort }));
        break;
      } catch (error) {
        if (tries >= 2) throw error;
      } finally {
        await browser.stop();
      }
    }
  }
  const session = await signIn(account);
  return { ...median(runs), htmlGzipKB: await documentGzipKB(page, { cookie: `token=${session.access}` }), ...nearFloor(floorRuns) };
}

/** The floor runs that alternated with a page's runs: their median, as the page's reference. */
function nearFloor(floorRuns) {
  if (floorRuns.length === 0) return {};
  allFloorRuns.push(...floorRuns);
  const { performance, tbtMedianMs, lcpMedianMs } = median(floorRuns);
  return { floorNear: { performance, tbtMedianMs, lcpMedianMs } };
}

/** Every floor run of the session (the floor row is their median). */
const allFloorRuns = [];

/** The demo student's topics: the first free one with a score, and an open one without. */
async function academyTopics(session) {
  const auth = { authorization: `Bearer ${session.access}` };
  const list = await (await get(`${base}/api/themes/?page_size=100`, { headers: auth })).json();
  const open = (list.results ?? []).filter((theme) => theme.access !== "locked");
  const found = { scored: null, plain: null };
  for (const theme of open) {
    if (found.scored && found.plain) break;
    const detail = await (await get(`${base}/api/themes/${theme.slug}/?level=${theme.level.id}`, { headers: auth })).json();
    const kind = (detail.scores ?? []).length > 0 ? "scored" : "plain";
    found[kind] ??= `/academia/niveles/${theme.level.id}/temas/${theme.slug}`;
  }
  return found;
}

/**
 * The review pages: the demo student's latest reviewed take, and the take at the head of the
 * demo teacher's queue, as each opens it. Null when the seed has none.
 */
async function reviewPages(studentSession) {
  const first = async (url, session) =>
    (await (await get(`${base}${url}`, { headers: { authorization: `Bearer ${session.access}` } })).json()).results?.[0]?.id ?? null;
  const reviewed = await first("/api/submissions/?status=reviewed&page_size=1", studentSession);
  const queued = await first("/api/teacher/submissions/?page_size=1", await signIn(DEMO_TEACHER));
  return { student: reviewed && `/academia/revisiones/${reviewed}`, teacher: queued && `/profesor/revisiones/${queued}` };
}

const startedAt = new Date();
const startedFacts = machineFacts();
try {
  await waitFor(`${base}/api/health/`, 600_000);
  // The floor is served all along: its runs alternate with each page's (the machine's load
  // moves within a session; each page is judged against the floor runs beside its own).
  const floorServer = process.env.BENCH_FLOOR === "0" ? null : await startFloor();
  const student = await signIn();
  const posts = await (await get(`${base}/api/blog/public/posts/?page_size=1`)).json();
  const postSlug = posts.results?.[0]?.slug;
  const certificates = await (await get(`${base}/api/certificates/?page_size=1`, { headers: { authorization: `Bearer ${student.access}` } })).json();
  const certificateCode = certificates.results?.[0]?.code;
  const pages = [
    "/",
    "/como-tocar-acordeon-vallenato",
    "/blog",
    ...(postSlug ? [`/blog/${postSlug}`] : []),
    ...(certificateCode ? [`/certificados/${certificateCode}`] : []),
  ].filter(wanted);
  const rows = [];
  let missed = false;
  if (ONLY === "" || ONLY === "public") {
    // Warm each page once so the measurement is of a served page, not of a first compile or cache fill.
    for (const page of pages) await (await get(`${base}${page}`)).arrayBuffer();
    for (const page of pages) {
      const runs = [];
      const floorRuns = [];
      for (let attempt = 0; attempt < RUNS; attempt += 1) {
        if (floorServer) floorRuns.push(floorServer.run(`${rows.length}-${attempt}`));
        runs.push(measure(page, path.join(dataDir, `lh-${rows.length}-${attempt}.json`)));
      }
      const row = { ...median(runs), htmlGzipKB: await documentGzipKB(page), ...nearFloor(floorRuns) };
      rows.push(row);
      if (row.performance < TARGETS.performance || row.accessibility < TARGETS.accessibility || row.seo < TARGETS.seo || row.cls > TARGETS.cls) {
        missed = true;
      }
    }
  }
  if (ONLY !== "public") {
    const topics = await academyTopics(student);
    const reviews = await reviewPages(student);
    const academyPages = [
      ...(ONLY === "teacher"
        ? []
        : [
            "/academia",
            ...(topics.plain ? [topics.plain] : []),
            ...(topics.scored ? [topics.scored] : []),
            "/academia/practica",
            "/academia/practica/metronomo",
            "/academia/practica/afinador",
            "/academia/revisiones",
            ...(reviews.student ? [reviews.student] : []),
            "/academia/certificados",
          ].map((page) => ({ page, account: DEMO_STUDENT }))),
      { page: "/profesor", account: DEMO_TEACHER },
      ...(reviews.teacher ? [{ page: reviews.teacher, account: DEMO_TEACHER }] : []),
    ].filter(({ page }) => wanted(page));
    const debugPort = process.env.BENCH_PORT ? port + 1 : await freePort();
    const profile = mkdtempSync(path.join(tmpdir(), "fz-bench-chrome-"));
    try {
      for (const { page, account } of academyPages) {
        // Warm the page once (its server render and the API's caches), as the public pages get.
        const warm = await signIn(account);
        // As a page load (Fetch Metadata), so the server reads the student's data as the runs will.
        await (await get(`${base}${page}`, { headers: { cookie: `token=${warm.access}`, "Sec-Fetch-Dest": "document" } })).arrayBuffer();
        const row = await measureSignedIn(page, account, debugPort, profile, `a${rows.length}`, floorServer);
        rows.push(row);
        if (
          row.performance < ACADEMY_TARGETS.performance ||
          row.accessibility < ACADEMY_TARGETS.accessibility ||
          row.cls > ACADEMY_TARGETS.cls ||
          row.tbtMs > ACADEMY_TARGETS.tbtMs
        ) {
          missed = true;
        }
      }
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  }
  floorServer?.stop();
  const floor = allFloorRuns.length > 0 ? floorRow(allFloorRuns) : null;
  const measured = rows;
  const floorMissed = measured.filter((row) => floorMisses(row, floor).length > 0);
  console.table([...(floor ? [floor] : []), ...rows.map((row) => {
    const { floorNear, ...figures } = overFloor(row, floor);
    return { ...figures, floorPerformance: floorNear?.performance ?? null, floorTbtMedianMs: floorNear?.tbtMedianMs ?? null };
  })]);
  console.log(
    `Objetivos: páginas públicas rendimiento ≥ ${TARGETS.performance}, accesibilidad ${TARGETS.accessibility}, SEO ${TARGETS.seo}, CLS ${TARGETS.cls}; ` +
      `academia (con sesión) rendimiento ≥ ${ACADEMY_TARGETS.performance}, CLS ≤ ${ACADEMY_TARGETS.cls}, TBT ≤ ${ACADEMY_TARGETS.tbtMs} ms.` +
      (missed ? " Alguna página no los cumple." : " Todas las páginas los cumplen."),
  );
  console.log(
    `Frente al piso (issue 37): a ${FLOOR_TARGETS.performanceBelowFloor} puntos o menos, TBT a ${FLOOR_TARGETS.tbtOverFloorMs} ms o menos por encima, LCP ≤ ${FLOOR_TARGETS.lcpMs} ms. ` +
      (floorMissed.length === 0 ? "Todas las páginas lo cumplen." : `No lo cumplen: ${floorMissed.map((row) => `${row.page} (${floorMisses(row, floor).join(", ")})`).join("; ")}.`),
  );
  const name = ["web", ONLY, THROTTLING === "devtools" ? "devtools" : "", PAGE_FILTER.length > 0 ? "some" : ""].filter(Boolean).join("-");
  writeBenchResult(name, startedAt, startedFacts, {
    runs_per_page: RUNS,
    throttling: THROTTLING,
    targets: { public: TARGETS, academy: ACADEMY_TARGETS, against_floor: FLOOR_TARGETS },
    all_targets_met: !missed,
    floor_targets_met: floorMissed.length === 0,
    floor,
    pages: measured.map((row) => ({ ...overFloor(row, floor), floorMisses: floorMisses(row, floor) })),
  });
  process.exitCode = missed || floorMissed.length > 0 ? 1 : 0;
} catch (error) {
  console.error(error instanceof Error ? error.stack : error, error instanceof Error && error.cause ? error.cause : "");
  process.exitCode = 1;
} finally {
  stop();
}
