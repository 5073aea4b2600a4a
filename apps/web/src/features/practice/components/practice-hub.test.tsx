import { PRACTICE_DAY_RULE } from "@fz/contracts/practice";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

vi.mock("next/navigation", () => ({
  usePathname: () => "/academia/practica",
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn() }),
}));

const { PracticeHub } = await import("@/features/practice/components/practice-hub");
const { renderWithStore } = await import("@/test/render");

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });

function stubSummary(recentDays: { local_date: string; minutes: number; counts: boolean }[], practicedToday: boolean) {
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
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => (String(input).includes("/summary/") ? json(summary) : json({ count: 0, next: null, previous: null, results: [] }))),
  );
}

describe("the practice hub says what a day of practice is (issue 35.9)", () => {
  it("a short silent day is drawn apart, not counted, and the page says what would count", async () => {
    stubSummary([{ local_date: "2026-05-04", minutes: 0, counts: false }], false);
    renderWithStore(<PracticeHub />);
    expect((await screen.findByTestId("practice-day-rule")).textContent).toBe(PRACTICE_DAY_RULE);
    expect(PRACTICE_DAY_RULE).toMatch(/al menos 5 minutos/);
    expect(screen.getByTestId("practice-today-short").textContent).toMatch(/aún no cuenta para tu racha/);
    expect(screen.getByRole("img", { name: "Practicaste 0 de los últimos 28 días" })).toBeTruthy();
    expect(document.querySelector('rect[data-counts="false"]')).not.toBeNull();
  });

  it("a day that counts fills its square and asks nothing more", async () => {
    stubSummary([{ local_date: "2026-05-04", minutes: 6, counts: true }], true);
    renderWithStore(<PracticeHub />);
    await screen.findByTestId("practice-day-rule");
    expect(screen.queryByTestId("practice-today-short")).toBeNull();
    expect(screen.getByRole("img", { name: "Practicaste 1 de los últimos 28 días" })).toBeTruthy();
  });
});
