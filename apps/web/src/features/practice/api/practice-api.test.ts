import { describe, expect, it } from "vitest";
import { practiceApi } from "@/features/practice/api/practice-api";
import { makeStore } from "@/store/make-store";
import { stubFetch } from "@/test/fetch";

describe("the practice log through RTK Query", () => {
  it("reads the summary camelCased, and a saved session asks for it again", async () => {
    const summary = { today: "2026-03-09", streak_days: 2, best_streak_days: 2, practiced_today: true, week_start: "2026-03-09", week_minutes: 4, total_sessions: 2, recent_days: [], airs: [], streak_goals: [] };
    const { calls } = stubFetch(
      { status: 200, body: summary },
      { status: 201, body: { id: 1 } },
      { status: 200, body: { ...summary, streak_days: 3 } },
    );
    const store = makeStore();
    const subscription = store.dispatch(practiceApi.endpoints.practiceSummary.initiate());
    expect((await subscription).data?.streakDays).toBe(2);
    await store.dispatch(
      practiceApi.endpoints.logPractice.initiate({ startToken: "t", tool: "metronome", instrument: "caja-vallenata", durationSeconds: 60, tempoBpm: 96 }),
    );
    expect(calls[1]?.body).toEqual({ start_token: "t", tool: "metronome", instrument: "caja-vallenata", duration_seconds: 60, tempo_bpm: 96 });
    await expect.poll(() => practiceApi.endpoints.practiceSummary.select()(store.getState()).data?.streakDays).toBe(3);
    subscription.unsubscribe();
  });
});
