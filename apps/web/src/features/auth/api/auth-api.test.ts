import { describe, expect, it, vi } from "vitest";
import { register, signIn, signOut } from "@/features/auth/api/auth-api";
import { toErrorItems } from "@/lib/http-errors";
import { ApiError } from "@/lib/api-error";
import { getAccessToken, getRefreshToken, getStoredUser, STORAGE_KEYS } from "@/lib/session";
import { wireUser } from "@/test/factories";
import { stubFetch } from "@/test/fetch";
import { tokenExpiringIn } from "@/test/jwt";

describe("sign-in", () => {
  it("posts the credentials and stores token, refresh, user and the cookie", async () => {
    const access = tokenExpiringIn(900);
    const { calls } = stubFetch({ status: 200, body: { access, refresh: "r1", user: wireUser() } });
    const session = await signIn({ email: "ana@example.com", password: "secreta123" });
    expect(calls[0]).toMatchObject({ method: "POST", url: "/api/token/", body: { email: "ana@example.com", password: "secreta123" } });
    expect(session.user.firstName).toBe("Ana");
    expect(getAccessToken()).toBe(access);
    expect(getRefreshToken()).toBe("r1");
    expect(getStoredUser()).toMatchObject({ firstName: "Ana", role: "student" });
    expect(document.cookie).toContain(`token=${access}`);
  });

  it("uses spec §3's storage keys and spec §9's cookie: 'token' and 'user', one day, path '/'", async () => {
    const access = tokenExpiringIn(900);
    stubFetch({ status: 200, body: { access, refresh: "r1", user: wireUser() } });
    const written: string[] = [];
    let proto: object | null = document;
    let descriptor: PropertyDescriptor | undefined;
    while (proto && !descriptor) {
      descriptor = Object.getOwnPropertyDescriptor(proto, "cookie");
      proto = Object.getPrototypeOf(proto);
    }
    const spy = vi.spyOn(document, "cookie", "set").mockImplementation((value: string) => {
      written.push(value);
      descriptor!.set!.call(document, value);
    });
    try {
      await signIn({ email: "ana@example.com", password: "secreta123" });
    } finally {
      spy.mockRestore();
    }
    // Literal keys, not the constants: renaming them would break what other code reads.
    expect(window.localStorage.getItem("token")).toBe(access);
    expect(JSON.parse(window.localStorage.getItem("user") ?? "null")).toMatchObject({ firstName: "Ana", role: "student" });
    const cookie = written.find((value) => value.startsWith("token="));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; Max-Age=86400(;|$)/);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
  });

  it.each([
    ["without a user", { access: "a", refresh: "r" }],
    ["whose user has no role", { access: "a", refresh: "r", user: wireUser({ role: undefined }) }],
  ])("rejects an answer %s as 401 'Usuario no valido' and stores nothing", async (_label, answer) => {
    stubFetch({ status: 200, body: answer });
    const error = await signIn({ email: "a@b.co", password: "x" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(toErrorItems((error as ApiError).status, (error as ApiError).body, { isBrowser: true })).toEqual([
      { statusCode: 401, error: { title: "Error de autenticación", message: "Usuario no valido", id: "NETWORK_ERROR_401" } },
    ]);
    expect(window.localStorage.length).toBe(0);
    expect(document.cookie).not.toContain("token=a");
  });

  it("surfaces wrong credentials as the API's 401", async () => {
    stubFetch({ status: 401, body: { errors: ["Correo o contraseña incorrectos"], code: "invalid_credentials" } });
    await expect(signIn({ email: "a@b.co", password: "x" })).rejects.toMatchObject({ status: 401 });
    expect(getAccessToken()).toBeNull();
  });

  it("registers with snake_case fields and signs in", async () => {
    const { calls } = stubFetch({ status: 201, body: { access: tokenExpiringIn(900), refresh: "r", user: wireUser() } });
    await register({ email: "ana@example.com", password: "secreta123", firstName: "Ana", lastName: "Díaz", countryId: 1, instrumentId: null });
    expect(calls[0]?.url).toBe("/api/users/register/");
    expect(calls[0]?.body).toEqual({
      email: "ana@example.com",
      password: "secreta123",
      first_name: "Ana",
      last_name: "Díaz",
      country_id: 1,
      instrument_id: null,
    });
    expect(getRefreshToken()).toBe("r");
  });
});

describe("sign-out", () => {
  it("revokes the refresh token and clears storage and cookie", async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, tokenExpiringIn(5));
    window.localStorage.setItem(STORAGE_KEYS.refresh, "r9");
    window.localStorage.setItem(STORAGE_KEYS.user, "{}");
    document.cookie = "token=abc; Path=/";
    const { calls } = stubFetch({ status: 204 });
    await signOut();
    // No refresh first, even with an almost-expired token: the refresh token is revoked as is.
    expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([["POST", "/api/token/logout/", { refresh: "r9" }]]);
    expect(window.localStorage.length).toBe(0);
    expect(document.cookie).not.toContain("token=abc");
  });

  it("clears the local session even when the API call fails", async () => {
    window.localStorage.setItem(STORAGE_KEYS.refresh, "r9");
    stubFetch("network-error");
    await signOut();
    expect(getRefreshToken()).toBeNull();
  });
});
