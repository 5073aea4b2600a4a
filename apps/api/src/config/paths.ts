import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The repository root, so relative settings (DATA_DIR) mean the same from any cwd. Found
 * upwards from this file, which runs as source (apps/api/src/config) or bundled (apps/api/dist).
 */
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 8; depth += 1) {
    if (existsSync(path.join(dir, "apps", "web", "package.json")) && existsSync(path.join(dir, "package.json"))) return dir;
    dir = path.dirname(dir);
  }
  throw new Error("No se encontró la raíz del repositorio (apps/web).");
}

export const ROOT_DIR = findRoot();
export const WEB_DIR = path.join(ROOT_DIR, "apps", "web");

export function fromRoot(p: string): string {
  return path.isAbsolute(p) ? p : path.join(ROOT_DIR, p);
}
