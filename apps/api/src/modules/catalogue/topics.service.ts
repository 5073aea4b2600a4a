import type { ScoreDetail } from "@fz/contracts/scores";
import * as scoresRepo from "./topic-scores.repository";
import { scorePdf } from "./score-pdf";
import { toScoreDetail } from "./topic-scores.service";
import type {
  AskForRateResponse,
  FinishTopicResponse,
  LevelProgress,
  Recommendation,
  TemaryResponse,
  TopicDetail,
  LastViewedTopic,
  TopicSummary,
} from "@fz/contracts/catalogue";
import type { AccountChanges, Database } from "@fz/db/client";
import { catalogueMemo } from "../../lib/catalogue-memo";
import { badRequest, forbidden, notFound } from "../../lib/errors";
import type { PublicCache } from "../../lib/public-cache";
import { type AccessService, type Viewer, coverageOfLevel } from "../access/access.service";
import type { LearningService, TopicState } from "../learning/learning.service";
import type { LevelLocks, ProgressionService } from "../progression/progression.service";
import type { QuizzesService } from "../quizzes/quizzes.service";
import * as repo from "./catalogue.repository";
import { createTopicDetailService } from "./topic-detail.service";
import { NOT_STARTED, summarize, topicAccessOf, topicRef } from "./topic-summary";
import type { MediaSigner } from "./video-files";

export interface TopicsDeps {
  db: Database;
  /** Where a topic's shared part is kept (the public cache); without it, read every time. */
  cache?: PublicCache;
  /**
   * Writes to students' grants and topic progress (the database handle's feed): with it, a
   * student's overlay of a topic is remembered until one of theirs changes (decision 059);
   * without it, read every time.
   */
  changes?: AccountChanges | null;
  /** What the viewer may open. */
  access: Pick<AccessService, "accessSet">;
  /** The viewer's views, finishes, progress and rating prompt. */
  learning: Pick<LearningService, "topicStates" | "levelProgress" | "lastViewed" | "recordView" | "shouldAskForRate" | "dismissRatePrompt">;
  /** The exercise to do next. */
  quizzes: Pick<QuizzesService, "nextQuiz">;
  /** Which topics are locked, what makes each one done, and finishing one. */
  progression: Pick<ProgressionService, "levelLocks" | "openLocks" | "finishByStudent" | "settle">;
  /** Signed URLs of self-hosted lesson videos. */
  media: Pick<MediaSigner, "signedUrl">;
}

type LevelWithCourse = NonNullable<Awaited<ReturnType<typeof repo.findLevel>>>;

/** What a temary answers besides its page of topics. */
export type TemaryExtra = Omit<TemaryResponse, "count" | "next" | "previous" | "results">;

/**
 * The student's path through a level: its temary, each topic (body and video only when
 * open), progress, what to do next, and when to ask for a rating.
 */
export interface TopicsService {
  temary(viewer: Viewer | null, levelKey: string, limit: number, offset: number): Promise<{ total: number; items: TopicSummary[]; extra: TemaryExtra }>;
  listTopics(viewer: Viewer | null, filter: { level?: string; courseId?: number }, limit: number, offset: number): Promise<{ total: number; items: TopicSummary[] }>;
  /** Where the student left off: the last topic opened, as the temary shows it. */
  lastViewed(viewer: Viewer): Promise<LastViewedTopic>;
  /** A topic as the viewer opens it (topic-detail.service.ts): the view recorded, body and video only when open. */
  getTopic(viewer: Viewer | null, slug: string, levelKey: string | undefined): Promise<TopicDetail>;
  /** `getTopic`'s answer when all of it is remembered and nothing is to be written (decision 066); else undefined. */
  rememberedTopic(viewer: Viewer, slug: string, levelKey: string | undefined): TopicDetail | undefined;
  /** One score of an open topic, with its source and sync points (read by the score view). */
  scoreOf(viewer: Viewer, slug: string, levelKey: string | undefined, scoreId: number): Promise<ScoreDetail>;
  /** The score as a PDF to print or keep: the same check as its source (the topic open for the viewer). */
  scorePdfOf(viewer: Viewer, slug: string, levelKey: string | undefined, scoreId: number): Promise<{ bytes: Uint8Array; filename: string }>;
  finishTopic(viewer: Viewer, slug: string, levelKey: string | undefined): Promise<FinishTopicResponse>;
  askForRate(viewer: Viewer, slug: string, levelKey: string | undefined): Promise<AskForRateResponse>;
  dismissRatePrompt(viewer: Viewer, slug: string, levelKey: string | undefined): Promise<AskForRateResponse>;
  /** Stops its cache listening (the app closes). */
  close(): void;
}

