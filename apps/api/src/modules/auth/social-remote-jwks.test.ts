import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { JWK } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestContext, build } from "../../../test/helper";
import { type TestSigningKey, createSigningKey, firebaseClaims } from "../../../test/id-tokens";

/**
 * The production path: keys fetched over HTTP from the issuer's JWKS URL, cached, and fetched
 * again when a token names a key id the cache does not know (the issuer rotated its keys).
 */
const projectId = "fz-remoto";
const issuer = `https://securetoken.google.com/${projectId}`;

let ctx: TestContext;
let server: Server;
let published: JWK[] = [];
let fetches = 0;
let keyA: TestSigningKey;
let keyB: TestSigningKey;

beforeAll(async () => {
  keyA = await createSigningKey("rotacion-a");
  keyB = await createSigningKey("rotacion-b");
  published = [keyA.publicJwk];
  server = createServer((request, response) => {
    if (request.url !== "/jwks.json") {
      response.writeHead(404).end();
      return;
    }
    fetches += 1;
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ keys: published }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  ctx = await build({
    SOCIAL_AUTH_PROJECT_ID: projectId,
    SOCIAL_AUTH_JWKS_URL: `http://127.0.0.1:${port}/jwks.json`,
    SOCIAL_AUTH_JWKS_COOLDOWN_SECONDS: "0",
    LOGIN_RATE_LIMIT_PER_IP: "1000",
  });
});
afterAll(async () => {
  await ctx.close();
  if (server.listening) await new Promise((resolve) => server.close(resolve));
});

const signUp = (tokenId: string) =>
  ctx.app.inject({ method: "POST", url: "/api/students/social_signup/", payload: { token_id: tokenId } });

const token = (key: TestSigningKey, email: string) =>
  key.sign(firebaseClaims({ issuer, audience: projectId, email, name: "Remota Prueba" }));

describe("social sign-in with a remote JWKS", () => {
  it("fetches the keys once and then serves from the cache", async () => {
    expect((await signUp(await token(keyA, "remota1@gmail.com"))).statusCode).toBe(200);
    expect((await signUp(await token(keyA, "remota1@gmail.com"))).statusCode).toBe(200);
    expect(fetches).toBe(1);
  });

  it("refetches the keys when a token names an unknown key id (rotation)", async () => {
    published = [keyA.publicJwk, keyB.publicJwk];
    const response = await signUp(await token(keyB, "remota2@gmail.com"));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ is_new_user: true, user: { email: "remota2@gmail.com" } });
    expect(fetches).toBe(2);
  });

  it("still refuses a key id the issuer does not publish, with 401", async () => {
    const stranger = await createSigningKey("rotacion-c");
    const response = await signUp(await token(stranger, "remota3@gmail.com"));
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("invalid_token");
    expect(fetches).toBe(3);
  });

  it("answers 503 (not 401, not 500) when the issuer's keys cannot be reached", async () => {
    await new Promise((resolve) => server.close(resolve));
    const stranger = await createSigningKey("rotacion-d");
    const response = await signUp(await token(stranger, "remota4@gmail.com"));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      errors: ["No se pudo verificar el inicio de sesión en este momento. Inténtalo de nuevo en unos minutos."],
      code: "service_unavailable",
    });
  });
});
