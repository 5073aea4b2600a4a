import { describe, expect, it } from "vitest";
import { decodeJwtPayload, isTokenExpired, TOKEN_EXPIRY_MARGIN_MS } from "@/lib/jwt";
import { fakeJwt, tokenExpiringIn } from "@/test/jwt";

describe("token expiry margin (30 s)", () => {
  const now = Date.UTC(2025, 0, 1, 12, 0, 0);

  it("is 30 seconds", () => {
    expect(TOKEN_EXPIRY_MARGIN_MS).toBe(30_000);
  });

  it("treats a token expiring in 20 s as expired", () => {
    expect(isTokenExpired(tokenExpiringIn(20, now), now)).toBe(true);
  });

  it("treats a token expiring in 60 s as valid", () => {
    expect(isTokenExpired(tokenExpiringIn(60, now), now)).toBe(false);
  });

  it("is expired exactly at the margin and after exp", () => {
    expect(isTokenExpired(tokenExpiringIn(30, now), now)).toBe(true);
    expect(isTokenExpired(tokenExpiringIn(31, now), now)).toBe(false);
    expect(isTokenExpired(tokenExpiringIn(-5, now), now)).toBe(true);
  });

  it("treats unreadable tokens as expired and tokens without exp as valid", () => {
    expect(isTokenExpired("not-a-jwt", now)).toBe(true);
    expect(isTokenExpired("a.%%%.c", now)).toBe(true);
    expect(isTokenExpired(fakeJwt({ sub: "1" }), now)).toBe(false);
  });

  it("decodes the payload without verifying, including UTF-8", () => {
    expect(decodeJwtPayload(fakeJwt({ name: "Peñalosa", exp: 5 }))).toEqual({ name: "Peñalosa", exp: 5 });
  });
});
