/**
 * The web app's configuration as code reads it, in the browser and on the server, without a
 * validation library in the bundle: the values are checked where they are set (public ones
 * by next.config.ts at build time, server ones by env-schema.ts at start-up). Next inlines `process.env.NEXT_PUBLIC_*` at build time only where the full
 * name is written out, so each one is written out here (changing them needs a rebuild).
 */

/** What applies when a variable is unset. */
export const ENV_DEFAULTS = {
  NEXT_PUBLIC_WHATSAPP_NUMBER: "573001234567",
  NEXT_PUBLIC_SITE_URL: "http://localhost:3000",
  PORT: "3000",
} as const;

function setting(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === "" ? undefined : value.trim();
}

/**
 * Public settings, validated and normalised by next.config.ts before it inlines them (a wrong
 * value stops the build); the defaults cover code run outside a Next build (tests).
 */
export const clientEnv = {
  // WhatsApp number in international format, digits only (no "+", spaces or dashes).
  NEXT_PUBLIC_WHATSAPP_NUMBER: setting(process.env.NEXT_PUBLIC_WHATSAPP_NUMBER) ?? ENV_DEFAULTS.NEXT_PUBLIC_WHATSAPP_NUMBER,
  // Public origin of the site (canonical URLs, Open Graph, sitemap), without a trailing slash.
  NEXT_PUBLIC_SITE_URL: (setting(process.env.NEXT_PUBLIC_SITE_URL) ?? ENV_DEFAULTS.NEXT_PUBLIC_SITE_URL).replace(/\/+$/, ""),
  // Google Analytics 4 measurement id; without it analytics events are a no-op.
  NEXT_PUBLIC_GA_MEASUREMENT_ID: setting(process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID),
};

/**
 * Where server-side code reaches the API: INTERNAL_API_URL, else this server's own port
 * (both checked at start-up by instrumentation.ts). The browser always uses `/api/...`.
 */
export function serverApiOrigin(): string {
  const internal = setting(process.env.INTERNAL_API_URL);
  return internal ? internal.replace(/\/+$/, "") : `http://127.0.0.1:${setting(process.env.PORT) ?? ENV_DEFAULTS.PORT}`;
}

/** The Firebase web app's public settings (they identify the project; they are not secrets). */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
}

/** How the sign-in pages offer "Continuar con Google/Facebook" (spec §4); null hides the buttons. */
export type SocialSignInConfig = { kind: "development" } | { kind: "firebase"; firebase: FirebaseWebConfig };

