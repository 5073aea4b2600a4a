import { z } from "zod";

// The schema alone: config/payments.ts and config/social-auth.ts read its type without importing
// `loadEnv`, which runs their cross-variable checks (no cycle).

const bool = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

/** Every setting the API reads, parsed once at start-up. Documented in docs/configuration.md (npm run check:docs). */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .optional(),
    /** Connections of the PostgreSQL pool (decision 030: a write's transaction holds one across its statements). */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    DATA_DIR: z.string().min(1).default("data"),
    JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** Sign-in attempts per address per minute (right or wrong). */
    LOGIN_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
    /** Failed sign-ins of one account from one address per 15 minutes; also where the account's slowdown starts. */
    LOGIN_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
    /** Failed sign-ins from one address, across accounts, per 15 minutes. */
    LOGIN_FAILURES_PER_IP: z.coerce.number().int().min(1).default(30),
    /** Accounts created from one address per day (requests per hour: three times this). */
    REGISTER_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(10),
    /** Redis shared by every instance: abuse counters (sign-in, registration, reset e-mail), cache invalidation and page revalidation (pub/sub); in memory / local when unset. */
    REDIS_URL: z.url({ protocol: /^rediss?$/, error: "must be a redis:// or rediss:// URL" }).optional(),
    /** Prepended to every Redis key (several apps, or test runs, can share one Redis). */
    REDIS_KEY_PREFIX: z.string().regex(/^[A-Za-z0-9:_-]{1,64}$/, "must be 1–64 letters, digits, ':', '_' or '-'").default("fz:"),
    /** Default per NODE_ENV: `warn` in production, `silent` in tests, `info` otherwise. */
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
    /** One log line per request (Fastify's "incoming request" / "request completed"); default only in development. */
    LOG_REQUESTS: bool.optional(),
    TRUST_PROXY: bool.default(false),
    SEED_DEMO: bool.optional(),
    SERVE_WEB: bool.default(true),
    /** Where the API reaches the web app to refresh public pages (default: this server's own port). */
    INTERNAL_WEB_URL: z.url().optional(),
    /** Shared with the web app's /revalidate route; derived from the JWT secret when unset. */
    REVALIDATE_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
    DEV_IDENTITY_PROVIDER: bool.default(false),
    SOCIAL_AUTH_PROJECT_ID: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, "must be a Firebase project id (lower-case letters, digits, hyphens)")
      .optional(),
    SOCIAL_AUTH_ISSUER: z.string().min(1).optional(),
    SOCIAL_AUTH_AUDIENCE: z.string().min(1).optional(),
    SOCIAL_AUTH_JWKS_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
    SOCIAL_AUTH_JWKS_COOLDOWN_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    /** Checkout's provider when the client names none (default: stripe when configured, else sandbox). */
    PAYMENT_PROVIDER: z.enum(["sandbox", "stripe", "mercadopago", "wompi"]).optional(),
    /** The offline sandbox provider: on by default outside production, refused in production. */
    SANDBOX_PAYMENTS: bool.optional(),
    /** Signs the sandbox's webhooks; derived from the JWT secret when unset. */
    SANDBOX_WEBHOOK_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
    /** Where the sandbox delivers its webhooks (default: this server's own listening address). */
    SANDBOX_WEBHOOK_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
    STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, "must be a Stripe secret key (sk_test_…, sk_live_…)").optional(),
    STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_[A-Za-z0-9+/=]+$/, "must be a Stripe webhook signing secret (whsec_…)").optional(),
    /** Another Stripe API address (stripe-mock, a test double); the real API when unset. */
    STRIPE_API_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
    /** Mercado Pago Checkout Pro: the application's access token (TEST-… or APP_USR-…) and webhook secret. */
    MERCADOPAGO_ACCESS_TOKEN: z.string().regex(/^(TEST|APP_USR)-[A-Za-z0-9-]{8,}$/, "must be a Mercado Pago access token (TEST-… or APP_USR-…)").optional(),
    MERCADOPAGO_WEBHOOK_SECRET: z.string().regex(/^[A-Za-z0-9]{16,128}$/, "must be the webhook secret from Tus integraciones → Webhooks").optional(),
    /** Another Mercado Pago API address (a test double); the real API when unset. */
    MERCADOPAGO_API_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
    /** Wompi (Bancolombia): the four keys of Desarrolladores → Llaves; sandbox or production by their prefix. */
    WOMPI_PUBLIC_KEY: z.string().regex(/^pub_(test|prod)_[A-Za-z0-9]+$/, "must be a Wompi public key (pub_test_… or pub_prod_…)").optional(),
    WOMPI_PRIVATE_KEY: z.string().regex(/^prv_(test|prod)_[A-Za-z0-9]+$/, "must be a Wompi private key (prv_test_… or prv_prod_…)").optional(),
    WOMPI_INTEGRITY_SECRET: z.string().regex(/^(test|prod)_integrity_[A-Za-z0-9_]+$/, "must be a Wompi integrity secret (test_integrity_… or prod_integrity_…)").optional(),
    WOMPI_EVENTS_SECRET: z.string().regex(/^(test|prod)_events_[A-Za-z0-9_]+$/, "must be a Wompi events secret (test_events_… or prod_events_…)").optional(),
    /** Other Wompi addresses (a test double); Wompi's own when unset. */
    WOMPI_API_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
    WOMPI_CHECKOUT_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
    /** SMTP server for transactional e-mail (smtp://user:pass@host:587, smtps://… for implicit TLS); else the local outbox. */
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
    /** The same as separate settings (used when SMTP_URL is unset). */
    SMTP_HOST: z.string().min(1).optional(),
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
    SMTP_SECURE: bool.optional(),
    SMTP_USER: z.string().min(1).optional(),
    SMTP_PASS: z.string().min(1).optional(),
    MAIL_FROM: z.string().min(3).default("FZ Academia <no-reply@fzacademia.com>"),
    /** Wait before the first retry of an SMTP delivery that failed for a passing reason; doubles for each next one. */
    MAIL_RETRY_DELAY_SECONDS: z.coerce.number().min(0.01).max(3600).default(60),
    /** Any S3-compatible store for uploads; all four of bucket, region and keys, or none. */
    S3_ENDPOINT: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
    S3_BUCKET: z.string().min(3).optional(),
    S3_REGION: z.string().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** The store's address as browsers reach it, for presigned video URLs (default: S3_ENDPOINT). */
    S3_PUBLIC_ENDPOINT: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
    /** Bearer token of `GET /api/metrics/` (Prometheus); without it the endpoint does not exist. */
    METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
    /** On SIGTERM, how long readiness answers 503 before connections close (default 5 s in production, 0 otherwise). */
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(120).optional(),
    /** Past this, a shutdown that has not finished is cut short (exit code 1). */
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(25),
    /** Where periodic jobs run: pg-boss on PostgreSQL (auto with DATABASE_URL), or a timer in this process. */
    JOB_QUEUE: z.enum(["auto", "in-process", "pg-boss"]).default("auto"),
    /**
     * The web app's public settings that decide what its pages load, read here too so the
     * Content-Security-Policy allows exactly that (docs/decisions/014-security-headers.md).
     * The web app validates them; here they only switch allowances on.
     */
    NEXT_PUBLIC_GA_MEASUREMENT_ID: z.string().optional(),
    NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: z.string().regex(/^[a-z0-9.-]+$/i, "must be a domain name").optional(),
    NEXT_PUBLIC_DEV_IDENTITY_PROVIDER: z.string().optional(),
    /** The academy's WhatsApp (digits with the country code), also linked from the checkout reminder. */
    NEXT_PUBLIC_WHATSAPP_NUMBER: z.string().regex(/^\d{8,15}$/, "must be 8–15 digits with the country code").default("573001234567"),
    /** How often the periodic jobs (access expiry notices) run. */
    JOBS_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
    /**
     * Benchmark instrumentation (`npm run bench:api`): counts SQL statements and answers them,
     * with the process's CPU time and memory, at GET /api/__bench__/. Refused in production.
     */
    BENCH_INTERNALS: bool.default(false),
    /** Largest video an administrator may upload (MP4/WebM, streamed to disk), in megabytes. */
    UPLOAD_VIDEO_MAX_MB: z.coerce.number().int().min(1).max(10_240).default(200),
  })
  .transform((env) => ({
    ...env,
    LOG_LEVEL: env.LOG_LEVEL ?? (env.NODE_ENV === "production" ? "warn" : env.NODE_ENV === "test" ? "silent" : "info"),
    LOG_REQUESTS: env.LOG_REQUESTS ?? env.NODE_ENV === "development",
  }));

export type Env = z.infer<typeof envSchema>;
