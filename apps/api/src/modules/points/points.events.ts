import type { AchievementKey } from "@fz/contracts/points";
import type { PointsReason } from "./points.repository";

// The facts the points module announces; notifications react to them.
declare module "../../lib/events" {
  interface DomainEvents {
    /** Points were added (once per ledger entry, after its transaction committed). */
    "points.awarded": {
      userId: number;
      entryId: number;
      reason: PointsReason;
      delta: number;
      balanceBefore: number;
      balanceAfter: number;
      at: Date;
    };
    /** An achievement reached for the first time by this student. */
    "achievement.unlocked": { userId: number; achievement: AchievementKey; name: string; description: string; at: Date };
  }
}

export {};
