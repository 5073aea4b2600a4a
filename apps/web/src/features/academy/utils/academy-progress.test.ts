import { describe, expect, it } from "vitest";
import { groupByCourse, isMyLevel, pickContinueLevel, pickContinueTopic, progressSummary } from "@/features/academy/utils/academy-progress";
import type { LastViewedItem, LevelItem, TopicSummaryItem } from "@/lib/academy-types";

function level(id: number, overrides: Partial<LevelItem> = {}): LevelItem {
  return {
    id,
    slug: `nivel-${id}`,
    title: `Nivel ${id}`,
    description: "",
    position: id,
    isSpecial: false,
    image: null,
    course: { id: 1, slug: "curso", title: "Curso" },
    topicsCount: 8,
    freeTopicsCount: 2,
    exercisesCount: 1,
    prices: [],
    access: { hasAccess: false, endsAt: null },
    progress: { viewed: 0, finished: 0, total: 8, percentage: 0 },
    unlockMode: "open",
    requiresTeacherApproval: false,
    ...overrides,
  };
}

function topic(position: number, overrides: Partial<TopicSummaryItem> = {}): TopicSummaryItem {
  return {
    id: position,
    slug: `tema-${position}`,
    title: `Tema ${position}`,
    summary: "",
    position,
    level: { id: 1, slug: "nivel-1", title: "Básico" },
    isFreePreview: position <= 2,
    isLocked: false,
    access: "granted",
    hasVideo: true,
    durationSeconds: 6,
    viewed: false,
    finished: false,
    unlock: null,
    requirement: { rule: "finished", text: "Marca el tema como terminado", minPercent: null, minBpm: null },
    ...overrides,
  };
}

function lastViewed(summary: TopicSummaryItem | null): LastViewedItem {
  return summary
    ? { theme: summary, course: { id: 1, slug: "curso", title: "Curso" }, viewedAt: "2026-11-20T15:00:00.000Z" }
    : { theme: null, course: null, viewedAt: null };
}

const granted = { hasAccess: true, endsAt: "2027-01-01T00:00:00.000Z" };

describe("my levels and where to continue", () => {
  it("counts a level as mine when it is unlocked or started", () => {
    expect(isMyLevel(level(1))).toBe(false);
    expect(isMyLevel(level(1, { access: granted }))).toBe(true);
    expect(isMyLevel(level(1, { progress: { viewed: 1, finished: 0, total: 8, percentage: 0 } }))).toBe(true);
  });

  it("continues a started, unfinished level, preferring one the student has access to", () => {
    const freeStarted = level(1, { progress: { viewed: 2, finished: 2, total: 8, percentage: 25 } });
    const paidStarted = level(2, { access: granted, progress: { viewed: 1, finished: 0, total: 8, percentage: 0 } });
    const done = level(3, { access: granted, progress: { viewed: 8, finished: 8, total: 8, percentage: 100 } });
    expect(pickContinueLevel([freeStarted, paidStarted, done])?.id).toBe(2);
    expect(pickContinueLevel([freeStarted, done])?.id).toBe(1);
  });

  it("falls back to an unlocked level not started, or nothing", () => {
    expect(pickContinueLevel([level(1), level(2, { access: granted })])?.id).toBe(2);
    expect(pickContinueLevel([level(1)])).toBeNull();
  });

  it("continues with the topic opened but not finished, else the first open one left", () => {
    const temary = [topic(1, { viewed: true, finished: true }), topic(2), topic(3, { viewed: true }), topic(4)];
    expect(pickContinueTopic(temary)?.position).toBe(3);
    expect(pickContinueTopic([topic(1, { viewed: true, finished: true }), topic(2)])?.position).toBe(2);
  });

  it("continues in the level of the topic opened last while that level is unfinished", () => {
    const paidStarted = level(2, { access: granted, progress: { viewed: 6, finished: 5, total: 8, percentage: 62 } });
    const freeStarted = level(1, { progress: { viewed: 1, finished: 0, total: 8, percentage: 0 } });
    const last = lastViewed(topic(1, { level: { id: 1, slug: "nivel-1", title: "Nivel 1" }, viewed: true }));
    expect(pickContinueLevel([freeStarted, paidStarted], last)?.id).toBe(1);
    // Once that level is complete, the usual choice applies.
    const freeDone = level(1, { progress: { viewed: 8, finished: 8, total: 8, percentage: 100 } });
    expect(pickContinueLevel([freeDone, paidStarted], last)?.id).toBe(2);
    // A last topic of a level no longer listed is ignored.
    const gone = lastViewed(topic(1, { level: { id: 99, slug: "x", title: "X" } }));
    expect(pickContinueLevel([freeStarted, paidStarted], gone)?.id).toBe(2);
    expect(pickContinueLevel([freeStarted, paidStarted], lastViewed(null))?.id).toBe(2);
  });

  it("continues with the topic opened last, or the next open one after it once finished", () => {
    const temary = [topic(1, { viewed: true }), topic(2, { viewed: true, finished: true }), topic(3), topic(4, { viewed: true })];
    // Opened last and not finished: that one, even if an earlier one is pending.
    expect(pickContinueTopic(temary, lastViewed(topic(4, { viewed: true })))?.position).toBe(4);
    // Opened last and finished: the next open topic not finished after it.
    expect(pickContinueTopic(temary, lastViewed(topic(2, { viewed: true, finished: true })))?.position).toBe(3);
    // Finished and nothing left after it: the first pending one before it.
    const tail = [topic(1, { viewed: true }), topic(2, { viewed: true, finished: true })];
    expect(pickContinueTopic(tail, lastViewed(topic(2, { finished: true })))?.position).toBe(1);
    // A topic locked since (an access that expired) is never the answer.
    const locked = [topic(1, { viewed: true, finished: true }), topic(2, { isLocked: true, access: "locked", viewed: true }), topic(3)];
    expect(pickContinueTopic(locked, lastViewed(topic(2, { viewed: true })))?.position).toBe(3);
  });

  it("never points to a locked topic", () => {
    const temary = [topic(1, { viewed: true, finished: true }), topic(2, { isLocked: true, access: "locked" })];
    expect(pickContinueTopic(temary)).toBeNull();
  });

  it("groups levels by course in order", () => {
    const other = { id: 2, slug: "otro", title: "Otro" };
    const groups = groupByCourse([level(2), level(5, { course: other }), level(1)]);
    expect(groups.map((group) => [group.courseId, group.levels.map((l) => l.id)])).toEqual([
      [1, [1, 2]],
      [2, [5]],
    ]);
  });
});

describe("progressSummary", () => {
  const done = (id: number, finished: number) => level(id, { access: { hasAccess: true, endsAt: null }, progress: { viewed: finished, finished, total: 8, percentage: (finished / 8) * 100 } });

  it("names the levels only when the finished topics are in more than one (issue 35.13)", () => {
    expect(progressSummary([done(1, 3), done(2, 0)])).toBe("Llevas 3 temas terminados. ¡Sigue así!");
    expect(progressSummary([done(1, 1)])).toBe("Llevas 1 tema terminado. ¡Sigue así!");
    expect(progressSummary([done(1, 2), done(2, 1)])).toBe("Llevas 3 temas terminados en 2 niveles. ¡Sigue así!");
  });

  it("invites to start when nothing is finished", () => {
    expect(progressSummary([done(1, 0)])).toMatch(/^Tienes 1 nivel para empezar\./);
  });
});
