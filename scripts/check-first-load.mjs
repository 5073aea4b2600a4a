#!/usr/bin/env node
// `npm run check:first-load`: the first-load JavaScript of every page of the web build against
// its budget (scripts/first-load-budget.json), after `npm run build -w @fz/web`.
//
// A page's first load is what its document makes the browser fetch before the page works: Next's
// root main files (runtime, React DOM, router) and the entry chunks of its layouts and its page
// (`entryJSFiles` of its client reference manifest; the same list scripts/web-compile-hints.mjs
// reads). Each file counts once, gzip-compressed as it travels. Chunks loaded later
// (`next/dynamic`, `import()`: the score viewer, the audio engine, the recorder) are not part of it.
//
// Issue 37: the pages without a score or a recorder must not grow. A page over its budget by more
// than `tolerance_kb` fails the check; the pages listed in `may_grow` (they carry a score or a
// recorder) are printed but never fail it; a page missing from the budget fails (add it). After
// a deliberate change, `node scripts/check-first-load.mjs --write` rewrites the budget from the
// build (keeping `may_grow` and `tolerance_kb`); the diff shows in review.
// NEXT_DIST_DIR selects the build folder, as for `npm start`.
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import vm from "node:vm";
import { gzipSync } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const distDir = path.join(root, "apps/web", process.env.NEXT_DIST_DIR || ".next");
const budgetFile = path.join(root, "scripts/first-load-budget.json");

/** route → the scripts its document loads first (paths relative to the build folder). */
function firstLoadByRoute(dir) {
  const rootMain = JSON.parse(readFileSync(path.join(dir, "build-manifest.json"), "utf8")).rootMainFiles ?? [];
  const appDir = path.join(dir, "server/app");
  const routes = new Map();
  const manifests = readdirSync(appDir, { recursive: true }).filter((name) => String(name).endsWith("page_client-reference-manifest.js"));
  for (const manifest of manifests) {
    const sandbox = {};
    sandbox.globalThis = sandbox;
    vm.runInNewContext(readFileSync(path.join(appDir, manifest), "utf8"), sandbox, { timeout: 1000 });
    for (const [key, entry] of Object.entries(sandbox.__RSC_MANIFEST ?? {})) {
      const route = key.replace(/\/page$/, "") || "/";
      // Next's own pages (/_not-found, /_global-error) are not the application's.
      if (route.startsWith("/_")) continue;
      const files = new Set(rootMain);
      for (const [module, chunks] of Object.entries(entry.entryJSFiles ?? {})) {
        // global-error replaces the root layout only when it fails: its chunks load then.
        if (module.endsWith("/global-error")) continue;
        chunks.forEach((chunk) => files.add(chunk));
      }
      routes.set(route, [...files].filter((file) => file.endsWith(".js")));
    }
  }
  return routes;
}

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(path.join(distDir, file))).length);
  return gzipCache.get(file);
}
const kb = (bytes) => Number((bytes / 1024).toFixed(1));

if (!existsSync(path.join(distDir, "BUILD_ID"))) {
  console.error(`No hay compilación web en ${distDir}: ejecuta \`npm run build -w @fz/web\` primero.`);
  process.exit(2);
}

const measured = new Map([...firstLoadByRoute(distDir)].map(([route, files]) => [route, kb(files.reduce((sum, file) => sum + gzipBytes(file), 0))]));
const budget = existsSync(budgetFile) ? JSON.parse(readFileSync(budgetFile, "utf8")) : { tolerance_kb: 1, may_grow: {}, routes: {} };

if (process.argv.includes("--write")) {
  const routes = Object.fromEntries([...measured].sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(budgetFile, `${JSON.stringify({ ...budget, routes }, null, 2)}\n`);
  console.log(`Presupuesto reescrito: ${path.relative(process.cwd(), budgetFile)} (${measured.size} páginas).`);
  process.exit(0);
}

const rows = [];
let failed = false;
for (const [route, size] of [...measured].sort(([a], [b]) => a.localeCompare(b))) {
  const allowed = budget.routes[route];
  const mayGrow = Object.hasOwn(budget.may_grow, route);
  let verdict = "ok";
  if (allowed === undefined) {
    verdict = "sin presupuesto";
    failed = true;
  } else if (size > allowed + budget.tolerance_kb) {
    verdict = mayGrow ? "crece (partitura o grabadora)" : "SE PASA";
    if (!mayGrow) failed = true;
  }
  rows.push({ route, firstLoadKB: size, budgetKB: allowed ?? null, deltaKB: allowed === undefined ? null : Number((size - allowed).toFixed(1)), verdict });
}
console.table(rows);
const over = rows.filter((row) => row.verdict === "SE PASA" || row.verdict === "sin presupuesto");
if (failed) {
  console.error(
    `JavaScript de primera carga: ${over.map((row) => `${row.route} (${row.verdict}, ${row.firstLoadKB} KB)`).join("; ")}. ` +
      "Las páginas sin partitura ni grabadora no deben crecer: carga lo nuevo con next/dynamic o import() cuando haga falta, " +
      "o, si el aumento es deliberado, reescribe el presupuesto con `node scripts/check-first-load.mjs --write`.",
  );
  process.exit(1);
}
console.log(`JavaScript de primera carga dentro del presupuesto en ${rows.length} páginas (tolerancia ${budget.tolerance_kb} KB).`);
