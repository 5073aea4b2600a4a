#!/usr/bin/env node
// After `npm run build`: starts `npm start` as production would (NODE_ENV=production, compiled
// code only, a fresh embedded database) and checks that it becomes ready and serves the web app
// and the API, then that SIGTERM drains and exits cleanly. CI runs it after the build.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.SMOKE_PORT ?? 3099);
const dataDir = mkdtempSync(path.join(os.tmpdir(), "fz-smoke-"));
const base = `http://127.0.0.1:${port}`;

const child = spawn(process.execPath, ["scripts/start.mjs"], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dataDir,
    JWT_SECRET: "smoke-test-secret-that-is-long-enough-0123456789",
    SANDBOX_PAYMENTS: "false",
    SHUTDOWN_DRAIN_SECONDS: "1",
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "pipe", "inherit"],
});
let output = "";
child.stdout.on("data", (chunk) => (output += chunk.toString()));

function fail(message) {
  console.error(`smoke-production: ${message}\n${output}`);
  child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}

const deadline = Date.now() + 60_000;
let ready = false;
while (Date.now() < deadline && child.exitCode === null) {
  try {
    if ((await fetch(`${base}/api/health/ready/`)).status === 200) {
      ready = true;
      break;
    }
  } catch {
    // not listening yet
  }
  await new Promise((resolve) => setTimeout(resolve, 250));
}
if (!ready) fail("the production server did not become ready within 60 s (a build at start, or a crash?)");
if (/Building the web app/.test(output)) fail("production start built the web app");

const home = await fetch(`${base}/`);
if (home.status !== 200 || !(home.headers.get("content-type") ?? "").includes("text/html")) fail(`GET / answered ${home.status}`);
const api = await fetch(`${base}/api/courses_public/`);
if (api.status !== 200) fail(`GET /api/courses_public/ answered ${api.status}`);

child.kill("SIGTERM");
const code = await new Promise((resolve) => child.once("exit", resolve));
rmSync(dataDir, { recursive: true, force: true });
if (code !== 0) fail(`SIGTERM ended with exit code ${code}`);
console.log("smoke-production: compiled server ready, served / and the API, drained and exited 0");
