import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { ALPHATAB_ASSETS as ALPHATAB_PREFIX } from "@fz/contracts/scores";
import { SCRIPT_FILE_POLICY } from "../../plugins/content-security-policy";
import { notFound } from "../../lib/errors";

/**
 * alphaTab's browser files, served by the app itself (no CDN): the module the score view
 * imports, its core, the worker it starts beside itself, and the Bravura music font. The
 * version is in the path, so browsers keep them for a year. `alphaTab.min.mjs` imports
 * `./alphaTab.core.mjs` and starts `./alphaTab.worker.mjs`: those names serve the minified builds.
 */

const FILES: Record<string, { file: string; type: string }> = {
  "alphaTab.mjs": { file: "alphaTab.min.mjs", type: "text/javascript; charset=utf-8" },
  "alphaTab.core.mjs": { file: "alphaTab.core.min.mjs", type: "text/javascript; charset=utf-8" },
  "alphaTab.worker.mjs": { file: "alphaTab.worker.min.mjs", type: "text/javascript; charset=utf-8" },
  "font/Bravura.woff2": { file: "font/Bravura.woff2", type: "font/woff2" },
  "font/Bravura.woff": { file: "font/Bravura.woff", type: "font/woff" },
  "font/Bravura.otf": { file: "font/Bravura.otf", type: "font/otf" },
};

function distDirectory(): string {
  // The package's CommonJS entry is dist/alphaTab.js; its exports map hides package.json.
  return path.dirname(createRequire(import.meta.url).resolve("@coderline/alphatab"));
}

interface Asset {
  type: string;
  raw: Buffer;
  gzip: Buffer | null;
}

export default async function notationAssetsRoutes(app: FastifyInstance) {
  const dist = distDirectory();
  const cache = new Map<string, Promise<Asset>>();

  const load = (name: string, spec: { file: string; type: string }): Promise<Asset> => {
    let asset = cache.get(name);
    if (!asset) {
      asset = readFile(path.join(dist, spec.file)).then((raw) => ({
        type: spec.type,
        raw,
        // Scripts shrink to about a quarter; fonts are compressed already.
        gzip: spec.type.startsWith("text/") ? gzipSync(raw, { level: 9 }) : null,
      }));
      asset.catch(() => cache.delete(name));
      cache.set(name, asset);
    }
    return asset;
  };

  app.get<{ Params: { "*": string } }>(`${ALPHATAB_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const name = request.params["*"];
    const spec = Object.hasOwn(FILES, name) ? FILES[name] : undefined;
    if (!spec) throw notFound("El archivo no existe.");
    const asset = await load(name, spec);
    reply.header("content-type", asset.type).header("cache-control", "public, max-age=31536000, immutable").header("vary", "accept-encoding");
    // The worker runs under its script's policy: it imports the core from this origin.
    if (asset.type.startsWith("text/javascript")) reply.header("content-security-policy", SCRIPT_FILE_POLICY);
    if (asset.gzip && /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""))) {
      return reply.header("content-encoding", "gzip").send(asset.gzip);
    }
    return reply.send(asset.raw);
  });
}
