import { describe, expect, it } from "vitest";
import { AIR_PATTERNS } from "./patterns";
import { type MetronomeSettings, scheduleUntil, tapTempo } from "./scheduler";

const plain: MetronomeSettings = { bpm: 120, beatsPerBar: 4, subdivision: 1, accents: [true, false, false, false], air: null, click: true };

describe("the lookahead scheduler", () => {
  it("places clicks on the audio clock, accenting the first beat of each bar", () => {
    const { steps, state } = scheduleUntil({ step: 0, time: 1 }, plain, 3);
    expect(steps.map((s) => s.time)).toEqual([1, 1.5, 2, 2.5]);
    expect(steps.map((s) => s.sounds[0])).toEqual([
      { voice: "click", accent: true, strong: true },
      { voice: "click", accent: false, strong: true },
      { voice: "click", accent: false, strong: true },
      { voice: "click", accent: false, strong: true },
    ]);
    // The next window continues where this one stopped, without drift.
    const next = scheduleUntil(state, plain, 4.1);
    expect(next.steps.map((s) => [s.time, s.bar, s.beat])).toEqual([
      [3, 1, 0],
      [3.5, 1, 1],
      [4, 1, 2],
    ]);
  });

  it("subdivides beats with weaker clicks in between", () => {
    const { steps } = scheduleUntil({ step: 0, time: 0 }, { ...plain, bpm: 60, subdivision: 3 }, 1.01);
    expect(steps.map((s) => [Math.round(s.time * 1000), s.onBeat])).toEqual([
      [0, true],
      [333, false],
      [667, false],
      [1000, true],
    ]);
    expect(steps[1]!.sounds[0]).toEqual({ voice: "click", accent: false, strong: false });
  });

  it("plays an air's caja and guacharaca pattern on its own bar", () => {
    for (const pattern of Object.values(AIR_PATTERNS)) {
      expect(pattern.caja).toHaveLength(pattern.beatsPerBar * pattern.stepsPerBeat);
      expect(pattern.guacharaca).toHaveLength(pattern.beatsPerBar * pattern.stepsPerBeat);
    }
    const { steps } = scheduleUntil({ step: 0, time: 0 }, { ...plain, bpm: 96, air: "paseo" }, 60 / 96);
    expect(steps).toHaveLength(4);
    expect(steps[0]!.sounds).toEqual([
      { voice: "caja", stroke: "golpe" },
      { voice: "guacharaca", stroke: "largo" },
      { voice: "click", accent: true, strong: true },
    ]);
    expect(steps[3]!.sounds.map((s) => s.voice)).toEqual(["caja", "guacharaca"]);
  });

  it("applies a tempo change from the next step", () => {
    const first = scheduleUntil({ step: 0, time: 0 }, plain, 0.6);
    const second = scheduleUntil(first.state, { ...plain, bpm: 60 }, 3);
    expect(second.steps.map((s) => s.time)).toEqual([1, 2]);
  });
});

describe("tap tempo", () => {
  it("reads the median of the last taps, clamps to 40–240 and restarts after a pause", () => {
    expect(tapTempo([0])).toBeNull();
    expect(tapTempo([0, 600, 1200, 1790, 2400])).toBe(100);
    expect(tapTempo([0, 100, 200])).toBe(240);
    expect(tapTempo([0, 500, 1000, 5000, 5600])).toBe(100);
  });
});
