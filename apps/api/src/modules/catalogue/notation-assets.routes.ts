import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { ALPHATAB_ASSETS as ALPHATAB_PREFIX } from "@fz/contracts/scores";
import { SCRIPT_FILE_POLICY } from "../../plugins/content-security-policy";
import { acceptsEncoding } from "../../lib/accept-encoding";
import { notFound } from "../../lib/errors";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

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
  /** Set once made (quality 11 takes ~1.7 s for the core, off the event loop): gzip until then. */
  brotli: Buffer | null;
}

export default async function notationAssetsRoutes(app: FastifyInstance) {
  const dist = distDirectory();
  const cache = new Map<string, Promise<Asset>>();

  const load = (name: string, spec: { file: string; type: string }): Promise<Asset> => {
    let asset = cache.get(name);
    if (!asset) {
      asset = readFile(path.join(dist, spec.file)).then(async (raw) => {
        // Scripts shrink to about a quarter in gzip and a fifth in Brotli (the core: 279 and
        // 224 KB of 1.1 MB, decision 068); fonts are compressed already.
        const text = spec.type.startsWith("text/");
        const made: Asset = { type: spec.type, raw, gzip: text ? await gzipAsync(raw, { level: 9 }) : null, brotli: null };
        if (text) {
          brotliAsync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
            .then((copy) => (made.brotli = copy))
            .catch(() => undefined); // gzip goes on serving it
        }
        return made;
      });
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
    const accepted = request.headers["accept-encoding"];
    if (asset.brotli && acceptsEncoding(accepted, "br")) return reply.header("content-encoding", "br").send(asset.brotli);
    if (asset.gzip && acceptsEncoding(accepted, "gzip")) return reply.header("content-encoding", "gzip").send(asset.gzip);
    return reply.send(asset.raw);
  });
}
