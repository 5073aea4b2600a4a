import type { AddressInfo } from "node:net";
import { desc, eq } from "drizzle-orm";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "@fz/db/schema";
import { type TestContext, build, createUser, injectWithToken, login } from "../../../test/helper";

// A real SMTP server in this process: nodemailer speaks SMTP to it and mailparser reads what arrived.
let server: SMTPServer;
let ctx: TestContext;
const inbox: { to: string[]; mail: ParsedMail }[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    logger: false,
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === "fz" && auth.password === "secreto") callback(null, { user: "fz" });
      else callback(new Error("Credenciales inválidas"));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith("rechazado")) callback(Object.assign(new Error("Buzón inexistente"), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  ctx = await build({
    SMTP_URL: `smtp://fz:secreto@127.0.0.1:${port}`,
    MAIL_FROM: "FZ Academia <hola@fzacademia.com>",
    PUBLIC_URL: "https://academia.example.com/",
  });
});
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function received(to: string) {
  for (let i = 0; i < 250; i += 1) {
    const found = inbox.find((m) => m.to.includes(to));
    if (found) return found.mail;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`nothing arrived for ${to}`);
}

describe("e-mail through SMTP", () => {
  it("delivers the verification e-mail, HTML and text, and keeps only the envelope", async () => {
    const email = `smtp-${Date.now()}@example.com`;
    const registered = await ctx.app.inject({
      method: "POST",
      url: "/api/users/register/",
      payload: { email, password: "Contrasena-Segura-1", first_name: "Andrés", last_name: "Muñoz" },
    });
    expect(registered.statusCode).toBe(201);
    const mail = await received(email);
    expect(mail.from?.value).toEqual([{ name: "FZ Academia", address: "hola@fzacademia.com" }]);
    expect(mail.subject).toBe("Confirma tu correo electrónico — FZ Academia");
    expect(mail.text).toContain("Hola, Andrés:");
    expect(mail.html).toContain("#FFA304");
    const link = /https:\/\/academia\.example\.com\/verificar-correo\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? "");
    expect(link).not.toBeNull();
    expect(mail.html).toContain(link![0]);

    const verified = await ctx.app.inject({ method: "POST", url: "/api/users/verify-email/", payload: { token: link![1] } });
    expect(verified.statusCode).toBe(200);

    const [row] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(row).toMatchObject({ transport: "smtp", kind: "verify_email", html: null, text: null, error: null });
    expect(row!.sentAt).not.toBeNull();
    expect(row!.messageId).toBe(mail.messageId);
  });

  it("delivers the password reset e-mail", async () => {
    const user = await createUser(ctx);
    const requested = await ctx.app.inject({ method: "POST", url: "/api/users/password-reset/request/", payload: { email: user.email } });
    expect(requested.statusCode).toBe(202);
    const mail = await received(user.email);
    expect(mail.subject).toBe("Restablece tu contraseña — FZ Academia");
    const token = /restablecer-contrasena\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? "")![1]!;
    const confirmed = await ctx.app.inject({ method: "POST", url: "/api/users/password-reset/confirm/", payload: { token, password: "Nueva-Clave-Segura-9" } });
    expect(confirmed.statusCode).toBe(200);
  });

  it("records a refused delivery and tells the student to try again", async () => {
    const user = await createUser(ctx, { email: `rechazado-${Date.now()}@example.com` });
    const { access } = await login(ctx, user);
    const response = await injectWithToken(ctx, access, { method: "POST", url: "/api/users/verify-email/request/" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ errors: ["No pudimos enviar el correo. Inténtalo de nuevo en unos minutos."], code: "service_unavailable" });
    const [row] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email)).orderBy(desc(mailOutbox.id));
    expect(row).toMatchObject({ transport: "smtp", sentAt: null });
    expect(row!.error).toMatch(/550|Buzón inexistente/);
  });
});
