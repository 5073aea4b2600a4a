import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;

/**
 * Journeys run against the real one-process server (API + web) on a fresh embedded database,
 * in Debian's Chromium (Playwright's own browser download is not possible here).
 */
export default defineConfig({
  testDir: "apps/web/e2e",
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
  webServer: {
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
    },
  },
});
