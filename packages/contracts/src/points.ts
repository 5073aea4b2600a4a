import { z } from "zod";
import { cursorPageQuery, paginated } from "./common";

/**
 * Points (spec §3, §9). Wire is snake_case; the web client turns `redeem_points_activities`
 * into `redeemPointsActivities`. The constants are here so the API and the web's mock layer
 * read the same numbers.
 */

/** Spec §9 "point activities", in the spec's order. */
export const POINTS_ACTIVITIES = {
  topic_viewed: { name: "Ver un tema", points: 50 },
  subscription_one_month: { name: "Suscripción de un mes", points: 500 },
  email_verified: { name: "Confirmar tu correo electrónico", points: 100 },
  subscription_four_months: { name: "Suscripción de cuatro meses", points: 1000 },
  quiz_passed: { name: "Completar un ejercicio", points: 800 },
  subscription_one_year: { name: "Suscripción de un año", points: 2000 },
  tutorial_purchased: { name: "Comprar un tutorial", points: 800 },
} as const;
export type PointsActivity = keyof typeof POINTS_ACTIVITIES;

/** The activity a subscription of `months` earns (spec §9 names 1, 4 and 12 months). */
export const SUBSCRIPTION_ACTIVITY: Record<number, PointsActivity> = {
  1: "subscription_one_month",
  4: "subscription_four_months",
  12: "subscription_one_year",
};

export const REDEEM_TYPES = ["tutorial", "oneMonthAccess", "fourMonthAccess"] as const;
export const redeemType = z.enum(REDEEM_TYPES, { error: "El tipo de canje debe ser tutorial, oneMonthAccess o fourMonthAccess" });
export type RedeemType = z.infer<typeof redeemType>;

export const REWARD_OPTIONS = ["oneMonthAccess", "fourMonthAccess"] as const;

/** Spec §9 rewards: what each costs and what it opens (a tutorial, or months of one level). */
export const POINTS_REWARDS: readonly {
  redeemType: RedeemType;
  name: string;
  value: number;
  type: "tutorial" | "level";
  option?: (typeof REWARD_OPTIONS)[number];
  months: number | null;
}[] = [
  { redeemType: "tutorial", name: "Un tutorial", value: 10_000, type: "tutorial", months: null },
  { redeemType: "oneMonthAccess", name: "Un mes de acceso a un nivel", value: 8_000, type: "level", option: "oneMonthAccess", months: 1 },
  { redeemType: "fourMonthAccess", name: "Cuatro meses de acceso a un nivel", value: 15_000, type: "level", option: "fourMonthAccess", months: 4 },
];

/** Every achievement is scored out of ACHIEVEMENT_TOTAL (spec §9: "total 10 each"). */
export const ACHIEVEMENT_TOTAL = 10;

/**
 * Spec §9 achievements, then the practice studio's streaks (issue 17; they give no points).
 * `goal` is how many of `unit` the achievement asks for: distinct topics viewed (0 for
 * registering), or days of practice in a row. progress = min(10, floor(count × 10 / goal)), so
 * "10 temas" moves one step per topic and "100 temas" one step per ten.
 */
