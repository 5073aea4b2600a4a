import { and, desc, eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, users } from "@fz/db/schema";
import { TEST_JWT_SECRET, type TestContext, build, createUser, injectWithToken, login, statementsOf } from "../../../test/helper";

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

describe("a standing session is remembered until its account or session changes", () => {
  it("asks the database once, then not again; a write of this process is seen by the next request", async () => {
    const user = await createUser(ctx);
    const { access } = await login(ctx, user);
    expect(await statementsOf(ctx, () => whoami(access))).toBe(1);
    expect(await statementsOf(ctx, () => whoami(access))).toBe(0);
    // Points, names, deactivation written in SQL through this process's handle: seen at once.
    await ctx.db.update(users).set({ pointsBalance: 1234, firstName: "Renata" }).where(eq(users.id, user.id));
    const changed = await whoami(access);
    expect(changed.json().user).toMatchObject({ points: 1234, first_name: "Renata" });
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    await expectEnded(access, "account_disabled");
    // A refusal is never remembered: reactivation does not bring the old token back (version), and a new sign-in works at once.
    await ctx.db.update(users).set({ isActive: true }).where(eq(users.id, user.id));
    await expectEnded(access);
    const again = await login(ctx, user);
    expect((await whoami(again.access)).statusCode).toBe(200);
    // Raw maintenance SQL (not read statement by statement) forgets every remembered session.
    await ctx.handle.exec(`update users set last_name = 'Quiroga' where id = ${user.id}`);
    expect((await whoami(again.access)).json().user.last_name).toBe("Quiroga");
  });

  it("a remembered session is still checked on every request: its token's version, a logout, both guards", async () => {
    const user = await createUser(ctx);
    // From an address of its own: the file's other sign-ins share the default one's limit.
    const signIn = await post("/api/token/", { email: user.email, password: user.password });
    expect(signIn.statusCode).toBe(200);
    const session = signIn.json() as { access: string; refresh: string };
    const { sid, ver } = JSON.parse(Buffer.from(session.access.split(".")[1]!, "base64url").toString()) as { sid: string; ver: number };
    // Remembered: token checked and session read once, then answered with no statement.
    expect((await whoami(session.access)).statusCode).toBe(200);
    expect(await statementsOf(ctx, () => whoami(session.access))).toBe(0);
    // A correctly signed token of the same remembered session with another version: refused, every time.
    const stale = await new SignJWT({ role: "student", typ: "access", sid, ver: ver + 1 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(user.id))
      .setIssuer("fz-academia")
      .setAudience("fz-academia")
      .setExpirationTime("5m")
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    await expectEnded(stale);
    await expectEnded(stale);
    expect((await whoami(session.access)).statusCode).toBe(200);
    // After the logout the same token is refused at once, by the guard before the body (onRequest) and after it (preHandler).
    expect((await post("/api/token/logout/", { refresh: session.refresh })).statusCode).toBe(204);
    await expectEnded(session.access);
    const remove = await ctx.app.inject({ method: "DELETE", url: "/api/users/me/", payload: { password: "x" }, headers: { authorization: `Bearer ${session.access}` } });
    expect(remove.statusCode).toBe(401);
    expect(remove.json().code).toBe("invalid_token");
    expect((await whoami("not-a-token")).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "GET", url: "/api/users/whoami/" })).json().code).toBe("not_authenticated");
  });

  it("a remembered user cannot be changed by a route: the cached row is frozen", async () => {
    const user = await createUser(ctx);
    const { access } = await login(ctx, user);
    const payload = JSON.parse(Buffer.from(access.split(".")[1]!, "base64url").toString()) as { sub: string; role: string; sid: string; ver: number };
    const claims = { userId: Number(payload.sub), role: payload.role, sid: payload.sid, ver: payload.ver };
    await ctx.app.services.auth.userOfAccessToken(claims);
    const remembered = await ctx.app.services.auth.userOfAccessToken(claims);
    expect(remembered?.current).toBe(true);
    expect(Object.isFrozen(remembered!.user)).toBe(true);
    expect(() => {
      (remembered!.user as { pointsBalance: number }).pointsBalance = 999_999;
    }).toThrow(TypeError);
  });
});

// Another instance (its own connection pool) or SQL by hand in psql: heard through the
// database's notifications when the writing transaction commits (migration 0013).
describe.runIf(process.env.TEST_DATABASE_URL)("changes made outside this process (PostgreSQL)", () => {
  it("a sign-out on another instance and a deactivation by hand end the remembered session within milliseconds", async () => {
    const { openDatabase } = await import("@fz/db/client");
    const { buildApp } = await import("../../app");
    const { loadEnv } = await import("../../config/env");
    const otherHandle = await openDatabase({ url: process.env.TEST_DATABASE_URL! });
    const other = await buildApp({ env: loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent" }), db: otherHandle.db, jwtSecret: TEST_JWT_SECRET, accountChanges: otherHandle.accountChanges });
    try {
      const user = await createUser(ctx);
      const session = await login(ctx, user);
      expect((await whoami(session.access)).statusCode).toBe(200);
      const remembered = ctx.handle.statementCount();
      expect((await whoami(session.access)).statusCode).toBe(200);
      expect(ctx.handle.statementCount()).toBe(remembered);

      const out = await other.inject({ method: "POST", url: "/api/token/logout/", payload: { refresh: session.refresh }, headers: { authorization: `Bearer ${session.access}` } });
      expect(out.statusCode, out.body).toBeLessThan(300);
      const started = performance.now();
      await expect.poll(async () => (await whoami(session.access)).statusCode, { timeout: 2_000, interval: 5 }).toBe(401);
      const heardAfterMs = performance.now() - started;
      expect(heardAfterMs).toBeLessThan(2_000);

      const second = await login(ctx, user);
      expect((await whoami(second.access)).statusCode).toBe(200);
      await otherHandle.exec(`update users set is_active = false where id = ${user.id}`);
      await expect.poll(async () => (await whoami(second.access)).statusCode, { timeout: 2_000, interval: 5 }).toBe(401);
    } finally {
      await other.close();
      await otherHandle.close();
    }
  });

  it("while the listening connection is down nothing is remembered; once it is back, sessions are remembered again", async () => {
    const user = await createUser(ctx);
    const { access } = await login(ctx, user);
    await whoami(access);
    await ctx.handle.exec("select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'fz-account-changes' and datname = current_database()");
    await expect.poll(() => ctx.handle.accountChanges.live(), { timeout: 2_000, interval: 5 }).toBe(false);
    // Down: every request asks the database (a change made meanwhile cannot be missed).
    const before = ctx.handle.statementCount();
    await whoami(access);
    await whoami(access);
    expect(ctx.handle.statementCount() - before).toBe(2);
    await expect.poll(() => ctx.handle.accountChanges.live(), { timeout: 10_000, interval: 20 }).toBe(true);
    await whoami(access);
    const after = ctx.handle.statementCount();
    await whoami(access);
    expect(ctx.handle.statementCount()).toBe(after);
  });
});
