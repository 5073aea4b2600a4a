import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** Another live process already owns the embedded database's data directory. */
export class DatabaseLockedError extends Error {}

export interface DataDirLock {
  release(): void;
}

interface Owner {
  pid: number;
  host: string;
  boot: string;
}

const LOCK_FILE = "fz-owner.lock";

/** Changes at every boot on Linux: a lock written before a reboot is stale whatever its pid. */
function bootId(): string {
  try {
    return readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
  } catch {
    return "";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readOwner(file: string): Owner | null {
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<Owner>;
    if (typeof parsed.pid !== "number") return null;
    return { pid: parsed.pid, host: String(parsed.host ?? ""), boot: String(parsed.boot ?? "") };
  } catch {
    // Unreadable or half-written (the owner died while writing it): nobody can own it.
    return null;
  }
}

/** A file being written by an owner that is starting right now is not stale yet. */
function isFresh(file: string): boolean {
  try {
    return Date.now() - statSync(file).mtimeMs < 2_000;
  } catch {
    return false;
  }
}

/** Whether the recorded owner may still be running: only a live process on this host and boot counts. */
function ownerIsLive(owner: Owner | null, file: string): boolean {
  if (!owner) return isFresh(file);
  if (owner.host !== os.hostname()) return true; // can't see another host's processes: respect it
  if (owner.boot && owner.boot !== bootId()) return false;
  return owner.pid === process.pid || isAlive(owner.pid);
}

/**
 * Takes `dir` for this process. Two processes on one PGlite directory corrupt it, so a second
 * one is refused; but a lock left by a process that died without closing (kill -9, a crash, a
 * power cut) names a pid that no longer runs, and is taken over at once — no waiting for a
 * timeout.
 */
export function lockDataDir(dir: string): DataDirLock {
  const file = path.join(dir, LOCK_FILE);
  const owner: Owner = { pid: process.pid, host: os.hostname(), boot: bootId() };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    let fd: number;
    try {
      fd = openSync(file, "wx");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const current = readOwner(file);
      if (ownerIsLive(current, file)) {
        throw new DatabaseLockedError(
          `La base de datos embebida (${dir}) ya está abierta por otro proceso (pid ${current?.pid}). ` +
            "Detén el otro servidor o usa DATABASE_URL con PostgreSQL.",
        );
      }
      unlinkSync(file);
      continue;
    }
    writeSync(fd, JSON.stringify(owner));
    closeSync(fd);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      process.off("exit", release);
      // Only remove the file if it is still ours.
      if (readOwner(file)?.pid === process.pid) unlinkSync(file);
    };
    process.on("exit", release);
    return { release };
  }
  throw new DatabaseLockedError(`No se pudo tomar la base de datos embebida (${dir}).`);
}
