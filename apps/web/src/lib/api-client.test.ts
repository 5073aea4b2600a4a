import { describe, expect, it } from "vitest";
import { api } from "@/lib/api-client";
import { ApiError } from "@/lib/api-error";
import { getAccessToken, getRefreshToken, getStoredUser, STORAGE_KEYS } from "@/lib/session";
import { wireUser } from "@/test/factories";
import { stubFetch } from "@/test/fetch";
import { tokenExpiringIn } from "@/test/jwt";

function signInLocally(access: string, refresh = "refresh-1") {
  window.localStorage.setItem(STORAGE_KEYS.token, access);
  window.localStorage.setItem(STORAGE_KEYS.refresh, refresh);
  window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 7, role: "student" }));
}

describe("api client", () => {
  it("uses same-origin /api paths, snake_cases bodies and query, camelCases answers", async () => {
    const { calls } = stubFetch({ status: 200, body: { page_size: 2, results: [{ phone_code: "+57" }] } });
    const data = await api.post<{ pageSize: number; results: { phoneCode: string }[] }>(
      "/api/things/",
      { firstName: "Ana", nested: [{ countryId: 1 }] },
      { query: { pageSize: 100, skipMe: undefined } },
    );
    expect(calls[0]?.url).toBe("/api/things/?page_size=100");
    expect(calls[0]?.body).toEqual({ first_name: "Ana", nested: [{ country_id: 1 }] });
    expect(calls[0]?.headers["Content-Type"]).toBe("application/json");
    expect(data).toEqual({ pageSize: 2, results: [{ phoneCode: "+57" }] });
  });

  it("sends the stored token as a Bearer token", async () => {
    const token = tokenExpiringIn(600);
    signInLocally(token);
    const { calls } = stubFetch({ status: 200, body: {} });
    await api.get("/api/users/whoami/");
    expect(calls[0]?.headers.Authorization).toBe(`Bearer ${token}`);
  });

  it("sends no Authorization header when signed out or when auth is off", async () => {
    const { calls } = stubFetch({ status: 200, body: {} }, { status: 200, body: {} });
    await api.get("/api/countries/");
    signInLocally(tokenExpiringIn(600));
    await api.get("/api/countries/", { auth: false });
    expect(calls[0]?.headers.Authorization).toBeUndefined();
    expect(calls[1]?.headers.Authorization).toBeUndefined();
  });

  it("refreshes a token that expires within 30 s before the request, and stores the new pair", async () => {
    signInLocally(tokenExpiringIn(20), "old-refresh");
    const fresh = tokenExpiringIn(900);
    const { calls } = stubFetch(
      { status: 200, body: { access: fresh, refresh: "new-refresh", user: wireUser() } },
      { status: 200, body: { ok: true } },
    );
    await api.get("/api/users/whoami/");
    expect(calls.map((call) => [call.method, call.url])).toEqual([
      ["POST", "/api/token/refresh/"],
      ["GET", "/api/users/whoami/"],
    ]);
    expect(calls[0]?.body).toEqual({ refresh: "old-refresh" });
    expect(calls[0]?.headers.Authorization).toBeUndefined();
    expect(calls[1]?.headers.Authorization).toBe(`Bearer ${fresh}`);
    expect(getAccessToken()).toBe(fresh);
    expect(getRefreshToken()).toBe("new-refresh");
    expect(getStoredUser()?.firstName).toBe("Ana");
    expect(document.cookie).toContain(`token=${fresh}`);
    // Spec §3's literal keys (the constants could be renamed without anyone noticing).
    expect(window.localStorage.getItem("token")).toBe(fresh);
    expect(window.localStorage.getItem("refresh")).toBe("new-refresh");
    expect(JSON.parse(window.localStorage.getItem("user") ?? "null")).toMatchObject({ firstName: "Ana" });
  });

  it("does not refresh a token with more than 30 s left", async () => {
    const token = tokenExpiringIn(60);
    signInLocally(token);
    const { calls } = stubFetch({ status: 200, body: {} });
    await api.get("/api/x/");
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.Authorization).toBe(`Bearer ${token}`);
  });

  it("shares one refresh between concurrent requests (rotation would revoke a second one)", async () => {
    signInLocally(tokenExpiringIn(5));
    const fresh = tokenExpiringIn(900);
    const { calls } = stubFetch(
      { status: 200, body: { access: fresh, refresh: "r2", user: wireUser() } },
      { status: 200, body: {} },
      { status: 200, body: {} },
    );
    await Promise.all([api.get("/api/a/"), api.get("/api/b/")]);
    expect(calls.filter((call) => call.url === "/api/token/refresh/")).toHaveLength(1);
  });

  it("signs out locally when the refresh is refused", async () => {
    signInLocally(tokenExpiringIn(5));
    document.cookie = "token=abc; Path=/";
    const { calls } = stubFetch({ status: 401, body: { errors: ["Sesión vencida"], code: "invalid_token" } }, { status: 200, body: {} });
    await api.get("/api/x/");
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
    expect(document.cookie).not.toContain("token=abc");
    // The request still goes out, anonymously.
    expect(calls[1]?.headers.Authorization).toBeUndefined();
  });

  it("throws ApiError with status and body on failure, and with no status on network failure", async () => {
    stubFetch({ status: 400, body: { errors: ["Mal"], code: "validation_error" } }, "network-error");
    await expect(api.get("/api/x/")).rejects.toMatchObject({ status: 400, body: { errors: ["Mal"], code: "validation_error" } });
    const error = await api.get("/api/x/").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBeUndefined();
  });

  it("answers 204 with undefined", async () => {
    stubFetch({ status: 204 });
    await expect(api.post("/api/token/logout/", { refresh: "r" })).resolves.toBeUndefined();
  });
});
