import { describe, expect, it } from "vitest";
import {
  MIN_LOOP_SECONDS,
  NO_LOOP,
  SHORTCUTS,
  SPEED_STEPS,
  clampTime,
  commandForKey,
  formatSpeed,
  formatTime,
  keyBelongsToTarget,
  loopJumpTarget,
  nearestSpeedIndex,
  setLoopEnd,
  setLoopStart,
  skipTarget,
  spokenTime,
  stepSpeed,
} from "@/features/learning/utils/player-logic";

describe("speed steps", () => {
  it("are exactly 0.5, 0.75, 0.9, 1, 1.1 and 1.25", () => {
    expect([...SPEED_STEPS]).toEqual([0.5, 0.75, 0.9, 1, 1.1, 1.25]);
  });

  it("step up and down one at a time and stop at the ends", () => {
    expect(stepSpeed(1, 1)).toBe(1.1);
    expect(stepSpeed(1.1, 1)).toBe(1.25);
    expect(stepSpeed(1.25, 1)).toBe(1.25);
    expect(stepSpeed(1, -1)).toBe(0.9);
    expect(stepSpeed(0.75, -1)).toBe(0.5);
    expect(stepSpeed(0.5, -1)).toBe(0.5);
  });

  it("move to the neighbouring step when the rate is between steps", () => {
    expect(nearestSpeedIndex(0.8)).toBe(1);
    expect(stepSpeed(0.95, 1)).toBe(1);
    expect(stepSpeed(0.95, -1)).toBe(0.9);
    expect(stepSpeed(2, 1)).toBe(1.25);
  });

  it("use the provider's own steps when given", () => {
    const youtube = [0.5, 0.75, 1, 1.25];
    expect(stepSpeed(1, -1, youtube)).toBe(0.75);
    expect(stepSpeed(0.9, 1, youtube)).toBe(1);
    expect(stepSpeed(1.1, 1, youtube)).toBe(1.25);
  });

  it("are written with a decimal comma", () => {
    expect(formatSpeed(0.75)).toBe("0,75×");
    expect(formatSpeed(1)).toBe("1×");
  });
});

describe("A–B loop", () => {
  const duration = 60;

  it("sets A, then B after it, and loops back to A on reaching B", () => {
    const withA = setLoopStart(NO_LOOP, 10, duration);
    expect(withA).toEqual({ a: 10, b: null });
    expect(loopJumpTarget(withA, 30)).toBeNull();
    const loop = setLoopEnd(withA, 14.5, duration);
    expect(loop).toEqual({ a: 10, b: 14.5 });
    expect(loopJumpTarget(loop, 12)).toBeNull();
    expect(loopJumpTarget(loop, 14.5)).toBe(10);
    expect(loopJumpTarget(loop, 14.52)).toBe(10);
  });

  it("jumps back to A when the video ends inside the loop (B at the very end)", () => {
    const loop = setLoopEnd(setLoopStart(NO_LOOP, 50, duration), 60, duration);
    expect(loopJumpTarget(loop, 59.9, true)).toBe(50);
  });

  it("does not force playback back into the loop when the student seeks before A", () => {
    const loop = { a: 10, b: 20 };
    expect(loopJumpTarget(loop, 3)).toBeNull();
  });

  it("refuses a B at or before A, or closer than the minimum passage", () => {
    const withA = { a: 10, b: null };
    expect(setLoopEnd(withA, 10, duration)).toBe(withA);
    expect(setLoopEnd(withA, 8, duration)).toBe(withA);
    expect(setLoopEnd(withA, 10 + MIN_LOOP_SECONDS / 2, duration)).toBe(withA);
    expect(setLoopEnd(withA, 10 + MIN_LOOP_SECONDS, duration)).toEqual({ a: 10, b: 10 + MIN_LOOP_SECONDS });
  });

  it("starts the passage at 0:00 when B is set without A", () => {
    expect(setLoopEnd(NO_LOOP, 7, duration)).toEqual({ a: 0, b: 7 });
  });

  it("drops B when a new A lands after it, keeps it otherwise", () => {
    expect(setLoopStart({ a: 10, b: 20 }, 25, duration)).toEqual({ a: 25, b: null });
    expect(setLoopStart({ a: 10, b: 20 }, 19.8, duration)).toEqual({ a: 19.8, b: null });
    expect(setLoopStart({ a: 10, b: 20 }, 5, duration)).toEqual({ a: 5, b: 20 });
  });

  it("keeps loop points inside the video", () => {
    expect(setLoopStart(NO_LOOP, -3, duration)).toEqual({ a: 0, b: null });
    expect(setLoopEnd({ a: 50, b: null }, 75, duration)).toEqual({ a: 50, b: 60 });
  });
});

