import { describe, expect, it } from "vitest";
import { ConfigError, loadEnv } from "./env";
import { deriveSandboxWebhookSecret, resolvePayments } from "./payments";

const JWT = "a-jwt-secret-that-is-long-enough-0123456789";
const STRIPE = { STRIPE_SECRET_KEY: "sk_test_abc123", STRIPE_WEBHOOK_SECRET: "whsec_abc123" };

function problems(source: Record<string, string>): string {
  try {
    loadEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  return "";
}

describe("payment settings", () => {
  it("runs the sandbox by default outside production, with a secret derived from the JWT secret", () => {
    const config = resolvePayments(loadEnv({}), JWT);
    expect(config.defaultProvider).toBe("sandbox");
    expect(config.sandbox).toEqual({ webhookSecret: deriveSandboxWebhookSecret(JWT), webhookUrl: undefined });
    expect(config.sandbox!.webhookSecret).not.toBe(JWT);
    expect(config.stripe).toBeNull();
  });

  it("prefers Stripe once both of its keys are set, and never runs the sandbox in production", () => {
    expect(resolvePayments(loadEnv({ ...STRIPE }), JWT)).toMatchObject({ defaultProvider: "stripe", stripe: { secretKey: "sk_test_abc123" } });
    expect(resolvePayments(loadEnv({ ...STRIPE, PAYMENT_PROVIDER: "sandbox" }), JWT).defaultProvider).toBe("sandbox");
    const production = resolvePayments(loadEnv({ NODE_ENV: "production", JWT_SECRET: JWT, ...STRIPE }), JWT);
    expect(production).toMatchObject({ defaultProvider: "stripe", sandbox: null });
    expect(resolvePayments(loadEnv({ NODE_ENV: "production", JWT_SECRET: JWT }), JWT).defaultProvider).toBeNull();
    expect(resolvePayments(loadEnv({ PUBLIC_URL: "https://academia.example.com/" }), JWT).publicUrl).toBe("https://academia.example.com");
  });

  it("lists every inconsistent payment setting", () => {
    const message = problems({ NODE_ENV: "production", JWT_SECRET: JWT, SANDBOX_PAYMENTS: "true", STRIPE_SECRET_KEY: "sk_test_abc123", PAYMENT_PROVIDER: "sandbox" });
    expect(message).toContain("- SANDBOX_PAYMENTS: must not be enabled in production");
    expect(message).toContain("- STRIPE_WEBHOOK_SECRET: is required with the other Stripe setting");
    expect(message).toContain("- PAYMENT_PROVIDER: sandbox is disabled");
    expect(problems({ PAYMENT_PROVIDER: "stripe" })).toContain("- PAYMENT_PROVIDER: stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET");
    expect(problems({ STRIPE_SECRET_KEY: "pk_live_abc", STRIPE_WEBHOOK_SECRET: "abc" })).toMatch(/STRIPE_SECRET_KEY: must be a Stripe secret key[\s\S]*STRIPE_WEBHOOK_SECRET: must be a Stripe webhook signing secret/);
  });
});
