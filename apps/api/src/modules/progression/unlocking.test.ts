import { describe, expect, it } from "vitest";
import { newCertificateCode, normaliseCode } from "./certificate-code";
import { type StudentStanding, type TopicRule, requirementText, takeSatisfies, takeSeconds, topicLocks } from "./unlocking";

const topic = (id: number, extra: Partial<TopicRule> = {}): TopicRule => ({
  id,
  slug: `tema-${id}`,
  title: `Tema ${id}`,
  levelId: 1,
  position: id,
  doneRule: "finished",
  doneMinPercent: null,
  doneMinBpm: null,
  opensAfterDays: null,
  preset: null,
  ...extra,
});
const standing = (extra: Partial<StudentStanding> = {}): StudentStanding => ({
  viewed: new Set(),
  done: new Set(),
  unlocked: new Set(),
  levelUnlocked: false,
  accessStart: null,
  exerciseId: null,
  ...extra,
});
const now = new Date("2026-11-29T12:00:00Z");
const open = (locks: Map<number, unknown>) => [...locks.values()].map((l) => l === null);

describe("topicLocks", () => {
  const topics = [topic(1), topic(2), topic(3)];

  it("opens everything in an open level", () => {
    expect(open(topicLocks("open", topics, standing(), now))).toEqual([true, true, true]);
  });

  it("opens a sequential level's topics one after another", () => {
    expect(open(topicLocks("sequential", topics, standing(), now))).toEqual([true, false, false]);
    expect(open(topicLocks("sequential", topics, standing({ done: new Set([1]) }), now))).toEqual([true, true, false]);
    expect(open(topicLocks("sequential", topics, standing({ done: new Set([1, 2]) }), now))).toEqual([true, true, true]);
  });

  it("keeps open what the student opened before, or a teacher opened", () => {
    expect(open(topicLocks("sequential", topics, standing({ viewed: new Set([3]) }), now))).toEqual([true, false, true]);
    expect(open(topicLocks("sequential", topics, standing({ unlocked: new Set([2]) }), now))).toEqual([true, true, false]);
    expect(open(topicLocks("sequential", topics, standing({ levelUnlocked: true }), now))).toEqual([true, true, true]);
  });

  it("follows positions, not the order given", () => {
    expect(open(topicLocks("sequential", [topic(3), topic(1), topic(2)], standing({ done: new Set([1]) }), now))).toEqual([true, true, false]);
  });

  it("says what opens a topic in the student's words", () => {
    const practice = topic(1, { doneRule: "practice", doneMinPercent: 80, doneMinBpm: 90, preset: { air: "paseo", tempo_bpm: 90, bars: 8 } });
    const lock = topicLocks("sequential", [practice, topic(2)], standing({ exerciseId: 5 }), now).get(2)!;
    expect(lock.message).toBe("Toca el paseo a 90 BPM con 80 % a tiempo en el tema «Tema 1» para abrir este tema.");
    expect(lock.practice).toEqual({ theme_id: 1, air: "paseo", tempo_bpm: 90, bars: 8, min_percent: 80 });
    const quiz = topicLocks("sequential", [topic(1, { doneRule: "quiz" }), topic(2)], standing({ exerciseId: 5 }), now).get(2)!;
    expect(quiz.message).toBe("Aprueba el ejercicio del nivel para abrir este tema.");
    expect(quiz.exercise_id).toBe(5);
    expect(requirementText(topic(1, { doneRule: "practice", doneMinPercent: 70, doneMinBpm: 60, preset: { air: null, tempo_bpm: 60, bars: 4 } }))).toBe(
      "Toca el ejercicio de ritmo a 60 BPM con 70 % a tiempo",
    );
  });

  it("opens by date from the access start", () => {
    const dated = [topic(1), topic(2, { opensAfterDays: 3 }), topic(3, { opensAfterDays: 10 })];
    const start = new Date(now.getTime() - 5 * 24 * 3600 * 1000);
    const locks = topicLocks("by_date", dated, standing({ accessStart: start }), now);
    expect(open(locks)).toEqual([true, true, false]);
    expect(locks.get(3)!.opens_at).toBe(new Date(start.getTime() + 10 * 24 * 3600 * 1000).toISOString());
    expect(locks.get(3)!.message).toBe("Este tema se abre el 4 de diciembre de 2026, 10 días después de que empezó tu acceso.");
  });
});

