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

  it("takes the S3 settings all together or not at all, and Redis only as a redis URL", () => {
    const s3 = { S3_BUCKET: "fz-media", S3_REGION: "us-east-1", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s" };
    expect(loadEnv(s3).S3_BUCKET).toBe("fz-media");
    expect(() => loadEnv({ S3_BUCKET: "fz-media" })).toThrow(/S3: S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY missing/);
    expect(() => loadEnv({ S3_ENDPOINT: "http://127.0.0.1:9000" })).toThrow(/S3_ENDPOINT: set S3_BUCKET/);
    expect(() => loadEnv({ S3_PUBLIC_ENDPOINT: "https://media.example.com" })).toThrow(/S3_PUBLIC_ENDPOINT: set S3_BUCKET/);
    expect(loadEnv({ ...s3, S3_PUBLIC_ENDPOINT: "https://media.example.com" }).S3_PUBLIC_ENDPOINT).toBe("https://media.example.com");
    expect(loadEnv({ REDIS_URL: "redis://127.0.0.1:6379" }).REDIS_URL).toBe("redis://127.0.0.1:6379");
    expect(() => loadEnv({ REDIS_URL: "http://127.0.0.1:6379" })).toThrow(/REDIS_URL/);
  });
});
