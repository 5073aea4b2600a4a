#!/usr/bin/env node
// `npm run db:migrate|db:seed|db:reset`: the compiled CLI in production (tsx is a development
// dependency), the TypeScript source otherwise.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
if (process.env.NODE_ENV === "production") {
  const cli = path.join(root, "apps/api/dist/cli.mjs");
  if (!existsSync(cli)) {
    console.error("NODE_ENV=production runs compiled code only; run `npm run build` first.");
    process.exit(1);
  }
  await import(pathToFileURL(cli).href);
} else {
  const { register } = await import("tsx/esm/api");
  register();
  await import(path.join(root, "apps/api/src/cli.ts"));
}
