import type { DoneRequirement, TopicLock } from "@fz/contracts/progression";
import type { LevelProgress } from "@fz/contracts/catalogue";
import type { Database } from "@fz/db/client";
import { catalogueMemo } from "../../lib/catalogue-memo";
import { AppError, forbidden, notFound } from "../../lib/errors";
import type { EventBus } from "../../lib/events";
import type { PublicCache } from "../../lib/public-cache";
import type { Viewer } from "../access/access.service";
import type { AuditService } from "../audit/audit.service";
import type { LearningService } from "../learning/learning.service";
import "../learning/learning.events";
import "../practice/practice.events";
import "../quizzes/quizzes.events";
import "../teaching/teaching.events";
import { type Certificates, createCertificates } from "./certificates";
import { type LevelRules, rulesOf as levelRulesOf } from "./level-rules";
import "./progression.events";
import * as repo from "./progression.repository";
import { type StudentStanding, type TopicRule, requirementText, takeSatisfies, topicLocks } from "./unlocking";
import { type UnlockingAdmin, createUnlockingAdmin } from "./unlocking-admin";

export interface ProgressionDeps {
  db: Database;
  events: EventBus;
  /** Finishing a topic is the learning module's record. */
  learning: Pick<LearningService, "finishTopic">;
  audit: Pick<AuditService, "record">;
  /** Clears the public caches and refreshes the course's public pages after a rules change. */
  revalidate?: (paths: string[]) => Promise<void>;
  /** Where a level's rules are kept for students' reads until a catalogue write; without it, read every time. */
  cache?: PublicCache;
  now?: () => Date;
}

export interface LevelLocks {
  locks: Map<number, TopicLock | null>;
  requirements: Map<number, DoneRequirement>;
}

function requirementOf(topic: TopicRule): DoneRequirement {
  return { rule: topic.doneRule, text: requirementText(topic), min_percent: topic.doneMinPercent, min_bpm: topic.doneMinBpm };
}

/** A topic's rule as the rows of a topic page carry it. */
export interface TopicRuleRow {
  id: number;
  doneRule: TopicRule["doneRule"];
  doneMinPercent: number | null;
  doneMinBpm: number | null;
  practicePreset: TopicRule["preset"];
}

/**
 * Progress that means skill (issue 40, decision 033): which topics a student may open, what
 * makes each one done (checked here against the server's own records: the practice log, the
 * quiz progress), and the certificates a finished level earns (certificates.ts). The back
 * office's rules are unlocking-admin.ts.
 */
export interface ProgressionService extends UnlockingAdmin, Certificates {
  /** Settles topics when the records that prove them arrive (takes, quizzes, finishes, approvals). */
  subscribe(): void;
  /**
   * Marks done, in order, every open topic of the level whose rule the records already prove
   * (a take logged, a quiz passed, a topic opened); a topic done may open the next. Idempotent:
   * finishing is a conditional update, so two settles at once finish each topic once.
   */
  settle(userId: number, levelId: number, justFinished?: number): Promise<void>;
  /**
   * The periodic job: tells each student about the topics of levels that open by date whose
   * day came (in the last week: a server that was off catches up), once per topic.
   */
  announceDateOpenings(at?: Date): Promise<number>;
  /** No locks (an open level, or no student): only what each topic asks, from the rows at hand. */
  openLocks(topics: TopicRuleRow[]): LevelLocks;
  /** The locks and requirements of a level's topics for this viewer. */
  levelLocks(viewer: Viewer | null, levelId: number): Promise<LevelLocks>;
  /**
   * «Marcar como terminado» (or «Comprobar»): a topic done by the student's word finishes; one
   * that asks for a take or a quiz finishes only when the records prove it.
   */
  finishByStudent(viewer: Viewer, topic: { id: number; levelId: number }): Promise<{ progress: LevelProgress }>;
}

