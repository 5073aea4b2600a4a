import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type JWK, type JWTPayload, SignJWT, exportJWK, generateKeyPair } from "jose";

/** An RS256 key pair playing an identity provider's signing key in tests. */
export interface TestSigningKey {
  kid: string;
  publicJwk: JWK;
  sign(payload: JWTPayload, header?: { kid?: string; alg?: string }): Promise<string>;
}

export async function createSigningKey(kid: string): Promise<TestSigningKey> {
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" };
  return {
    kid,
    publicJwk,
    sign: (payload, header = {}) =>
      new SignJWT(payload).setProtectedHeader({ alg: "RS256", kid: header.kid ?? kid, typ: "JWT" }).sign(privateKey),
  };
}

/** Claims shaped like a Firebase Authentication ID token, valid for an hour from now. */
export function firebaseClaims(
  options: {
    issuer: string;
    audience: string;
    provider?: string;
    sub?: string;
    email?: string;
    emailVerified?: boolean;
    name?: string;
  },
  overrides: JWTPayload = {},
): JWTPayload {
  const now = Math.floor(Date.now() / 1000);
  const provider = options.provider ?? "google.com";
  const sub = options.sub ?? `uid-${Math.random().toString(36).slice(2, 14)}`;
  return {
    iss: options.issuer,
    aud: options.audience,
    sub,
    user_id: sub,
    iat: now,
    exp: now + 3600,
    auth_time: now,
    ...(options.email ? { email: options.email, email_verified: options.emailVerified ?? true } : {}),
    ...(options.name ? { name: options.name } : {}),
    firebase: {
      sign_in_provider: provider,
      identities: { [provider]: ["1234567890"], ...(options.email ? { email: [options.email] } : {}) },
    },
    ...overrides,
  };
}

/** A throw-away DATA_DIR (the development provider keeps its key pair there). */
export function temporaryDataDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), "fz-dev-idp-"));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
