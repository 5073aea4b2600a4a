import { and, desc, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailTokens, mailOutbox, pointsLedger, users } from "@fz/db/schema";
import { type TestContext, build, createUser, injectWithToken, login } from "../../../test/helper";

let ctx: TestContext;
let ipCounter = 0;

beforeAll(async () => {
  ctx = await build();
});
afterAll(async () => {
  await ctx.close();
});

/** Each test speaks from its own address, so the per-IP limits of one test do not reach another. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function lastMail(to: string, kind: string) {
  const [row] = await ctx.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return row;
}

/** Reset e-mails are prepared after the response: wait for them. */
async function waitForMail(to: string, kind: string, count = 1) {
  for (let i = 0; i < 250; i += 1) {
    const rows = await ctx.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)));
    if (rows.length >= count) return rows.at(-1)!;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no ${kind} e-mail for ${to}`);
}

const tokenIn = (text: string | null, page: string) => {
  const match = new RegExp(`http://localhost:3000/${page}\\?token=([A-Za-z0-9_-]+)`).exec(text ?? "");
  if (!match) throw new Error(`no /${page} link in: ${text}`);
  return match[1]!;
};

const post = (url: string, payload: object, options: Partial<InjectOptions> = {}) =>
  ctx.app.inject({ method: "POST", url, payload, remoteAddress: freshIp(), ...options });

async function userRow(id: number) {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe("e-mail verification", () => {
  it("registration sends the link; it verifies once and gives 100 points once", async () => {
    const email = `registro-${Date.now()}@example.com`;
    const registered = await post("/api/users/register/", { email, password: "Contrasena-Segura-1", first_name: "Eva", last_name: "Ríos" });
    expect(registered.statusCode).toBe(201);
    const { user, access } = registered.json();
    expect(user.email_verified).toBe(false);
    const mail = await lastMail(email, "verify_email");
    expect(mail).toMatchObject({ subject: "Confirma tu correo electrónico — FZ Academia", transport: "outbox" });
    expect(mail!.text).toContain("Hola, Eva:");
    expect(mail!.html).toContain("#FFA304");
    expect(mail!.html).toContain("#2D2D2D");
    const token = tokenIn(mail!.text, "verificar-correo");
    // Only the hash is kept.
    expect(JSON.stringify(await ctx.db.select().from(emailTokens).where(eq(emailTokens.userId, user.id)))).not.toContain(token);

    const verified = await post("/api/users/verify-email/", { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ detail: "Tu correo electrónico quedó confirmado. ¡Ganaste 100 puntos!", email_verified: true });
    const whoami = (await injectWithToken(ctx, access, { method: "GET", url: "/api/users/whoami/" })).json();
    expect(whoami.user).toMatchObject({ email_verified: true, points: 100 });

    const reused = await post("/api/users/verify-email/", { token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ errors: ["El enlace no es válido o ya venció. Solicita uno nuevo."], code: "invalid_email_token" });
    const again = await injectWithToken(ctx, access, { method: "POST", url: "/api/users/verify-email/request/" });
    expect(again.json()).toEqual({ errors: ["Tu correo electrónico ya está confirmado."], code: "email_already_verified" });
    expect(await ctx.db.select().from(pointsLedger).where(eq(pointsLedger.userId, user.id))).toHaveLength(1);
  });

  it("a signed-in student asks for a new link; an older unused link still verifies, without points twice", async () => {
    const created = await createUser(ctx);
    const { access } = await login(ctx, created);
    const ask = () => injectWithToken(ctx, access, { method: "POST", url: "/api/users/verify-email/request/" });
    const first = await ask();
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ detail: `Te enviamos un enlace a ${created.email} para confirmar tu correo.` });
    const older = tokenIn((await lastMail(created.email, "verify_email"))!.text, "verificar-correo");
    await ask();
    const newer = tokenIn((await lastMail(created.email, "verify_email"))!.text, "verificar-correo");
    expect(newer).not.toBe(older);
    expect((await post("/api/users/verify-email/", { token: newer })).statusCode).toBe(200);
    const late = await post("/api/users/verify-email/", { token: older });
    expect(late.json()).toEqual({ detail: "Tu correo electrónico ya estaba confirmado.", email_verified: true });
    expect((await userRow(created.id)).pointsBalance).toBe(100);
  });

  it("refuses wrong and expired links, and asking needs a session and is rate limited", async () => {
    expect((await post("/api/users/verify-email/", { token: "no-es-un-token" })).json().code).toBe("invalid_email_token");
    expect((await post("/api/users/verify-email/", { token: "" })).statusCode).toBe(400);
    expect((await post("/api/users/verify-email/", {})).statusCode).toBe(400);
    expect((await post("/api/users/verify-email/request/", {})).statusCode).toBe(401);

    const created = await createUser(ctx);
    const { access } = await login(ctx, created);
    const ask = () => injectWithToken(ctx, access, { method: "POST", url: "/api/users/verify-email/request/" });
    expect((await ask()).statusCode).toBe(202);
    const token = tokenIn((await lastMail(created.email, "verify_email"))!.text, "verificar-correo");
    await ctx.db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailTokens.userId, created.id));
    expect((await post("/api/users/verify-email/", { token })).json().code).toBe("invalid_email_token");
    expect((await userRow(created.id)).emailVerifiedAt).toBeNull();

    expect((await ask()).statusCode).toBe(202);
    expect((await ask()).statusCode).toBe(202);
    const limited = await ask();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("rate_limited");
  });

  it("a link stops working when the account's address changed", async () => {
    const created = await createUser(ctx);
    const { access } = await login(ctx, created);
    await injectWithToken(ctx, access, { method: "POST", url: "/api/users/verify-email/request/" });
    const token = tokenIn((await lastMail(created.email, "verify_email"))!.text, "verificar-correo");
    await ctx.db.update(users).set({ email: `otro-${created.id}@example.com` }).where(eq(users.id, created.id));
    expect((await post("/api/users/verify-email/", { token })).json().code).toBe("invalid_email_token");
  });
});

