import { z } from "zod";
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
    /** Shared with the web app's /_revalidate route; derived from the JWT secret when unset. */
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
  if (result.success && problems.length === 0) return result.data;
  const lines = problems.map((problem) => `  - ${problem}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
}
