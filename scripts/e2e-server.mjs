#!/usr/bin/env node
// The server the Playwright journeys run against: `npm start` on a fresh, throw-away
// embedded database, so every run starts from the seed.
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// One folder per port, so two runs side by side do not wipe each other's database.
const dataDir = path.join(root, "data", `e2e-${process.env.PORT ?? "3100"}`);
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
await import("./start.mjs");
