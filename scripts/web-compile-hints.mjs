#!/usr/bin/env node
// After `next build` (apps/web's build script): marks the JavaScript every page runs at start-up
// with V8's explicit compile hint, `//# allFunctionsCalledOnLoad` on its first line.
//
// Why: without it, V8 compiles a script's functions lazily, on the main thread, the first time
// each one is called — and a page's start-up calls nearly all of its first-load code (every
// module factory Turbopack instantiates, React DOM's hydration, the router). With the hint,
// Chromium (136+) compiles them eagerly on the background thread that already streams and
// parses the script. Measured on a topic's and `/blog`'s load (decision 010, fourth session):
// main-thread JavaScript per load roughly halved. Browsers without the hint read a comment.
//
// Which files: Next's root main files (the runtime, React DOM, the router) and every page's and
// layout's entry chunks (`entryJSFiles` of the client reference manifests) — the scripts a
// document lists. Chunks loaded later (`next/dynamic`, the admin's editors) keep lazy
// compilation: most of their functions wait for an event. A file's source map, if the build
// wrote one, is shifted by the added line. Running it twice changes nothing.
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import vm from "node:vm";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The script with the hint on its first line (unchanged if it has it already). */
export function withCompileHint(code) {
  return code.startsWith(COMPILE_HINT) ? code : COMPILE_HINT + code;
}

/** A source map for the script one line lower (plain or indexed maps). */
export function shiftedSourceMap(map) {
  if (Array.isArray(map.sections)) {
    return { ...map, sections: map.sections.map((section) => ({ ...section, offset: { ...section.offset, line: section.offset.line + 1 } })) };
  }
  return { ...map, mappings: `;${map.mappings}` };
}

/** The first-load scripts of every route, as paths relative to the build folder. */
export function firstLoadScripts(distDir) {
  const files = new Set(JSON.parse(readFileSync(path.join(distDir, "build-manifest.json"), "utf8")).rootMainFiles ?? []);
  const appDir = path.join(distDir, "server/app");
  if (existsSync(appDir)) {
    const manifests = readdirSync(appDir, { recursive: true }).filter((name) => name.endsWith("_client-reference-manifest.js"));
    for (const manifest of manifests) {
      // Each one assigns `globalThis.__RSC_MANIFEST[route] = {...}`: run it against an empty global.
      const sandbox = {};
      sandbox.globalThis = sandbox;
      vm.runInNewContext(readFileSync(path.join(appDir, manifest), "utf8"), sandbox, { timeout: 1000 });
      for (const route of Object.values(sandbox.__RSC_MANIFEST ?? {})) {
        for (const chunks of Object.values(route.entryJSFiles ?? {})) chunks.forEach((chunk) => files.add(chunk));
      }
    }
  }
  return [...files].filter((file) => file.endsWith(".js"));
}

/** Adds the hint to a build's first-load scripts; returns how many files it changed. */
export function addCompileHints(distDir) {
  let changed = 0;
  for (const file of firstLoadScripts(distDir)) {
    const scriptPath = path.join(distDir, file);
    if (!existsSync(scriptPath)) continue;
    const code = readFileSync(scriptPath, "utf8");
    const hinted = withCompileHint(code);
    if (hinted === code) continue;
    writeFileSync(scriptPath, hinted);
    changed += 1;
    const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
    const mapPath = mapName && !mapName.startsWith("data:") ? path.join(path.dirname(scriptPath), mapName) : null;
    if (mapPath && existsSync(mapPath)) {
      writeFileSync(mapPath, JSON.stringify(shiftedSourceMap(JSON.parse(readFileSync(mapPath, "utf8")))));
    }
  }
  return changed;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../apps/web");
  const distDir = path.join(webRoot, process.env.NEXT_DIST_DIR || ".next");
  const total = firstLoadScripts(distDir).length;
  const changed = addCompileHints(distDir);
  console.log(`Compile hints: ${changed} of ${total} first-load scripts marked (${path.relative(webRoot, distDir)}).`);
}
