import { randomUUID } from "node:crypto";
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TEST_JWT_SECRET, type TestContext, build, createUser } from "../../test/helper";
import { TEST_REDIS_URL, redisReachable } from "../../test/redis";
import { buildApp } from "../app";
import { loadEnv } from "../config/env";
import { createLocalBroadcast } from "./broadcast";
import { REVALIDATE_CHANNEL, createBroadcastRevalidator } from "./page-revalidation";

const log = { warn: () => {} };
const REDIS_URL = TEST_REDIS_URL;
const SECRET = "revalidate-secret-for-broadcast-tests";

async function waitFor(check: () => boolean, timeoutMs = 3_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Stands in for one instance's web app (its POST /revalidate) and records the paths asked. */
async function fakeWebApp(): Promise<{ server: Server; url: string; calls: string[][] }> {
  const calls: string[][] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      if (request.method === "POST" && request.url === "/revalidate" && request.headers["x-revalidate-secret"] === SECRET) {
        calls.push(JSON.parse(body).paths);
      }
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls };
}

describe("the broadcast revalidator", () => {
  it("asks this instance's web app at once and the others by message, skipping its own and garbage", async () => {
    const broadcast = createLocalBroadcast(log);
    const here: string[][] = [];
    const there: string[][] = [];
    const a = createBroadcastRevalidator({ broadcast, local: async (paths) => void here.push(paths), log, instanceId: "a" });
    const b = createBroadcastRevalidator({ broadcast, local: async (paths) => void there.push(paths), log, instanceId: "b" });
    await a.listen();
    await b.listen();
    await a.revalidate(["/blog", "/blog/uno", "/blog"]);
    expect(here).toEqual([["/blog", "/blog/uno"]]);
    expect(there).toEqual([["/blog", "/blog/uno"]]);
    await a.revalidate([]);
    for (const garbage of ["no es json", JSON.stringify({ from: "z", paths: ["https://evil.example"] }), JSON.stringify({ paths: ["/"] })]) {
      await broadcast.publish(REVALIDATE_CHANNEL, garbage);
    }
    expect([here.length, there.length]).toEqual([1, 1]);
  });

  it("still refreshes this instance when the broadcast fails", async () => {
    const here: string[][] = [];
    const broken = { publish: async () => Promise.reject(new Error("redis down")), subscribe: async () => {} };
    const pages = createBroadcastRevalidator({ broadcast: broken, local: async (paths) => void here.push(paths), log });
    await pages.revalidate(["/"]);
    expect(here).toEqual([["/"]]);
  });
});

describe.runIf(await redisReachable())("page revalidation across instances (Redis pub/sub)", () => {
  let ctx: TestContext;
  const instances: FastifyInstance[] = [];
  const webApps: Awaited<ReturnType<typeof fakeWebApp>>[] = [];
  let admin: string;

  beforeAll(async () => {
    ctx = await build();
    const prefix = `fz-test-pages:${randomUUID()}:`;
    for (let i = 0; i < 2; i += 1) {
      const web = await fakeWebApp();
      webApps.push(web);
      const env = loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", REDIS_URL, REDIS_KEY_PREFIX: prefix, INTERNAL_WEB_URL: web.url, REVALIDATE_SECRET: SECRET });
      instances.push(await buildApp({ env, db: ctx.db, jwtSecret: TEST_JWT_SECRET }));
    }
    const user = await createUser(ctx, { role: "admin" });
    const signedIn = await instances[0]!.inject({ method: "POST", url: "/api/token/", payload: { email: user.email, password: user.password } });
    admin = signedIn.json().access;
  });
  afterAll(async () => {
    for (const app of instances) await app.close();
    for (const web of webApps) await new Promise((resolve) => web.server.close(resolve));
    await ctx.close();
  });
  beforeEach(() => {
    for (const web of webApps) web.calls.length = 0;
  });

  it("a blog post published through one instance refreshes the pages of both, once each", async () => {
    const [a] = instances as [FastifyInstance];
    const created = await a.inject({
      method: "POST",
      url: "/api/blog/posts/",
      headers: { authorization: `Bearer ${admin}` },
      payload: { title: "Entrada difundida", body_markdown: "Texto.", status: "published" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const slug = created.json().slug as string;
    // The writer's own web app before the answer; the other's when the message arrives.
    expect(webApps[0]!.calls.flat()).toContain(`/blog/${slug}`);
    await waitFor(() => webApps[1]!.calls.length > 0);
    expect(webApps[1]!.calls).toEqual(webApps[0]!.calls);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(webApps[0]!.calls).toHaveLength(1);
  });
});
