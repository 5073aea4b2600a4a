import { and, desc, eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, users } from "@fz/db/schema";
import { TEST_JWT_SECRET, type TestContext, build, createUser, injectWithToken, login } from "../../../test/helper";

// Access tokens end with their session (logout) or with the user's token version (password
// reset, deactivation, role change), in the same request — not 15 minutes later (decision 013).
let ctx: TestContext;
let ipCounter = 0;
const freshIp = () => `10.30.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  ctx = await build();
});
afterAll(async () => {
  await ctx.close();
});

const whoami = (access: string) => injectWithToken(ctx, access, { method: "GET", url: "/api/users/whoami/" });
const post = (url: string, payload: object, access?: string) =>
  ctx.app.inject({ method: "POST", url, payload, remoteAddress: freshIp(), headers: access ? { authorization: `Bearer ${access}` } : {} });

async function expectEnded(access: string, code = "invalid_token") {
  const response = await whoami(access);
  expect(response.statusCode).toBe(401);
  expect(response.json().code).toBe(code);
}

async function admin() {
  const created = await createUser(ctx, { role: "admin" });
  return (await login(ctx, created)).access;
}

describe("access tokens end with their session", () => {
  it("logout ends that session's access tokens at once; the user's other sessions go on", async () => {
    const user = await createUser(ctx);
    const phone = await login(ctx, user);
    const laptop = await login(ctx, user);
    expect((await whoami(phone.access)).statusCode).toBe(200);

    expect((await post("/api/token/logout/", { refresh: phone.refresh })).statusCode).toBe(204);
    await expectEnded(phone.access);
    expect((await post("/api/token/refresh/", { refresh: phone.refresh })).statusCode).toBe(401);
    expect((await whoami(laptop.access)).statusCode).toBe(200);
  });

  it("an access token outlives the rotation of its own refresh token, not the end of its family", async () => {
    const user = await createUser(ctx);
    const first = await login(ctx, user);
    const rotated = await post("/api/token/refresh/", { refresh: first.refresh });
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json() as { access: string; refresh: string };
    // Same session: both access tokens stand.
    expect((await whoami(first.access)).statusCode).toBe(200);
    expect((await whoami(second.access)).statusCode).toBe(200);
    // Replaying the spent refresh token revokes the family: every access token of it ends.
    expect((await post("/api/token/refresh/", { refresh: first.refresh })).statusCode).toBe(401);
    await expectEnded(first.access);
    await expectEnded(second.access);
  });

  it("a password reset ends every access token of the user in the same request", async () => {
    const user = await createUser(ctx);
    const one = await login(ctx, user);
    const two = await login(ctx, user);
    await post("/api/users/password-reset/request/", { email: user.email });
    let text: string | null = null;
    for (let i = 0; i < 250 && !text; i += 1) {
      const [mail] = await ctx.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, user.email), eq(mailOutbox.kind, "password_reset")))
        .orderBy(desc(mailOutbox.id))
        .limit(1);
      text = mail?.text ?? null;
      if (!text) await new Promise((r) => setTimeout(r, 20));
    }
    const token = /restablecer-contrasena\?token=([A-Za-z0-9_-]+)/.exec(text ?? "")![1]!;
    expect((await post("/api/users/password-reset/confirm/", { token, password: "Otra-Clave-Segura-2" })).statusCode).toBe(200);
    await expectEnded(one.access);
    await expectEnded(two.access);
    const fresh = await login(ctx, { email: user.email, password: "Otra-Clave-Segura-2" });
    expect((await whoami(fresh.access)).statusCode).toBe(200);
  });

  it("deactivation ends the access tokens, and reactivation does not bring them back", async () => {
    const user = await createUser(ctx);
    const before = await login(ctx, user);
    const adminAccess = await admin();
    expect((await post(`/api/students/${user.id}/deactivate/`, {}, adminAccess)).statusCode).toBe(200);
    await expectEnded(before.access, "account_disabled");
    expect((await post(`/api/students/${user.id}/reactivate/`, {}, adminAccess)).statusCode).toBe(200);
    // Reactivated: the token issued before the deactivation stays dead; a new sign-in works.
    await expectEnded(before.access);
    const after = await login(ctx, user);
    expect((await whoami(after.access)).statusCode).toBe(200);
  });

  it("a role change ends every access token (by whatever path the role changes), and a refresh carries the new role", async () => {
    const promoted = await createUser(ctx);
    const session = await login(ctx, promoted);
    const other = await login(ctx, promoted);
    // An operator promotes the student by hand: the database trigger moves the token version.
    await ctx.db.update(users).set({ role: "admin" }).where(eq(users.id, promoted.id));
    await expectEnded(session.access);
    await expectEnded(other.access);
    const refreshed = await post("/api/token/refresh/", { refresh: session.refresh });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().user.role).toBe("admin");
    expect((await whoami(refreshed.json().access)).json().user.role).toBe("admin");

    // Demotion: the admin's tokens stop opening admin routes at once.
    const demoted = await createUser(ctx, { role: "admin" });
    const adminSession = await login(ctx, demoted);
    expect((await injectWithToken(ctx, adminSession.access, { method: "GET", url: "/api/students/" })).statusCode).toBe(200);
    await ctx.db.update(users).set({ role: "student" }).where(eq(users.id, demoted.id));
    const refused = await injectWithToken(ctx, adminSession.access, { method: "GET", url: "/api/students/" });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe("invalid_token");
  });

  it("other changes to the user (names, points) leave the tokens alone", async () => {
    const user = await createUser(ctx);
    const session = await login(ctx, user);
    await ctx.db.update(users).set({ firstName: "Otra", pointsBalance: 50, lastLoginAt: new Date() }).where(eq(users.id, user.id));
    expect((await whoami(session.access)).statusCode).toBe(200);
  });

  it("refuses a correctly signed token without a session or version, or naming another user's session", async () => {
    const user = await createUser(ctx);
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const sign = (claims: Record<string, unknown>) =>
      new SignJWT({ role: "student", typ: "access", ...claims })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(user.id))
        .setIssuer("fz-academia")
        .setAudience("fz-academia")
        .setExpirationTime("5m")
        .sign(key);
    await expectEnded(await sign({}));
    await expectEnded(await sign({ ver: 0 }));
    await expectEnded(await sign({ sid: "no-es-un-uuid", ver: 0 }));
    // A live session of someone else, with this user's id and version: not this user's session.
    const stranger = await createUser(ctx);
    const strangerSession = await login(ctx, stranger);
    const strangerSid = JSON.parse(Buffer.from(strangerSession.access.split(".")[1]!, "base64url").toString()).sid as string;
    await expectEnded(await sign({ sid: strangerSid, ver: 0 }));
  });
});
