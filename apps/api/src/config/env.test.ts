import { describe, expect, it } from "vitest";
import { ConfigError, loadEnv } from "./env";

describe("loadEnv", () => {
  it("applies the documented defaults", () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: "data", NODE_ENV: "development", SERVE_WEB: true });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("lists every bad variable at once", () => {
    let message = "";
    try {
      loadEnv({ PORT: "abc", DATABASE_URL: "mysql://x", NODE_ENV: "production", LOG_LEVEL: "loud" });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    for (const name of ["PORT", "DATABASE_URL", "LOG_LEVEL", "JWT_SECRET"]) expect(message).toContain(`- ${name}:`);
  });

  it("treats empty values as unset", () => {
    expect(loadEnv({ PORT: "", DATABASE_URL: "" }).PORT).toBe(3000);
  });
});
