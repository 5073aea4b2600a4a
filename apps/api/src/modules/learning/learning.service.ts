import type { LevelProgress } from "@fz/contracts/catalogue";
import type { Rate, RateRequest, RateStats } from "@fz/contracts/learning";
import type { Database } from "@fz/db/client";
import { catalogueMemo } from "../../lib/catalogue-memo";
import { forbidden, notFound } from "../../lib/errors";
import type { EventBus } from "../../lib/events";
import type { PublicCache } from "../../lib/public-cache";
import "./learning.events";
import * as repo from "./learning.repository";

export interface LearningDeps {
  db: Database;
  events: EventBus;
  /** Where how many topics each level has is kept until a catalogue write; without it, read every time. */
  cache?: PublicCache;
}

export interface TopicState {
  viewed: boolean;
  finished: boolean;
}

/** A topic as the learning module needs it (the catalogue resolves it first). */
export interface TopicRef {
  id: number;
  levelId: number;
}

function authorName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0);
  return initial ? `${firstName.trim()} ${initial.toUpperCase()}.` : firstName.trim();
}

function toRate(row: repo.RatingRow, author: string, viewerId: number | null): Rate {
  return {
    id: row.id,
    level_id: row.levelId,
    score: row.score,
    comment: row.comment,
    author,
    is_mine: viewerId !== null && row.userId === viewerId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The topic a student opened last, and when. */
export interface LastViewed {
  themeId: number;
  levelId: number;
  viewedAt: Date;
}

/** Topic progress (views, finishes, completion) and the ratings of levels. */
export interface LearningService {
  /** The most recently opened topic, or undefined before the first one. */
  lastViewed(userId: number): Promise<LastViewed | undefined>;
  /** How many distinct topics the student has opened. */
  countTopicsViewed(userId: number): Promise<number>;
  levelProgress(userId: number, levelIds: number[]): Promise<Map<number, LevelProgress>>;
  /** The levels in which the student has viewed or finished a topic (the back office's student file). */
  levelsWithProgress(userId: number): Promise<number[]>;
  /**
   * Records a view; the first one per student and topic announces `topic.viewed`. With
   * `known` (what the caller already read in its own statement) nothing is written when
   * nothing would change: a topic viewed before is only moved to the front of "last viewed"
   * when another topic is there, so reopening the same topic writes nothing.
   */
  recordView(userId: number, topic: TopicRef, known?: { viewed: boolean; latest: boolean }): Promise<{ firstView: boolean }>;
  /** Marks a topic finished (recording the view if missing); events only the first time. */
  finishTopic(userId: number, topic: TopicRef): Promise<{ firstFinish: boolean; progress: LevelProgress }>;
  topicStates(userId: number, themeIds: number[]): Promise<Map<number, TopicState>>;
  /**
   * Ask to rate a level once its last topic is finished, unless the student already rated
   * it or said "not now".
   */
  shouldAskForRate(userId: number, levelId: number): Promise<boolean>;
  dismissRatePrompt(userId: number, levelId: number): Promise<void>;
  listRates(viewerId: number | null, levelId: number, limit: number, offset: number): Promise<{ total: number; items: Rate[] }>;
  /** Creates or replaces the student's one rating of the level. */
  rate(user: { id: number; firstName: string; lastName: string }, levelId: number, input: RateRequest): Promise<{ created: boolean; rate: Rate }>;
  rateStats(levelId: number): Promise<RateStats>;
}

export function createLearningService({ db, events, cache }: LearningDeps): LearningService {
  const memo = catalogueMemo(cache);
  // How many topics the levels have is the catalogue's; only the counts of what the student did are theirs.
  const topicCounts = (levelIds: number[]) => memo(`topic-counts\u0000${levelIds.join(",")}`, () => repo.topicCounts(db, levelIds), (rows) => 256 + 64 * rows.length);

  async function levelProgress(userId: number, levelIds: number[]): Promise<Map<number, LevelProgress>> {
    const [totals, counts] = await Promise.all([topicCounts(levelIds), repo.progressCounts(db, userId, levelIds)]);
    const result = new Map<number, LevelProgress>();
    for (const id of levelIds) result.set(id, { viewed: 0, finished: 0, total: 0, percentage: 0 });
    for (const t of totals) result.get(t.levelId)!.total = t.total;
    for (const c of counts) {
      const entry = result.get(c.levelId)!;
      entry.viewed = c.viewed;
      entry.finished = c.finished;
    }
    for (const entry of result.values()) {
      entry.percentage = entry.total === 0 ? 0 : Math.floor((entry.finished * 100) / entry.total);
    }
    return result;
  }

  return {
    lastViewed: (userId: number) => repo.lastViewed(db, userId),

    countTopicsViewed: (userId: number) => repo.countTopicsViewed(db, userId),

    levelProgress,

    levelsWithProgress: (userId: number) => repo.levelsWithProgress(db, userId),

    async recordView(userId: number, topic: TopicRef, known?: { viewed: boolean; latest: boolean }): Promise<{ firstView: boolean }> {
      if (known?.viewed) {
        if (!known.latest) await repo.touchView(db, userId, topic.id);
        return { firstView: false };
      }
      const firstView = await repo.recordView(db, userId, topic.id, topic.levelId);
      if (firstView) await events.emit("topic.viewed", { userId, themeId: topic.id, levelId: topic.levelId, at: new Date() });
      return { firstView };
    },

    async finishTopic(userId: number, topic: TopicRef): Promise<{ firstFinish: boolean; progress: LevelProgress }> {
      const { firstView, firstFinish } = await db.transaction(async (tx) => ({
        firstView: await repo.recordView(tx, userId, topic.id, topic.levelId),
        firstFinish: await repo.markFinished(tx, userId, topic.id),
      }));
      const progress = (await levelProgress(userId, [topic.levelId])).get(topic.levelId)!;
      const at = new Date();
      // After the commit: a reaction never sees a fact that was rolled back.
      if (firstView) await events.emit("topic.viewed", { userId, themeId: topic.id, levelId: topic.levelId, at });
      if (firstFinish) {
        await events.emit("topic.finished", {
          userId,
          themeId: topic.id,
          levelId: topic.levelId,
          levelCompleted: progress.total > 0 && progress.finished === progress.total,
          at,
        });
      }
      return { firstFinish, progress };
    },

    async topicStates(userId: number, themeIds: number[]): Promise<Map<number, TopicState>> {
      const rows = await repo.progressOfTopics(db, userId, themeIds);
      return new Map(rows.map((r) => [r.themeId, { viewed: true, finished: r.finishedAt !== null }]));
    },

    async shouldAskForRate(userId: number, levelId: number): Promise<boolean> {
      const [rated, dismissed] = await Promise.all([repo.findRating(db, userId, levelId), repo.isPromptDismissed(db, userId, levelId)]);
      if (rated || dismissed) return false;
      return repo.finishedLastTopic(db, userId, levelId);
    },

    async dismissRatePrompt(userId: number, levelId: number): Promise<void> {
      await repo.dismissPrompt(db, userId, levelId);
    },

    async listRates(viewerId: number | null, levelId: number, limit: number, offset: number): Promise<{ total: number; items: Rate[] }> {
      if (!(await repo.levelExists(db, levelId))) throw notFound("El nivel no existe.");
      const { rows, total } = await repo.listRatings(db, levelId, limit, offset);
      return { total, items: rows.map((r) => toRate(r.rating, authorName(r.firstName, r.lastName), viewerId)) };
    },

    async rate(
      user: { id: number; firstName: string; lastName: string },
      levelId: number,
      input: RateRequest,
    ): Promise<{ created: boolean; rate: Rate }> {
      if (!(await repo.levelExists(db, levelId))) throw notFound("El nivel no existe.");
      // Only someone who has taken the level (at least one topic) may rate it.
      if (!(await repo.hasProgressInLevel(db, user.id, levelId))) {
        throw forbidden("Para calificar este nivel, mira primero alguno de sus temas.");
      }
      const comment = input.comment ? input.comment : null;
      const { row, created } = await repo.upsertRating(db, { userId: user.id, levelId, score: input.score, comment });
      return { created, rate: toRate(row, authorName(user.firstName, user.lastName), user.id) };
    },

    async rateStats(levelId: number): Promise<RateStats> {
      if (!(await repo.levelExists(db, levelId))) throw notFound("El nivel no existe.");
      const rows = await repo.ratingDistribution(db, levelId);
      const distribution = [1, 2, 3, 4, 5].map((score) => ({ score, count: rows.find((r) => r.score === score)?.count ?? 0 }));
      const total = distribution.reduce((sum, d) => sum + d.count, 0);
      const sum = distribution.reduce((acc, d) => acc + d.score * d.count, 0);
      return {
        level_id: levelId,
        count: total,
        average: total === 0 ? null : Math.round((sum * 100) / total) / 100,
        distribution,
      };
    },
  };
}
