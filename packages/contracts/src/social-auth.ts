import { z } from "zod";
import { pageQuery } from "./common";
import { tokenResponse } from "./auth";

/** Sign-in provider ids of the hosted sign-in service that the product offers. */
export const SOCIAL_PROVIDERS = ["google.com", "facebook.com"] as const;
export const socialProvider = z.enum(SOCIAL_PROVIDERS, { error: "El proveedor de inicio de sesión no es válido" });
export type SocialProvider = z.infer<typeof socialProvider>;

/** Failure reports are serialized client errors: kept, but never unbounded. */
export const FAILED_ERROR_MAX_LENGTH = 2000;

export const socialSignupRequest = z.object({
  token_id: z
    .string({ error: "El token de inicio de sesión es obligatorio" })
    .trim()
    .min(1, { error: "El token de inicio de sesión es obligatorio" })
    .max(8192, { error: "El token de inicio de sesión es demasiado largo" }),
});
export type SocialSignupRequest = z.infer<typeof socialSignupRequest>;

/** The `/api/token/` shape plus whether this sign-in created the account. */
export const socialSignupResponse = tokenResponse.extend({ is_new_user: z.boolean() });
export type SocialSignupResponse = z.infer<typeof socialSignupResponse>;

export const registrationLogRequest = z.object({
  provider: socialProvider,
  /** The e-mail the provider reported; may be missing when the attempt failed early. */
  user: z
    .string({ error: "El correo electrónico no es válido" })
    .trim()
    .max(254, { error: "El correo electrónico es demasiado largo" })
    .transform((value) => value.toLowerCase() || null)
    .nullish(),
  is_failed: z.boolean({ error: "Indica si el registro falló (is_failed)" }),
  // Truncated rather than refused: losing the report of a failure helps nobody.
  failed_error: z
    .string({ error: "El detalle del error debe ser texto" })
    .transform((value) => value.slice(0, FAILED_ERROR_MAX_LENGTH))
    .nullish(),
});
export type RegistrationLogRequest = z.infer<typeof registrationLogRequest>;

export const registrationLog = z.object({
  id: z.number().int(),
  provider: z.string(),
  user: z.string().nullable(),
  user_id: z.number().int().nullable(),
  is_failed: z.boolean(),
  failed_error: z.string().nullable(),
  created_at: z.string(),
});
export type RegistrationLog = z.infer<typeof registrationLog>;

export const registrationLogQuery = pageQuery.extend({
  is_failed: z
    .enum(["true", "false"], { error: "is_failed debe ser true o false" })
    .transform((value) => value === "true")
    .optional(),
  provider: socialProvider.optional(),
});
export type RegistrationLogQuery = z.infer<typeof registrationLogQuery>;

/** Development identity provider: `POST /api/dev-idp/token`. */
export const devIdpTokenRequest = z.object({
  provider: socialProvider,
  email: z
    .string({ error: "El correo electrónico es obligatorio" })
    .trim()
    .max(254, { error: "El correo electrónico es demasiado largo" })
    .pipe(z.email({ error: "El correo electrónico no es válido" }))
    .transform((value) => value.toLowerCase()),
  name: z
    .string({ error: "El nombre debe ser texto" })
    .trim()
    .max(160, { error: "El nombre no puede tener más de 160 caracteres" })
    .default(""),
  email_verified: z.boolean({ error: "Indica si el correo está verificado" }).default(true),
  picture: z.url({ error: "La foto debe ser una URL" }).nullish(),
});
export type DevIdpTokenRequest = z.infer<typeof devIdpTokenRequest>;

/** The fields of the hosted service's user object that the web's flow reads. */
export const devIdpUser = z.object({
  uid: z.string(),
  displayName: z.string().nullable(),
  email: z.string(),
  emailVerified: z.boolean(),
  photoURL: z.string().nullable(),
  phoneNumber: z.null(),
  tenantId: z.null(),
  isAnonymous: z.boolean(),
  providerData: z.array(
    z.object({
      providerId: socialProvider,
      uid: z.string(),
      displayName: z.string().nullable(),
      email: z.string(),
      phoneNumber: z.null(),
      photoURL: z.string().nullable(),
    }),
  ),
  metadata: z.object({ creationTime: z.string(), lastSignInTime: z.string() }),
});
export type DevIdpUser = z.infer<typeof devIdpUser>;

export const devIdpTokenResponse = z.object({ id_token: z.string(), user: devIdpUser });
export type DevIdpTokenResponse = z.infer<typeof devIdpTokenResponse>;

export const devIdpSignInQuery = z.object({
  provider: socialProvider.default("google.com"),
  mode: z.enum(["popup", "redirect"], { error: "El modo debe ser popup o redirect" }).default("popup"),
  redirect_uri: z.url({ protocol: /^https?$/, error: "La dirección de retorno no es válida" }).optional(),
});
export type DevIdpSignInQuery = z.infer<typeof devIdpSignInQuery>;

/** A JSON Web Key Set of RSA signing keys, as identity providers publish it. */
export const jwks = z.object({
  keys: z.array(
    z.object({
      kty: z.string(),
      kid: z.string(),
      alg: z.string(),
      use: z.string(),
      n: z.string(),
      e: z.string(),
    }),
  ),
});
