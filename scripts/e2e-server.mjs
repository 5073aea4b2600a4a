#!/usr/bin/env node
// The server the Playwright journeys run against: `npm start` on a fresh, throw-away
// embedded database, so every run starts from the seed.
import { cpSync, existsSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = process.env.PORT ?? "3100";
// One folder per port, so two runs side by side do not wipe each other's database.
const dataDir = path.join(root, "data", `e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;

// A second run side by side (CI's second shard) serves its own copy of the web build: the seed
// of a fresh database revalidates the pages, and Next.js rewrites them inside its build folder,
// which would turn the other run's cached pages into misses. The copy leaves out the compiler's
// cache (not read when serving) and keeps the files' times, so start.mjs sees it as up to date.
const webDir = path.join(root, "apps/web");
if (port !== "3100" && !process.env.NEXT_DIST_DIR && existsSync(path.join(webDir, ".next", "BUILD_ID"))) {
  const own = `.next-e2e-${port}`;
  rmSync(path.join(webDir, own), { recursive: true, force: true });
  const source = path.join(webDir, ".next");
  cpSync(source, path.join(webDir, own), {
    recursive: true,
    preserveTimestamps: true,
    filter: (from) => from !== path.join(source, "cache"),
  });
  process.env.NEXT_DIST_DIR = own;
}
await import("./start.mjs");
