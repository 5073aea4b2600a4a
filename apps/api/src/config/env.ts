import { z } from "zod";
import { paymentsProblems } from "./payments";
import { socialAuthProblems } from "./social-auth";

const bool = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

/** Every setting the API reads, parsed once at start-up. See the README's table. */
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
    DATA_DIR: z.string().min(1).default("data"),
    JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    LOGIN_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
    LOGIN_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
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
    PAYMENT_PROVIDER: z.enum(["sandbox", "stripe"]).optional(),
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
    /** SMTP server for transactional e-mail (smtp://user:pass@host:587, smtps://… for implicit TLS); else the local outbox. */
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
    /** The same as separate settings (used when SMTP_URL is unset). */
    SMTP_HOST: z.string().min(1).optional(),
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
    SMTP_SECURE: bool.optional(),
    SMTP_USER: z.string().min(1).optional(),
    SMTP_PASS: z.string().min(1).optional(),
    MAIL_FROM: z.string().min(3).default("FZ Academia <no-reply@fzacademia.com>"),
    /** How often the in-process jobs (access expiry notices) run. */
    JOBS_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
    /** Largest video an administrator may upload (MP4/WebM, streamed to disk), in megabytes. */
    UPLOAD_VIDEO_MAX_MB: z.coerce.number().int().min(1).max(10_240).default(200),
  });

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

/** Parses the environment, failing with the full list of bad variables. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(cleaned);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join(".") || "(env)"}: ${issue.message}`);
  // Rules across variables, checked on the raw values so they are listed with the rest.
  if (cleaned.NODE_ENV === "production" && !cleaned.JWT_SECRET) problems.push("JWT_SECRET: is required in production");
  problems.push(...socialAuthProblems(cleaned));
  problems.push(...paymentsProblems(cleaned));
  if (result.success && problems.length === 0) return result.data;
  const lines = problems.map((problem) => `  - ${problem}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
}
