import { plural } from "@/lib/academy-format";
import type { LastViewedItem, LevelItem, TopicSummaryItem } from "@/lib/academy-types";

/** A level the student is taking: one they can open in full, or one they have started. */
export function isMyLevel(level: LevelItem): boolean {
  return level.access.hasAccess || (level.progress?.viewed ?? 0) > 0;
}

/**
 * Which level "continue where you left off" points to: the level of the topic the student
 * opened last while it is unfinished; else a started, unfinished level (those the student
 * has paid for first, then the furthest along), else an open one not started.
 */
export function pickContinueLevel(levels: LevelItem[], lastViewed: LastViewedItem | null = null): LevelItem | null {
  const lastLevel = lastViewed?.theme ? levels.find((level) => level.id === lastViewed.theme!.level.id) : undefined;
  if (lastLevel && lastLevel.topicsCount > 0 && (lastLevel.progress?.percentage ?? 0) < 100) return lastLevel;
  const unfinished = levels.filter((level) => level.topicsCount > 0 && (level.progress?.percentage ?? 0) < 100);
  const started = unfinished
    .filter((level) => (level.progress?.viewed ?? 0) > 0)
    .sort(
      (a, b) =>
        Number(b.access.hasAccess) - Number(a.access.hasAccess) ||
        (b.progress?.percentage ?? 0) - (a.progress?.percentage ?? 0) ||
        a.course.id - b.course.id ||
        a.position - b.position,
    );
  if (started[0]) return started[0];
  return unfinished.find((level) => level.access.hasAccess) ?? null;
}

/**
 * The topic to continue with inside a level: the one opened last when it is not finished,
 * else the first opened but not finished, else the first open topic after the last one
 * opened, else the first open topic not finished. Null when every open topic is done (the
 * rest is locked).
 */
export function pickContinueTopic(temary: TopicSummaryItem[], lastViewed: LastViewedItem | null = null): TopicSummaryItem | null {
  const open = [...temary].filter((topic) => !topic.isLocked).sort((a, b) => a.position - b.position);
  const last = lastViewed?.theme ? open.find((topic) => topic.id === lastViewed.theme!.id) : undefined;
  if (last && !last.finished) return last;
  const afterLast = last ? open.find((topic) => topic.position > last.position && !topic.finished) : undefined;
  return (
    afterLast ?? open.find((topic) => topic.viewed && !topic.finished) ?? open.find((topic) => !topic.finished) ?? null
  );
}

/** Levels grouped by course, in catalogue order. */
export function groupByCourse(levels: LevelItem[]): { courseId: number; levels: LevelItem[] }[] {
  const groups = new Map<number, LevelItem[]>();
  for (const level of levels) {
    const list = groups.get(level.course.id) ?? [];
    list.push(level);
    groups.set(level.course.id, list);
  }
  return [...groups.entries()].map(([courseId, list]) => ({
    courseId,
    levels: list.sort((a, b) => a.position - b.position),
  }));
}

/**
 * The line under «Hola, …» on /academia for a student with levels: what they have done, with
 * «en N niveles» only when their finished topics are spread over more than one (issue 35.13).
 */
export function progressSummary(mine: LevelItem[]): string {
  const finished = mine.reduce((sum, level) => sum + (level.progress?.finished ?? 0), 0);
  if (finished === 0) {
    return `Tienes ${plural(mine.length, "nivel", "niveles")} para empezar. Ve tema a tema, a tu ritmo: cada uno trae su video y su rutina de práctica.`;
  }
  const started = mine.filter((level) => (level.progress?.finished ?? 0) > 0).length;
  return `Llevas ${plural(finished, "tema terminado", "temas terminados")}${started > 1 ? ` en ${started} niveles` : ""}. ¡Sigue así!`;
}
