#!/usr/bin/env node
// After `next build` and the compile hints (apps/web's build script): writes a Brotli copy,
// `<file>.br` at quality 11, of every script and stylesheet under the build's `static` folder.
// The server sends that copy to browsers that accept `br` (apps/api/src/plugins/static-brotli.ts);
// Next itself only compresses with gzip, on the fly. Why: docs/decisions/068.
//
// Runs last: a copy older than its file is never sent, so a file changed after this step (the
// compile hints run again by hand, say) falls back to Next's gzip until the step runs again.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";

const compress = promisify(brotliCompress);
const EXTENSIONS = new Set([".js", ".css"]);

/** The scripts and stylesheets of a build's `static` folder, as absolute paths. */
export function precompressibleFiles(staticDir) {
  return readdirSync(staticDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && EXTENSIONS.has(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

/** Writes `<file>.br` beside every script and stylesheet; returns how many and their sizes. */
export async function precompress(staticDir) {
  const files = precompressibleFiles(staticDir);
  let plainBytes = 0;
  let brotliBytes = 0;
  // zlib's asynchronous calls run on libuv's threads: all files at once keep every core busy.
  await Promise.all(
    files.map(async (file) => {
      const code = readFileSync(file);
      const copy = await compress(code, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: code.length,
        },
      });
      writeFileSync(`${file}.br`, copy);
      plainBytes += code.length;
      brotliBytes += copy.length;
    }),
  );
  return { files: files.length, plainBytes, brotliBytes };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../apps/web");
  const distDir = path.join(webRoot, process.env.NEXT_DIST_DIR || ".next");
  const started = Date.now();
  const { files, plainBytes, brotliBytes } = await precompress(path.join(distDir, "static"));
  console.log(
    `Brotli copies: ${files} scripts and stylesheets, ${(plainBytes / 1e6).toFixed(2)} MB → ${(brotliBytes / 1e6).toFixed(2)} MB (${path.relative(webRoot, distDir)}, ${((Date.now() - started) / 1000).toFixed(1)} s).`,
  );
}
