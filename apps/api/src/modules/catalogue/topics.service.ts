import type { ScoreDetail } from "@fz/contracts/scores";
import * as scoresRepo from "./topic-scores.repository";
import { scorePdf } from "./score-pdf";
import { MAX_SCORES_PER_THEME, toScoreDetail, toScoreSummary } from "./topic-scores.service";
import type {
  AskForRateResponse,
  FinishTopicResponse,
  LevelProgress,
  Recommendation,
  TemaryResponse,
  TopicAccess,
  TopicDetail,
  TopicRef,
  LastViewedTopic,
  TopicSummary,
} from "@fz/contracts/catalogue";
import type { AccountChanges, Database } from "@fz/db/client";
import { badRequest, forbidden, notFound } from "../../lib/errors";
import { frozenAnswers } from "../../lib/frozen-answers";
import type { PublicCache } from "../../lib/public-cache";
import { createUserCache } from "../../lib/user-cache";
import { type AccessService, type AccessSet, type GrantWindow, type Viewer, accessSetFromGrants, coverageOfLevel } from "../access/access.service";
import type { LearningService, TopicState } from "../learning/learning.service";
import type { LevelLocks, ProgressionService } from "../progression/progression.service";
import type { QuizzesService } from "../quizzes/quizzes.service";
import { renderTopicBody } from "./topic-bodies";
import * as repo from "./catalogue.repository";
import { playable } from "./catalogue.service";
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

/** The viewer's part of a topic (repo.topicOverlay) with its grants' dates read. */
type TopicOverlay = Omit<repo.TopicOverlayRow, "grants"> & { grants: GrantWindow[] };

/** A topic as every viewer sees it (no session in it): kept frozen in the public cache. */
interface SharedTopic {
  theme: repo.TopicSharedRow["theme"];
  level: repo.TopicSharedRow["level"];
  course: repo.TopicSharedRow["course"];
  previous: TopicRef | null;
  next: TopicRef | null;
  bodyHtml: string;
  recommendation: Recommendation | null;
  /** The topic's score summaries (issue 39), answered only while the topic is open. */
  scores: ReturnType<typeof toScoreSummary>[];
  /** What the topic asks with no level rule closing it (an open level, or no student): the same for everyone. */
  openLocks: LevelLocks;
}

/** Free previews are open to everyone; the rest needs a current grant (admins see all). */
export function topicAccessOf(theme: { isFreePreview: boolean }, set: AccessSet, level: { id: number; courseId: number }): TopicAccess {
  if (theme.isFreePreview) return "free_preview";
  return coverageOfLevel(set, level).hasAccess ? "granted" : "locked";
}

