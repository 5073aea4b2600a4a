import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;

/**
 * Mercado Pago and Wompi are their test doubles (apps/api/test/doubles), started beside the
 * server on ports of their own; the server is configured for them as for the real providers.
 */
const MERCADOPAGO_DOUBLE_PORT = PORT + 1000;
const WOMPI_DOUBLE_PORT = PORT + 1001;
const paymentDoubles = {
  MERCADOPAGO_ACCESS_TOKEN: "TEST-1111222233334444-010101-e2e0a1b2c3d4e5f60718293a4b5c6d7e-123456789",
  MERCADOPAGO_WEBHOOK_SECRET: "e2e0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2",
  WOMPI_PUBLIC_KEY: "pub_test_e2eJourneyPublicKey0001",
  WOMPI_PRIVATE_KEY: "prv_test_e2eJourneyPrivateKey0001",
  WOMPI_INTEGRITY_SECRET: "test_integrity_e2eJourneyIntegrity0001",
  WOMPI_EVENTS_SECRET: "test_events_e2eJourneyEvents0001",
};

/**
 * Journeys run against the real one-process server (API + web) on a fresh embedded database,
 * in Debian's Chromium (Playwright's own browser download is not possible here).
 */
export default defineConfig({
  testDir: "apps/web/e2e",
  // One folder per port: CI runs two shards side by side (.ci/run), and each run empties its own.
  outputDir: `test-results/e2e-${PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    locale: "es-CO",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined }, testIgnore: /.*\.phone\.spec\.ts/ },
    { name: "phone", use: { ...devices["Pixel 7"], channel: undefined }, testMatch: /.*\.phone\.spec\.ts/ },
  ],
  webServer: [
    {
      command: "npx tsx apps/api/test/doubles/serve.ts",
      port: MERCADOPAGO_DOUBLE_PORT,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
      env: {
        ...paymentDoubles,
        PAYMENT_DOUBLES_APP_URL: `http://127.0.0.1:${PORT}`,
        MERCADOPAGO_DOUBLE_PORT: String(MERCADOPAGO_DOUBLE_PORT),
        WOMPI_DOUBLE_PORT: String(WOMPI_DOUBLE_PORT),
      },
    },
    {
      command: "node scripts/e2e-server.mjs",
      url: `${baseURL}/api/health/`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
      // The development identity provider plays Google and Facebook for the social sign-in
      // journeys (never enabled in production; see docs/decisions/005).
      env: {
        PORT: String(PORT),
        LOG_LEVEL: "warn",
        DEV_IDENTITY_PROVIDER: "true",
        // Dozens of journeys sign in (and register) from one IP within minutes; the limits
        // themselves are covered by the API tests (apps/api/src/modules/auth/rate-limit.test.ts).
        LOGIN_RATE_LIMIT_PER_IP: "1000",
        LOGIN_RATE_LIMIT_PER_ACCOUNT: "1000",
        LOGIN_FAILURES_PER_IP: "1000",
        REGISTER_RATE_LIMIT_PER_IP: "1000",
        NEXT_PUBLIC_DEV_IDENTITY_PROVIDER: "true",
        ...paymentDoubles,
        MERCADOPAGO_API_URL: `http://127.0.0.1:${MERCADOPAGO_DOUBLE_PORT}`,
        WOMPI_API_URL: `http://127.0.0.1:${WOMPI_DOUBLE_PORT}/v1`,
        WOMPI_CHECKOUT_URL: `http://127.0.0.1:${WOMPI_DOUBLE_PORT}/p/`,
        // The other journeys pay in the sandbox; payments.spec.ts chooses each provider.
        PAYMENT_PROVIDER: "sandbox",
      },
    },
  ],
});
