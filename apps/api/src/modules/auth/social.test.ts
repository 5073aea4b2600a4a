import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { type JWTPayload, SignJWT, decodeJwt, importJWK } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registrationLogs, socialIdentities, users } from "@fz/db/schema";
import { type TestContext, build, createUser, injectWithToken } from "../../../test/helper";
import { createSigningKey, firebaseClaims, temporaryDataDir } from "../../../test/id-tokens";
import { DEV_IDP_AUDIENCE, DEV_IDP_ISSUER } from "../../config/social-auth";

let ctx: TestContext;
const dataDir = temporaryDataDir();

beforeAll(async () => {
  ctx = await build({ DEV_IDENTITY_PROVIDER: "true", DATA_DIR: dataDir.dir, LOGIN_RATE_LIMIT_PER_IP: "1000" });
});
afterAll(async () => {
  await ctx.close();
  dataDir.remove();
});

/** An ID token from the development provider, exactly as the web would get it. */
async function devToken(body: { provider?: string; email: string; name?: string; email_verified?: boolean }) {
  const response = await ctx.app.inject({
    method: "POST",
    url: "/api/dev-idp/token",
    payload: { provider: "google.com", ...body },
  });
  expect(response.statusCode).toBe(200);
  return response.json().id_token as string;
}

/** Signs any claims with the development provider's own key (read from its data directory). */
async function signWithDevKey(payload: JWTPayload, kid = devKid()) {
  const stored = JSON.parse(readFileSync(path.join(dataDir.dir, "dev-idp-key.json"), "utf8"));
  const key = await importJWK(stored.privateJwk, "RS256");
  return new SignJWT(payload).setProtectedHeader({ alg: "RS256", kid, typ: "JWT" }).sign(key);
}

function devKid(): string {
  return JSON.parse(readFileSync(path.join(dataDir.dir, "dev-idp-key.json"), "utf8")).kid;
}

const signUp = (tokenId: string) =>
  ctx.app.inject({ method: "POST", url: "/api/students/social_signup/", payload: { token_id: tokenId } });

async function logsFor(email: string) {
  return ctx.db.select().from(registrationLogs).where(eq(registrationLogs.userEmail, email));
}

