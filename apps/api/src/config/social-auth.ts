import type { Env } from "./env.schema";

/** Google's published keys for Firebase Authentication ID tokens. */
export const FIREBASE_JWKS_URL =
  "https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com";
/** Distinct from any real issuer, so a development token can never pass as a Firebase one. */
export const DEV_IDP_ISSUER = "urn:fz-academia:dev-idp";
export const DEV_IDP_AUDIENCE = "fz-academia-dev";

export interface SocialAuthConfig {
  issuer: string;
  audience: string;
  /** Where the issuer publishes its keys; undefined means the in-process development provider. */
  jwksUrl: string | undefined;
  /** Minimum time between two JWKS fetches triggered by an unknown key id. */
  jwksCooldownMs: number;
  devIdentityProvider: boolean;
}

const isTrue = (value: string | undefined) => value === "true" || value === "1";

/**
 * Rules across the social sign-in variables, on the raw values so `loadEnv` lists them with
 * every other bad setting. The development provider mints a token for any e-mail typed into
 * its page, so production refuses it outright.
 */
export function socialAuthProblems(raw: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const production = raw.NODE_ENV === "production";
  const dev = isTrue(raw.DEV_IDENTITY_PROVIDER);
  if (production && dev) problems.push("DEV_IDENTITY_PROVIDER: must not be enabled in production");
  const explicit = ["SOCIAL_AUTH_ISSUER", "SOCIAL_AUTH_AUDIENCE", "SOCIAL_AUTH_JWKS_URL"] as const;
  if (!dev && !raw.SOCIAL_AUTH_PROJECT_ID && explicit.some((name) => raw[name])) {
    for (const name of explicit) {
      if (!raw[name]) problems.push(`${name}: is required unless SOCIAL_AUTH_PROJECT_ID is set`);
    }
  }
  if (production && raw.SOCIAL_AUTH_JWKS_URL && !raw.SOCIAL_AUTH_JWKS_URL.startsWith("https://")) {
    problems.push("SOCIAL_AUTH_JWKS_URL: must be an https:// URL in production");
  }
  return problems;
}

/**
 * Which ID tokens `social_signup` trusts. Explicit SOCIAL_AUTH_* values win; a Firebase
 * project id fills in Firebase's issuer, audience and key URL; the development provider fills
 * in its own. Null when nothing is configured (social sign-in answers 503).
 */
export function resolveSocialAuth(env: Env): SocialAuthConfig | null {
  const projectId = env.SOCIAL_AUTH_PROJECT_ID;
  const jwksCooldownMs = env.SOCIAL_AUTH_JWKS_COOLDOWN_SECONDS * 1000;
  if (env.DEV_IDENTITY_PROVIDER) {
    return {
      issuer: env.SOCIAL_AUTH_ISSUER ?? DEV_IDP_ISSUER,
      audience: env.SOCIAL_AUTH_AUDIENCE ?? projectId ?? DEV_IDP_AUDIENCE,
      jwksUrl: env.SOCIAL_AUTH_JWKS_URL,
      jwksCooldownMs,
      devIdentityProvider: true,
    };
  }
  const issuer = env.SOCIAL_AUTH_ISSUER ?? (projectId && `https://securetoken.google.com/${projectId}`);
  const audience = env.SOCIAL_AUTH_AUDIENCE ?? projectId;
  const jwksUrl = env.SOCIAL_AUTH_JWKS_URL ?? (projectId ? FIREBASE_JWKS_URL : undefined);
  if (!issuer || !audience || !jwksUrl) return null;
  return { issuer, audience, jwksUrl, jwksCooldownMs, devIdentityProvider: false };
}
