import { createHash, randomBytes } from "node:crypto";
import { SignJWT, errors as joseErrors, jwtVerify } from "jose";

const ISSUER = "fz-academia";
const AUDIENCE = "fz-academia";

export interface AccessClaims {
  userId: number;
  role: string;
  /** The session: the refresh-token family the token was issued for (logout ends it). */
  sid: string;
  /** The user's token version when issued (a password, activity or role change moves it). */
  ver: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface TokenSigner {
  signAccess(claims: AccessClaims): Promise<string>;
  /** Throws on a bad signature, wrong algorithm (incl. `none`), issuer, audience or expiry. */
  verifyAccess(token: string): Promise<AccessClaims>;
  /**
   * The claims of a token this process already verified and that has not expired, without a
   * promise; undefined otherwise (then `verifyAccess` decides, expiry included).
   */
  knownAccess(token: string): AccessClaims | undefined;
}

/** Access tokens whose signature and claims were already checked, at most this many. */
const VERIFIED_CACHE_SIZE = 10_000;

export function createTokenSigner(secret: string, accessTtlSeconds: number): TokenSigner {
  const raw = new TextEncoder().encode(secret);
  // Imported once: jose would import a raw secret again on every call (a third of a
  // signed-in request's CPU went to WebCrypto key imports).
  const keyPromise = crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
  /*
   * A client sends the same access token with every request for its lifetime. The signature
   * of a given string under this process's secret cannot change, so a token checked once is
   * not checked again; its expiry is, every time. Revocation is not decided here but by the
   * session re-read that follows (auth.guard.ts).
   */
  const verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();
  return {
    async signAccess({ userId, role, sid, ver }) {
      return new SignJWT({ role, typ: "access", sid, ver })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${accessTtlSeconds}s`)
        .sign(await keyPromise);
    },
    knownAccess(token) {
      const known = verified.get(token);
      return known && Date.now() < known.expiresAtMs ? known.claims : undefined;
    },
    async verifyAccess(token) {
      const known = verified.get(token);
      if (known) {
        if (Date.now() < known.expiresAtMs) return known.claims;
        verified.delete(token);
        throw new joseErrors.JWTExpired("token expired", {});
      }
      const { payload } = await jwtVerify(token, await keyPromise, {
        algorithms: ["HS256"],
        issuer: ISSUER,
        audience: AUDIENCE,
      });
      const userId = Number(payload.sub);
      const { role, sid, ver } = payload;
      if (
        payload.typ !== "access" ||
        !Number.isInteger(userId) ||
        typeof role !== "string" ||
        typeof sid !== "string" ||
        !UUID.test(sid) ||
        typeof ver !== "number" ||
        !Number.isInteger(ver)
      ) {
        throw new joseErrors.JWTClaimValidationFailed("unexpected claims", payload);
      }
      const claims = { userId, role, sid, ver };
      if (typeof payload.exp === "number") {
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
        verified.set(token, { claims, expiresAtMs: payload.exp * 1000 });
      }
      return claims;
    },
  };
}

/** Refresh tokens are opaque random strings; only their SHA-256 is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashRefreshToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
