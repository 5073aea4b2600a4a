import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "@fz/db/client";
import { users } from "@fz/db/schema";
import { loadEnv } from "./config/env";
import { prepareDatabase, shouldSeedDemo } from "./db";

describe("prepareDatabase", () => {
  it("never seeds demo accounts in production", () => {
    expect(shouldSeedDemo(loadEnv({ NODE_ENV: "production", JWT_SECRET: "x".repeat(40) }))).toBe(false);
    expect(shouldSeedDemo(loadEnv({ NODE_ENV: "production", JWT_SECRET: "x".repeat(40), SEED_DEMO: "true" }))).toBe(false);
    expect(shouldSeedDemo(loadEnv({}))).toBe(true);
    expect(shouldSeedDemo(loadEnv({ SEED_DEMO: "false" }))).toBe(false);
  });

  it("seeds reference data only in production, and is idempotent", async () => {
    const handle = await openDatabase();
    try {
      const env = loadEnv({ NODE_ENV: "production", JWT_SECRET: "x".repeat(40), SANDBOX_PAYMENTS: "false" });
      expect(shouldSeedDemo(env)).toBe(false);
      await prepareDatabase(handle, () => {});
      await prepareDatabase(handle, () => {});
      const [row] = await handle.db.select({ value: count() }).from(users);
      expect(row?.value).toBe(0);
      const countries = await handle.db.query.countries.findMany();
      expect(countries.length).toBeGreaterThanOrEqual(20);
    } finally {
      await handle.close();
    }
    // Two full migrate + seed runs on PGlite: ~19 s on a loaded 2-core machine.
  }, 60_000);
});
