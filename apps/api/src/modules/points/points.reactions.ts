import { SUBSCRIPTION_ACTIVITY } from "@fz/contracts/points";
import type { EventBus } from "../../lib/events";
import "../auth/auth.events";
import "../commerce/commerce.events";
import "../learning/learning.events";
import "../practice/practice.events";
import "../quizzes/quizzes.events";
import type { PointsService } from "./points.service";

/**
 * Spec §9 activities, earned in reaction to the other modules' facts. Each key names the
 * thing earned for, so an event seen twice awards once.
 */
export function subscribePoints(events: EventBus, points: Pick<PointsService, "award" | "reverseOrder" | "unlock" | "unlockStreakAchievements" | "unlockTopicAchievements">): void {
  events.on("topic.viewed", async ({ userId, themeId }) => {
    await points.award({ userId, reason: "topic_viewed", key: `topic.viewed:${userId}:${themeId}`, reference: `theme:${themeId}` });
    await points.unlockTopicAchievements(userId);
  });

  events.on("practice.logged", async ({ userId, bestStreakDays, totalDays }) => {
    await points.unlockStreakAchievements(userId, bestStreakDays, totalDays);
  });

  events.on("quiz.passed", async ({ userId, exerciseId }) => {
    await points.award({ userId, reason: "quiz_passed", key: `quiz.passed:${userId}:${exerciseId}`, reference: `exercise:${exerciseId}` });
  });

  events.on("order.paid", async ({ userId, orderId, items }) => {
    for (const item of items) {
      // A subscription earns by its length (1, 4, 12 months); purchase-all counts as one.
      const reason = item.kind === "tutorial" ? "tutorial_purchased" : item.months !== null ? SUBSCRIPTION_ACTIVITY[item.months] : undefined;
      if (!reason) continue;
      await points.award({
        userId,
        reason,
        key: `order.paid:${userId}:${orderId}:${item.kind}:${item.target.id}:${item.months ?? 0}`,
        reference: `order:${orderId}`,
      });
    }
  });

  events.on("order.refunded", async ({ userId, orderId }) => {
    await points.reverseOrder(userId, orderId);
  });

  events.on("user.email_verified", async ({ userId }) => {
    await points.award({ userId, reason: "email_verified", key: `email.verified:${userId}`, reference: null });
  });

  events.on("user.registered", async ({ userId }) => {
    await points.unlock(userId, "registered");
  });
}
