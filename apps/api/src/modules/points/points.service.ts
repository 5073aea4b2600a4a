import { randomUUID } from "node:crypto";
import {
  ACHIEVEMENTS,
  ACHIEVEMENT_TOTAL,
  type AchievementKey,
  POINTS_ACTIVITIES,
  POINTS_REWARDS,
  type PointsActivity,
  type PointsEntry,
  type PointsResponse,
  type RedeemRequest,
  achievementProgress,
} from "@fz/contracts/points";
import type { Database, Tx } from "@fz/db/client";
import type { PointsReason } from "./points.repository";
import { AppError, notFound } from "../../lib/errors";
import type { EventBus } from "../../lib/events";
import type { ListWindow, ListedWindow } from "../../lib/pagination";
import { type AccessService, MAX_GRANT_MONTHS, type Viewer } from "../access/access.service";
import type { CatalogueService } from "../catalogue/catalogue.service";
import type { LearningService } from "../learning/learning.service";
import type { PracticeService } from "../practice/practice.service";
import "./points.events";
import * as repo from "./points.repository";

export interface PointsDeps {
  db: Database;
  /** Rewards open a level or a tutorial (a tutorial already owned is not redeemed again). */
  access: Pick<AccessService, "grantAccess" | "hasVideoAccess">;
  events: EventBus;
  /** Progress, owned by the learning module: achievements count the topics opened. */
  learning: Pick<LearningService, "countTopicsViewed">;
  /** The practice log, owned by the practice module: streak achievements count days in a row. */
  practice: Pick<PracticeService, "practiceDays">;
  /** What a reward opens, looked up in the catalogue by the slug the client sends. */
  catalogue: Pick<CatalogueService, "findOffered">;
}

export interface AwardInput {
  userId: number;
  reason: PointsActivity;
  /** Names the thing that earned the points (`topic.viewed:<user>:<theme>`): awarded once per key. */
  key: string;
  reference: string | null;
}

const REASON_LABELS: Record<PointsReason, string> = {
  ...Object.fromEntries(Object.entries(POINTS_ACTIVITIES).map(([reason, activity]) => [reason, activity.name])),
  reward_redeemed: "Canje de puntos",
  purchase_refunded: "Reembolso de una compra",
  adjustment: "Ajuste de puntos",
} as Record<PointsReason, string>;

const numberFormat = new Intl.NumberFormat("es-CO");

function toEntry(row: repo.LedgerRow): PointsEntry {
  const reward = row.reason === "reward_redeemed" ? POINTS_REWARDS.find((r) => row.reference?.startsWith(`${r.redeemType}:`)) : undefined;
  return {
    id: row.id,
    delta: row.delta,
    reason: row.reason,
    // An administrator's adjustment reads as the reason they wrote ("Premio por asistencia al taller").
    description: reward ? `Canje: ${reward.name}` : row.reason === "adjustment" && row.note ? row.note : REASON_LABELS[row.reason],
    reference: row.reference,
    balance_after: row.balanceAfter,
    created_at: row.createdAt.toISOString(),
  };
}

/** An administrator's adjustment: its entry, the balance after it, and whether it was new. */
export interface PointsAdjustment {
  entry: PointsEntry;
  balance: number;
  created: boolean;
}

/**
 * The points ledger: earning (in reaction to domain events), redeeming rewards for access,
 * achievements. Every change locks the student's row, appends one ledger entry and moves
 * `users.points_balance` in the same transaction.
 */