describe("password reset", () => {
  it("answers the same whether or not the address has an account", async () => {
    const created = await createUser(ctx);
    const ip = freshIp();
    const unknown = await post("/api/users/password-reset/request/", { email: "nadie-aqui@example.com" }, { remoteAddress: ip });
    const known = await post("/api/users/password-reset/request/", { email: created.email.toUpperCase() }, { remoteAddress: ip });
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().detail).toMatch(/^Si el correo corresponde a una cuenta/);
    await waitForMail(created.email, "password_reset");
    expect(await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, "nadie-aqui@example.com"))).toEqual([]);
  });

  it("sets the new password, ends every session, and the link works once", async () => {
    const created = await createUser(ctx, { firstName: "Lucía" });
    const session = await login(ctx, created);
    await post("/api/users/password-reset/request/", { email: created.email });
    const mail = await waitForMail(created.email, "password_reset");
    expect(mail.subject).toBe("Restablece tu contraseña — FZ Academia");
    expect(mail.text).toContain("Hola, Lucía:");
    const token = tokenIn(mail.text, "restablecer-contrasena");

    const done = await post("/api/users/password-reset/confirm/", { token, password: "Otra-Clave-Segura-2" });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ detail: "Tu contraseña fue cambiada. Inicia sesión con la nueva contraseña." });
    expect((await post("/api/token/refresh/", { refresh: session.refresh })).statusCode).toBe(401);
    expect((await post("/api/token/", { email: created.email, password: created.password })).statusCode).toBe(401);
    expect((await post("/api/token/", { email: created.email, password: "Otra-Clave-Segura-2" })).statusCode).toBe(200);

    const reused = await post("/api/users/password-reset/confirm/", { token, password: "Tercera-Clave-3" });
    expect(reused.json()).toEqual({ errors: ["El enlace no es válido o ya venció. Solicita uno nuevo."], code: "invalid_email_token" });
  });

  it("refuses expired, wrong and superseded links, and short passwords", async () => {
    const created = await createUser(ctx);
    const ip = freshIp();
    await post("/api/users/password-reset/request/", { email: created.email }, { remoteAddress: ip });
    const first = tokenIn((await waitForMail(created.email, "password_reset", 1)).text, "restablecer-contrasena");
    await post("/api/users/password-reset/request/", { email: created.email }, { remoteAddress: ip });
    const second = tokenIn((await waitForMail(created.email, "password_reset", 2)).text, "restablecer-contrasena");

    const short = await post("/api/users/password-reset/confirm/", { token: second, password: "corta" });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual(["La contraseña debe tener al menos 8 caracteres"]);
    const blank = await post("/api/users/password-reset/confirm/", { token: second, password: "        " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual(["La contraseña no puede tener solo espacios"]);
    expect((await post("/api/users/password-reset/confirm/", { token: "inventado", password: "Clave-Nueva-123" })).json().code).toBe("invalid_email_token");

    expect((await post("/api/users/password-reset/confirm/", { token: second, password: "Clave-Nueva-123" })).statusCode).toBe(200);
    // A successful reset spends the other links sent before it.
    expect((await post("/api/users/password-reset/confirm/", { token: first, password: "Clave-Nueva-456" })).json().code).toBe("invalid_email_token");

    await post("/api/users/password-reset/request/", { email: created.email }, { remoteAddress: ip });
    const third = tokenIn((await waitForMail(created.email, "password_reset", 3)).text, "restablecer-contrasena");
    await ctx.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(emailTokens.userId, created.id), eq(emailTokens.purpose, "password_reset")));
    expect((await post("/api/users/password-reset/confirm/", { token: third, password: "Clave-Nueva-789" })).json().code).toBe("invalid_email_token");
    expect((await post("/api/token/", { email: created.email, password: "Clave-Nueva-123" })).statusCode).toBe(200);
  });

  it("limits requests per IP; per account it stops e-mailing but answers the same (rate-limit.test.ts)", async () => {
    const perAddress = [];
    for (let i = 0; i < 4; i += 1) perAddress.push((await post("/api/users/password-reset/request/", { email: "limite@example.com" })).statusCode);
    expect(perAddress).toEqual([202, 202, 202, 202]);
    const ip = freshIp();
    const perIp = [];
    let last;
    for (let i = 0; i < 6; i += 1) {
      last = await post("/api/users/password-reset/request/", { email: `ip-${i}@example.com` }, { remoteAddress: ip });
      perIp.push(last.statusCode);
    }
    expect(perIp).toEqual([202, 202, 202, 202, 202, 429]);
    expect(Number(last!.headers["retry-after"])).toBeGreaterThan(0);
    expect((await post("/api/users/password-reset/request/", { email: "no es un correo" })).statusCode).toBe(400);
  });
});