export function createTopicsService({ db, cache, changes, access, learning, quizzes, progression, media }: TopicsDeps): TopicsService {
  // A published level and its topics, the same for every viewer: kept until a catalogue write.
  const memo = catalogueMemo(cache);
  const levelOf = async (key: repo.Key) =>
    (await memo(`level\u0000${"id" in key ? `#${key.id}` : key.slug}`, async () => ({ found: await repo.findLevel(db, key) }))).found;
  const topicsOfLevel = (levelId: number) => memo(`level-topics\u0000${levelId}`, () => repo.topicsOfLevel(db, levelId), (rows) => 512 + 400 * rows.length);

  async function requireLevel(key: string): Promise<LevelWithCourse> {
    const level = await levelOf(repo.toKey(key));
    if (!level) throw notFound("El nivel no existe.");
    return level;
  }

  /** Locks of many levels' topics at once (a list may span levels). */
  async function locksOfLevels(viewer: Viewer | null, levelIds: number[]): Promise<LevelLocks> {
    const merged: LevelLocks = { locks: new Map(), requirements: new Map() };
    for (const id of [...new Set(levelIds)]) {
      const one = await progression.levelLocks(viewer, id);
      for (const [k, v] of one.locks) merged.locks.set(k, v);
      for (const [k, v] of one.requirements) merged.requirements.set(k, v);
    }
    return merged;
  }

  /** Resolves `slug` (+ optional level id or slug) to exactly one published topic. */
  async function resolveTopic(slug: string, levelKey: string | undefined) {
    const level = levelKey === undefined ? undefined : await requireLevel(levelKey);
    const matches = await repo.findTopicsBySlug(db, slug, level?.level.id);
    if (matches.length === 0) throw notFound("El tema no existe.");
    if (matches.length > 1) throw badRequest("Hay varios temas con ese nombre: indica el nivel (?level=).");
    const theme = matches[0]!.theme;
    return { theme, level: level ?? (await requireLevel(String(theme.levelId))) };
  }

  async function recommend(
    viewer: Viewer | null,
    level: { level: { id: number; courseId: number; position: number }; course: { position: number } },
    next: repo.TopicSummaryRow | undefined,
  ): Promise<Recommendation> {
    const empty = { theme: null, exercise: null, level: null };
    if (next) return { ...empty, kind: "theme", message: `Continúe con el siguiente tema: «${next.title}».`, theme: topicRef(next) };
    const exercise = await quizzes.nextQuiz(viewer?.id ?? null, level.level.id);
    if (exercise) {
      return {
        ...empty,
        kind: "exercise",
        message: `Pon a prueba lo aprendido con el ejercicio «${exercise.title}».`,
        exercise: { id: exercise.id, title: exercise.title, level_id: exercise.levelId },
      };
    }
    const after = await repo.levelAfter(db, level.level, level.course.position);
    if (after) {
      return {
        ...empty,
        kind: "level",
        message: `Siga con el nivel «${after.level.title}» de ${after.course.title}.`,
        level: { id: after.level.id, slug: after.level.slug, title: after.level.title, course: { id: after.course.id, slug: after.course.slug, title: after.course.title } },
      };
    }
    return { ...empty, kind: "none", message: "¡Felicitaciones! Ha llegado al final de la academia." };
  }

  async function progressOf(viewer: Viewer | null, levelId: number): Promise<LevelProgress | null> {
    return viewer ? ((await learning.levelProgress(viewer.id, [levelId])).get(levelId) ?? null) : null;
  }

  async function requireOpenTopic(viewer: Viewer, slug: string, levelKey: string | undefined) {
    const resolved = await resolveTopic(slug, levelKey);
    const set = await access.accessSet(viewer);
    if (topicAccessOf(resolved.theme, set, resolved.level.level) === "locked") {
      throw forbidden("Este tema está bloqueado. Adquiera el nivel para continuar.");
    }
    return resolved;
  }



  /** A score of a topic open for the viewer (a topic its level's rule keeps closed shows none, issue 40). */
  async function openScore(viewer: Viewer, slug: string, levelKey: string | undefined, scoreId: number) {
    const { theme, level } = await requireOpenTopic(viewer, slug, levelKey);
    if (level.level.unlockMode !== "open") {
      const lock = (await progression.levelLocks(viewer, level.level.id)).locks.get(theme.id);
      if (lock) throw forbidden(lock.message);
    }
    const row = await scoresRepo.findScore(db, scoreId, theme.id);
    if (!row) throw notFound("La partitura no existe.");
    return { row, theme };
  }

  const detail = createTopicDetailService({
    db,
    cache,
    changes,
    learning,
    progression,
    media,
    recommendAfterLevel: (viewer, level) => recommend(viewer, level, undefined),
  });

  return {
    async temary(viewer: Viewer | null, levelKey: string, limit: number, offset: number) {
      const level = await requireLevel(levelKey);
      const all = await topicsOfLevel(level.level.id);
      const page = all.slice(offset, offset + limit);
      const [set, states, progress, locks] = await Promise.all([
        access.accessSet(viewer),
        viewer ? learning.topicStates(viewer.id, page.map((t) => t.id)) : Promise.resolve(new Map<number, TopicState>()),
        progressOf(viewer, level.level.id),
        progression.levelLocks(viewer, level.level.id),
      ]);
      const coverage = coverageOfLevel(set, level.level);
      const response: TemaryExtra = {
        level: { id: level.level.id, slug: level.level.slug, title: level.level.title, course: { id: level.course.id, slug: level.course.slug, title: level.course.title } },
        access: { has_access: coverage.hasAccess, ends_at: coverage.endsAt?.toISOString() ?? null },
        progress,
        unlock_mode: level.level.unlockMode,
        requires_teacher_approval: level.level.requiresTeacherApproval,
      };
      const items = page.map((t) => summarize(t, level.level, set, states.get(t.id) ?? NOT_STARTED, locks));
      return { total: all.length, items, extra: response };
    },

    async listTopics(viewer: Viewer | null, filter: { level?: string; courseId?: number }, limit: number, offset: number) {
      const levelId = filter.level === undefined ? undefined : (await requireLevel(filter.level)).level.id;
      const { rows, total } = await repo.listTopics(db, { levelId, courseId: filter.courseId }, limit, offset);
      const [set, states, locks] = await Promise.all([
        access.accessSet(viewer),
        viewer ? learning.topicStates(viewer.id, rows.map((r) => r.theme.id)) : Promise.resolve(new Map<number, TopicState>()),
        locksOfLevels(viewer, rows.map((r) => r.level.id)),
      ]);
      return { total, items: rows.map((r) => summarize(r.theme, r.level, set, states.get(r.theme.id) ?? NOT_STARTED, locks)) };
    },

    async lastViewed(viewer: Viewer): Promise<LastViewedTopic> {
      const last = await learning.lastViewed(viewer.id);
      const level = last ? await levelOf({ id: last.levelId }) : undefined;
      const row = level ? (await topicsOfLevel(level.level.id)).find((t) => t.id === last!.themeId) : undefined;
      if (!last || !level || !row) return { theme: null, course: null, viewed_at: null };
      const [set, states, locks] = await Promise.all([access.accessSet(viewer), learning.topicStates(viewer.id, [row.id]), progression.levelLocks(viewer, level.level.id)]);
      return {
        theme: summarize(row, level.level, set, states.get(row.id) ?? NOT_STARTED, locks),
        course: { id: level.course.id, slug: level.course.slug, title: level.course.title },
        viewed_at: last.viewedAt.toISOString(),
      };
    },


    getTopic: (viewer, slug, levelKey) => detail.getTopic(viewer, slug, levelKey),
    rememberedTopic: (viewer, slug, levelKey) => detail.rememberedTopic(viewer, slug, levelKey),

    async scoreOf(viewer: Viewer, slug: string, levelKey: string | undefined, scoreId: number): Promise<ScoreDetail> {
      const { row } = await openScore(viewer, slug, levelKey, scoreId);
      return toScoreDetail(row);
    },

    async scorePdfOf(viewer: Viewer, slug: string, levelKey: string | undefined, scoreId: number): Promise<{ bytes: Uint8Array; filename: string }> {
      const { row, theme } = await openScore(viewer, slug, levelKey, scoreId);
      const bytes = await scorePdf(row, theme.title);
      return { bytes, filename: `partitura-${theme.slug}-${row.id}.pdf` };
    },

    async finishTopic(viewer: Viewer, slug: string, levelKey: string | undefined): Promise<FinishTopicResponse> {
      const { theme, level } = await requireOpenTopic(viewer, slug, levelKey);
      const { progress } = await progression.finishByStudent(viewer, theme);
      const siblings = await topicsOfLevel(level.level.id);
      const next = siblings[siblings.findIndex((t) => t.id === theme.id) + 1];
      return {
        theme: { id: theme.id, slug: theme.slug, title: theme.title, level_id: theme.levelId },
        finished: true,
        progress,
        next_theme: next ? topicRef(next) : null,
        recommendation: await recommend(viewer, level, next),
      };
    },

    async askForRate(viewer: Viewer, slug: string, levelKey: string | undefined): Promise<AskForRateResponse> {
      const { level } = await resolveTopic(slug, levelKey);
      return {
        ask: await learning.shouldAskForRate(viewer.id, level.level.id),
        level: { id: level.level.id, slug: level.level.slug, title: level.level.title },
      };
    },

    async dismissRatePrompt(viewer: Viewer, slug: string, levelKey: string | undefined): Promise<AskForRateResponse> {
      const { level } = await resolveTopic(slug, levelKey);
      await learning.dismissRatePrompt(viewer.id, level.level.id);
      return { ask: false, level: { id: level.level.id, slug: level.level.slug, title: level.level.title } };
    },

    close: () => detail.close(),
  };
}
