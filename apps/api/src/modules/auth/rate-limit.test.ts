import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestContext, build, createUser } from "../../../test/helper";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await build({ LOGIN_RATE_LIMIT_PER_ACCOUNT: "3", LOGIN_RATE_LIMIT_PER_IP: "6" });
});
afterAll(async () => {
  await ctx.close();
});

const attempt = (email: string, ip: string) =>
  ctx.app.inject({ method: "POST", url: "/api/token/", remoteAddress: ip, payload: { email, password: "incorrecta" } });

describe("sign-in rate limits", () => {
  it("limits attempts per account, even from different IPs", async () => {
    const user = await createUser(ctx);
    for (const ip of ["10.0.0.1", "10.0.0.2", "10.0.0.3"]) expect((await attempt(user.email, ip)).statusCode).toBe(401);
    const blocked = await attempt(user.email, "10.0.0.4");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe("rate_limited");
    expect(blocked.json().errors[0]).toMatch(/^Demasiados intentos/);
    // Another account is not affected.
    expect((await attempt("otra@example.com", "10.0.0.4")).statusCode).toBe(401);
  });

  it("limits attempts per IP across accounts", async () => {
    const ip = "10.9.9.9";
    for (let i = 0; i < 6; i += 1) expect((await attempt(`cuenta${i}@example.com`, ip)).statusCode).toBe(401);
    const blocked = await attempt("cuenta-nueva@example.com", ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: "rate_limited" });
  });
});
