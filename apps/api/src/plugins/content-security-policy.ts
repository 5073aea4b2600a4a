/**
 * Every security header the product sends, and the Content-Security-Policy of each kind of
 * response, built in one place (docs/decisions/014-security-headers.md). The Fastify plugin
 * (security-headers.ts) applies them to API responses and to what Next.js answers.
 */

/** What the pages load besides this origin depends on the deployment's settings. */
export interface PolicySettings {
  /**
   * `npm run dev` (next dev): React's development build needs eval (call stacks, fast
   * refresh) and the dev server writes inline scripts of its own, so scripts are allowed
   * inline there and pages are not held for hashing. Production builds never take this path;
   * the journeys, which run a production build, are what checks the strict policy.
   */
  dev: boolean;
  /** Google Analytics 4 (NEXT_PUBLIC_GA_MEASUREMENT_ID): gtag.js and its beacons. */
  analytics: boolean;
  /** Firebase Authentication's domain (NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN): its popup and iframe. */
  firebaseAuthDomain: string | null;
  /** Hosted checkouts a form may post to, or a navigation may be redirected through (the providers configured). */
  checkoutOrigins: string[];
  /** Where lesson videos may also play from: the S3 store's presigned URLs, when configured. */
  mediaOrigins: string[];
}

type Directives = Record<string, string[]>;

/** Lesson videos are embedded from these players (the API stores only these hosts). */
const VIDEO_PLAYERS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"];
/** gtag.js and where it sends hits (Google's documented CSP for GA4). */
const ANALYTICS_SCRIPTS = ["https://www.googletagmanager.com"];
const ANALYTICS_HITS = ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"];
/** Firebase Auth's REST APIs and the Google script its popup flow loads. */
const FIREBASE_APIS = ["https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com", "https://www.googleapis.com"];
const FIREBASE_SCRIPTS = ["https://apis.google.com"];

export const STRIPE_CHECKOUT_ORIGIN = "https://checkout.stripe.com";
/** Checkout Pro's `init_point` for the academy's Colombian account (and its test counterpart). */
export const MERCADOPAGO_CHECKOUT_ORIGINS = ["https://www.mercadopago.com.co", "https://sandbox.mercadopago.com.co"];
export const WOMPI_CHECKOUT_ORIGIN = "https://checkout.wompi.co";

export function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => (sources.length ? `${name} ${sources.join(" ")}` : name))
    .join("; ");
}

/**
 * The web pages' policy. Scripts: this origin plus the hashes of the framework's inline
 * scripts in this very document (no `'unsafe-inline'`, no nonce, so static pages stay
 * cacheable). Styles allow inline: Next inlines the stylesheet, React writes `style`
 * attributes and the toaster injects its CSS at run time (see the decision record).
 */
export function pagePolicy(settings: PolicySettings, scriptHashes: readonly string[], https: boolean): string {
  const firebase = settings.firebaseAuthDomain ? `https://${settings.firebaseAuthDomain}` : null;
  const directives: Directives = {
    "default-src": ["'self'"],
    "script-src": [
      "'self'",
      ...scriptHashes,
      ...(settings.analytics ? ANALYTICS_SCRIPTS : []),
      ...(firebase ? FIREBASE_SCRIPTS : []),
      ...(settings.dev ? ["'unsafe-inline'", "'unsafe-eval'"] : []),
    ],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...(settings.analytics ? ANALYTICS_HITS : [])],
    "font-src": ["'self'", "data:"],
    "media-src": ["'self'", "blob:", ...settings.mediaOrigins],
    "connect-src": ["'self'", ...(settings.analytics ? ANALYTICS_HITS : []), ...(firebase ? FIREBASE_APIS : [])],
    "frame-src": [...VIDEO_PLAYERS, ...(firebase ? [firebase] : [])],
    // The mock layer's service worker (development only) is this origin's /mockServiceWorker.js.
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'", ...settings.checkoutOrigins],
    "frame-ancestors": ["'none'"],
    ...(https ? { "upgrade-insecure-requests": [] } : {}),
  };
  return serializePolicy(directives);
}

/** JSON, files and anything else that is not a page: nothing may run or load from it. */
export const RESOURCE_POLICY = serializePolicy({
  "default-src": ["'none'"],
  "frame-ancestors": ["'none'"],
  "base-uri": ["'none'"],
  "form-action": ["'none'"],
});

/**
 * JavaScript files of the web app. A file's own policy only matters when it runs as a worker
 * (a worker's global scope takes its script's policy): the practice studio's analysis and
 * metronome workers load their chunks with importScripts from this origin, and nothing else.
 */
export const SCRIPT_FILE_POLICY = serializePolicy({
  "default-src": ["'none'"],
  "script-src": ["'self'"],
  "frame-ancestors": ["'none'"],
  "base-uri": ["'none'"],
  "form-action": ["'none'"],
});

/**
 * The API reference (Scalar, /api/docs/): its own bundle, its inline start-up script, the
 * OpenAPI document. Its bundle compiles validators with `Function` (zod's JIT), hence eval on
 * this developer page only; it shows no user content and holds no session.
 */
export function apiReferencePolicy(scriptHashes: readonly string[]): string {
  return serializePolicy({
    "default-src": ["'none'"],
    "script-src": ["'self'", ...scriptHashes, "'unsafe-eval'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    "worker-src": ["'self'", "blob:"],
    "base-uri": ["'none'"],
    "form-action": ["'none'"],
    "frame-ancestors": ["'none'"],
  });
}

/** Strict-Transport-Security: a year, this host only (subdomains may be run by others). */
export const HSTS = "max-age=31536000";

/** The headers every response carries, whatever it is. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  // The sign-in popups (development provider, Firebase) answer through window.opener.
  "cross-origin-opener-policy": "same-origin-allow-popups",
};
