import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The real server process (API only, embedded database in a temporary folder): readiness while
 * draining, a clean exit that releases the data directory, and a restart after kill -9.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), "fz-server-"));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function startServer(port: number): ChildProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: path.resolve(import.meta.dirname, ".."),
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SERVE_WEB: "false",
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      SHUTDOWN_DRAIN_SECONDS: "5",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  return child;
}

async function readyStatus(port: number): Promise<number | null> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health/ready/`);
    return response.status;
  } catch {
    return null;
  }
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("condition not reached in time");
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once("exit", (code) => resolve(code));
  });

describe("server lifecycle", () => {
  it("drains on SIGTERM (ready 503, live requests answered), exits 0 and frees the data directory", async () => {
    const port = await freePort();
    const child = startServer(port);
    await waitFor(async () => (await readyStatus(port)) === 200, 150_000);

    child.kill("SIGTERM");
    // During the drain window the instance is still up but tells the load balancer to go away.
    await waitFor(async () => (await readyStatus(port)) === 503, 4_500);
    const live = await fetch(`http://127.0.0.1:${port}/api/health/live/`);
    expect(live.status).toBe(200);
    expect(await exited(child)).toBe(0);
    expect(existsSync(path.join(dataDir, "pglite", "fz-owner.lock"))).toBe(false);
  }, 200_000);

  it("starts again at once after the previous process was killed with SIGKILL", async () => {
    const port = await freePort();
    const first = startServer(port);
    await waitFor(async () => (await readyStatus(port)) === 200, 150_000);
    first.kill("SIGKILL");
    await exited(first);
    expect(existsSync(path.join(dataDir, "pglite", "fz-owner.lock"))).toBe(true);

    const second = startServer(port);
    let stderr = "";
    second.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    await waitFor(async () => (await readyStatus(port)) === 200 || second.exitCode !== null, 150_000);
    expect(stderr).not.toMatch(/ya está abierta/);
    expect(await readyStatus(port)).toBe(200);
    second.kill("SIGTERM");
    expect(await exited(second)).toBe(0);
  }, 330_000);
});