export interface PointsService {
  /** Records an achievement (announced the first time); true when it is new. */
  unlock(userId: number, key: AchievementKey): Promise<boolean>;
  /** Adds an activity's points once per key; null when the key was already used (or the user is gone). */
  award(input: AwardInput): Promise<repo.LedgerRow | null>;
  /**
   * An order was refunded: the points its purchase earned are taken back, once, as far as
   * the balance allows (it never goes below zero: points already spent stay spent).
   * Null when there was nothing to take back.
   */
  reverseOrder(userId: number, orderId: number): Promise<repo.LedgerRow | null>;
  /** Records the topic achievements the student has just reached (each announced once). */
  unlockTopicAchievements(userId: number): Promise<void>;
  /** Records the practice-streak achievements reached (no points: announced once, like the others). */
  unlockStreakAchievements(userId: number, bestStreakDays: number, totalDays?: number): Promise<void>;
  /** Spec §3 "points data" for one student. */
  summary(userId: number): Promise<PointsResponse>;
  history(userId: number, window: ListWindow): Promise<ListedWindow<PointsEntry>>;
  /**
   * Spends a reward's points and opens what it buys (source `points`) in one transaction:
   * either both happen or neither. Returns the new balance.
   */
  redeem(viewer: Viewer, input: RedeemRequest): Promise<number>;
  /**
   * An administrator's correction: one `adjustment` entry whose reference is the admin's
   * reason, once per key (a repeated key answers the first entry, `created: false`). The
   * balance never goes below zero (400). Pass `tx` to adjust inside the caller's transaction.
   */
  adjust(input: { userId: number; delta: number; reason: string; key: string }, tx?: Tx): Promise<PointsAdjustment>;
}

