import type { RedeemType } from "@fz/contracts/points";
import type { PointsReward } from "@/features/points/api/points-api";
import { formatInteger } from "@/lib/academy-format";

/** "9.050" (without Intl: the header shows it on every page, lib/academy-format). */
export function formatPoints(amount: number): string {
  return formatInteger(amount);
}

/** How many points a reward still needs (0 when the balance reaches it). */
export function pointsMissing(balance: number, cost: number): number {
  return Math.max(0, cost - balance);
}

export function canRedeem(balance: number, cost: number): boolean {
  return cost > 0 && pointsMissing(balance, cost) === 0;
}

/** The redeem button's words: what it does, or how far the student is from it. */
export function redeemLabel(balance: number, cost: number): string {
  const missing = pointsMissing(balance, cost);
  return missing === 0 ? "Canjear" : `Te faltan ${formatPoints(missing)} ${missing === 1 ? "punto" : "puntos"}`;
}

/** The `redeem_type` a reward is redeemed with (a tutorial, or a level for its months). */
export function redeemTypeOf(reward: PointsReward): RedeemType | null {
  if (reward.type === "tutorial") return "tutorial";
  return reward.option ?? null;
}

/** 0–100 for the progress bar; a finished achievement is exactly 100. */
export function achievementPercent(progress: number, total: number): number {
  if (total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((progress / total) * 100)));
}

/**
 * The achievement's progress in its own words: "12 de 50 temas" (the label says "50 temas", so
 * the count is of topics, not the 0–10 score), "3 de 7 días" for a practice streak;
 * registering is done or not.
 */
export function achievementCountLabel(achievement: { goal: number; count: number; progress: number; total: number; unit?: "topics" | "days" | "practice_days" }): string {
  if (achievement.goal <= 0) return isAchieved(achievement.progress, achievement.total) ? "Completado" : "Pendiente";
  const [one, many] = achievement.unit === "days" || achievement.unit === "practice_days" ? ["día", "días"] : ["tema", "temas"];
  return `${formatPoints(achievement.count)} de ${formatPoints(achievement.goal)} ${achievement.goal === 1 ? one : many}`;
}

/** 0–100 for an achievement's bar, from the same numbers as its label. */
export function achievementBarPercent(achievement: { goal: number; count: number; progress: number; total: number }): number {
  if (achievement.goal <= 0) return achievementPercent(achievement.progress, achievement.total);
  return achievementPercent(achievement.count, achievement.goal);
}

export function isAchieved(progress: number, total: number): boolean {
  return total > 0 && progress >= total;
}

/** "+50", "−8.000" (a real minus sign, read as "menos"). */
export function formatDelta(delta: number): string {
  return `${delta >= 0 ? "+" : "−"}${formatPoints(Math.abs(delta))}`;
}
