#!/usr/bin/env node
// `npm run bench:web`: Lighthouse (mobile) on the public pages against the production build.
//
// 1. builds the web app if its build is missing or stale (the same check as `npm start`),
// 2. starts the production server on a free port with a throw-away data directory (seeded),
// 3. runs Lighthouse on /, one course landing page, /blog and one post,
// 4. runs each page BENCH_RUNS times (default 3) and prints the median run: performance (and
//    its range over the runs), accessibility, best-practices and SEO scores, LCP, TBT, CLS and
//    the JavaScript bytes the page transfers; exits 1 when a target is missed.
//
// Needs Lighthouse (`npm i -D lighthouse`, or any `npx lighthouse`) and Chromium
// (CHROME_PATH, default /usr/bin/chromium). NEXT_DIST_DIR selects the build folder.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const TARGETS = { performance: 95, accessibility: 100, seo: 100, cls: 0 };
const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";
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

async function waitFor(url, timeoutMs = 120_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} no respondió en ${timeoutMs / 1000} s`);
}

const port = await freePort();
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
  rmSync(dataDir, { recursive: true, force: true });
});
process.on("SIGINT", () => process.exit(130));

/** One Lighthouse run on a page: the scores and figures the table shows. */
function measure(page, out) {
  const [command, prefix] = lighthouse;
  const run = spawnSync(
    command,
    [
      ...prefix,
      `${base}${page}`,
      "--quiet",
      "--output=json",
      `--output-path=${out}`,
      "--form-factor=mobile",
      "--only-categories=performance,accessibility,best-practices,seo",
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: chrome }, stdio: ["ignore", "ignore", "inherit"] },
  );
  if (run.status !== 0) throw new Error(`Lighthouse falló en ${page}`);
  const report = JSON.parse(readFileSync(out, "utf8"));
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id) => report.audits[id]?.numericValue ?? 0;
  const scripts = (report.audits["network-requests"]?.details?.items ?? []).filter((item) => item.resourceType === "Script");
  const jsBytes = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
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
  };
}

try {
  await waitFor(`${base}/api/health/`, 600_000);
  const posts = await (await fetch(`${base}/api/blog/public/posts/?page_size=1`)).json();
  const postSlug = posts.results?.[0]?.slug;
  const pages = ["/", "/como-tocar-acordeon-vallenato", "/blog", ...(postSlug ? [`/blog/${postSlug}`] : [])];
  // Warm each page once so the measurement is of a served page, not of a first compile or cache fill.
  for (const page of pages) await fetch(`${base}${page}`);

  const rows = [];
  let missed = false;
  for (const page of pages) {
    const runs = [];
    for (let attempt = 0; attempt < RUNS; attempt += 1) runs.push(measure(page, path.join(dataDir, `lh-${rows.length}-${attempt}.json`)));
    // Lighthouse varies from run to run: report the median run, as its documentation advises.
    const sorted = [...runs].sort((a, b) => a.performance - b.performance);
    const row = { ...sorted[Math.floor(sorted.length / 2)], performanceRange: `${sorted[0].performance}–${sorted.at(-1).performance}` };
    rows.push(row);
    if (row.performance < TARGETS.performance || row.accessibility < TARGETS.accessibility || row.seo < TARGETS.seo || row.cls > TARGETS.cls) {
      missed = true;
    }
  }
  console.table(rows);
  console.log(
    `Objetivos: rendimiento ≥ ${TARGETS.performance}, accesibilidad ${TARGETS.accessibility}, SEO ${TARGETS.seo}, CLS ${TARGETS.cls}.` +
      (missed ? " Alguna página no los cumple." : " Todas las páginas los cumplen."),
  );
  process.exitCode = missed ? 1 : 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  stop();
}
