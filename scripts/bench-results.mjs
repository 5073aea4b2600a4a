// Where every benchmark leaves its figures: `bench/results/<name>.json` (or BENCH_RESULTS_DIR),
// one file per benchmark and database, overwritten by the next run, with the facts of the machine
// and of the code measured. docs/benchmarks.md links them; prose never repeats the figures.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function git(...args) {
  try {
    return execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return null;
  }
}

/** What a figure depends on besides the code: the machine, its load, the runtime. */
export function machineFacts() {
  const cpus = os.cpus();
  const status = git("status", "--porcelain");
  return {
    commit: git("rev-parse", "--short", "HEAD"),
    uncommitted_changes: status === null ? null : status !== "",
    node: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    cpus: cpus.length,
    cpu_model: cpus[0]?.model ?? null,
    memory_gb: Number((os.totalmem() / 2 ** 30).toFixed(1)),
    load_average: os.loadavg().map((value) => Number(value.toFixed(2))),
  };
}

/**
 * Writes `{ benchmark, started_at, finished_at, machine, machine_at_start, ...result }` and prints
 * the file's path. `startedFacts` is machineFacts() taken before the load began.
 */
export function writeBenchResult(name, startedAt, startedFacts, result) {
  const dir = process.env.BENCH_RESULTS_DIR ? path.resolve(process.env.BENCH_RESULTS_DIR) : path.join(root, "bench", "results");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  const record = {
    benchmark: name,
    started_at: startedAt.toISOString(),
    finished_at: new Date().toISOString(),
    machine: machineFacts(),
    load_average_at_start: startedFacts.load_average,
    ...result,
  };
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  console.log(`\nResults written to ${path.relative(process.cwd(), file) || file}`);
  return file;
}