describe("takeSatisfies", () => {
  const rule = topic(7, { doneRule: "practice", doneMinPercent: 80, doneMinBpm: 90, preset: { air: "paseo", tempo_bpm: 90, bars: 8 } });
  const startedAt = new Date("2026-11-29T10:00:00Z");
  // 8 bars of two beats at 90 BPM: 10 s, 16 beats.
  const take = { themeId: 7, tool: "metronome", tempoBpm: 90, air: "paseo", hitPercent: 80, onsetCount: 13, durationSeconds: 10, startedAt, createdAt: new Date(startedAt.getTime() + 10_000) };
  it("accepts the take at the tempo and accuracy, or better", () => {
    expect(takeSeconds(8, 90)).toBe(10);
    expect(takeSatisfies(rule, take)).toBe(true);
    expect(takeSatisfies(rule, { ...take, tempoBpm: 120, hitPercent: 100, onsetCount: 16, durationSeconds: 8 })).toBe(true);
  });
  it("refuses figures the server's own measures do not back: too short by its clock or by the time played, too few strokes heard", () => {
    expect(takeSatisfies(rule, { ...take, durationSeconds: 9 })).toBe(false);
    expect(takeSatisfies(rule, { ...take, createdAt: new Date(startedAt.getTime() + 9_000) })).toBe(false);
    expect(takeSatisfies(rule, { ...take, onsetCount: 12 })).toBe(false);
    expect(takeSatisfies(rule, { ...take, onsetCount: null })).toBe(false);
    // A hand-written request right after its start: 1 s at 100 %.
    expect(takeSatisfies(rule, { ...take, hitPercent: 100, onsetCount: 32, durationSeconds: 1, createdAt: new Date(startedAt.getTime() + 1_000) })).toBe(false);
  });
  it("refuses a slower, less accurate, unscored, other air, other topic or tuner take", () => {
    expect(takeSatisfies(rule, { ...take, tempoBpm: 89 })).toBe(false);
    expect(takeSatisfies(rule, { ...take, hitPercent: 79 })).toBe(false);
    expect(takeSatisfies(rule, { ...take, hitPercent: null })).toBe(false);
    expect(takeSatisfies(rule, { ...take, air: "puya" })).toBe(false);
    expect(takeSatisfies(rule, { ...take, themeId: 8 })).toBe(false);
    expect(takeSatisfies(rule, { ...take, tool: "tuner" })).toBe(false);
    expect(takeSatisfies({ ...rule, doneRule: "finished" }, take)).toBe(false);
  });
});

describe("certificate codes", () => {
  it("are 26 base32 characters carrying 128 random bits", () => {
    const codes = new Set(Array.from({ length: 2000 }, () => newCertificateCode()));
    expect(codes.size).toBe(2000);
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{26}$/);
    expect(newCertificateCode(() => Buffer.alloc(16, 0))).toBe("0".repeat(26));
    expect(newCertificateCode(() => Buffer.alloc(16, 0xff))).toBe(`${"z".repeat(25)}w`);
  });
  it("read a person's typing: capitals, dashes and look-alikes; refuse anything else", () => {
    const code = newCertificateCode();
    expect(normaliseCode(` ${code.toUpperCase()} `)).toBe(code);
    expect(normaliseCode("o".repeat(26))).toBe("0".repeat(26));
    expect(normaliseCode("abc")).toBeNull();
    expect(normaliseCode("u".repeat(26))).toBeNull();
  });
});
