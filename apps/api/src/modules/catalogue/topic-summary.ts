import type { TopicAccess, TopicRef, TopicSummary } from "@fz/contracts/catalogue";
import { type AccessSet, coverageOfLevel } from "../access/access.service";
import type { TopicState } from "../learning/learning.service";
import type { LevelLocks } from "../progression/progression.service";
import type * as repo from "./catalogue.repository";

// A topic as lists and its page show it to one viewer: pure functions of the rows, the viewer's
// access set, their progress and the level's locks (no reading here).

/** Free previews are open to everyone; the rest needs a current grant (admins see all). */
export function topicAccessOf(theme: { isFreePreview: boolean }, set: AccessSet, level: { id: number; courseId: number }): TopicAccess {
  if (theme.isFreePreview) return "free_preview";
  return coverageOfLevel(set, level).hasAccess ? "granted" : "locked";
}

export const NOT_STARTED: TopicState = { viewed: false, finished: false };
export const topicRef = (t: repo.TopicSummaryRow): TopicRef => ({ id: t.id, slug: t.slug, title: t.title, level_id: t.levelId });

/** How a topic appears in a list (temary, lists, last viewed) and heads its own page. */
export function summarize(
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
