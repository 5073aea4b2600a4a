import { createHmac } from "node:crypto";
import type { Env } from "./env.schema";

export interface PaymentsConfig {
  /** The provider checkout uses when the client names none. */
  defaultProvider: "sandbox" | "stripe" | "mercadopago" | "wompi" | null;
  /** The offline provider; null when disabled (always in production). */
  sandbox: { webhookSecret: string; webhookUrl: string | undefined } | null;
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string | undefined } | null;
  mercadopago: { accessToken: string; webhookSecret: string; apiUrl: string | undefined } | null;
  wompi: {
    publicKey: string;
    privateKey: string;
    integritySecret: string;
    eventsSecret: string;
    apiUrl: string | undefined;
    checkoutUrl: string | undefined;
  } | null;
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
  const mercadoPagoKeys = ["MERCADOPAGO_ACCESS_TOKEN", "MERCADOPAGO_WEBHOOK_SECRET"] as const;
  if (mercadoPagoKeys.some((name) => raw[name]) && !mercadoPagoKeys.every((name) => raw[name])) {
    for (const name of mercadoPagoKeys) if (!raw[name]) problems.push(`${name}: is required with the other Mercado Pago setting`);
  }
  const wompiKeys = ["WOMPI_PUBLIC_KEY", "WOMPI_PRIVATE_KEY", "WOMPI_INTEGRITY_SECRET", "WOMPI_EVENTS_SECRET"] as const;
  if (wompiKeys.some((name) => raw[name]) && !wompiKeys.every((name) => raw[name])) {
    for (const name of wompiKeys) if (!raw[name]) problems.push(`${name}: is required with the other Wompi settings`);
  }
  // Sandbox keys with production secrets (or the reverse) sign nothing Wompi accepts.
  const wompiModes = new Set(wompiKeys.flatMap((name) => (raw[name] ? [/(^|_)test_/.test(raw[name]!) ? "test" : "prod"] : [])));
  if (wompiModes.size > 1) problems.push("WOMPI_*: mixes sandbox (test) and production (prod) keys");
  for (const [provider, key] of [["mercadopago", "MERCADOPAGO_ACCESS_TOKEN"], ["wompi", "WOMPI_PUBLIC_KEY"]] as const) {
    if (raw.PAYMENT_PROVIDER === provider && !raw[key]) problems.push(`PAYMENT_PROVIDER: ${provider} needs its settings (${key}…)`);
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
  const mercadopago =
    env.MERCADOPAGO_ACCESS_TOKEN && env.MERCADOPAGO_WEBHOOK_SECRET
      ? { accessToken: env.MERCADOPAGO_ACCESS_TOKEN, webhookSecret: env.MERCADOPAGO_WEBHOOK_SECRET, apiUrl: env.MERCADOPAGO_API_URL }
      : null;
  const wompi =
    env.WOMPI_PUBLIC_KEY && env.WOMPI_PRIVATE_KEY && env.WOMPI_INTEGRITY_SECRET && env.WOMPI_EVENTS_SECRET
      ? {
          publicKey: env.WOMPI_PUBLIC_KEY,
          privateKey: env.WOMPI_PRIVATE_KEY,
          integritySecret: env.WOMPI_INTEGRITY_SECRET,
          eventsSecret: env.WOMPI_EVENTS_SECRET,
          apiUrl: env.WOMPI_API_URL,
          checkoutUrl: env.WOMPI_CHECKOUT_URL,
        }
      : null;
  // Without a choice, checkout takes the first provider that accepts the currency (local ones first for pesos).
  const defaultProvider = env.PAYMENT_PROVIDER ?? (mercadopago || wompi ? null : stripe ? "stripe" : sandbox ? "sandbox" : null);
  return { defaultProvider, sandbox, stripe, mercadopago, wompi, publicUrl: env.PUBLIC_URL?.replace(/\/+$/, "") };
}
