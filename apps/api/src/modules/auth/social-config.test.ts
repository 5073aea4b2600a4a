import { describe, expect, it } from "vitest";
import { build } from "../../../test/helper";
import { ConfigError, loadEnv } from "../../config/env";
import { DEV_IDP_AUDIENCE, DEV_IDP_ISSUER, FIREBASE_JWKS_URL, resolveSocialAuth } from "../../config/social-auth";

const SECRET = "x".repeat(40);

function configError(source: Record<string, string>): string {
  try {
    loadEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("expected a ConfigError");
}

describe("social sign-in configuration", () => {
  it("refuses the development identity provider in production", () => {
    const message = configError({ NODE_ENV: "production", JWT_SECRET: SECRET, DEV_IDENTITY_PROVIDER: "true" });
    expect(message).toContain("DEV_IDENTITY_PROVIDER: must not be enabled in production");
    expect(() => loadEnv({ NODE_ENV: "production", JWT_SECRET: SECRET, DEV_IDENTITY_PROVIDER: "false" })).not.toThrow();
  });

  it("lists the missing variables of a partial explicit configuration", () => {
    const message = configError({ SOCIAL_AUTH_ISSUER: "https://issuer.example.com" });
    expect(message).toContain("SOCIAL_AUTH_AUDIENCE: is required unless SOCIAL_AUTH_PROJECT_ID is set");
    expect(message).toContain("SOCIAL_AUTH_JWKS_URL: is required unless SOCIAL_AUTH_PROJECT_ID is set");
  });

  it("wants https keys in production", () => {
    const message = configError({
      NODE_ENV: "production",
      JWT_SECRET: SECRET,
      SOCIAL_AUTH_PROJECT_ID: "fz-academia",
      SOCIAL_AUTH_JWKS_URL: "http://keys.example.com/jwks.json",
    });
    expect(message).toContain("SOCIAL_AUTH_JWKS_URL: must be an https:// URL in production");
  });

  it("derives Firebase's issuer, audience and keys from the project id", () => {
    expect(resolveSocialAuth(loadEnv({ SOCIAL_AUTH_PROJECT_ID: "fz-academia" }))).toEqual({
      issuer: "https://securetoken.google.com/fz-academia",
      audience: "fz-academia",
      jwksUrl: FIREBASE_JWKS_URL,
      jwksCooldownMs: 30_000,
      devIdentityProvider: false,
    });
  });

  it("defaults to the development provider's own issuer and in-process keys when it is on", () => {
    expect(resolveSocialAuth(loadEnv({ DEV_IDENTITY_PROVIDER: "true" }))).toMatchObject({
      issuer: DEV_IDP_ISSUER,
      audience: DEV_IDP_AUDIENCE,
      jwksUrl: undefined,
      devIdentityProvider: true,
    });
    expect(resolveSocialAuth(loadEnv({}))).toBeNull();
  });
});

describe("without any social sign-in configuration", () => {
  it("answers social_signup with 503 in Spanish and serves no development provider", async () => {
    const ctx = await build();
    try {
      const response = await ctx.app.inject({
        method: "POST",
        url: "/api/students/social_signup/",
        payload: { token_id: "cualquier.cosa.aqui" },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        errors: ["El inicio de sesión con Google o Facebook no está configurado en este servidor."],
        code: "service_unavailable",
      });
      for (const url of ["/api/dev-idp/jwks.json", "/api/dev-idp/sign-in?provider=google.com"]) {
        expect((await ctx.app.inject({ method: "GET", url })).statusCode).toBe(404);
      }
    } finally {
      await ctx.close();
    }
  });
});