export function createPointsService({ db, access, events, learning, practice, catalogue }: PointsDeps): PointsService {
  async function unlock(userId: number, key: AchievementKey): Promise<boolean> {
    const achievement = ACHIEVEMENTS.find((a) => a.key === key)!;
    const first = await repo.insertUnlock(db, userId, key);
    if (first) {
      await events.emit("achievement.unlocked", {
        userId,
        achievement: key,
        name: achievement.name,
        description: achievement.description,
        at: new Date(),
      });
    }
    return first;
  }

  return {
    unlock,

    async award({ userId, reason, key, reference }: AwardInput): Promise<repo.LedgerRow | null> {
      const delta = POINTS_ACTIVITIES[reason].points;
      const outcome = await db.transaction(async (tx) => {
        const before = await repo.lockBalance(tx, userId);
        if (before === undefined || (await repo.entryExists(tx, key))) return null;
        const after = (await repo.moveBalance(tx, userId, delta))!;
        const entry = await repo.insertEntry(tx, { userId, delta, reason, reference, idempotencyKey: key, balanceAfter: after });
        return { entry, before };
      });
      if (!outcome) return null;
      const { entry, before } = outcome;
      await events.emit("points.awarded", {
        userId,
        entryId: entry.id,
        reason,
        delta,
        balanceBefore: before,
        balanceAfter: entry.balanceAfter,
        at: entry.createdAt,
      });
      return entry;
    },

    async reverseOrder(userId: number, orderId: number): Promise<repo.LedgerRow | null> {
      const reference = `order:${orderId}`;
      const key = `order.refunded:${userId}:${orderId}`;
      return db.transaction(async (tx) => {
        const before = await repo.lockBalance(tx, userId);
        if (before === undefined || (await repo.entryExists(tx, key))) return null;
        const taken = Math.min(await repo.earnedFor(tx, userId, reference), before);
        if (taken <= 0) return null;
        const after = (await repo.moveBalance(tx, userId, -taken))!;
        return repo.insertEntry(tx, { userId, delta: -taken, reason: "purchase_refunded", reference, idempotencyKey: key, balanceAfter: after });
      });
    },

    async unlockTopicAchievements(userId: number): Promise<void> {
      const viewed = await learning.countTopicsViewed(userId);
      for (const achievement of ACHIEVEMENTS) {
        if (achievement.unit === "topics" && achievement.goal > 0 && viewed >= achievement.goal) await unlock(userId, achievement.key);
      }
    },

    async unlockStreakAchievements(userId: number, bestStreakDays: number, totalDays = 0): Promise<void> {
      for (const achievement of ACHIEVEMENTS) {
        if (achievement.unit === "days" && bestStreakDays >= achievement.goal) await unlock(userId, achievement.key);
        if (achievement.unit === "practice_days" && totalDays >= achievement.goal) await unlock(userId, achievement.key);
      }
    },

    async summary(userId: number): Promise<PointsResponse> {
      const balance = await repo.balanceOf(db, userId);
      if (balance === undefined) throw notFound();
      const [viewed, days] = await Promise.all([learning.countTopicsViewed(userId), practice.practiceDays(userId)]);
      return {
        amount: balance,
        rewards: POINTS_REWARDS.map(({ name, value, type, option }) => ({ name, value, type, ...(option ? { option } : {}) })),
        achievements: ACHIEVEMENTS.map((a) => {
          const done = a.unit === "days" ? days.best : a.unit === "practice_days" ? days.totalDays : viewed;
          return {
            name: a.name,
            total: ACHIEVEMENT_TOTAL,
            progress: achievementProgress(a.goal, done),
            description: a.description,
            goal: a.goal,
            count: Math.min(a.goal, done),
            unit: a.unit,
          };
        }),
        redeem_points_activities: Object.values(POINTS_ACTIVITIES).map(({ name, points }) => ({ name, points })),
      };
    },

    async history(userId: number, window: ListWindow): Promise<ListedWindow<PointsEntry>> {
      const { total, rows, ...places } = await repo.listEntries(db, userId, window);
      return { total, places, items: rows.map((row) => toEntry(row.entry)) };
    },

    async redeem(viewer: Viewer, { redeem_type, slug }: RedeemRequest): Promise<number> {
      const reward = POINTS_REWARDS.find((r) => r.redeemType === redeem_type)!;
      const isTutorial = reward.type === "tutorial";
      const target = await catalogue.findOffered(isTutorial ? "video" : "level", slug);
      if (!target) throw notFound(isTutorial ? "El tutorial no existe." : "El nivel no existe.");
      if (isTutorial && (await access.hasVideoAccess(viewer, target.id))) throw new AppError("already_owned", "Ya tienes este tutorial.");
      // A tutorial is kept for good, so it is redeemed once per student: a fixed key makes a
      // double click (or a parallel request) fail instead of paying twice. Level rewards may be
      // redeemed again: each extends the access from its end.
      const key = isTutorial ? `redeem.tutorial:${viewer.id}:${target.id}` : `redeem:${viewer.id}:${randomUUID()}`;
      return db.transaction(async (tx) => {
        const before = await repo.lockBalance(tx, viewer.id);
        if (before === undefined) throw notFound();
        if (isTutorial && (await repo.entryExists(tx, key))) throw new AppError("already_owned", "Ya tienes este tutorial.");
        if (before < reward.value) {
          throw new AppError(
            "insufficient_points",
            `No tienes puntos suficientes para este canje: necesitas ${numberFormat.format(reward.value)} y tienes ${numberFormat.format(before)}.`,
          );
        }
        await access.grantAccess(
          {
            userId: viewer.id,
            scope: isTutorial ? "video" : "level",
            targetId: target.id,
            months: reward.months ?? MAX_GRANT_MONTHS,
            source: "points",
            reference: key,
          },
          tx,
        );
        const after = await repo.moveBalance(tx, viewer.id, -reward.value);
        if (after === undefined) throw new AppError("insufficient_points");
        await repo.insertEntry(tx, {
          userId: viewer.id,
          delta: -reward.value,
          reason: "reward_redeemed",
          reference: `${redeem_type}:${slug}`,
          idempotencyKey: key,
          balanceAfter: after,
        });
        return after;
      });
    },

    async adjust(
      input: { userId: number; delta: number; reason: string; key: string },
      tx?: Tx,
    ): Promise<PointsAdjustment> {
      const run = async (t: Tx) => {
        const before = await repo.lockBalance(t, input.userId);
        if (before === undefined) throw notFound("El estudiante no existe.");
        const existing = await repo.findEntryByKey(t, input.key);
        if (existing) return { entry: toEntry(existing), balance: before, created: false };
        const after = await repo.moveBalance(t, input.userId, input.delta);
        if (after === undefined) {
          throw new AppError(
            "insufficient_points",
            `El saldo no puede quedar por debajo de cero: el estudiante tiene ${numberFormat.format(before)} puntos.`,
          );
        }
        const entry = await repo.insertEntry(t, {
          userId: input.userId,
          delta: input.delta,
          reason: "adjustment",
          reference: input.reason,
          note: input.reason,
          idempotencyKey: input.key,
          balanceAfter: after,
        });
        return { entry: toEntry(entry), balance: after, created: true };
      };
      return tx ? run(tx) : db.transaction(run);
    },
  };
}