export const ACHIEVEMENTS = [
  { key: "registered", name: "Registro", description: "Crea tu cuenta en FZ Academia.", goal: 0, unit: "topics" },
  { key: "first_topic", name: "Primer tema", description: "Ve tu primer tema.", goal: 1, unit: "topics" },
  { key: "topics_10", name: "10 temas", description: "Ve 10 temas distintos.", goal: 10, unit: "topics" },
  { key: "topics_50", name: "50 temas", description: "Ve 50 temas distintos.", goal: 50, unit: "topics" },
  { key: "topics_100", name: "100 temas", description: "Ve 100 temas distintos.", goal: 100, unit: "topics" },
  { key: "streak_7", name: "Racha de 7 días", description: "Practica con el afinador o el metrónomo 7 días seguidos.", goal: 7, unit: "days" },
  { key: "streak_30", name: "Racha de 30 días", description: "Practica con el afinador o el metrónomo 30 días seguidos.", goal: 30, unit: "days" },
  // Trophies for the total days practised (issue 40): a streak resets, these never do.
  { key: "practice_days_7", name: "7 días de práctica", description: "Practica 7 días en total, seguidos o no. Este trofeo no se pierde.", goal: 7, unit: "practice_days" },
  { key: "practice_days_30", name: "30 días de práctica", description: "Practica 30 días en total, seguidos o no. Este trofeo no se pierde.", goal: 30, unit: "practice_days" },
  { key: "practice_days_100", name: "100 días de práctica", description: "Practica 100 días en total, seguidos o no. Este trofeo no se pierde.", goal: 100, unit: "practice_days" },
  { key: "practice_days_365", name: "365 días de práctica", description: "Practica 365 días en total, seguidos o no. Este trofeo no se pierde.", goal: 365, unit: "practice_days" },
] as const;
export type AchievementKey = (typeof ACHIEVEMENTS)[number]["key"];

export function achievementProgress(goal: number, done: number): number {
  if (goal === 0) return ACHIEVEMENT_TOTAL;
  return Math.min(ACHIEVEMENT_TOTAL, Math.floor((done * ACHIEVEMENT_TOTAL) / goal));
}

export const reward = z.object({
  name: z.string(),
  value: z.number().int(),
  type: z.enum(["tutorial", "level"]),
  option: z.enum(REWARD_OPTIONS).optional(),
});
export type Reward = z.infer<typeof reward>;

export const achievement = z.object({
  name: z.string(),
  total: z.number().int(),
  progress: z.number().int(),
  description: z.string(),
  /**
   * Beyond spec §9's 0–10 score: the topics the achievement asks for (0 for registering) and
   * how many of them the student has viewed (at most `goal`), so "50 temas" reads "12 de 50".
   */
  goal: z.number().int(),
  count: z.number().int(),
  /** What `goal` and `count` count: topics viewed, days of practice in a row (best streak), or days practised in all. */
  unit: z.enum(["topics", "days", "practice_days"]),
});
export type Achievement = z.infer<typeof achievement>;

export const redeemPointsActivity = z.object({ name: z.string(), points: z.number().int() });

/** `GET /api/points/` — spec §3 "points data". */
export const pointsResponse = z.object({
  amount: z.number().int(),
  rewards: z.array(reward),
  achievements: z.array(achievement),
  redeem_points_activities: z.array(redeemPointsActivity),
});
export type PointsResponse = z.infer<typeof pointsResponse>;

/** `POST /api/points/redeem/` — `slug` of the tutorial (redeem_type tutorial) or of the level. */
export const redeemRequest = z.object({
  redeem_type: redeemType,
  slug: z
    .string({ error: "Indica qué quieres canjear" })
    .trim()
    .min(1, { error: "Indica qué quieres canjear" })
    .max(160, { error: "El contenido no es válido" }),
});
export type RedeemRequest = z.infer<typeof redeemRequest>;

export const redeemResponse = z.object({ points: z.number().int() });
export type RedeemResponse = z.infer<typeof redeemResponse>;

export const POINTS_REASONS = [
  "topic_viewed",
  "quiz_passed",
  "email_verified",
  "subscription_one_month",
  "subscription_four_months",
  "subscription_one_year",
  "tutorial_purchased",
  "reward_redeemed",
  "purchase_refunded",
  "adjustment",
] as const;

/** One line of `GET /api/points/history/`, newest first. */
export const pointsEntry = z.object({
  id: z.number().int(),
  delta: z.number().int(),
  reason: z.enum(POINTS_REASONS),
  /** Spanish label of the reason ("Ver un tema", "Canje: Un mes de acceso a un nivel"). */
  description: z.string(),
  reference: z.string().nullable(),
  balance_after: z.number().int(),
  created_at: z.string(),
});
export type PointsEntry = z.infer<typeof pointsEntry>;

export const pointsHistoryQuery = cursorPageQuery;
export const pointsHistoryResponse = paginated(pointsEntry);
