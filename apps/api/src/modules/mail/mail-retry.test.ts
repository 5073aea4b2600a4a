import net, { type AddressInfo } from "node:net";
import { desc, eq } from "drizzle-orm";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox } from "@fz/db/schema";
import { type TestContext, build, createUser, injectWithToken, login } from "../../../test/helper";
import { createPgBossRunner } from "../../plugins/jobs";
import { createMailService, isPassingFailure } from "./mail.service";

/**
 * A real SMTP server whose answers the test decides: a passing refusal (421, "try later") for
 * the next `failNext` messages, a final one (550) for addresses starting with "rechazado".
 */
let server: SMTPServer;
let smtpUrl: string;
let failNext = 0;
let received: string[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith("rechazado")) return callback(Object.assign(new Error("Buzón inexistente"), { responseCode: 550 }));
      if (failNext > 0) {
        failNext -= 1;
        return callback(Object.assign(new Error("Servicio ocupado, inténtalo luego"), { responseCode: 421 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on("end", () => {
        received.push(...session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  failNext = 0;
  received = [];
});

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("which SMTP failures are worth another try", () => {
  it("retries 4xx replies and unreachable servers, never 5xx replies", () => {
    expect(isPassingFailure(Object.assign(new Error("busy"), { responseCode: 421 }))).toBe(true);
    expect(isPassingFailure(Object.assign(new Error("refused"), { code: "ECONNECTION" }))).toBe(true);
    expect(isPassingFailure(Object.assign(new Error("no mailbox"), { responseCode: 550 }))).toBe(false);
    expect(isPassingFailure(Object.assign(new Error("bad login"), { responseCode: 535, code: "EAUTH" }))).toBe(false);
  });
});

describe("SMTP deliveries retried through the job queue (in process)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await build({ SMTP_URL: smtpUrl, MAIL_RETRY_DELAY_SECONDS: "0.05" });
  });
  afterAll(async () => {
    await ctx.close();
  });
  const rowFor = async (email: string) => (await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)))[0]!;

  it("a message refused for now is delivered by a later attempt, once, and then keeps only its envelope", async () => {
    failNext = 2; // the first attempt (in the request) and the first retry
    const email = `reintento-${Date.now()}@example.com`;
    const registered = await ctx.app.inject({
      method: "POST",
      url: "/api/users/register/",
      payload: { email, password: "Contrasena-Segura-1", first_name: "Luz", last_name: "Gómez" },
    });
    expect(registered.statusCode).toBe(201);
    const pending = await rowFor(email);
    expect(pending).toMatchObject({ transport: "smtp", sentAt: null });
    expect(pending.error).toMatch(/421|ocupado/);
    expect(pending.html).toContain("verificar-correo"); // kept while another attempt needs it
    const delivered = await waitFor(() => rowFor(email), (row) => row.sentAt !== null);
    expect(delivered).toMatchObject({ html: null, text: null, error: null });
    expect(delivered.messageId).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received.filter((to) => to === email)).toHaveLength(1);
    expect(await ctx.app.jobs.queueDepth()).toBe(0);
  });

  it("tells the student the link is on its way when the resend is only delayed", async () => {
    const user = await createUser(ctx);
    const { access } = await login(ctx, user);
    failNext = 1;
    const response = await injectWithToken(ctx, access, { method: "POST", url: "/api/users/verify-email/request/" });
    expect(response.statusCode).toBe(202);
    expect(response.json().detail).toMatch(/^Estamos enviando un enlace a .+; puede tardar unos minutos en llegar\.$/);
    await waitFor(() => rowFor(user.email), (row) => row.sentAt !== null);
    expect(received).toContain(user.email);
  });

  it("does not retry a final refusal, and keeps no body", async () => {
    const email = `rechazado-${Date.now()}@example.com`;
    await ctx.app.inject({ method: "POST", url: "/api/users/register/", payload: { email, password: "Contrasena-Segura-1", first_name: "Eva", last_name: "Ríos" } });
    const row = await rowFor(email);
    expect(row).toMatchObject({ sentAt: null, html: null, text: null });
    expect(row.error).toMatch(/550|Buzón inexistente/);
    expect(await ctx.app.jobs.queueDepth()).toBe(0);
  });
});

