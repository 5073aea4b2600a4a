import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestContext, build } from "../test/helper";
import { KEEP_ALIVE_TIMEOUT_MS } from "./app";

/**
 * Idle keep-alive connections: the server keeps them past Node's default 5 s, so a client or a
 * load balancer that reuses one after a pause is not reset (a journey's request was, in CI:
 * ECONNRESET on a connection the server closed as the request went out). Closing the app
 * still closes the idle ones at once.
 */
let ctx: TestContext;
let port: number;

beforeAll(async () => {
  ctx = await build({ SERVE_WEB: "false" });
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await ctx.close();
});

/** One GET through `agent`; resolves with the status and the socket it went over. */
function get(agent: http.Agent, path: string): Promise<{ status: number; socket: Socket }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path, agent }, (response) => {
      response.resume();
      response.once("end", () => resolve({ status: response.statusCode ?? 0, socket: request.socket as Socket }));
    });
    request.once("error", reject);
  });
}

describe("keep-alive connections", () => {
  it("are kept longer than a load balancer's 60 s idle timeout", () => {
    expect(ctx.app.server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
  });

  it("serve the next request on the same connection after 6 s idle, and close at once when the app closes", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await get(agent, "/api/health/live/");
      expect(first.status).toBe(200);
      let closedAt = 0;
      first.socket.once("close", () => (closedAt = Date.now()));
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(closedAt).toBe(0);
      const second = await get(agent, "/api/health/live/");
      expect(second.status).toBe(200);
      expect(second.socket).toBe(first.socket);

      // The app's own close (the graceful shutdown) does not wait for the idle connection.
      const started = Date.now();
      await ctx.app.close();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(closedAt).toBeGreaterThan(0);
    } finally {
      agent.destroy();
    }
  }, 30_000);
});
