import { PRACTICE_DAY_RULE } from "@fz/contracts/practice";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

vi.mock("next/navigation", () => ({
  usePathname: () => "/academia/practica",
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn() }),
}));

const { PracticeHub } = await import("@/features/practice/components/practice-hub");
const { renderWithStore } = await import("@/test/render");

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });

type Day = { local_date: string; minutes: number; heard_minutes: number; counts: boolean };
type Extra = { total_days?: number; streak_days?: number; daily_goal?: { minutes: number; chosen: boolean; today_heard_seconds: number; met: boolean } };

function stubSummary(recentDays: Day[], practicedToday: boolean, extra: Extra = {}) {
  const totalDays = extra.total_days ?? recentDays.filter((d) => d.counts).length;
  const summary = {
    today: "2026-05-04",
    streak_days: 0,
    best_streak_days: 0,
    practiced_today: practicedToday,
    week_start: "2026-05-04",
    week_minutes: 0,
    total_sessions: 1,
    recent_days: recentDays,
    airs: [],
    streak_goals: [],
    total_days: totalDays,
    daily_goal: { minutes: 5, chosen: false, today_heard_seconds: 0, met: false },
    day_trophies: [7, 30, 100, 365].map((days) => ({ days, reached: totalDays >= days })),
    ...extra,
  };
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const body = request.method === "GET" ? null : await request.clone().text();
      calls.push({ url: request.url, method: request.method, body: body ? JSON.parse(body) : null });
      if (request.url.includes("/goal/")) return json({ daily_minutes: 10 });
      return request.url.includes("/summary/") ? json(summary) : json({ count: 0, next: null, previous: null, results: [] });
    }),
  );
  return calls;
}

describe("the practice hub says what a day of practice is (issue 35.9)", () => {
  it("a short silent day is drawn apart, not counted, and the page says what would count", async () => {
    stubSummary([{ local_date: "2026-05-04", minutes: 6, heard_minutes: 0, counts: false }], false);
    renderWithStore(<PracticeHub />);
    expect((await screen.findByTestId("practice-day-rule")).textContent).toBe(PRACTICE_DAY_RULE);
    expect(PRACTICE_DAY_RULE).toMatch(/el micrófono te escucha tocar al menos 5 minutos/);
    expect(PRACTICE_DAY_RULE).toMatch(/El metrónomo sonando sin que toques no cuenta/);
    expect(screen.getByTestId("practice-today-short").textContent).toMatch(/te escuchó tocar 0 min: aún no cuenta para tu racha/);
    expect(screen.getByRole("img", { name: "Practicaste 0 de los últimos 28 días" })).toBeTruthy();
    expect(document.querySelector('rect[data-counts="false"]')).not.toBeNull();
  });

  it("a day that counts fills its square and asks nothing more", async () => {
    stubSummary([{ local_date: "2026-05-04", minutes: 6, heard_minutes: 6, counts: true }], true);
    renderWithStore(<PracticeHub />);
    await screen.findByTestId("practice-day-rule");
    expect(screen.queryByTestId("practice-today-short")).toBeNull();
    expect(screen.getByRole("img", { name: "Practicaste 1 de los últimos 28 días" })).toBeTruthy();
  });
});

describe("the daily goal and the trophies (issue 40)", () => {
  it("shows today's real minutes against the goal, and lets the student choose 5, 10 or 20", async () => {
    const calls = stubSummary([{ local_date: "2026-05-04", minutes: 9, heard_minutes: 3, counts: false }], false, {
      daily_goal: { minutes: 5, chosen: false, today_heard_seconds: 200, met: false },
    });
    renderWithStore(<PracticeHub />);
    expect((await screen.findByTestId("goal-status")).textContent).toMatch(/Te faltan 2 minutos con el micrófono escuchándote para cumplir tu meta de 5 minutos/);
    expect(screen.getByRole("progressbar", { name: "Tu meta de hoy" }).getAttribute("aria-valuetext")).toBe("3 de 5 minutos");
    expect(screen.getByText("Elige tu meta diaria")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "10 min" }));
    await vi.waitFor(() => expect(calls.find((c) => c.url.includes("/api/practice/goal/"))).toMatchObject({ method: "PUT", body: { daily_minutes: 10 } }));
  });

  it("says «¡Meta de hoy cumplida!» with the streak, and the trophies reached stay beside the others", async () => {
    stubSummary([{ local_date: "2026-05-04", minutes: 12, heard_minutes: 11, counts: true }], true, {
      total_days: 31,
      streak_days: 3,
      daily_goal: { minutes: 10, chosen: true, today_heard_seconds: 660, met: true },
    });
    renderWithStore(<PracticeHub />);
    expect((await screen.findByTestId("goal-status")).textContent).toBe("¡Meta de hoy cumplida! Racha: 3 días seguidos.");
    expect(screen.getByText("Cambiar mi meta diaria")).toBeTruthy();
    expect(screen.getByRole("button", { name: "10 min" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByTestId("total-days").textContent).toMatch(/Has practicado 31 días en total/);
    const trophies = screen.getAllByTestId("day-trophy");
    expect(trophies.map((t) => t.getAttribute("data-reached"))).toEqual(["true", "true", "false", "false"]);
    expect(trophies[2]!.textContent).toMatch(/31 de 100 días/);
  });
});