describe("a server that hangs up on every attempt", () => {
  it("is tried until the attempts run out, then the message is given up and its bodies dropped", async () => {
    let connections = 0;
    const hangUp = net.createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => hangUp.listen(0, "127.0.0.1", resolve));
    const ctx = await build({ SMTP_URL: `smtp://127.0.0.1:${(hangUp.address() as AddressInfo).port}`, MAIL_RETRY_DELAY_SECONDS: "0.02" });
    try {
      const user = await createUser(ctx);
      const { access } = await login(ctx, user);
      const response = await injectWithToken(ctx, access, { method: "POST", url: "/api/users/verify-email/request/" });
      expect(response.statusCode).toBe(202);
      const row = await waitFor(
        async () => (await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email)))[0]!,
        (value) => value.html === null,
      );
      expect(row).toMatchObject({ sentAt: null, html: null, text: null });
      expect(row.error).toMatch(/close/i);
      // The attempt in the request, the first queued one, and its 4 retries.
      expect(connections).toBe(6);
      expect(await ctx.app.jobs.queueDepth()).toBe(0);
    } finally {
      await ctx.close();
      await new Promise((resolve) => hangUp.close(resolve));
    }
  });
});

describe("a restart of the embedded server", () => {
  it("resumes the deliveries a stopped process left pending", async () => {
    const ctx = await build({ SMTP_URL: smtpUrl, MAIL_RETRY_DELAY_SECONDS: "0.05" });
    try {
      const email = `pendiente-${Date.now()}@example.com`;
      // What a process stopped between two attempts leaves behind.
      await ctx.db.insert(mailOutbox).values({ to: email, kind: "verify_email", subject: "Confirma tu correo", html: "<p>Hola</p>", text: "Hola", transport: "smtp", error: "421 ocupado" });
      const stale = `viejo-${Date.now()}@example.com`;
      await ctx.db.insert(mailOutbox).values({ to: stale, kind: "verify_email", subject: "Confirma", html: "<p>x</p>", text: "x", transport: "smtp", error: "421", createdAt: new Date(Date.now() - 2 * 86_400_000) });
      await ctx.app.jobs.start();
      const row = await waitFor(async () => (await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)))[0]!, (value) => value.sentAt !== null);
      expect(row).toMatchObject({ html: null, error: null });
      const [old] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, stale));
      expect(old).toMatchObject({ sentAt: null, html: null, text: null });
      expect(received).toEqual([email]);
    } finally {
      await ctx.close();
    }
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)("SMTP deliveries retried through pg-boss (PostgreSQL)", () => {
  it("retries a delayed message from the queue, once, on whichever instance takes it", async () => {
    const ctx = await build();
    const schema = `pgboss_mail_${process.pid}`;
    const log = { error: () => {}, warn: () => {} };
    const runners = [1, 2].map(() => createPgBossRunner({ connectionString: url!, intervalMs: 3_600_000, log, boss: { schema } }));
    const mails = runners.map((queue) => createMailService({ db: ctx.db, config: { from: "FZ <hola@fzacademia.com>", smtp: smtpUrl, publicUrl: "https://academia.example.com" }, queue, retryDelaySeconds: 1 }));
    runners.forEach((runner, i) => runner.define(mails[i]!.deliveryTask));
    try {
      await Promise.all(runners.map((runner) => runner.start()));
      failNext = 2;
      const email = `cola-${Date.now()}@example.com`;
      const result = await mails[0]!.sendVerifyEmail(email, { firstName: "Ana", token: "t0k3n", hours: 24 });
      expect(result).toMatchObject({ delivered: false, retrying: true });
      const row = await waitFor(
        async () => (await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, result.id)))[0]!,
        (value) => value.sentAt !== null,
        30_000,
      );
      expect(row).toMatchObject({ html: null, text: null, error: null });
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(received.filter((to) => to === email)).toHaveLength(1);
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
      for (const mail of mails) mail.close();
      await ctx.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  }, 60_000);
});
