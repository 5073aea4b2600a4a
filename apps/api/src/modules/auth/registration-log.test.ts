import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAILED_ERROR_MAX_LENGTH } from "@fz/contracts/social-auth";
import { registrationLogs } from "@fz/db/schema";
import { type TestContext, build, createUser, injectWithToken, login } from "../../../test/helper";

let ctx: TestContext;
let adminToken: string;
let studentToken: string;
let studentId: number;
let ip = 0;

beforeAll(async () => {
  ctx = await build();
  adminToken = (await login(ctx, await createUser(ctx, { role: "admin" }))).access;
  const student = await createUser(ctx);
  studentId = student.id;
  studentToken = (await login(ctx, student)).access;
});
afterAll(async () => {
  await ctx.close();
});

/** Each call from its own address, so the per-IP limit only bites where a test wants it. */
const post = (payload: object, token?: string, remoteAddress = `10.0.0.${++ip}`) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/students/registration-logs/",
    payload,
    remoteAddress,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe("POST /api/students/registration-logs/", () => {
  it("writes an anonymous failure report (spec §4: email, provider, serialized error, isFailed)", async () => {
    const response = await post({
      provider: "facebook.com",
      user: "Fallo@Example.com",
      is_failed: true,
      failed_error: '{"code":"auth/popup-closed-by-user"}',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      provider: "facebook.com",
      user: "fallo@example.com",
      user_id: null,
      is_failed: true,
      failed_error: '{"code":"auth/popup-closed-by-user"}',
    });
  });

  it("accepts a failure without e-mail and caps a long error", async () => {
    const response = await post({ provider: "google.com", user: null, is_failed: true, failed_error: "x".repeat(10_000) });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toBeNull();
    expect(response.json().failed_error).toHaveLength(FAILED_ERROR_MAX_LENGTH);
  });

  it("requires a session for a success entry and records the session's user once", async () => {
    const anonymous = await post({ provider: "google.com", user: "x@example.com", is_failed: false });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ errors: ["Debes iniciar sesión para continuar."], code: "not_authenticated" });

    const first = await post({ provider: "google.com", user: "otra@example.com", is_failed: false }, studentToken);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ user_id: studentId, is_failed: false, failed_error: null });
    expect(first.json().user).not.toBe("otra@example.com");
    const second = await post({ provider: "google.com", user: "otra@example.com", is_failed: false }, studentToken);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
  });

  it("refuses an unknown provider and a missing flag in Spanish", async () => {
    const response = await post({ provider: "twitter.com", user: "a@example.com" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: ["El proveedor de inicio de sesión no es válido", "Indica si el registro falló (is_failed)"],
      code: "validation_error",
    });
  });

  it("rate-limits reports from one address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await post({ provider: "google.com", is_failed: true }, undefined, "10.9.9.9")).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("GET /api/students/registration-logs/ (admin)", () => {
  const list = (query = "", token?: string) =>
    token
      ? injectWithToken(ctx, token, { method: "GET", url: `/api/students/registration-logs/${query}` })
      : ctx.app.inject({ method: "GET", url: `/api/students/registration-logs/${query}` });

  it("answers 401 to anonymous visitors and 403 to students", async () => {
    const anonymous = await list("?is_failed=nada");
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe("not_authenticated");
    const student = await list("", studentToken);
    expect(student.statusCode).toBe(403);
    expect(student.json()).toEqual({ errors: ["No tienes permiso para realizar esta acción."], code: "permission_denied" });
  });

  it("lists newest first, filters by outcome and provider, and paginates", async () => {
    await ctx.db.delete(registrationLogs);
    await ctx.db.insert(registrationLogs).values([
      { provider: "google.com", userEmail: "uno@example.com", isFailed: false, createdAt: new Date("2026-01-01T10:00:00Z") },
      { provider: "facebook.com", userEmail: "dos@example.com", isFailed: true, failedError: "x", createdAt: new Date("2026-01-02T10:00:00Z") },
      { provider: "google.com", userEmail: "tres@example.com", isFailed: true, failedError: "y", createdAt: new Date("2026-01-03T10:00:00Z") },
    ]);
    const all = await list("", adminToken);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ count: 3, next: null, previous: null });
    expect(all.json().results.map((log: { user: string }) => log.user)).toEqual(["tres@example.com", "dos@example.com", "uno@example.com"]);

    const failed = await list("?is_failed=true", adminToken);
    expect(failed.json().results.map((log: { user: string }) => log.user)).toEqual(["tres@example.com", "dos@example.com"]);
    const googleFailures = await list("?is_failed=true&provider=google.com", adminToken);
    expect(googleFailures.json()).toMatchObject({ count: 1, results: [{ user: "tres@example.com", failed_error: "y" }] });
    const successes = await list("?is_failed=false", adminToken);
    expect(successes.json()).toMatchObject({ count: 1, results: [{ user: "uno@example.com", is_failed: false }] });

    const page = await list("?page=2&page_size=1&provider=google.com", adminToken);
    expect(page.json()).toMatchObject({ count: 2, next: null, results: [{ user: "uno@example.com" }] });
    expect(page.json().previous).toBe("/api/students/registration-logs/?page=1&page_size=1&provider=google.com");
  });

  it("refuses a bad filter with a Spanish 400", async () => {
    const response = await list("?is_failed=quizas&provider=twitter.com", adminToken);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: ["is_failed debe ser true o false", "El proveedor de inicio de sesión no es válido"],
      code: "validation_error",
    });
  });
});
