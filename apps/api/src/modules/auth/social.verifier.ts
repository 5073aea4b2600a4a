import {
  type JSONWebKeySet,
  type JWTVerifyGetKey,
  createLocalJWKSet,
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
} from "jose";
import { z } from "zod";
import { SOCIAL_PROVIDERS, type SocialProvider } from "@fz/contracts/social-auth";
import type { SocialAuthConfig } from "../../config/social-auth";
import { AppError } from "../../lib/errors";

/** What a verified ID token tells us about the person signing in. */
export interface SocialIdentityClaims {
  provider: SocialProvider;
  /** The issuer's subject (`sub`; the hosted service's user id). */
  subject: string;
  /** Lower-cased; null when the provider shares none (a Facebook account made with a phone). */
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

export type SocialTokenVerifier = (token: string) => Promise<SocialIdentityClaims>;

const INVALID_TOKEN = "El inicio de sesión con Google o Facebook no es válido o ha expirado. Inténtalo de nuevo.";
const KEYS_UNAVAILABLE = "No se pudo verificar el inicio de sesión en este momento. Inténtalo de nuevo en unos minutos.";
// Clocks of the issuer and of this server may disagree a little.
const CLOCK_TOLERANCE_SECONDS = 30;

/**
 * jose errors that mean "this token is bad" (401). Anything else — the key set could not be
 * fetched, timed out or was not a key set — is our problem, not the user's (503).
 */
const TOKEN_ERROR_CODES = new Set<string>([
  joseErrors.JWTClaimValidationFailed.code,
  joseErrors.JWTExpired.code,
  joseErrors.JWTInvalid.code,
  joseErrors.JWSInvalid.code,
  joseErrors.JWSSignatureVerificationFailed.code,
  joseErrors.JOSEAlgNotAllowed.code,
  joseErrors.JOSENotSupported.code,
  joseErrors.JWKSNoMatchingKey.code,
  joseErrors.JWKSMultipleMatchingKeys.code,
]);

const claimsSchema = z.object({
  sub: z.string().min(1).max(128),
  user_id: z.string().optional(),
  iat: z.number(),
  auth_time: z.number(),
  email: z.email().max(254).optional(),
  email_verified: z.boolean().optional(),
  name: z.string().optional(),
  firebase: z.object({
    sign_in_provider: z.string(),
    identities: z.record(z.string(), z.array(z.unknown())).optional(),
  }),
});

/**
 * The issuer's keys: fetched from its JWKS URL (jose caches them and refetches when a token
 * names an unknown key id, at most once per cooldown), or the in-process development
 * provider's keys when no URL is configured.
 */
export function createSocialKeySet(config: SocialAuthConfig, devJwks?: JSONWebKeySet): JWTVerifyGetKey {
  if (config.jwksUrl) return createRemoteJWKSet(new URL(config.jwksUrl), { cooldownDuration: config.jwksCooldownMs });
  if (!devJwks) throw new Error("social sign-in has no JWKS URL and no development identity provider");
  return createLocalJWKSet(devJwks);
}

/**
 * Verifies an ID token of the hosted sign-in service the way its own SDKs do: RS256
 * signature against the issuer's keys, issuer, audience (project id), expiry, issued-at and
 * auth time not in the future, a non-empty subject. Google vouches for its e-mails, so a
 * Google token whose e-mail is not verified is refused; Facebook's claim is taken as given.
 */
export function createSocialTokenVerifier(options: {
  issuer: string;
  audience: string;
  keys: JWTVerifyGetKey;
  log?: { warn(obj: object, msg: string): void };
}): SocialTokenVerifier {
  return async (token) => {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, options.keys, {
        algorithms: ["RS256"],
        issuer: options.issuer,
        audience: options.audience,
        requiredClaims: ["exp", "iat", "sub"],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
      }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError && TOKEN_ERROR_CODES.has(error.code)) {
        throw new AppError("invalid_token", INVALID_TOKEN);
      }
      options.log?.warn({ err: error }, "social sign-in keys unavailable");
      throw new AppError("service_unavailable", KEYS_UNAVAILABLE);
    }
    const parsed = claimsSchema.safeParse(payload);
    if (!parsed.success) throw new AppError("invalid_token", INVALID_TOKEN);
    const claims = parsed.data;
    const latest = Date.now() / 1000 + CLOCK_TOLERANCE_SECONDS;
    if (claims.iat > latest || claims.auth_time > latest) throw new AppError("invalid_token", INVALID_TOKEN);
    if (claims.user_id !== undefined && claims.user_id !== claims.sub) throw new AppError("invalid_token", INVALID_TOKEN);

    const provider = claims.firebase.sign_in_provider;
    if (!(SOCIAL_PROVIDERS as readonly string[]).includes(provider)) {
      throw new AppError("invalid_token", "Este medio de inicio de sesión no está disponible. Use Google o Facebook.");
    }
    const emailVerified = claims.email_verified === true;
    if (provider === "google.com" && claims.email && !emailVerified) {
      throw new AppError("invalid_token", "Google no ha verificado el correo electrónico de esta cuenta.");
    }
    return {
      provider: provider as SocialProvider,
      subject: claims.sub,
      email: claims.email ? claims.email.toLowerCase() : null,
      emailVerified,
      name: claims.name?.trim() || null,
    };
  };
}
