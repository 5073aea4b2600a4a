import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { acceptsEncoding } from "../lib/accept-encoding";

/**
 * Next's build files in Brotli (docs/decisions/068-brotli-for-build-files-and-documents.md).
 *
 * Next's own server compresses on the fly with gzip only. The build writes a Brotli copy
 * (`<file>.br`, quality 11) of every script and stylesheet under `<distDir>/static`
 * (scripts/web-precompress.mjs); a client that accepts `br` gets that copy, 13 % smaller for the
 * scripts and 19 % for the stylesheet than the gzip Next sends, which is what a phone downloads
 * before a page can run. Anything else — another encoding, a file without its copy, a build
 * made before the step existed — goes to Next as before.
 *
 * The files are named by their content and never change while the process runs: each copy is
 * read once and kept (a build's copies are a few MB at most).
 */

const STATIC_PREFIX = "/_next/static/";
/** The characters of Next's build paths; anything else (`..`, `%2e`, backslashes) is not ours. */
const STATIC_PATH = /^[\w\-.~/]+$/;
const TYPES: Readonly<Record<string, string>> = {
  ".js": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
};

interface Copy {
  body: Buffer;
  etag: string;
  lastModified: string;
  type: string;
}

export interface StaticBrotli {
  /** Answers the request with the file's Brotli copy and returns true, or returns false and writes nothing. */
  serve(req: IncomingMessage, res: ServerResponse, secure: () => void): boolean;
}

export function createStaticBrotli({ distDir }: { distDir: string }): StaticBrotli {
  const staticDir = path.join(distDir, "static");
  // Only copies found are kept (as many as the build has files): a path without one is looked
  // up again, so requests for made-up paths cannot grow this.
  const copies = new Map<string, Copy>();

  const copyOf = (relative: string): Copy | undefined => {
    const known = copies.get(relative);
    if (known) return known;
    const type = TYPES[path.extname(relative)];
    const file = path.join(staticDir, relative);
    if (!type || !file.startsWith(staticDir + path.sep)) return undefined;
    try {
      const { mtime, mtimeMs } = statSync(file);
      // A copy older than its file was made from other bytes: Next's gzip of the file instead.
      if (statSync(`${file}.br`).mtimeMs < mtimeMs) return undefined;
      const body = readFileSync(`${file}.br`);
      const digest = createHash("sha256").update(body).digest("base64url").slice(0, 22);
      const copy = { body, etag: `"${digest}-br"`, lastModified: mtime.toUTCString(), type };
      copies.set(relative, copy);
      return copy;
    } catch {
      return undefined; // No copy of this file (or no such file): Next answers.
    }
  };

  return {
    serve(req, res, secure) {
      if (req.method !== "GET" && req.method !== "HEAD") return false;
      const url = req.url ?? "";
      if (!url.startsWith(STATIC_PREFIX) || !acceptsEncoding(req.headers["accept-encoding"], "br")) return false;
      const query = url.indexOf("?");
      const relative = url.slice(STATIC_PREFIX.length, query === -1 ? undefined : query);
      if (!STATIC_PATH.test(relative) || relative.split("/").some((segment) => segment === "" || segment.startsWith("."))) return false;
      const copy = copyOf(relative);
      if (!copy) return false;
      secure();
      const headers = {
        "cache-control": "public, max-age=31536000, immutable",
        "content-type": copy.type,
        etag: copy.etag,
        "last-modified": copy.lastModified,
        vary: "Accept-Encoding",
      };
      if (req.headers["if-none-match"] === copy.etag) {
        res.writeHead(304, headers);
        res.end();
        return true;
      }
      res.writeHead(200, { ...headers, "content-encoding": "br", "content-length": copy.body.length });
      res.end(req.method === "HEAD" ? undefined : copy.body);
      return true;
    },
  };
}
