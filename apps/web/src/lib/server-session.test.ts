import { beforeEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/test/fetch";
import { tokenExpiringIn } from "@/test/jwt";

const request = vi.hoisted(() => ({ headers: new Headers(), cookies: new Map<string, string>() }));

vi.mock("next/headers", () => ({
  headers: async () => request.headers,
  cookies: async () => ({ get: (name: string) => (request.cookies.has(name) ? { name, value: request.cookies.get(name) } : undefined) }),
}));

const { documentToken, readAsStudent } = await import("@/lib/server-session");

beforeEach(() => {
  request.headers = new Headers();
  request.cookies = new Map();
});

describe("the academy's server render", () => {
  it("reads with the token cookie on a page load", async () => {
    request.headers = new Headers({ "Sec-Fetch-Dest": "document" });
    const token = tokenExpiringIn(600);
    request.cookies.set("token", token);
    expect(await documentToken()).toBe(token);
  });

  it("leaves the reads to the browser without a session, with an expired token, and on in-app navigations and prefetches", async () => {
    request.headers = new Headers({ "Sec-Fetch-Dest": "document" });
    expect(await documentToken()).toBeNull();
    request.cookies.set("token", tokenExpiringIn(-60));
    expect(await documentToken()).toBeNull();
    request.cookies.set("token", tokenExpiringIn(600));
    request.headers = new Headers({ "Sec-Fetch-Dest": "document" });
    expect(await documentToken()).not.toBeNull();
    // Next's client fetches its RSC payloads (navigations, prefetches): not a document.
    request.headers = new Headers({ "Sec-Fetch-Dest": "empty", RSC: "1", "Next-Router-Prefetch": "1" });
    expect(await documentToken()).toBeNull();
    // A browser without Fetch Metadata, or a script: read in the browser.
    request.headers = new Headers();
    expect(await documentToken()).toBeNull();
  });

  it("sends the token and answers camelCase; any failure is left for the browser", async () => {
    const { calls } = stubFetch({ status: 200, body: { first_name: "Ana" } }, { status: 401, body: { errors: ["x"], code: "token_not_valid" } }, "network-error");
    expect(await readAsStudent("abc", { path: "/api/users/whoami/", query: { pageSize: 100 } })).toEqual({ firstName: "Ana" });
    expect(calls[0]?.url).toMatch(/\/api\/users\/whoami\/\?page_size=100$/);
    expect(calls[0]?.headers.Authorization).toBe("Bearer abc");
    expect(await readAsStudent("abc", { path: "/api/users/whoami/" })).toBeUndefined();
    expect(await readAsStudent("abc", { path: "/api/users/whoami/" })).toBeUndefined();
  });
});
