import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handlers, resetMockState } from "@/mocks/handlers";
import { MOCK_POINTS } from "@/mocks/handlers/points";
import { MOCK_DELAY_MS } from "@/mocks/mock-delay";

/** The mock layer through msw's Node interceptor: what the browser worker would answer. */
const server = setupServer(...handlers);
const origin = "http://localhost:3000";

async function timed<T>(request: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await request();
  return { value, ms: performance.now() - start };
}

async function getJson(path: string) {
  const response = await fetch(`${origin}${path}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function postJson(path: string, body?: unknown) {
  const response = await fetch(`${origin}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => resetMockState());
afterAll(() => server.close());

describe("the points mock (spec §9)", () => {
  it("answers 15000, then 5000 after a redeem, and 5000 from then on", async () => {
    expect(MOCK_POINTS).toEqual({ initial: 15_000, afterRedeem: 5_000 });
    const before = await getJson("/api/points/");
    expect(before.status).toBe(200);
    expect(before.body.amount).toBe(15_000);

    const redeem = await postJson("/api/points/redeem/", { redeem_type: "tutorial", slug: "la-gota-fria-en-acordeon" });
    expect(redeem).toEqual({ status: 200, body: { points: 5_000 } });

    expect((await getJson("/api/points/")).body.amount).toBe(5_000);
    expect((await getJson("/api/points/")).body.amount).toBe(5_000);
  });

  it("has the spec's rewards, achievements out of 10 and activities", async () => {
    const { body } = await getJson("/api/points/");
    expect(body.rewards).toEqual([
      { name: "Un tutorial", value: 10_000, type: "tutorial" },
      { name: "Un mes de acceso a un nivel", value: 8_000, type: "level", option: "oneMonthAccess" },
      { name: "Cuatro meses de acceso a un nivel", value: 15_000, type: "level", option: "fourMonthAccess" },
    ]);
    const achievements = body.achievements as { name: string; total: number; progress: number }[];
    expect(achievements.map((achievement) => achievement.name)).toEqual(["Registro", "Primer tema", "10 temas", "50 temas", "100 temas", "Racha de 7 días", "Racha de 30 días", "7 días de práctica", "30 días de práctica", "100 días de práctica", "365 días de práctica"]);
    expect(achievements.every((achievement) => achievement.total === 10 && achievement.progress <= 10)).toBe(true);
    expect((body.redeem_points_activities as { points: number }[]).map((activity) => activity.points)).toEqual([
      50, 500, 100, 1000, 800, 2000, 800,
    ]);
  });

  it("refuses a redeem without redeem_type and slug, like the API", async () => {
    const refused = await postJson("/api/points/redeem/", { slug: "" });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual(expect.arrayContaining(["Indica qué quieres canjear"]));
    expect((await getJson("/api/points/")).body.amount).toBe(15_000);
  });
});

describe("every mocked answer waits 20 ms (spec §7)", () => {
  it("for points, redeem and notifications", async () => {
    expect(MOCK_DELAY_MS).toBe(20);
    const requests = [
      () => getJson("/api/points/"),
      () => postJson("/api/points/redeem/", { redeem_type: "oneMonthAccess", slug: "acordeon-intermedio" }),
      () => getJson("/api/points/history/"),
      () => getJson("/api/notifications/"),
      () => getJson("/api/notifications/unread-count/"),
      () => postJson("/api/notifications/3/mark-as-read/"),
      () => postJson("/api/notifications/mark-all-as-read/"),
    ];
    for (const request of requests) {
      const { ms } = await timed(request);
      // Timers may fire a hair early; never much.
      expect(ms).toBeGreaterThanOrEqual(MOCK_DELAY_MS - 2);
    }
  });
});

describe("the notifications mock", () => {
  it("counts unread ones, marks one and then all read", async () => {
    expect((await getJson("/api/notifications/unread-count/")).body).toEqual({ unread_count: 2, latest_id: 3 });
    const list = await getJson("/api/notifications/");
    expect(list.body).toMatchObject({ count: 3, has_more: false, unread_count: 2 });
    expect(await postJson("/api/notifications/3/mark-as-read/")).toMatchObject({ status: 200, body: { id: 3, unread: false } });
    expect((await getJson("/api/notifications/unread-count/")).body.unread_count).toBe(1);
    expect(await postJson("/api/notifications/mark-all-as-read/")).toEqual({ status: 200, body: { updated: 1, unread_count: 0 } });
    expect((await postJson("/api/notifications/99/mark-as-read/")).status).toBe(404);
  });
});