const NOT_STARTED: TopicState = { viewed: false, finished: false };
const topicRef = (t: repo.TopicSummaryRow): TopicRef => ({ id: t.id, slug: t.slug, title: t.title, level_id: t.levelId });

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
  /**
   * A topic. Locked topics answer their metadata with `is_locked: true` and neither body nor
   * video. Opening an open topic while signed in records the view. The part every viewer
   * shares comes from the public cache (one statement on a miss); the viewer's part is one
   * prepared statement; a write follows only on the first view, or when another topic was the
   * last viewed (decision 030).
   */
  getTopic(viewer: Viewer | null, slug: string, levelKey: string | undefined): Promise<TopicDetail>;
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
  // Every overlay field reads grants or topic progress, the tables `changes` hears; a field
  // reading another table needs that table in the feed (migration 0026) before it is added.
  const overlays = createUserCache<TopicOverlay>(changes ?? undefined);
  const loadOverlay = async (viewerId: number | null, themeId: number): Promise<TopicOverlay | undefined> => {
    const row = await repo.topicOverlay(db, viewerId, themeId);
    // The grants' dates arrive as JSON text: read once per load, not on every remembered GET.
    return row && { ...row, grants: row.grants.map((g) => ({ ...g, startsAt: new Date(g.startsAt), endsAt: new Date(g.endsAt) })) };
  };
  const overlayOf = (viewer: Viewer | null, themeId: number) =>
    viewer ? overlays.get(viewer.id, `topic:${themeId}`, () => loadOverlay(viewer.id, themeId), () => true) : loadOverlay(null, themeId);

  async function requireLevel(key: string): Promise<LevelWithCourse> {
    const level = await repo.findLevel(db, repo.toKey(key));
    if (!level) throw notFound("El nivel no existe.");
    return level;
  }

  function summarize(
    t: repo.TopicSummaryRow,
    level: { id: number; slug: string; title: string; courseId: number },
    set: AccessSet,
    state: TopicState,
    locks: LevelLocks,
  ): TopicSummary {
    const topicAccess = topicAccessOf(t, set, level);
    // The level's rule closes only what access opens: a topic to buy says so first.
    const unlock = topicAccess === "locked" ? null : (locks.locks.get(t.id) ?? null);
    const requirement = locks.requirements.get(t.id) ?? { rule: "finished" as const, text: "Marca el tema como terminado", min_percent: null, min_bpm: null };
    return {
      id: t.id,
      slug: t.slug,
      title: t.title,
      summary: t.summary,
      position: t.position,
      level: { id: level.id, slug: level.slug, title: level.title },
      is_free_preview: t.isFreePreview,
      is_locked: topicAccess === "locked" || unlock !== null,
      access: topicAccess,
      has_video: t.videoProvider !== null,
      duration_seconds: t.durationSeconds,
      viewed: state.viewed,
      finished: state.finished,
      unlock,
      requirement,
    };
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

  const answers = frozenAnswers();

  /**
   * What every viewer of a topic shares — the topic, its level and course, previous/next, the
   * rendered body, the next-topic recommendation — from the public cache (decision 030), else
   * one statement, then kept until a catalogue write. Only published content; no session.
   */
  const sharedKey = (slug: string, levelKey: string | undefined) => `topic\u0000${levelKey ?? ""}\u0000${slug}`;
  async function sharedTopic(slug: string, levelKey: string | undefined): Promise<SharedTopic> {
    const key = sharedKey(slug, levelKey);
    const known = cache?.getValue<SharedTopic>(key);
    if (known) return known;
    const generation = cache?.generation("catalogue") ?? 0;
    const levelRef = levelKey === undefined ? undefined : repo.toKey(levelKey);
    const rows = await repo.topicShared(db, slug, levelRef);
    if (rows.length === 0) {
      // The same answers as before: a missing level first, then a missing topic.
      if (levelRef !== undefined && !(await repo.findLevel(db, levelRef))) throw notFound("El nivel no existe.");
      throw notFound("El tema no existe.");
    }
    if (rows.length > 1) throw badRequest("Hay varios temas con ese nombre: indica el nivel (?level=).");
    const { theme, level, course, siblings, scores } = rows[0]!;
    const index = siblings.findIndex((t) => t.id === theme.id);
    const ref = (t: repo.SiblingJson): TopicRef => ({ id: t.id, slug: t.slug, title: t.title, level_id: level.id });
    const previous = index > 0 ? ref(siblings[index - 1]!) : null;
    const next = siblings[index + 1] ? ref(siblings[index + 1]!) : null;
    const shared: SharedTopic = {
      theme,
      level,
      course,
      previous,
      next,
      bodyHtml: theme.bodyHtml ?? renderTopicBody(theme.body),
      // With a next topic the advice is the same for everyone; the last one's depends on the viewer.
      recommendation: next ? { kind: "theme", message: `Continúe con el siguiente tema: «${next.title}».`, theme: next, exercise: null, level: null } : null,
      scores: scores.slice(0, MAX_SCORES_PER_THEME).map(toScoreSummary),
      openLocks: progression.openLocks([theme]),
    };
    if (!cache) return shared;
    const bytes = 2048 + 2 * (theme.body.length + shared.bodyHtml.length) + 200 * siblings.length;
    return cache.setValue(key, "catalogue", generation, shared, bytes);
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

  return {
    async temary(viewer: Viewer | null, levelKey: string, limit: number, offset: number) {
      const level = await requireLevel(levelKey);
      const all = await repo.topicsOfLevel(db, level.level.id);
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
      const level = last ? await repo.findLevel(db, { id: last.levelId }) : undefined;
      const row = level ? (await repo.topicsOfLevel(db, level.level.id)).find((t) => t.id === last!.themeId) : undefined;
      if (!last || !level || !row) return { theme: null, course: null, viewed_at: null };
      const [set, states, locks] = await Promise.all([access.accessSet(viewer), learning.topicStates(viewer.id, [row.id]), progression.levelLocks(viewer, level.level.id)]);
      return {
        theme: summarize(row, level.level, set, states.get(row.id) ?? NOT_STARTED, locks),
        course: { id: level.course.id, slug: level.course.slug, title: level.course.title },
        viewed_at: last.viewedAt.toISOString(),
      };
    },

    async getTopic(viewer: Viewer | null, slug: string, levelKey: string | undefined): Promise<TopicDetail> {
      // What is remembered is taken without a promise (a remembered topic awaits nothing).
      const shared = cache?.getValue<SharedTopic>(sharedKey(slug, levelKey)) ?? (await sharedTopic(slug, levelKey));
      const { theme, level, course } = shared;
      const overlay = (viewer && overlays.peek(viewer.id, `topic:${theme.id}`)) ?? (await overlayOf(viewer, theme.id));
      if (!overlay) throw notFound("El tema no existe.");
      // `fields`: the per-student fields SQL answers as they are (repo.topicOverlayFields).
      const { grants, finished, lastViewedThemeId, ...fields } = overlay;
      const set = accessSetFromGrants(viewer, grants);
      const topicAccess = topicAccessOf(theme, set, level);
      // The level's rule (issue 40): an open level (the usual case) needs no more reading, the
      // page stays the overlay's one statement; a step-by-step level reads the student's standing.
      const locks = level.unlockMode === "open" || !viewer ? shared.openLocks : await progression.levelLocks(viewer, level.id);
      const lock = topicAccess === "locked" ? null : (locks.locks.get(theme.id) ?? null);
      const open = topicAccess !== "locked" && lock === null;
      const viewed = finished !== null;
      // A view already recorded, of the topic last viewed, needs no write (recordView would do nothing).
      const latest = lastViewedThemeId === theme.id;
      if (viewer && open && !(viewed && latest)) {
        const { firstView } = await learning.recordView(viewer.id, theme, { viewed, latest });
        // «Abrir el tema» is what makes it done: settle the level (it may open the next topic).
        if (firstView && theme.doneRule === "opened") await progression.settle(viewer.id, level.id);
      }
      const state: TopicState = { viewed: viewed || (viewer !== null && open), finished: finished === true };
      const recommendation = shared.recommendation ?? (await recommend(viewer, { level, course }, undefined));
      const video = open && theme.videoProvider && theme.videoSource ? playable(media, theme.videoProvider, theme.videoSource, theme.durationSeconds) : null;
      // The answer is a function of the shared part and of everything below: equal ones get
      // the same frozen answer, whose text is encoded once (lib/frozen-answers.ts). The key
      // holds every per-viewer input, so one student's answer is only ever another's when the
      // two would be byte for byte the same: the level rule's lock is one of them (a locked
      // topic's answer has no body, video or scores). The requirement follows from the topic.
      const key = `${topicAccess}|${state.viewed}|${state.finished}|${video?.src ?? ""}|${shared.recommendation ? "" : JSON.stringify(recommendation)}|${JSON.stringify(lock)}|${JSON.stringify(fields)}`;
      return answers(shared, key, () => ({
        ...summarize(theme, level, set, state, locks),
        body: open ? theme.body : null,
        body_html: open ? shared.bodyHtml : null,
        video,
        course: { id: course.id, slug: course.slug, title: course.title },
        previous_theme: shared.previous,
        next_theme: shared.next,
        recommendation,
        practice_preset: theme.practicePreset ?? null,
        scores: open ? shared.scores : [],
        ...fields,
      }));
    },

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
      const siblings = await repo.topicsOfLevel(db, level.level.id);
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

    close: () => overlays.close(),
  };
}
