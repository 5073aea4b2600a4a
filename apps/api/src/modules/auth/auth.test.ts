import { eq } from "drizzle-orm";
import { SignJWT, UnsecuredJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshTokens, users } from "@fz/db/schema";
import { TEST_JWT_SECRET, type TestContext, build, createUser, injectWithToken, login } from "../../../test/helper";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await build();
});
afterAll(async () => {
  await ctx.close();
});

const register = (payload: unknown) => ctx.app.inject({ method: "POST", url: "/api/users/register/", payload: payload as object });

describe("registration", () => {
  it("creates a student, hashes the password with argon2id and signs in", async () => {
    const response = await register({
      email: "  Nuevo.Estudiante@Example.com ",
      password: "clave-larga-123",
      first_name: "Juan",
      last_name: "Díaz",
      country_id: 1,
      instrument_id: 1,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.user).toMatchObject({
      email: "nuevo.estudiante@example.com",
      first_name: "Juan",
      last_name: "Díaz",
      role: "student",
      country_id: 1,
      instrument_id: 1,
      email_verified: false,
      points: 0,
    });
    expect(body.access).toEqual(expect.any(String));
    expect(body.refresh).toEqual(expect.any(String));
    const [row] = await ctx.db.select().from(users).where(eq(users.email, "nuevo.estudiante@example.com"));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    // Registering signs in: the admin's "Último ingreso" is set from the first moment.
    expect(row?.lastLoginAt).toBeInstanceOf(Date);
    expect(Math.abs(row!.lastLoginAt!.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it("refuses a duplicate e-mail (any case) with a clear message", async () => {
    await register({ email: "repetido@example.com", password: "clave-larga-123", first_name: "A", last_name: "B" });
    const response = await register({ email: "REPETIDO@example.com", password: "otra-clave-123", first_name: "C", last_name: "D" });
    expect(response.statusCode).toBe(400);
    // `fields` lets the form say it at the e-mail field (issue 35.11).
    expect(response.json()).toEqual({
      errors: ["Ya existe una cuenta con este correo electrónico."],
      code: "email_taken",
      fields: { email: "Ya existe una cuenta con este correo electrónico." },
    });
  });

  it("lists one Spanish message per problem", async () => {
    const response = await register({ email: "no-es-correo", password: "corta", first_name: "", last_name: "Ruiz" });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe("validation_error");
    expect(body.errors).toEqual(
      expect.arrayContaining([
        "El correo electrónico no es válido",
        "La contraseña debe tener al menos 8 caracteres",
        "El nombre es obligatorio",
      ]),
    );
    expect(body.errors).toHaveLength(3);
  });

  it("refuses a password of only blanks, writing nothing", async () => {
    for (const password of ["        ", "\t\t  \n   "]) {
      const response = await register({ email: "espacios@example.com", password, first_name: "Ana", last_name: "Ruiz" });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: ["La contraseña no puede tener solo espacios"], code: "validation_error" });
    }
    expect(await ctx.db.select().from(users).where(eq(users.email, "espacios@example.com"))).toHaveLength(0);
    // Spaces inside a passphrase stay the user's choice.
    expect((await register({ email: "frase@example.com", password: "  mi clave larga  ", first_name: "Ana", last_name: "Ruiz" })).statusCode).toBe(201);
  });

  it("refuses a country or instrument that does not exist, writing nothing", async () => {
    const response = await register({
      email: "pais@example.com",
      password: "clave-larga-123",
      first_name: "A",
      last_name: "B",
      country_id: 9999,
      instrument_id: 9999,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(["El país seleccionado no existe.", "El instrumento seleccionado no existe."]);
    expect(response.json().fields).toEqual({ country_id: "El país seleccionado no existe.", instrument_id: "El instrumento seleccionado no existe." });
    expect(await ctx.db.select().from(users).where(eq(users.email, "pais@example.com"))).toHaveLength(0);
  });

  it("answers a missing body with 400, not 500", async () => {
    const response = await ctx.app.inject({ method: "POST", url: "/api/users/register/" });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("validation_error");
  });
});

describe("POST /api/token/", () => {
  it("signs in and answers access, refresh and the user with a role", async () => {
    const user = await createUser(ctx);
    const response = await ctx.app.inject({ method: "POST", url: "/api/token/", payload: { email: user.email, password: user.password } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ id: user.id, email: user.email, role: "student" });
    expect(body.user).not.toHaveProperty("password_hash");
  });

  it("works without the trailing slash too", async () => {
    const user = await createUser(ctx);
    const response = await ctx.app.inject({ method: "POST", url: "/api/token", payload: { email: user.email, password: user.password } });
    expect(response.statusCode).toBe(200);
  });

  it("answers a wrong password and an unknown e-mail with the same 401", async () => {
    const user = await createUser(ctx);
    const wrong = await ctx.app.inject({ method: "POST", url: "/api/token/", payload: { email: user.email, password: "incorrecta" } });
    const unknown = await ctx.app.inject({ method: "POST", url: "/api/token/", payload: { email: "nadie@example.com", password: "incorrecta" } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ errors: ["Correo electrónico o contraseña incorrectos."], code: "invalid_credentials" });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it("refuses a user with no role: 401 'Usuario no valido'", async () => {
    const user = await createUser(ctx, { role: null });
    const response = await ctx.app.inject({ method: "POST", url: "/api/token/", payload: { email: user.email, password: user.password } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ errors: ["Usuario no valido"], code: "invalid_user" });
  });

  it("refuses a deactivated account", async () => {
    const user = await createUser(ctx, { isActive: false });
    const response = await ctx.app.inject({ method: "POST", url: "/api/token/", payload: { email: user.email, password: user.password } });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("account_disabled");
  });

  it("answers malformed JSON with 400 in the error shape", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/token/",
      headers: { "content-type": "application/json" },
      payload: '{"email": "a@b.co", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: ["El cuerpo de la solicitud no es un JSON válido."], code: "invalid_json" });
  });
});

describe("whoami and token checks", () => {
  it("answers the current user", async () => {
    const user = await createUser(ctx, { firstName: "María" });
    const { access } = await login(ctx, user);
    const response = await injectWithToken(ctx, access, { method: "GET", url: "/api/users/whoami/" });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: user.id, first_name: "María", role: "student" });
    const noSlash = await injectWithToken(ctx, access, { method: "GET", url: "/api/users/whoami" });
    expect(noSlash.statusCode).toBe(200);
  });

  it("answers 401 without a token", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/users/whoami/" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ errors: ["Debes iniciar sesión para continuar."], code: "not_authenticated" });
  });

  it.each([
    ["alg none", async (id: number) => new UnsecuredJWT({ role: "admin", typ: "access" }).setSubject(String(id)).setIssuer("fz-academia").setAudience("fz-academia").setExpirationTime("5m").encode()],
    ["a wrong signature", async (id: number) => new SignJWT({ role: "student", typ: "access" }).setProtectedHeader({ alg: "HS256" }).setSubject(String(id)).setIssuer("fz-academia").setAudience("fz-academia").setExpirationTime("5m").sign(new TextEncoder().encode("another-secret-another-secret-another-secret"))],
    ["an expired token", async (id: number) => new SignJWT({ role: "student", typ: "access" }).setProtectedHeader({ alg: "HS256" }).setSubject(String(id)).setIssuer("fz-academia").setAudience("fz-academia").setIssuedAt(Math.floor(Date.now() / 1000) - 3600).setExpirationTime(Math.floor(Date.now() / 1000) - 60).sign(new TextEncoder().encode(TEST_JWT_SECRET))],
    ["a garbage token", async () => "not.a.jwt"],
  ])("rejects %s", async (_name, make) => {
    const user = await createUser(ctx);
    const response = await injectWithToken(ctx, await make(user.id), { method: "GET", url: "/api/users/whoami/" });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("invalid_token");
  });

  it("stops honouring a token once the user loses the role or is deactivated", async () => {
    const user = await createUser(ctx);
    const { access } = await login(ctx, user);
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const disabled = await injectWithToken(ctx, access, { method: "GET", url: "/api/users/whoami/" });
    expect(disabled.statusCode).toBe(401);
    await ctx.db.update(users).set({ isActive: true, role: null }).where(eq(users.id, user.id));
    const noRole = await injectWithToken(ctx, access, { method: "GET", url: "/api/users/whoami/" });
    expect(noRole.json()).toEqual({ errors: ["Usuario no valido"], code: "invalid_user" });
  });
});

describe("refresh rotation", () => {
  const refresh = (token: string) => ctx.app.inject({ method: "POST", url: "/api/token/refresh/", payload: { refresh: token } });

  it("rotates: the new pair works, the old refresh token is spent", async () => {
    const user = await createUser(ctx);
    const first = await login(ctx, user);
    const rotated = await refresh(first.refresh);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json();
    expect(second.refresh).not.toBe(first.refresh);
    expect(second.user.id).toBe(user.id);
    const whoami = await injectWithToken(ctx, second.access, { method: "GET", url: "/api/users/whoami/" });
    expect(whoami.statusCode).toBe(200);
    const third = await refresh(second.refresh);
    expect(third.statusCode).toBe(200);
  });

  it("revokes the whole family when a spent token is presented again", async () => {
    const user = await createUser(ctx);
    const first = await login(ctx, user);
    const second = (await refresh(first.refresh)).json();
    const replay = await refresh(first.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe("invalid_token");
    // The legitimate holder's newer token died with the family.
    const after = await refresh(second.refresh);
    expect(after.statusCode).toBe(401);
    const live = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(live.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it("lets only one of two parallel refreshes of the same token win", async () => {
    const user = await createUser(ctx);
    const first = await login(ctx, user);
    const results = await Promise.all([refresh(first.refresh), refresh(first.refresh)]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 401]);
  });

  it("refuses an unknown or expired token", async () => {
    expect((await refresh("desconocido")).statusCode).toBe(401);
    const user = await createUser(ctx);
    const session = await login(ctx, user);
    await ctx.db.update(refreshTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(refreshTokens.userId, user.id));
    expect((await refresh(session.refresh)).statusCode).toBe(401);
  });

  it("logout revokes the session", async () => {
    const user = await createUser(ctx);
    const session = await login(ctx, user);
    const out = await ctx.app.inject({ method: "POST", url: "/api/token/logout/", payload: { refresh: session.refresh } });
    expect(out.statusCode).toBe(204);
    expect((await refresh(session.refresh)).statusCode).toBe(401);
  });
});
