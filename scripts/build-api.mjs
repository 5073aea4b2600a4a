#!/usr/bin/env node
// Compiles the API (and the workspace packages it uses: contracts, db, media) to JavaScript in
// apps/api/dist, so production runs plain Node: no TypeScript loader, no build at start.
// Dependencies from node_modules stay external (native addons such as argon2 and sharp, PGlite's
// WASM, pino's transport workers must be loaded from their own packages).
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outdir = path.join(root, "apps/api/dist");
rmSync(outdir, { recursive: true, force: true });

/** Bare imports are external unless they name a workspace package (@fz/*), which is bundled. */
const externalDependencies = {
  name: "external-dependencies",
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith("@fz/")) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = Date.now();
await build({
  entryPoints: { server: "apps/api/src/server.ts", cli: "apps/api/src/cli.ts" },
  absWorkingDir: root,
  outdir,
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  splitting: true,
  logLevel: "warning",
  plugins: [externalDependencies],
  // Bundled ESM has no require(); a few CommonJS paths inside the bundle still call it.
  banner: { js: 'import { createRequire as __fzCreateRequire } from "node:module"; const require = __fzCreateRequire(import.meta.url);' },
});
console.log(`API compiled to apps/api/dist in ${((Date.now() - started) / 1000).toFixed(1)} s`);
