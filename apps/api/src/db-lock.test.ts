import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { count } from "drizzle-orm";
import { openDatabase } from "@fz/db/client";
import { DatabaseLockedError, lockDataDir } from "@fz/db/data-dir-lock";
import { users } from "@fz/db/schema";

const dirs: string[] = [];
const children: ChildProcess[] = [];

function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "fz-lock-"));
  dirs.push(dir);
  return dir;
}

/** A real second process that takes the lock and then idles until killed. */
async function holdLockInChild(dir: string): Promise<ChildProcess> {
  const script = `
    import { lockDataDir } from "@fz/db/data-dir-lock";
    lockDataDir(${JSON.stringify(dir)});
    console.log("locked");
    setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: import.meta.dirname,
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("locked")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`child exited early (${code})`)));
  });
  return child;
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("embedded database lock", () => {
  it("refuses a second process while the owner lives", async () => {
    const dir = tempDir();
    await holdLockInChild(dir);
    expect(() => lockDataDir(dir)).toThrow(DatabaseLockedError);
    expect(() => lockDataDir(dir)).toThrow(/ya está abierta por otro proceso/);
  });

  it("takes over at once a lock left by a process killed with SIGKILL", async () => {
    const dir = tempDir();
    const child = await holdLockInChild(dir);
    child.kill("SIGKILL");
    await new Promise((resolve) => child.once("exit", resolve));
    const started = Date.now();
    const lock = lockDataDir(dir);
    expect(Date.now() - started).toBeLessThan(1_000);
    lock.release();
    expect(existsSync(path.join(dir, "fz-owner.lock"))).toBe(false);
  });

  it("treats a lock written before the last boot, or unreadable and old, as stale", () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, "fz-owner.lock"), JSON.stringify({ pid: process.ppid, host: os.hostname(), boot: "another-boot" }));
    lockDataDir(dir).release();
    const file = path.join(dir, "fz-owner.lock");
    writeFileSync(file, "{half");
    const old = new Date(Date.now() - 60_000);
    utimesSync(file, old, old);
    lockDataDir(dir).release();
  });

  it("refuses the same directory twice in one process", () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DatabaseLockedError);
    lock.release();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("migrations on PostgreSQL", () => {
  it("serialise when several instances start at once on one fresh database", async () => {
    const base = new URL(process.env.TEST_DATABASE_URL!);
    const name = `fz_migrate_race_${process.pid}_${Date.now()}`;
    const admin = await openDatabase({ url: base.toString(), poolSize: 1 });
    await admin.exec(`CREATE DATABASE ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ url: url.toString(), poolSize: 1 })));
    try {
      // Without the advisory lock, these race on CREATE TABLE / CREATE TYPE and all but one fail.
      await Promise.all(instances.map((instance) => instance.migrate()));
      const [row] = await instances[0]!.db.select({ value: count() }).from(users);
      expect(row?.value).toBe(0);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await admin.exec(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.close();
    }
  }, 120_000);

  it("survives the server ending an idle pooled connection", async () => {
    const errors: Error[] = [];
    // Its own session name: the test ends only this pool's connections (never another suite's).
    const applicationName = `fz-db-lock-test-${process.pid}`;
    const handle = await openDatabase({ url: process.env.TEST_DATABASE_URL!, poolSize: 2, applicationName, onPoolError: (error) => errors.push(error) });
    const other = await openDatabase({ url: process.env.TEST_DATABASE_URL!, poolSize: 1 });
    try {
      await handle.exec("select 1");
      // What a server restart or an administrator does to the idle connection.
      await other.exec(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = '${applicationName}' and pid <> pg_backend_pid() and datname = current_database() and state = 'idle'`);
      await expect.poll(() => errors.length, { timeout: 5_000 }).toBeGreaterThan(0);
      // The next query gets a new connection.
      await handle.exec("select 1");
    } finally {
      await handle.close();
      await other.close();
    }
  });
});
