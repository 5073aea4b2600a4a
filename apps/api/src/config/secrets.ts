import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Env } from "./env";
import { fromRoot } from "./paths";

/**
 * The JWT secret: JWT_SECRET when set (required in production); otherwise one generated on
 * first start and kept in the data directory, so sessions survive a restart on a laptop.
 */
export function resolveJwtSecret(env: Env): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const dir = fromRoot(env.DATA_DIR);
  const file = path.join(dir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
