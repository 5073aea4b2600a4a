import * as z from "zod/mini";

/**
 * The web app's configuration, validated once at start-up.
 *
 * Client-visible variables are listed one by one: Next inlines `process.env.NEXT_PUBLIC_*`
 * only where the full name is written out, and it does so at build time (changing them
 * needs a rebuild).
 */
const clientSchema = z.object({
  // WhatsApp number in international format, digits only (no "+", spaces or dashes).
  NEXT_PUBLIC_WHATSAPP_NUMBER: z._default(
    z.string().check(z.regex(/^\d{8,15}$/, "debe tener solo dígitos (8 a 15), con el indicativo del país")),
    "573001234567",
  ),
  // Public origin of the site (canonical URLs, Open Graph, sitemap), without a trailing slash.
  NEXT_PUBLIC_SITE_URL: z._default(z.url("debe ser una URL http(s) válida"), "http://localhost:3000"),
  // Google Analytics 4 measurement id; without it analytics events are a no-op.
  NEXT_PUBLIC_GA_MEASUREMENT_ID: z.optional(
    z.string().check(z.regex(/^G-[A-Z0-9]{4,20}$/, "debe ser un id de medición de Google Analytics (G-…)")),
  ),
});

const serverSchema = z.object({
  // Where server-side code reaches the API; the browser always uses same-origin `/api/...`.
  INTERNAL_API_URL: z.optional(z.url("debe ser una URL http(s) válida")),
  PORT: z._default(z.string().check(z.regex(/^\d{1,5}$/, "debe ser un número de puerto")), "3000"),
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

export const clientEnv = parseOrExplain(
  clientSchema,
  {
    NEXT_PUBLIC_WHATSAPP_NUMBER: emptyAsUnset(process.env.NEXT_PUBLIC_WHATSAPP_NUMBER),
    NEXT_PUBLIC_SITE_URL: emptyAsUnset(process.env.NEXT_PUBLIC_SITE_URL)?.replace(/\/+$/, ""),
    NEXT_PUBLIC_GA_MEASUREMENT_ID: emptyAsUnset(process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID),
  },
  "del cliente",
);

export type ServerEnv = z.infer<typeof serverSchema>;

/** Server-only variables; parsed on first use so the browser bundle never evaluates them. */
let serverEnv: ServerEnv | undefined;
export function getServerEnv(): ServerEnv {
  serverEnv ??= parseOrExplain(
    serverSchema,
    { INTERNAL_API_URL: emptyAsUnset(process.env.INTERNAL_API_URL), PORT: emptyAsUnset(process.env.PORT) },
    "del servidor",
  );
  return serverEnv;
}

/** The Firebase web app's public settings (they identify the project; they are not secrets). */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
}

/** How the sign-in pages offer "Continuar con Google/Facebook" (spec §4); null hides the buttons. */
export type SocialSignInConfig = { kind: "development" } | { kind: "firebase"; firebase: FirebaseWebConfig };

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
 * (README). Half a Firebase configuration is refused with the list of what is missing.
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
