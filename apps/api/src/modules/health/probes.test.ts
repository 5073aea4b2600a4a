import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestContext, build } from "../../../test/helper";

const METRICS_TOKEN = "metrics-token-0123456789";

describe("readiness and liveness probes", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await build();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("answers live at once, and ready only once started and until draining", async () => {
    const live = await ctx.app.inject({ method: "GET", url: "/api/health/live/" });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ status: "ok" });

    // buildApp leaves the instance "starting": server.ts marks it ready once it listens.
    const starting = await ctx.app.inject({ method: "GET", url: "/api/health/ready/" });
    expect(starting.statusCode).toBe(503);
    expect(starting.json()).toEqual({ status: "starting", checks: { database: "ok" } });

    ctx.app.lifecycle.state = "ready";
    const ready = await ctx.app.inject({ method: "GET", url: "/api/health/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready", checks: { database: "ok" } });

    ctx.app.lifecycle.state = "draining";
    const draining = await ctx.app.inject({ method: "GET", url: "/api/health/ready/" });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toMatchObject({ status: "draining" });
    // Still alive while draining: a restart must not be forced.
    expect((await ctx.app.inject({ method: "GET", url: "/api/health/live/" })).statusCode).toBe(200);
  });
});

describe("metrics", () => {
  // Built in the hooks (their timeout allows a migration on a loaded machine), not in the tests.
  let plain: TestContext;
  let ctx: TestContext;
  beforeAll(async () => {
    plain = await build();
    ctx = await build({ METRICS_TOKEN });
  });
  afterAll(async () => {
    await plain?.close();
    await ctx?.close();
  });

  it("do not exist without METRICS_TOKEN", async () => {
    const response = await plain.app.inject({ method: "GET", url: "/api/metrics/" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "not_found" });
  });

  it("answer only the bearer of the token, with requests per route, the pool and the process", async () => {
    {
      await ctx.app.inject({ method: "GET", url: "/api/countries/" });
      await ctx.app.inject({ method: "GET", url: "/api/levels_public/9999/" });
      for (const authorization of [undefined, "Bearer wrong-token-0123456789", `Basic ${METRICS_TOKEN}`]) {
        const refused = await ctx.app.inject({ method: "GET", url: "/api/metrics/", headers: authorization ? { authorization } : {} });
        expect(refused.statusCode).toBe(404);
      }
      const response = await ctx.app.inject({ method: "GET", url: "/api/metrics/", headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/text\/plain/);
      const body = response.body;
      expect(body).toMatch(/http_requests_total\{method="GET",route="\/api\/countries\/",status_code="200"\} 1/);
      // Route patterns, never raw ids, label the series.
      expect(body).toMatch(/route="\/api\/levels_public\/:id\/"/);
      expect(body).not.toMatch(/route="\/api\/levels_public\/9999\/"/);
      expect(body).toMatch(/http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/countries\/"\}/);
      expect(body).toMatch(/process_cpu_user_seconds_total/);
      expect(body).toMatch(/job_queue_depth 0/);
    }
  });
});
