// Types for scripts/web-precompress.mjs (run by Node after the web build and its compile hints, tested from apps/web).
/** The scripts and stylesheets of a build's `static` folder, as absolute paths. */
export function precompressibleFiles(staticDir: string): string[];
/** Writes `<file>.br` beside every script and stylesheet; returns how many and their sizes. */
export function precompress(staticDir: string): Promise<{ files: number; plainBytes: number; brotliBytes: number }>;
