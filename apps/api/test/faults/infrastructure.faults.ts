import { randomUUID } from "node:crypto";
import { createServer, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type TestContext } from "../helper";
import { expectCleanRefusal, printReport, report, send, summarise, watchProcess } from "./traffic";

/**
 * The object store and the SMTP server out of reach (issue 34, decision 024): a port where
 * nothing listens (refused at once) and a server that accepts and never says a word (a
 * blackhole: only a deadline ends the wait). A visitor waiting for an image gets a clean 503 +
 * Retry-After within the S3 client's deadlines and readiness says 503; a registration still
 * succeeds within the SMTP deadline, and its verification e-mail waits in the outbox for the
 * retry queue — nothing lost.
 */

/** A TCP server that accepts connections and never answers. */
async function blackhole(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on (taken, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const s3Env = (endpoint: string) => ({
  S3_ENDPOINT: endpoint,
  S3_BUCKET: "fz-faults",
  S3_REGION: "us-east-1",
  S3_ACCESS_KEY_ID: "faults",
  S3_SECRET_ACCESS_KEY: "faults-secret",
});

describe("the object store and SMTP out of reach", () => {
  let silent: Awaited<ReturnType<typeof blackhole>>;
  const apps: TestContext[] = [];

  async function serve(env: Record<string, string>) {
    const ctx = await build(env);
    apps.push(ctx);
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    ctx.app.lifecycle.state = "ready";
    return { ctx, base: `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}` };
  }

  beforeAll(async () => {
    silent = await blackhole();
  });

  afterAll(async () => {
    printReport("Object store and SMTP faults");
    for (const ctx of apps) await ctx.close();
    await silent?.close();
  });

  for (const kind of ["refused", "silent"] as const) {
    it(`object store ${kind}: an image is a clean 503 + Retry-After within the deadline; readiness 503; the rest is served`, async () => {
      const watch = watchProcess();
      const port = kind === "refused" ? await closedPort() : silent.port;
      const { base } = await serve(s3Env(`http://127.0.0.1:${port}`));
      const image = await send(base, "image", { path: `/api/media/uploads/blog/${randomUUID()}.png` });
      expect(image.status, JSON.stringify(image)).toBe(503);
      expectCleanRefusal(image);
      // Two attempts, each within the connect (2 s) or idle (5 s) deadline.
      expect(image.ms).toBeLessThan(kind === "refused" ? 5_000 : 12_500);
      const readiness = await send(base, "ready", { path: "/api/health/ready/" });
      expect(readiness.status).toBe(503);
      // The probe has its own deadline: a load balancer gets its answer, whatever the store does.
      expect(readiness.ms).toBeLessThan(3_000);
      expect(JSON.stringify(readiness.body)).toContain("storage");
      const tutorials = await send(base, "tutorials", { path: "/api/courses/videos/" });
      expect(tutorials.status).toBe(200);
      watch.stop();
      expect(watch.faults).toEqual([]);
      report.push({ fault: "object store", injected: kind === "refused" ? "port refused" : "accepts, never answers", seen: `image ${summarise([image])}; readiness ${readiness.status}; tutorials ${tutorials.status}` });
    });
  }

  for (const kind of ["refused", "silent"] as const) {
    it(`SMTP ${kind}: registration succeeds within the deadline and its e-mail waits for the retry queue`, async () => {
      const watch = watchProcess();
      const port = kind === "refused" ? await closedPort() : silent.port;
      const { ctx, base } = await serve({ SMTP_URL: `smtp://127.0.0.1:${port}` });
      const email = `smtp-${kind}-${process.pid}@example.com`;
      const created = await send(base, "register", {
        method: "POST",
        path: "/api/users/register/",
        body: { email, password: "clave-larga-123", first_name: "Eva", last_name: "Ríos" },
      });
      expect(created.status, JSON.stringify(created)).toBe(201);
      // The connection (or greeting) deadline is 5 s.
      expect(created.ms).toBeLessThan(kind === "refused" ? 2_000 : 7_000);
      const { rows } = (await ctx.handle.db.execute(
        // Raw SQL through the handle: the outbox row as the retry task will find it.
        (await import("drizzle-orm")).sql`select kind, sent_at, error, html is not null as kept from mail_outbox where to_address = ${email}`,
      )) as unknown as { rows: { kind: string; sent_at: Date | null; error: string | null; kept: boolean }[] };
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ kind: "verify_email", sent_at: null, kept: true });
      expect(rows[0]!.error).toBeTruthy();
      watch.stop();
      expect(watch.faults).toEqual([]);
      report.push({ fault: "SMTP", injected: kind === "refused" ? "port refused" : "accepts, never greets", seen: `registration ${summarise([created])}; e-mail kept in the outbox for retry (${rows[0]!.error})` });
    });
  }
});