export function createProgressionService({ db, events, learning, audit, revalidate, cache, now = () => new Date() }: ProgressionDeps): ProgressionService {
  const rulesOf = (levelId: number) => levelRulesOf(db, levelId);
  // Students' reads (locks, «Marcar como terminado») take the rules as last written, kept until a
  // catalogue write (a rules change clears it, `revalidate`); the back office and certificates read them afresh.
  const memo = catalogueMemo(cache);
  const keptRulesOf = (levelId: number) => memo(`level-rules\u0000${levelId}`, () => rulesOf(levelId), (rules) => 1024 + 512 * rules.topics.length);
  const certificates = createCertificates({ db, events, audit, rulesOf });
  const { issueIfEarned } = certificates;

  async function standingOf(userId: number, rules: LevelRules): Promise<StudentStanding> {
    const [{ progress, unlocks, exerciseId }, accessStart] = await Promise.all([
      repo.standingRows(db, userId, rules.level.id),
      rules.level.unlockMode === "by_date" ? repo.accessStart(db, userId, rules.level, now()) : Promise.resolve(null),
    ]);
    return {
      viewed: new Set(progress.map((p) => p.themeId)),
      done: new Set(progress.filter((p) => p.finishedAt !== null).map((p) => p.themeId)),
      unlocked: new Set(unlocks.flatMap((u) => (u.themeId === null ? [] : [u.themeId]))),
      levelUnlocked: unlocks.some((u) => u.themeId === null),
      accessStart,
      exerciseId,
    };
  }

  async function locksOf(viewer: Viewer | null, rules: LevelRules): Promise<LevelLocks> {
    const requirements = new Map(rules.topics.map((t) => [t.id, requirementOf(t)]));
    // Anonymous readers see the catalogue; admins see everything open.
    if (!viewer || viewer.role === "admin" || rules.level.unlockMode === "open") {
      return { locks: new Map(rules.topics.map((t) => [t.id, null])), requirements };
    }
    const standing = await standingOf(viewer.id, rules);
    return { locks: topicLocks(rules.level.unlockMode, rules.topics, standing, now()), requirements };
  }

  /** Whether the server's records prove what the topic asks (for the automatic rules). */
  async function proven(userId: number, topic: TopicRule, standing: StudentStanding): Promise<boolean> {
    switch (topic.doneRule) {
      case "opened":
        return standing.viewed.has(topic.id);
      case "finished":
        return false;
      case "quiz":
        return repo.quizPassed(db, userId, topic.levelId);
      case "practice": {
        if (topic.doneMinPercent === null || topic.doneMinBpm === null) return false;
        const takes = await repo.qualifyingTakes(db, userId, topic.id, topic.doneMinPercent, topic.doneMinBpm);
        return takes.some((take) => takeSatisfies(topic, take));
      }
      case "teacher":
        return repo.teacherApproved(db, userId, topic.id);
    }
  }

  const settling = new Set<string>();

  async function settle(userId: number, levelId: number, justFinished?: number): Promise<void> {
    const key = `${userId}:${levelId}`;
    if (settling.has(key)) return;
    settling.add(key);
    try {
      const rules = await repo.levelRules(db, levelId);
      if (!rules) return;
      const automatic = rules.topics.some((t) => t.doneRule !== "finished");
      // Nothing settles by itself where every topic waits for the student's button, and nothing
      // opens by progress unless the level goes in order.
      if (!automatic && rules.level.unlockMode !== "sequential") return;
      const standing = await standingOf(userId, rules);
      const done = new Set(standing.done);
      for (const topic of automatic ? rules.topics : []) {
        if (done.has(topic.id) || topic.doneRule === "finished") continue;
        const lock = topicLocks(rules.level.unlockMode, rules.topics, { ...standing, done }, now()).get(topic.id);
        if (lock) continue;
        if (!(await proven(userId, topic, standing))) continue;
        await learning.finishTopic(userId, { id: topic.id, levelId });
        done.add(topic.id);
      }
      if (rules.level.unlockMode === "sequential") {
        // What this progress opened: closed before the topic just finished (and those finished
        // here), open now. The notice's key makes it once per topic.
        const doneBefore = new Set([...standing.done].filter((id) => id !== justFinished));
        const before = topicLocks("sequential", rules.topics, { ...standing, done: doneBefore }, now());
        const after = topicLocks("sequential", rules.topics, { ...standing, done }, now());
        for (const topic of rules.topics) {
          if (before.get(topic.id) && !after.get(topic.id)) {
            await events.emit("progression.topic_opened", { userId, themeId: topic.id, themeSlug: topic.slug, themeTitle: topic.title, levelId, levelTitle: rules.level.title });
          }
        }
      }
    } finally {
      settling.delete(key);
    }
  }

  function subscribe(): void {
    events.on("practice.logged", async ({ userId, sessionId }) => {
      const topic = await repo.sessionTopic(db, sessionId);
      if (topic) await settle(userId, topic.levelId);
    });
    events.on("quiz.passed", async ({ userId, levelId }) => settle(userId, levelId));
    events.on("topic.finished", async ({ userId, themeId, levelId, levelCompleted }) => {
      await settle(userId, levelId, themeId);
      if (levelCompleted) await issueIfEarned(userId, levelId);
    });
    events.on("submission.reviewed", async ({ studentId, levelId, verdict }) => {
      if (verdict !== "approved") return;
      // The «¡Aprobado!» may finish its topic (which may complete the level), or be what a
      // completed level's certificate was waiting for.
      await settle(studentId, levelId);
      await issueIfEarned(studentId, levelId);
    });
  }

  return {
    subscribe,
    settle,

    async announceDateOpenings(at: Date = now()): Promise<number> {
      const since = new Date(at.getTime() - 7 * 24 * 60 * 60 * 1000);
      let told = 0;
      // Each notice leaves the next batch (its key is now taken); a batch smaller than asked is
      // the last. Bounded, so a notice that cannot be written never keeps the job running.
      for (let round = 0; round < 50; round += 1) {
        const batch = await repo.dateOpenings(db, since, at, 200);
        for (const o of batch) await events.emit("progression.topic_opened", o);
        told += batch.length;
        if (batch.length < 200) break;
      }
      return told;
    },

    openLocks(topics: TopicRuleRow[]): LevelLocks {
      return {
        locks: new Map(topics.map((t) => [t.id, null])),
        requirements: new Map(topics.map((t) => [t.id, { rule: t.doneRule, text: requirementText({ ...t, preset: t.practicePreset }), min_percent: t.doneMinPercent, min_bpm: t.doneMinBpm }])),
      };
    },

    async levelLocks(viewer: Viewer | null, levelId: number): Promise<LevelLocks> {
      return locksOf(viewer, await keptRulesOf(levelId));
    },

    async finishByStudent(viewer: Viewer, topic: { id: number; levelId: number }): Promise<{ progress: LevelProgress }> {
      const rules = await keptRulesOf(topic.levelId);
      const rule = rules.topics.find((t) => t.id === topic.id);
      if (!rule) throw notFound("El tema no existe.");
      const { locks } = await locksOf(viewer, rules);
      const lock = locks.get(topic.id);
      if (lock) throw forbidden(lock.message);
      if (viewer.role !== "admin" && (rule.doneRule === "quiz" || rule.doneRule === "practice" || rule.doneRule === "teacher")) {
        const standing = await standingOf(viewer.id, rules);
        if (!standing.done.has(rule.id) && !(await proven(viewer.id, rule, standing))) {
          const text = requirementText(rule);
          throw new AppError(
            "requirement_unmet",
            rule.doneRule === "quiz"
              ? "Este tema se completa al aprobar el ejercicio del nivel."
              : rule.doneRule === "teacher"
                ? "Este tema se completa cuando tu profesor aprueba tu interpretación: envíala desde este tema y espera su «¡Aprobado!»."
                : `${text} para completar este tema. Practica con el metrónomo desde este tema: toca todos los compases del ejercicio; la toma cuenta al guardarse.`,
          );
        }
      }
      const { progress } = await learning.finishTopic(viewer.id, topic);
      return { progress };
    },

    ...createUnlockingAdmin({ db, events, audit, revalidate, rulesOf, settle }),
    ...certificates,
  };
}
