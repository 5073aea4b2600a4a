import { createHmac } from "node:crypto";
import type { Env } from "./env";

export interface PaymentsConfig {
  /** The provider checkout uses when the client names none. */
  defaultProvider: "sandbox" | "stripe" | null;
  /** The offline provider; null when disabled (always in production). */
  sandbox: { webhookSecret: string; webhookUrl: string | undefined } | null;
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string | undefined } | null;
  /** Base of the browser-facing addresses (return pages, the sandbox page); else the request's origin. */
  publicUrl: string | undefined;
}

const isTrue = (value: string | undefined) => value === "true" || value === "1";

function sandboxEnabled(raw: Record<string, string | undefined>): boolean {
  if (raw.NODE_ENV === "production") return false;
  return raw.SANDBOX_PAYMENTS === undefined || isTrue(raw.SANDBOX_PAYMENTS);
}

/**
 * Rules across the payment variables, on the raw values so `loadEnv` lists them with every
 * other bad setting. The sandbox approves any payment a visitor asks it to, so production
 * refuses it outright (as it refuses the development identity provider).
 */
export function paymentsProblems(raw: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (raw.NODE_ENV === "production" && isTrue(raw.SANDBOX_PAYMENTS)) {
    problems.push("SANDBOX_PAYMENTS: must not be enabled in production (it grants access without payment)");
  }
  const stripeKeys = ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"] as const;
  if (stripeKeys.some((name) => raw[name]) && !stripeKeys.every((name) => raw[name])) {
    for (const name of stripeKeys) if (!raw[name]) problems.push(`${name}: is required with the other Stripe setting`);
  }
  if (raw.PAYMENT_PROVIDER === "stripe" && !raw.STRIPE_SECRET_KEY) {
    problems.push("PAYMENT_PROVIDER: stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET");
  }
  if (raw.PAYMENT_PROVIDER === "sandbox" && !sandboxEnabled(raw)) {
    problems.push("PAYMENT_PROVIDER: sandbox is disabled (SANDBOX_PAYMENTS=false or production)");
  }
  return problems;
}

/** The sandbox's webhook secret when none is set: derived from the JWT secret, never equal to it. */
export function deriveSandboxWebhookSecret(jwtSecret: string): string {
  return createHmac("sha256", jwtSecret).update("fz-academia:sandbox-webhooks").digest("base64url");
}

/** Which providers are on and how they are configured (after `loadEnv` accepted the values). */
export function resolvePayments(env: Env, jwtSecret: string): PaymentsConfig {
  const sandboxOn = env.SANDBOX_PAYMENTS ?? env.NODE_ENV !== "production";
  const sandbox = sandboxOn
    ? { webhookSecret: env.SANDBOX_WEBHOOK_SECRET ?? deriveSandboxWebhookSecret(jwtSecret), webhookUrl: env.SANDBOX_WEBHOOK_URL }
    : null;
  const stripe =
    env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
      ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiUrl: env.STRIPE_API_URL }
      : null;
  const defaultProvider = env.PAYMENT_PROVIDER ?? (stripe ? "stripe" : sandbox ? "sandbox" : null);
  return { defaultProvider, sandbox, stripe, publicUrl: env.PUBLIC_URL?.replace(/\/+$/, "") };
}
