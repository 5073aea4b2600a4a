import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type JWK, calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK } from "jose";

export interface DevSigningKey {
  kid: string;
  privateKey: Awaited<ReturnType<typeof importJWK>>;
  /** Public half as published in the JWKS (`kid`, `alg`, `use` set). */
  publicJwk: JWK;
}

interface StoredKey {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
  created_at: string;
}

async function fromStored(stored: StoredKey, file: string): Promise<DevSigningKey> {
  if (!stored?.kid || !stored.privateJwk || !stored.publicJwk) {
    throw new Error(`${file} is not a development identity provider key; delete it to generate a new one`);
  }
  return { kid: stored.kid, privateKey: await importJWK(stored.privateJwk, "RS256"), publicJwk: stored.publicJwk };
}

/**
 * The development provider's RS256 key pair, generated once and kept in the data directory so
 * the tokens it issued survive a restart. When two processes start at once, the one that
 * loses the race to create the file reads the winner's key.
 */
export async function loadOrCreateSigningKey(file: string): Promise<DevSigningKey> {
  try {
    return await fromStored(JSON.parse(readFileSync(file, "utf8")) as StoredKey, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  const stored: StoredKey = {
    kid,
    privateJwk: { ...(await exportJWK(privateKey)), kid, alg: "RS256" },
    publicJwk: { ...publicJwk, kid, alg: "RS256", use: "sig" },
    created_at: new Date().toISOString(),
  };
  mkdirSync(path.dirname(file), { recursive: true });
  // Written whole under a temporary name, then hard-linked into place: the link fails if the
  // file exists, so a reader never sees half a key.
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  writeFileSync(temporary, JSON.stringify(stored, null, 2), { mode: 0o600 });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return fromStored(JSON.parse(readFileSync(file, "utf8")) as StoredKey, file);
  } finally {
    unlinkSync(temporary);
  }
  return fromStored(stored, file);
}