describe("POST /api/students/social_signup/", () => {
  it("creates a student on first sign-in, records the registration once, then signs the same user in", async () => {
    const token = await devToken({ email: "Nueva.Alumna@Gmail.com", name: "María José Ruiz Díaz" });
    const first = await signUp(token);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({
      is_new_user: true,
      user: { email: "nueva.alumna@gmail.com", first_name: "María José", last_name: "Ruiz Díaz", role: "student", email_verified: true },
    });
    expect(body.access).toEqual(expect.any(String));
    expect(body.refresh).toEqual(expect.any(String));
    const [row] = await ctx.db.select().from(users).where(eq(users.email, "nueva.alumna@gmail.com"));
    expect(row?.passwordHash).toBeNull();
    const identities = await ctx.db.select().from(socialIdentities).where(eq(socialIdentities.userId, body.user.id));
    expect(identities).toMatchObject([{ provider: "google.com", email: "nueva.alumna@gmail.com" }]);

    // The access token works like one from /api/token/.
    const whoami = await injectWithToken(ctx, body.access, { method: "GET", url: "/api/users/whoami/" });
    expect(whoami.json().user.id).toBe(body.user.id);

    const again = await signUp(await devToken({ email: "nueva.alumna@gmail.com", name: "Otro Nombre" }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ is_new_user: false, user: { id: body.user.id, first_name: "María José" } });
    expect(await ctx.db.select().from(users).where(eq(users.email, "nueva.alumna@gmail.com"))).toHaveLength(1);

    const logs = await logsFor("nueva.alumna@gmail.com");
    expect(logs).toMatchObject([{ provider: "google.com", userId: body.user.id, isFailed: false, failedError: null }]);

    // The web's own call after a new sign-up (spec §4 step 3) does not duplicate it.
    const clientLog = await injectWithToken(ctx, body.access, {
      method: "POST",
      url: "/api/students/registration-logs/",
      payload: { provider: "google.com", user: "nueva.alumna@gmail.com", is_failed: false },
    });
    expect(clientLog.statusCode).toBe(200);
    expect(clientLog.json()).toMatchObject({ id: logs[0]!.id, is_failed: false, user_id: body.user.id });
    expect(await logsFor("nueva.alumna@gmail.com")).toHaveLength(1);
  });

  it("creates a Facebook student with an unverified e-mail and a single given name", async () => {
    const response = await signUp(
      await devToken({ provider: "facebook.com", email: "carlos@facebook-mail.com", name: "Carlos", email_verified: false }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      is_new_user: true,
      user: { first_name: "Carlos", last_name: "", email_verified: false },
    });
    expect(await logsFor("carlos@facebook-mail.com")).toMatchObject([{ provider: "facebook.com", isFailed: false }]);
  });

  it("links Google to an existing account whose e-mail is verified", async () => {
    const user = await createUser(ctx, { email: "verificada@example.com", emailVerifiedAt: new Date() });
    const response = await signUp(await devToken({ email: "verificada@example.com", name: "Ana Pérez" }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ is_new_user: false, user: { id: user.id, email: "verificada@example.com" } });
    const identities = await ctx.db.select().from(socialIdentities).where(eq(socialIdentities.userId, user.id));
    expect(identities).toHaveLength(1);
    expect(await logsFor("verificada@example.com")).toHaveLength(0);
    // The password still works.
    const login = await ctx.app.inject({ method: "POST", url: "/api/token/", payload: { email: user.email, password: user.password } });
    expect(login.statusCode).toBe(200);
  });

  it("refuses to link Google to a password account whose e-mail was never verified", async () => {
    await createUser(ctx, { email: "sin-verificar@example.com", emailVerifiedAt: null });
    const response = await signUp(await devToken({ email: "sin-verificar@example.com" }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: ["Ya existe un usuario con la dirección de correo electrónico sin-verificar@example.com"],
      code: "account_exists_with_different_credential",
    });
  });

  it("answers the different-credential error when Facebook brings the e-mail of a Google account", async () => {
    const google = await signUp(await devToken({ email: "doble@gmail.com", name: "Luis Gómez" }));
    expect(google.statusCode).toBe(200);
    const facebook = await signUp(await devToken({ provider: "facebook.com", email: "doble@gmail.com", email_verified: true }));
    expect(facebook.statusCode).toBe(400);
    expect(facebook.json()).toEqual({
      errors: ["Ya existe un usuario con la dirección de correo electrónico doble@gmail.com"],
      code: "account_exists_with_different_credential",
    });
    const identities = await ctx.db
      .select()
      .from(socialIdentities)
      .where(eq(socialIdentities.userId, google.json().user.id));
    expect(identities.map((identity) => identity.provider)).toEqual(["google.com"]);
  });

  it("links another provider of the same hosted-service account (same subject)", async () => {
    const first = await signUp(await devToken({ email: "enlazada@gmail.com" }));
    const { sub } = decodeJwt(await devToken({ email: "enlazada@gmail.com" }));
    const facebook = await signWithDevKey(
      firebaseClaims({ issuer: DEV_IDP_ISSUER, audience: DEV_IDP_AUDIENCE, sub, provider: "facebook.com", email: "enlazada@gmail.com", emailVerified: false }),
    );
    const response = await signUp(facebook);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ is_new_user: false, user: { id: first.json().user.id } });
    const identities = await ctx.db.select().from(socialIdentities).where(eq(socialIdentities.userId, first.json().user.id));
    expect(identities.map((identity) => identity.provider).sort()).toEqual(["facebook.com", "google.com"]);
  });

  it("refuses a user with no role with 401 'Usuario no valido'", async () => {
    const token = await devToken({ email: "sin-rol@gmail.com" });
    const created = await signUp(token);
    await ctx.db.update(users).set({ role: null }).where(eq(users.id, created.json().user.id));
    const response = await signUp(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ errors: ["Usuario no valido"], code: "invalid_user" });
  });

  it("refuses a deactivated account", async () => {
    const token = await devToken({ email: "desactivada@gmail.com" });
    const created = await signUp(token);
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, created.json().user.id));
    const response = await signUp(token);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("account_disabled");
  });

  it("answers a Facebook account without e-mail with a Spanish 400", async () => {
    const token = await signWithDevKey(firebaseClaims({ issuer: DEV_IDP_ISSUER, audience: DEV_IDP_AUDIENCE, provider: "facebook.com" }));
    const response = await signUp(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: ["Tu cuenta de Facebook no comparte un correo electrónico. Regístrate con tu correo y contraseña."],
      code: "validation_error",
    });
  });

  const valid = (overrides = {}) =>
    firebaseClaims({ issuer: DEV_IDP_ISSUER, audience: DEV_IDP_AUDIENCE, email: "mala@gmail.com" }, overrides);
  const hourAgo = () => Math.floor(Date.now() / 1000) - 3600;

  it.each([
    ["wrong signature", async () => (await createSigningKey(devKid())).sign(valid())],
    ["wrong audience", async () => signWithDevKey(valid({ aud: "otro-proyecto" }))],
    ["wrong issuer", async () => signWithDevKey(valid({ iss: "https://securetoken.google.com/fz-academia-dev" }))],
    ["expired token", async () => signWithDevKey(valid({ iat: hourAgo() - 3600, auth_time: hourAgo() - 3600, exp: hourAgo() }))],
    ["unknown key id", async () => signWithDevKey(valid(), "clave-desconocida")],
    ["malformed token", async () => "eyJhbGciOiJSUzI1NiJ9.no-es-json.firma"],
  ])("answers a %s with 401 invalid_token in the error shape", async (_label, makeToken) => {
    const response = await signUp(await makeToken());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      errors: ["El inicio de sesión con Google o Facebook no es válido o ha expirado. Inténtalo de nuevo."],
      code: "invalid_token",
    });
  });

  it("answers a missing token with a Spanish 400, never 500", async () => {
    const response = await ctx.app.inject({ method: "POST", url: "/api/students/social_signup/", payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: ["El token de inicio de sesión es obligatorio"], code: "validation_error" });
  });

  it("makes one user of two simultaneous first sign-ins", async () => {
    const [a, b] = await Promise.all([devToken({ email: "a-la-vez@gmail.com" }), devToken({ email: "a-la-vez@gmail.com" })]);
    const responses = await Promise.all([signUp(a), signUp(b)]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(new Set(responses.map((response) => response.json().user.id)).size).toBe(1);
    expect(responses.filter((response) => response.json().is_new_user)).toHaveLength(1);
    expect(await logsFor("a-la-vez@gmail.com")).toHaveLength(1);
  });
});
