#!/usr/bin/env node
// `npm start`: the one server (API + web on one port). Migrations and the seed run inside it.
// - NODE_ENV=production: compiled code only (`npm run build` made it) — no TypeScript loader,
//   no build at start; a missing build is an error, never built here.
// - otherwise (a laptop, `npm install && npm start`): build the web app and compile the API when
//   their builds are missing or older than their sources, then run the compiled API (tsx would
//   cost ~180 MB of memory at idle, decision 011). `npm run dev` runs the TypeScript through tsx.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dev = process.argv.includes("--dev");
const production = process.env.NODE_ENV === "production";

/** Newest modification time under the given paths (skipping build output and deps). */
function newestMtime(paths) {
  let newest = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(p)) {
        if (entry === "node_modules" || entry === ".next" || entry === "e2e") continue;
        walk(path.join(p, entry));
      }
    } else if (!p.endsWith(".test.ts") && !p.endsWith(".test.tsx")) {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  paths.forEach(walk);
  return newest;
}

function webBuildIsStale() {
  const buildId = path.join(root, "apps/web", process.env.NEXT_DIST_DIR || ".next", "BUILD_ID");
  if (!existsSync(buildId)) return true;
  const sources = ["apps/web/src", "apps/web/public", "apps/web/next.config.ts", "apps/web/package.json", "packages/contracts/src"]
    .map((p) => path.join(root, p));
  return newestMtime(sources) > statSync(buildId).mtimeMs;
}

if (production) {
  const server = path.join(root, "apps/api/dist/server.mjs");
  const webBuild = path.join(root, "apps/web", process.env.NEXT_DIST_DIR || ".next", "BUILD_ID");
  const servesWeb = process.env.SERVE_WEB !== "false";
  const missing = [!existsSync(server) && "apps/api/dist", servesWeb && !existsSync(webBuild) && "apps/web/.next"].filter(Boolean);
  if (missing.length > 0) {
    console.error(`NODE_ENV=production runs compiled code only; missing: ${missing.join(", ")}. Run \`npm run build\` first.`);
    process.exit(1);
  }
  await import(pathToFileURL(server).href);
} else {
  await startFromSources();
}

async function startFromSources() {
  if (!dev && webBuildIsStale()) {
    console.log("Building the web app (first start, or its sources changed)…");
    const result = spawnSync("npm", ["run", "build", "-w", "@fz/web"], { cwd: root, stdio: "inherit" });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  if (dev) {
    // Run the TypeScript server in this process (no second process to forward signals to).
    const { register } = await import("tsx/esm/api");
    register();
    await import(path.join(root, "apps/api/src/server.ts"));
    return;
  }
  const serverBundle = path.join(root, "apps/api/dist/server.mjs");
  const apiSources = ["apps/api/src", "apps/api/package.json", "packages/db/src", "packages/media/src", "packages/contracts/src"].map((p) => path.join(root, p));
  if (!existsSync(serverBundle) || newestMtime(apiSources) > statSync(serverBundle).mtimeMs) {
    const result = spawnSync(process.execPath, [path.join(root, "scripts/build-api.mjs")], { cwd: root, stdio: "inherit" });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  await import(pathToFileURL(serverBundle).href);
}
