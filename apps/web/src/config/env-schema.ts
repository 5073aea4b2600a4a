import * as z from "zod/mini";
import { ENV_DEFAULTS, type SocialSignInConfig } from "./env";

/**
 * Validation of the server's configuration, on the server only: zod stays out of the browser
 * bundles. `instrumentation.ts` checks these settings at start-up and the sign-in pages read
 * the social sign-in ones per request; the public settings are checked by next.config.ts
 * when the app is built.
 */

const serverSchema = z.object({
  // Where server-side code reaches the API; the browser always uses same-origin `/api/...`.
  INTERNAL_API_URL: z.optional(z.url("debe ser una URL http(s) válida")),
  PORT: z._default(z.string().check(z.regex(/^\d{1,5}$/, "debe ser un número de puerto")), ENV_DEFAULTS.PORT),
});

function parseOrExplain<T extends z.ZodMiniType>(schema: T, input: Record<string, unknown>, kind: string): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  - ${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Configuración ${kind} no válida:\n${problems.join("\n")}`);
}

function emptyAsUnset(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === "" ? undefined : value.trim();
}

export type ServerEnv = z.infer<typeof serverSchema>;

/** Server-only variables, checked when the server starts (instrumentation.ts). */
export function parseServerEnv(env: Record<string, string | undefined> = process.env): ServerEnv {
  return parseOrExplain(
    serverSchema,
    { INTERNAL_API_URL: emptyAsUnset(env.INTERNAL_API_URL), PORT: emptyAsUnset(env.PORT) },
    "del servidor",
  );
}

const socialSchema = z.object({
  // Pair with the API's DEV_IDENTITY_PROVIDER=true; the API refuses it in production.
  NEXT_PUBLIC_DEV_IDENTITY_PROVIDER: z._default(z.enum(["true", "false", "1", "0"], "debe ser true o false"), "false"),
  NEXT_PUBLIC_FIREBASE_API_KEY: z.optional(z.string().check(z.regex(/^[\w-]{20,80}$/, "no parece una clave web de Firebase"))),
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: z.optional(
    z.string().check(z.regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, "debe ser un dominio, p. ej. <proyecto>.firebaseapp.com")),
  ),
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: z.optional(
    z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,62}$/, "debe ser un id de proyecto de Firebase")),
  ),
});

const FIREBASE_VARIABLES = [
  "NEXT_PUBLIC_FIREBASE_API_KEY",
  "NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN",
  "NEXT_PUBLIC_FIREBASE_PROJECT_ID",
] as const;

/**
 * Social sign-in settings, read on the server for each request that renders the buttons.
 * The names are looked up through `env[name]`, never written out as `process.env.NEXT_PUBLIC_…`,
 * so Next cannot inline the build machine's values: one build serves a site with Firebase,
 * with the development provider, or with neither. The development provider wins over Firebase
 * (docs/sign-in-and-email.md). Half a Firebase configuration is refused with the list of what is missing.
 */
export function getSocialSignInConfig(env: Record<string, string | undefined> = process.env): SocialSignInConfig | null {
  const names = ["NEXT_PUBLIC_DEV_IDENTITY_PROVIDER", ...FIREBASE_VARIABLES] as const;
  const raw = Object.fromEntries(names.map((name) => [name, emptyAsUnset(env[name])]));
  const parsed = parseOrExplain(socialSchema, raw, "de inicio de sesión social");
  if (parsed.NEXT_PUBLIC_DEV_IDENTITY_PROVIDER === "true" || parsed.NEXT_PUBLIC_DEV_IDENTITY_PROVIDER === "1") {
    return { kind: "development" };
  }
  const { NEXT_PUBLIC_FIREBASE_API_KEY: apiKey, NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: authDomain, NEXT_PUBLIC_FIREBASE_PROJECT_ID: projectId } =
    parsed;
  if (apiKey && authDomain && projectId) return { kind: "firebase", firebase: { apiKey, authDomain, projectId } };
  const missing = FIREBASE_VARIABLES.filter((name) => !parsed[name]);
  if (missing.length < FIREBASE_VARIABLES.length) {
    throw new Error(
      `Configuración de inicio de sesión social no válida:\n${missing.map((name) => `  - ${name}: falta (Firebase necesita las tres variables)`).join("\n")}`,
    );
  }
  return null;
}
