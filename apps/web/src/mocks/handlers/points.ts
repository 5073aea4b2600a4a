import {
  ACHIEVEMENTS,
  ACHIEVEMENT_TOTAL,
  POINTS_ACTIVITIES,
  POINTS_REWARDS,
  type PointsEntry,
  type PointsResponse,
  type RedeemResponse,
  redeemRequest,
} from "@fz/contracts/points";
import { http, HttpResponse } from "msw";
import { mockDelay } from "@/mocks/mock-delay";

/** Spec §9 "points mock": the balance is 15000, and 5000 once something was redeemed. */
export const MOCK_POINTS = { initial: 15_000, afterRedeem: 5_000 } as const;

/** A student part of the way: registered, first topic seen, three topics of ten. */
/** Three topics viewed: the scores below follow from it (floor(3 × 10 / goal)). */
const MOCK_TOPICS_VIEWED = 3;
const ACHIEVEMENT_PROGRESS: Record<string, number> = { registered: 10, first_topic: 10, topics_10: 3, topics_50: 0, topics_100: 0 };

let amount: number = MOCK_POINTS.initial;
let history: PointsEntry[] = [];

function initialHistory(): PointsEntry[] {
  return [
    {
      id: 1,
      delta: MOCK_POINTS.initial,
      reason: "adjustment",
      description: "Ajuste de puntos",
      reference: "mock",
      balance_after: MOCK_POINTS.initial,
      created_at: new Date(Date.UTC(2026, 0, 15, 15)).toISOString(),
    },
  ];
}

/** Back to 15000 (tests, and a fresh start of the mock layer). */
export function resetPointsMock(): void {
  amount = MOCK_POINTS.initial;
  history = initialHistory();
}
resetPointsMock();

function summary(): PointsResponse {
  return {
    amount,
    rewards: POINTS_REWARDS.map(({ name, value, type, option }) => ({ name, value, type, ...(option ? { option } : {}) })),
    achievements: ACHIEVEMENTS.map((achievement) => ({
      name: achievement.name,
      total: ACHIEVEMENT_TOTAL,
      progress: ACHIEVEMENT_PROGRESS[achievement.key] ?? 0,
      description: achievement.description,
      goal: achievement.goal,
      count: Math.min(achievement.goal, achievement.unit === "days" ? 0 : MOCK_TOPICS_VIEWED),
      unit: achievement.unit,
    })),
    redeem_points_activities: Object.values(POINTS_ACTIVITIES).map(({ name, points }) => ({ name, points })),
  };
}

export const pointsHandlers = [
  http.get("*/api/points/", async () => {
    await mockDelay();
    return HttpResponse.json<PointsResponse>(summary());
  }),

  http.post("*/api/points/redeem/", async ({ request }) => {
    await mockDelay();
    const body = redeemRequest.safeParse(await request.json().catch(() => null));
    if (!body.success) {
      return HttpResponse.json(
        { errors: body.error.issues.map((issue) => issue.message), code: "validation_error" },
        { status: 400 },
      );
    }
    // The spec's mock answers 5000 whatever was redeemed.
    const delta = MOCK_POINTS.afterRedeem - amount;
    amount = MOCK_POINTS.afterRedeem;
    if (delta !== 0) {
      history.unshift({
        id: history.length + 1,
        delta,
        reason: "reward_redeemed",
        description: "Canje de puntos",
        reference: `${body.data.redeem_type}:${body.data.slug}`,
        balance_after: amount,
        created_at: new Date().toISOString(),
      });
    }
    return HttpResponse.json<RedeemResponse>({ points: amount });
  }),

  http.get("*/api/points/history/", async () => {
    await mockDelay();
    return HttpResponse.json({ count: history.length, next: null, previous: null, results: history });
  }),
];
