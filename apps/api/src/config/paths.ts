import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root, so relative settings (DATA_DIR) mean the same from any cwd. */
export const ROOT_DIR = path.resolve(fileURLToPath(new URL("../../../..", import.meta.url)));
export const WEB_DIR = path.join(ROOT_DIR, "apps", "web");

export function fromRoot(p: string): string {
  return path.isAbsolute(p) ? p : path.join(ROOT_DIR, p);
}
