#!/usr/bin/env node
// `npm start`: build the web app if its build is missing or older than its sources, then run
// the one server (API + web on one port). Migrations and the seed run inside the server.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dev = process.argv.includes("--dev");

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

if (!dev && webBuildIsStale()) {
  console.log("Building the web app (first start, or its sources changed)…");
  const result = spawnSync("npm", ["run", "build", "-w", "@fz/web"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Run the TypeScript server in this process (no second process to forward signals to).
const { register } = await import("tsx/esm/api");
register();
await import(path.join(root, "apps/api/src/server.ts"));
