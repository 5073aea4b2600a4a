import { describe, expect, it } from "vitest";
import { detectOnsets } from "./onsets";
import { HIT_TOLERANCE_MS, calibrate, scoreTake } from "./score";
import { addNoise, clickTrack, sine } from "@fz/media/signals";

const SR = 48_000;

/** The click track's score against the metronome's grid (first beat at 0.5 s). */
function take({ bpm, offsetsMs, beats = 16, noise = 0.02, latencyMs = 0, sampleRate = SR }: { bpm: number; offsetsMs: number[]; beats?: number; noise?: number; latencyMs?: number; sampleRate?: number }) {
  const track = clickTrack({ bpm, beats, sampleRate, offsetsMs: offsetsMs.map((o) => o + latencyMs) });
  addNoise(track.samples, noise, bpm);
  const onsets = detectOnsets(track.samples, sampleRate);
  const grid = Array.from({ length: beats }, (_, i) => 0.5 + (i * 60) / bpm);
  return { track, onsets, score: scoreTake({ beats: grid, onsets, gridBpm: bpm, latencyMs }) };
}

describe("onset detection", () => {
  for (const bpm of [60, 100, 180]) {
    it(`finds every click of a ${bpm} BPM track with noise, each within ±5 ms`, () => {
      const offsets = [0, 12, -20, 35, -45, 8];
      const { track, onsets } = take({ bpm, offsetsMs: offsets });
      expect(onsets).toHaveLength(track.clickTimes.length);
      onsets.forEach((onset, i) => expect(Math.abs(onset - track.clickTimes[i]!) * 1000).toBeLessThanOrEqual(5));
    });
  }

  it("hears no onset in a steady tone or in steady noise", () => {
    expect(detectOnsets(addNoise(sine(220, 2, SR, 0.3), 0.02, 5), SR).length).toBeLessThanOrEqual(1);
    expect(detectOnsets(addNoise(new Float32Array(2 * SR), 0.1, 6), SR).length).toBeLessThanOrEqual(1);
  });

  it("finds the clicks whatever the chunk size the audio arrives in", () => {
    const track = clickTrack({ bpm: 120, beats: 8, sampleRate: SR });
    const a = detectOnsets(track.samples, SR, 128);
    const b = detectOnsets(track.samples, SR, 1000);
    expect(a).toEqual(b);
  });
});

describe("scoring a take", () => {
  it("reports the offsets within ±5 ms and the hit percentage exactly (100 BPM, every 4th click 60 ms late)", () => {
    const { score } = take({ bpm: 100, offsetsMs: [0, 0, 0, 60] });
    expect(score.expected).toBe(16);
    expect(score.hits).toBe(12);
    expect(score.hitPercent).toBe(75);
    expect(Math.abs(score.meanOffsetMs! - 15)).toBeLessThanOrEqual(5);
    expect(Math.abs(score.spreadMs! - 26)).toBeLessThanOrEqual(5);
    expect(Math.round(score.tempoReachedBpm!)).toBe(100);
  });

  it("tells early from late and counts the edge of ±30 ms in", () => {
    const early = take({ bpm: 90, offsetsMs: [-20] }).score;
    expect(early.hitPercent).toBe(100);
    expect(Math.abs(early.meanOffsetMs! + 20)).toBeLessThanOrEqual(5);
    const late = take({ bpm: 90, offsetsMs: [25, 45] }).score;
    expect(late.hitPercent).toBe(50);
    expect(Math.abs(late.meanOffsetMs! - 35)).toBeLessThanOrEqual(5);
    expect(HIT_TOLERANCE_MS).toBe(30);
  });

  it("compensates the device's latency from the calibration", () => {
    const { score } = take({ bpm: 120, offsetsMs: [0, 10, -10, 5], latencyMs: 140 });
    expect(score.hitPercent).toBe(100);
    expect(Math.abs(score.meanOffsetMs! - 1.25)).toBeLessThanOrEqual(5);
  });

  it("measures the tempo reached when the player rushes", () => {
    // 12 clicks at 104 BPM against a 100 BPM grid: each one 23 ms earlier than the grid step.
    const track = clickTrack({ bpm: 104, beats: 12, sampleRate: SR, firstBeat: 0.5 });
    const onsets = detectOnsets(addNoise(track.samples, 0.02, 3), SR);
    const grid = Array.from({ length: 12 }, (_, i) => 0.5 + i * 0.6);
    const score = scoreTake({ beats: grid, onsets, gridBpm: 100 });
    expect(Math.round(score.tempoReachedBpm!)).toBe(104);
    // Not keeping the click's tempo: the tempo is the story, not a mean offset that keeps growing.
    expect(score.pace).toBe("faster");
    expect(score.meanOffsetMs).toBeNull();
  });

  it("counts missing beats against the hit percentage, and extra onsets not at all", () => {
    const grid = [0, 0.5, 1, 1.5];
    const score = scoreTake({ beats: grid, onsets: [0.01, 0.26, 0.51, 1.02], gridBpm: 120 });
    expect(score.hits).toBe(3);
    expect(score.hitPercent).toBe(75);
    expect(score.offsets.map((o) => (o === null ? null : Math.round(o)))).toEqual([10, 10, 20, null]);
    expect(score.onsetCount).toBe(4);
  });

  it("scores an empty take as nothing heard", () => {
    const score = scoreTake({ beats: [0, 1], onsets: [], gridBpm: 60 });
    expect(score).toMatchObject({ hits: 0, hitPercent: 0, meanOffsetMs: null, spreadMs: null, tempoReachedBpm: null, onsetCount: 0 });
  });
});

describe("latency calibration", () => {
  it("takes the median of consistent claps, and refuses scattered ones", () => {
    expect(calibrate([120, 118, 125, 119, 180, 121, 122, 117], 600)).toBe(121);
    expect(calibrate([120, 20, -100, 250, 60, null, null, 0], 600)).toBeNull();
    expect(calibrate([120, 121, null, null, null, 119], 600)).toBeNull();
  });

  it("reads a latency of half a beat, whose claps fall on both sides of the clicks", () => {
    // 300 ms late on a 600 ms grid: the nearest click is sometimes the next one (−300).
    expect(calibrate([299, -299, 300, -300, 301, 298, -301, 360], 600)).toBe(300);
    // A long delay is a delay, not an early clap: claps 200 ms before a click are 400 ms after the one before.
    expect(calibrate([-200, -201, -199, -200, -202, -198], 600)).toBe(400);
  });
});