describe("seeking and time labels", () => {
  it("skips 5 s within the video", () => {
    expect(skipTarget(10, 5, 60)).toBe(15);
    expect(skipTarget(2, -5, 60)).toBe(0);
    expect(skipTarget(58, 5, 60)).toBe(60);
  });

  it("only bounds below when the duration is unknown", () => {
    expect(clampTime(120, Number.NaN)).toBe(120);
    expect(clampTime(Number.NaN, 60)).toBe(0);
  });

  it("formats times like a media player and speaks them in Spanish", () => {
    expect(formatTime(0)).toBe("0:00");
    expect(formatTime(65.9)).toBe("1:05");
    expect(formatTime(3723)).toBe("1:02:03");
    expect(formatTime(2.5, true)).toBe("0:02,5");
    expect(formatTime(61, true)).toBe("1:01,0");
    expect(spokenTime(65)).toBe("1 minuto 5 segundos");
    expect(spokenTime(1)).toBe("1 segundo");
    expect(spokenTime(120)).toBe("2 minutos");
    expect(spokenTime(0)).toBe("0 segundos");
  });
});

describe("keyboard map", () => {
  it("maps every documented shortcut", () => {
    expect(commandForKey({ key: " " })).toBe("togglePlay");
    expect(commandForKey({ key: "k" })).toBe("togglePlay");
    expect(commandForKey({ key: "ArrowLeft" })).toBe("back");
    expect(commandForKey({ key: "ArrowRight" })).toBe("forward");
    expect(commandForKey({ key: "[" })).toBe("slower");
    expect(commandForKey({ key: "]" })).toBe("faster");
    expect(commandForKey({ key: "a" })).toBe("setA");
    expect(commandForKey({ key: "B" })).toBe("setB");
    expect(commandForKey({ key: "l" })).toBe("clearLoop");
    expect(commandForKey({ key: "M" })).toBe("toggleMirror");
    expect(commandForKey({ key: "?" })).toBe("toggleHelp");
  });

  it("leaves browser shortcuts alone", () => {
    expect(commandForKey({ key: "a", ctrlKey: true })).toBeNull();
    expect(commandForKey({ key: "ArrowLeft", altKey: true })).toBeNull();
    expect(commandForKey({ key: "m", metaKey: true })).toBeNull();
    expect(commandForKey({ key: "x" })).toBeNull();
  });

  it("documents each command once in the help", () => {
    const commands = SHORTCUTS.map((shortcut) => shortcut.command);
    expect(new Set(commands).size).toBe(commands.length);
    for (const key of [" ", "ArrowLeft", "ArrowRight", "[", "]", "a", "b", "l", "m", "?"]) {
      expect(commands).toContain(commandForKey({ key }));
    }
  });

  it("lets fields, sliders and focused buttons keep their own keys", () => {
    expect(keyBelongsToTarget("a", { tagName: "INPUT", type: "text" })).toBe(true);
    expect(keyBelongsToTarget("m", { tagName: "TEXTAREA" })).toBe(true);
    expect(keyBelongsToTarget("ArrowLeft", { tagName: "SELECT" })).toBe(true);
    expect(keyBelongsToTarget("ArrowLeft", { tagName: "INPUT", type: "range" })).toBe(true);
    expect(keyBelongsToTarget("a", { tagName: "INPUT", type: "range" })).toBe(false);
    expect(keyBelongsToTarget(" ", { tagName: "BUTTON" })).toBe(true);
    expect(keyBelongsToTarget("m", { tagName: "BUTTON" })).toBe(false);
    expect(keyBelongsToTarget(" ", { tagName: "INPUT", type: "radio" })).toBe(true);
    expect(keyBelongsToTarget("a", { tagName: "INPUT", type: "checkbox" })).toBe(false);
    expect(keyBelongsToTarget("a", { tagName: "DIV", isContentEditable: true })).toBe(true);
    expect(keyBelongsToTarget(" ", { tagName: "BODY" })).toBe(false);
    expect(keyBelongsToTarget(" ", null)).toBe(false);
  });
});
