import { describe, expect, it } from "vitest";
import { groupByCourse, isMyLevel, pickContinueLevel, pickContinueTheme } from "@/features/academy/components/academy-progress";
import type { LevelItem, ThemeSummaryItem } from "@/lib/academy-types";

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
    ...overrides,
  };
}

function theme(position: number, overrides: Partial<ThemeSummaryItem> = {}): ThemeSummaryItem {
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
    ...overrides,
  };
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
    const temary = [theme(1, { viewed: true, finished: true }), theme(2), theme(3, { viewed: true }), theme(4)];
    expect(pickContinueTheme(temary)?.position).toBe(3);
    expect(pickContinueTheme([theme(1, { viewed: true, finished: true }), theme(2)])?.position).toBe(2);
  });

  it("never points to a locked topic", () => {
    const temary = [theme(1, { viewed: true, finished: true }), theme(2, { isLocked: true, access: "locked" })];
    expect(pickContinueTheme(temary)).toBeNull();
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
