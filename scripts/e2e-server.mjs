#!/usr/bin/env node
// The server the Playwright journeys run against: `npm start` on a fresh, throw-away
// embedded database, so every run starts from the seed.
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dataDir = path.join(root, "data", "e2e");
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
await import("./start.mjs");
