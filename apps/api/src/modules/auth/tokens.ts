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
}

export function createTokenSigner(secret: string, accessTtlSeconds: number): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    async signAccess({ userId, role, sid, ver }) {
      return new SignJWT({ role, typ: "access", sid, ver })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${accessTtlSeconds}s`)
        .sign(key);
    },
    async verifyAccess(token) {
      const { payload } = await jwtVerify(token, key, {
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
      return { userId, role, sid, ver };
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
