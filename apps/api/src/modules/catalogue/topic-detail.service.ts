import type { Recommendation, TopicDetail, TopicRef } from "@fz/contracts/catalogue";
import type { AccountChanges, Database } from "@fz/db/client";
import { badRequest, notFound } from "../../lib/errors";
import { frozenAnswers } from "../../lib/frozen-answers";
import type { PublicCache } from "../../lib/public-cache";
import { createUserCache } from "../../lib/user-cache";
import { type GrantWindow, type Viewer, accessSetFromGrants } from "../access/access.service";
import type { LearningService, TopicState } from "../learning/learning.service";
import type { LevelLocks, ProgressionService } from "../progression/progression.service";
import * as repo from "./catalogue.repository";
import { playable } from "./catalogue.service";
import { renderTopicBody } from "./topic-bodies";
import { MAX_SCORES_PER_THEME, toScoreSummary } from "./topic-scores.service";
import { summarize, topicAccessOf } from "./topic-summary";
import type { MediaSigner } from "./video-files";

/*
 * One topic as a viewer opens it, the academy's most read answer: the part every viewer shares
 * from the public cache (decision 030) and the viewer's part remembered per process until one
 * of their grants or progress rows changes (decision 059), joined into a frozen answer whose
 * bytes are encoded once (lib/frozen-answers.ts). A remembered topic sends no statement.
 */

export interface TopicDetailDeps {
  db: Database;
  /** Where a topic's shared part is kept (the public cache); without it, read every time. */
  cache?: PublicCache;
  /**
   * Writes to students' grants and topic progress (the database handle's feed): with it, a
   * student's overlay of a topic is remembered until one of theirs changes (decision 059);
   * without it, read every time.
   */
  changes?: AccountChanges | null;
  /** Recording the view. */
  learning: Pick<LearningService, "recordView">;
  /** Which topics are locked, what makes each one done, and settling a level on a view. */
  progression: Pick<ProgressionService, "levelLocks" | "openLocks" | "settle">;
  /** Signed URLs of self-hosted lesson videos. */
  media: Pick<MediaSigner, "signedUrl">;
  /** What to do after the level's last topic (it depends on the viewer). */
  recommendAfterLevel(viewer: Viewer | null, level: { level: { id: number; courseId: number; position: number }; course: { position: number } }): Promise<Recommendation>;
}

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

export interface TopicDetailService {
  /**
   * A topic. Locked topics answer their metadata with `is_locked: true` and neither body nor
   * video. Opening an open topic while signed in records the view. The part every viewer
   * shares comes from the public cache (one statement on a miss); the viewer's part is one
   * prepared statement; a write follows only on the first view, or when another topic was the
   * last viewed (decision 030).
   */
  getTopic(viewer: Viewer | null, slug: string, levelKey: string | undefined): Promise<TopicDetail>;
  /** `getTopic`'s answer when all of it is remembered and nothing is to be written; else undefined. */
  rememberedTopic(viewer: Viewer, slug: string, levelKey: string | undefined): TopicDetail | undefined;
  /** Stops its cache listening (the app closes). */
  close(): void;
}

export function createTopicDetailService({ db, cache, changes, learning, progression, media, recommendAfterLevel }: TopicDetailDeps): TopicDetailService {
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

  /** What the viewer's overlay decides of a topic before any reading or writing. */
  function standingOf(viewer: Viewer | null, shared: SharedTopic, overlay: TopicOverlay, locks: LevelLocks) {
    // `fields`: the per-student fields SQL answers as they are (repo.topicOverlayFields).
    const { grants, finished, lastViewedThemeId, ...fields } = overlay;
    const set = accessSetFromGrants(viewer, grants);
    const topicAccess = topicAccessOf(shared.theme, set, shared.level);
    const lock = topicAccess === "locked" ? null : (locks.locks.get(shared.theme.id) ?? null);
    const open = topicAccess !== "locked" && lock === null;
    const viewed = finished !== null;
    // A view already recorded, of the topic last viewed, needs no write (recordView would do nothing).
    const latest = lastViewedThemeId === shared.theme.id;
    const toRecord = viewer !== null && open && !(viewed && latest);
    return { fields, finished, set, topicAccess, lock, open, viewed, latest, toRecord, locks };
  }

  /** The frozen answer, once every per-viewer input is known. */
  function answerOf(viewer: Viewer | null, shared: SharedTopic, standing: ReturnType<typeof standingOf>, recommendation: Recommendation): TopicDetail {
    const { theme, level, course } = shared;
    const { fields, set, topicAccess, lock, open, locks } = standing;
    const state: TopicState = { viewed: standing.viewed || (viewer !== null && open), finished: standing.finished === true };
    const video = open && theme.videoProvider && theme.videoSource ? playable(media, theme.videoProvider, theme.videoSource, theme.durationSeconds) : null;
    // The answer is a function of the shared part and of everything below: equal ones get
    // the same frozen answer, whose bytes are encoded once (lib/frozen-answers.ts). The key
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
  }

  async function getTopic(viewer: Viewer | null, slug: string, levelKey: string | undefined): Promise<TopicDetail> {
    // What is remembered is taken without a promise (a remembered topic awaits nothing).
    const shared = cache?.getValue<SharedTopic>(sharedKey(slug, levelKey)) ?? (await sharedTopic(slug, levelKey));
    const { theme, level, course } = shared;
    const overlay = (viewer && overlays.peek(viewer.id, `topic:${theme.id}`)) ?? (await overlayOf(viewer, theme.id));
    if (!overlay) throw notFound("El tema no existe.");
    // The level's rule (issue 40): an open level (the usual case) needs no more reading, the
    // page stays the overlay's one statement; a step-by-step level reads the student's standing.
    const locks = level.unlockMode === "open" || !viewer ? shared.openLocks : await progression.levelLocks(viewer, level.id);
    const standing = standingOf(viewer, shared, overlay, locks);
    if (viewer && standing.toRecord) {
      const { firstView } = await learning.recordView(viewer.id, theme, { viewed: standing.viewed, latest: standing.latest });
      // «Abrir el tema» is what makes it done: settle the level (it may open the next topic).
      if (firstView && theme.doneRule === "opened") await progression.settle(viewer.id, level.id);
    }
    const recommendation = shared.recommendation ?? (await recommendAfterLevel(viewer, { level, course }));
    return answerOf(viewer, shared, standing, recommendation);
  }

  /**
   * A signed-in topic with nothing to read, write or wait for — the shared part and the overlay
   * remembered, an open level, the view already recorded, the advice shared — or undefined (the
   * full path answers). The same frozen answer `getTopic` gives.
   */
  function rememberedTopic(viewer: Viewer, slug: string, levelKey: string | undefined): TopicDetail | undefined {
    const shared = cache?.getValue<SharedTopic>(sharedKey(slug, levelKey));
    if (!shared || shared.level.unlockMode !== "open" || !shared.recommendation) return undefined;
    const overlay = overlays.peek(viewer.id, `topic:${shared.theme.id}`);
    if (!overlay) return undefined;
    const standing = standingOf(viewer, shared, overlay, shared.openLocks);
    return standing.toRecord ? undefined : answerOf(viewer, shared, standing, shared.recommendation);
  }

  return { getTopic, rememberedTopic, close: () => overlays.close() };
}
