/**
 * Where the embedded database's memory goes (not a test; decision 011).
 *
 *   npx tsx --expose-gc apps/api/bench/pglite-memory.ts [data-dir]
 *
 * Opens PGlite on a fresh directory (or the one given: a warm start), migrates, seeds the demo
 * content as `npm start` does, and prints RSS, the V8 heap, external/ArrayBuffer memory and the
 * size of PGlite's WebAssembly memory after each step.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "@fz/db/client";
import { loadEnv } from "../src/config/env";
import { prepareDatabase } from "../src/db";
import { seedDemoThroughApp } from "../src/demo-seed";

const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;
const given = process.argv[2];
const dir = given ?? mkdtempSync(path.join(tmpdir(), "fz-pglite-mem-"));

function report(step: string, wasmBytes?: number) {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  const wasm = wasmBytes === undefined ? "" : `  wasm memory ${mb(wasmBytes)}`;
  console.log(`${step.padEnd(28)} rss ${mb(m.rss).padStart(7)}  heap ${mb(m.heapUsed).padStart(6)}  external ${mb(m.external).padStart(6)}  arrayBuffers ${mb(m.arrayBuffers).padStart(6)}${wasm}`);
}

report("node + modules");
const handle = await openDatabase({ dataDir: path.join(dir, "pglite") });
// PGlite keeps its Emscripten module on `mod`; its heap is the WebAssembly memory.
const wasmSize = () => (handle.db as unknown as { $client?: { mod?: { HEAPU8?: Uint8Array } } }).$client?.mod?.HEAPU8?.length;
report(given ? "PGlite opened (warm)" : "PGlite opened (cold, initdb)", wasmSize());
const env = loadEnv({ DATA_DIR: dir });
await prepareDatabase(handle, () => {});
await seedDemoThroughApp(handle, env, () => {});
report("migrated + seeded", wasmSize());
await new Promise((resolve) => setTimeout(resolve, 2000));
report("idle 2 s later", wasmSize());
await handle.close();
report("closed");
if (!given) rmSync(dir, { recursive: true, force: true });
