import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestContext, build, createUser, injectWithToken, login } from "../../../test/helper";

let ctx: TestContext;
let adminToken: string;
let studentToken: string;

beforeAll(async () => {
  ctx = await build();
  adminToken = (await login(ctx, await createUser(ctx, { role: "admin" }))).access;
  studentToken = (await login(ctx, await createUser(ctx))).access;
});
afterAll(async () => {
  await ctx.close();
});

const register = (email: string) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/users/register/",
    payload: { email, password: "Contrasena-Segura-1", first_name: "Nombre <b>con</b> etiquetas", last_name: "Pérez" },
  });

describe("the outbox (no SMTP configured)", () => {
  it("keeps every message, bodies included, for admins to read", async () => {
    for (let i = 1; i <= 3; i += 1) expect((await register(`buzon-${i}@example.com`)).statusCode).toBe(201);

    const list = await injectWithToken(ctx, adminToken, { method: "GET", url: "/api/mail/outbox/?page_size=2" });
    expect(list.statusCode).toBe(200);
    const page = list.json();
    expect(page).toMatchObject({ count: 3, previous: null, next: "/api/mail/outbox/?page_size=2&page=2" });
    expect(page.results[0]).toMatchObject({ to: "buzon-3@example.com", kind: "verify_email", transport: "outbox", error: null });
    expect(page.results[0].sent_at).not.toBeNull();
    expect(page.results[0]).not.toHaveProperty("html");

    const filtered = (await injectWithToken(ctx, adminToken, { method: "GET", url: "/api/mail/outbox/?to=BUZON-2@example.com" })).json();
    expect(filtered.results.map((m: { to: string }) => m.to)).toEqual(["buzon-2@example.com"]);

    const detail = await injectWithToken(ctx, adminToken, { method: "GET", url: `/api/mail/outbox/${page.results[0].id}/` });
    expect(detail.statusCode).toBe(200);
    const message = detail.json();
    expect(message.subject).toBe("Confirma tu correo electrónico — FZ Academia");
    expect(message.html).toContain('<html lang="es">');
    expect(message.html).toContain("http://localhost:3000/verificar-correo?token=");
    // What users typed is escaped in the HTML, kept as typed in the text.
    expect(message.html).toContain("Hola, Nombre &lt;b&gt;con&lt;/b&gt; etiquetas:");
    expect(message.html).not.toContain("<b>con</b>");
    expect(message.text).toContain("Hola, Nombre <b>con</b> etiquetas:");
  });

  it("is for admins only", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/mail/outbox/" })).statusCode).toBe(401);
    const student = await injectWithToken(ctx, studentToken, { method: "GET", url: "/api/mail/outbox/" });
    expect(student.statusCode).toBe(403);
    expect(student.json().code).toBe("permission_denied");
    expect((await injectWithToken(ctx, studentToken, { method: "GET", url: "/api/mail/outbox/1/" })).statusCode).toBe(403);
    const missing = await injectWithToken(ctx, adminToken, { method: "GET", url: "/api/mail/outbox/999999/" });
    expect(missing.json()).toEqual({ errors: ["El mensaje no existe."], code: "not_found" });
  });
});
