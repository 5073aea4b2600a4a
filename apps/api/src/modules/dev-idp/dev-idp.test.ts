import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestContext, build } from "../../../test/helper";
import { temporaryDataDir } from "../../../test/id-tokens";
import { DEV_IDP_AUDIENCE, DEV_IDP_ISSUER } from "../../config/social-auth";
import { createDevIdentityProvider } from "./dev-idp.service";

let ctx: TestContext;
const dataDir = temporaryDataDir();

beforeAll(async () => {
  ctx = await build({ DEV_IDENTITY_PROVIDER: "true", DATA_DIR: dataDir.dir, PUBLIC_URL: "https://academia.example.com" });
});
afterAll(async () => {
  await ctx.close();
  dataDir.remove();
});

const issue = (payload: object) => ctx.app.inject({ method: "POST", url: "/api/dev-idp/token", payload });

describe("development identity provider", () => {
  it("publishes its RS256 public key, and nothing private", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/dev-idp/jwks.json" });
    expect(response.statusCode).toBe(200);
    const { keys } = response.json();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: "RSA", alg: "RS256", use: "sig", kid: expect.any(String) });
    expect(keys[0]).not.toHaveProperty("d");
  });

  it("issues a Firebase-shaped ID token and user, verifiable with its JWKS", async () => {
    const response = await issue({ provider: "facebook.com", email: "Prueba@Example.com", name: "Prueba Dev", email_verified: false });
    expect(response.statusCode).toBe(200);
    const { id_token: idToken, user } = response.json();
    const jwksBody = (await ctx.app.inject({ method: "GET", url: "/api/dev-idp/jwks.json" })).json();
    const { payload } = await jwtVerify(idToken, createLocalJWKSet(jwksBody), {
      issuer: DEV_IDP_ISSUER,
      audience: DEV_IDP_AUDIENCE,
      algorithms: ["RS256"],
    });
    expect(decodeProtectedHeader(idToken)).toMatchObject({ alg: "RS256", kid: jwksBody.keys[0].kid });
    expect(payload).toMatchObject({
      sub: user.uid,
      user_id: user.uid,
      email: "prueba@example.com",
      email_verified: false,
      name: "Prueba Dev",
      auth_time: payload.iat,
      firebase: {
        sign_in_provider: "facebook.com",
        identities: { "facebook.com": [user.providerData[0].uid], email: ["prueba@example.com"] },
      },
    });
    expect(payload.exp! - payload.iat!).toBe(3600);
    expect(user).toMatchObject({
      displayName: "Prueba Dev",
      email: "prueba@example.com",
      emailVerified: false,
      providerData: [{ providerId: "facebook.com", email: "prueba@example.com", displayName: "Prueba Dev" }],
    });
  });

  it("tells a first sign-in (creationTime equals lastSignInTime) from a later one", async () => {
    const first = (await issue({ provider: "google.com", email: "primera@gmail.com" })).json();
    expect(first.user.metadata.creationTime).toBe(first.user.metadata.lastSignInTime);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const later = (await issue({ provider: "google.com", email: "primera@gmail.com" })).json();
    expect(later.user.uid).toBe(first.user.uid);
    expect(later.user.metadata.creationTime).toBe(first.user.metadata.creationTime);
    expect(later.user.metadata.lastSignInTime).not.toBe(later.user.metadata.creationTime);
    // Another provider with the same e-mail is another account of the hosted service.
    const facebook = (await issue({ provider: "facebook.com", email: "primera@gmail.com" })).json();
    expect(facebook.user.uid).not.toBe(first.user.uid);
    expect(facebook.user.metadata.creationTime).toBe(facebook.user.metadata.lastSignInTime);
  });

  it("keeps its key and its accounts in the data directory across restarts", async () => {
    const before = (await issue({ provider: "google.com", email: "persistente@gmail.com" })).json();
    const restarted = await createDevIdentityProvider({ dataDir: dataDir.dir, issuer: DEV_IDP_ISSUER, audience: DEV_IDP_AUDIENCE });
    const original = (await ctx.app.inject({ method: "GET", url: "/api/dev-idp/jwks.json" })).json();
    expect(restarted.jwks()).toEqual(original);
    await jwtVerify(before.id_token, createLocalJWKSet(restarted.jwks()), { issuer: DEV_IDP_ISSUER, audience: DEV_IDP_AUDIENCE });
    const after = await restarted.issue({ provider: "google.com", email: "persistente@gmail.com", name: "", email_verified: true });
    expect(after.user.metadata.creationTime).toBe(before.user.metadata.creationTime);
    expect(decodeJwt(after.id_token).sub).toBe(before.user.uid);
  });

  it("refuses a bad request in Spanish", async () => {
    const response = await issue({ provider: "twitter.com", email: "no-es-correo" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: ["El proveedor de inicio de sesión no es válido", "El correo electrónico no es válido"],
      code: "validation_error",
    });
  });
});

describe("development sign-in page", () => {
  const page = (query: string) => ctx.app.inject({ method: "GET", url: `/api/dev-idp/sign-in${query}` });

  it("serves a Spanish popup page under a strict, nonce-based CSP", async () => {
    const response = await page("?provider=google.com&mode=popup");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    const csp = String(response.headers["content-security-policy"]);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(csp).toContain("default-src 'none'");
    expect(response.body).toContain(`<script nonce="${nonce}">`);
    expect(response.body).toContain('<html lang="es">');
    expect(response.body).toContain("Continuar con Google");
    expect(response.body).toContain("Correo electrónico");
    expect(response.body).toContain("Correo verificado");
    expect(response.body).toContain('"mode":"popup"');
    expect(response.body).toContain('"targetOrigin":null');
    expect(response.body).toContain('type: "fz-dev-idp"');
  });

  it("serves the redirect page for an allowed return address, without its fragment", async () => {
    const response = await page(
      `?provider=facebook.com&mode=redirect&redirect_uri=${encodeURIComponent("https://academia.example.com/ingresar?x=1#viejo")}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("Continuar con Facebook");
    expect(response.body).toContain('"redirectUri":"https://academia.example.com/ingresar?x=1"');
    expect(response.body).toContain("#id_token=");
  });

  it("escapes what it echoes so a return address cannot inject markup", async () => {
    const response = await page(`?mode=redirect&redirect_uri=${encodeURIComponent("http://localhost:3001/a?b=</script><script>alert(1)</script>")}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain("<script>alert(1)");
  });

  it.each([
    ["a foreign return address", `?mode=redirect&redirect_uri=${encodeURIComponent("https://atacante.example.net/robar")}`, "La dirección de retorno no está permitida."],
    ["redirect mode without a return address", "?mode=redirect", "Falta la dirección de retorno (redirect_uri)."],
    ["an unknown mode", "?mode=iframe", "El modo debe ser popup o redirect"],
  ])("refuses %s with a Spanish 400", async (_label, query, message) => {
    const response = await page(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [message], code: "validation_error" });
  });
});
