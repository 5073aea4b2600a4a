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

  it("switches Mercado Pago and Wompi on with all their settings, and says what is missing or mixed", () => {
    const wompi = { WOMPI_PUBLIC_KEY: "pub_test_abc", WOMPI_PRIVATE_KEY: "prv_test_abc", WOMPI_INTEGRITY_SECRET: "test_integrity_abc", WOMPI_EVENTS_SECRET: "test_events_abc" };
    const config = resolvePayments(loadEnv({ ...wompi, MERCADOPAGO_ACCESS_TOKEN: "TEST-123456789", MERCADOPAGO_WEBHOOK_SECRET: "a1b2c3d4e5f6a7b8c9d0" }), JWT);
    expect(config.wompi).toMatchObject({ publicKey: "pub_test_abc", eventsSecret: "test_events_abc" });
    expect(config.mercadopago).toMatchObject({ accessToken: "TEST-123456789" });
    // No default named: checkout takes the first provider for the currency (local ones first for pesos).
    expect(config.defaultProvider).toBeNull();
    expect(problems({ WOMPI_PUBLIC_KEY: "pub_test_abc" })).toMatch(/WOMPI_PRIVATE_KEY: is required with the other Wompi settings[\s\S]*WOMPI_EVENTS_SECRET: is required/);
    expect(problems({ ...wompi, WOMPI_PRIVATE_KEY: "prv_prod_abc" })).toContain("- WOMPI_*: mixes sandbox (test) and production (prod) keys");
    expect(problems({ MERCADOPAGO_ACCESS_TOKEN: "TEST-123456789" })).toContain("- MERCADOPAGO_WEBHOOK_SECRET: is required with the other Mercado Pago setting");
    expect(problems({ MERCADOPAGO_ACCESS_TOKEN: "sk_test_nope", WOMPI_PUBLIC_KEY: "pk_test" })).toMatch(/MERCADOPAGO_ACCESS_TOKEN: must be a Mercado Pago access token[\s\S]*WOMPI_PUBLIC_KEY: must be a Wompi public key/);
    expect(problems({ PAYMENT_PROVIDER: "wompi" })).toContain("- PAYMENT_PROVIDER: wompi needs its settings (WOMPI_PUBLIC_KEY…)");
  });
});
