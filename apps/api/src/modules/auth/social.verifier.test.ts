import { SignJWT, UnsecuredJWT, createLocalJWKSet } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestSigningKey, createSigningKey, firebaseClaims } from "../../../test/id-tokens";
import { AppError } from "../../lib/errors";
import { type SocialTokenVerifier, createSocialTokenVerifier } from "./social.verifier";

const issuer = "https://securetoken.google.com/fz-test";
const audience = "fz-test";

let key: TestSigningKey;
let stranger: TestSigningKey;
let verify: SocialTokenVerifier;

beforeAll(async () => {
  key = await createSigningKey("key-1");
  // Same kid as the published key, different private key: a forged signature.
  stranger = await createSigningKey("key-1");
  verify = createSocialTokenVerifier({ issuer, audience, keys: createLocalJWKSet({ keys: [key.publicJwk] }) });
});

const claims = (overrides = {}, options: Partial<Parameters<typeof firebaseClaims>[0]> = {}) =>
  firebaseClaims({ issuer, audience, email: "Ana@Example.com", name: " Ana Pérez ", ...options }, overrides);

async function rejection(token: string): Promise<AppError> {
  const error = await verify(token).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("social ID token verifier", () => {
  it("accepts a valid token and reads the identity", async () => {
    const identity = await verify(await key.sign(claims({ sub: "firebase-uid-1", user_id: "firebase-uid-1" })));
    expect(identity).toEqual({
      provider: "google.com",
      subject: "firebase-uid-1",
      email: "ana@example.com",
      emailVerified: true,
      name: "Ana Pérez",
    });
  });

  it.each([
    ["a forged signature", async () => stranger.sign(claims())],
    ["another audience", async () => key.sign(claims({ aud: "otro-proyecto" }))],
    ["another issuer", async () => key.sign(claims({ iss: "https://securetoken.google.com/otro-proyecto" }))],
    ["an expired token", async () => key.sign(claims({ iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 }))],
    ["an unknown key id", async () => key.sign(claims(), { kid: "key-unknown" })],
    ["a malformed token", async () => "no.es-un.token"],
    ["random text", async () => "basura"],
    ["an unsigned token (alg none)", async () => new UnsecuredJWT(claims()).encode()],
    [
      "an HS256 token",
      async () => new SignJWT(claims()).setProtectedHeader({ alg: "HS256", kid: "key-1" }).sign(new Uint8Array(32)),
    ],
    ["an issued-at in the future", async () => key.sign(claims({ iat: Math.floor(Date.now() / 1000) + 600 }))],
    ["an auth time in the future", async () => key.sign(claims({ auth_time: Math.floor(Date.now() / 1000) + 600 }))],
    ["an empty subject", async () => key.sign(claims({ sub: "", user_id: "" }))],
    ["a user_id that is not the subject", async () => key.sign(claims({ user_id: "otro" }))],
    ["no firebase claim", async () => key.sign(claims({ firebase: undefined }))],
    ["a provider the product does not offer", async () => key.sign(claims({}, { provider: "password" }))],
    ["a Google e-mail Google has not verified", async () => key.sign(claims({}, { emailVerified: false }))],
  ])("refuses %s with invalid_token (401)", async (_label, makeToken) => {
    const error = await rejection(await makeToken());
    expect(error.code).toBe("invalid_token");
    expect(error.statusCode).toBe(401);
    expect(error.messages[0]).toMatch(/[áéíóú]/);
  });

  it("takes Facebook's e-mail verification as given", async () => {
    const identity = await verify(await key.sign(claims({}, { provider: "facebook.com", emailVerified: false })));
    expect(identity).toMatchObject({ provider: "facebook.com", emailVerified: false, email: "ana@example.com" });
  });

  it("accepts a Facebook account without e-mail (the service decides)", async () => {
    const identity = await verify(await key.sign(firebaseClaims({ issuer, audience, provider: "facebook.com" })));
    expect(identity).toMatchObject({ email: null, emailVerified: false, name: null });
  });

  it("answers 503, not 401, when the issuer's keys cannot be fetched", async () => {
    const unreachable = createSocialTokenVerifier({
      issuer,
      audience,
      keys: async () => {
        throw new TypeError("fetch failed");
      },
    });
    const error = await unreachable(await key.sign(claims())).then(
      () => undefined,
      (e: unknown) => e as AppError,
    );
    expect(error).toBeInstanceOf(AppError);
    if (!error) return;
    expect(error.code).toBe("service_unavailable");
    expect(error.statusCode).toBe(503);
  });
});
