import { describe, expect, it } from "vitest";
import { detectOnsets } from "./onsets";
import { AIR_PATTERNS } from "./patterns";
import { calibrate, calibrationOffsets, calibrationVerdict, scoreTake } from "./score";
import { addNoise, clickTrack } from "@fz/media/signals";
import { seededRandom } from "@fz/media/synth";

/**
 * Takes whose tempo is not the click's: a student who rushes, drags, accelerates or slows down.
 * Onset times are built from a tempo curve (BPM at each beat), with seeded jitter.
 */

const FIRST = 0.5;

/** The click's beats: `count` beats at `bpm` from FIRST. */
const grid = (bpm: number, count: number) => Array.from({ length: count }, (_, i) => FIRST + (i * 60) / bpm);

/**
 * A student's onsets: beat i at the tempo `tempoAt(i)` (BPM), playing the steps of `pattern`
 * (per beat, out of `steps`), starting at FIRST + start, with jitter of ±jitterMs.
 */
function playing({
  beats,
  tempoAt,
  pattern = [0],
  steps = 1,
  jitterMs = 0,
  start = 0,
  seed = 3,
}: {
  beats: number;
  tempoAt: (beat: number) => number;
  pattern?: number[];
  steps?: number;
  jitterMs?: number;
  start?: number;
  seed?: number;
}): number[] {
  const random = seededRandom(seed);
  const out: number[] = [];
  let t = FIRST + start;
  for (let beat = 0; beat < beats; beat += 1) {
    const period = 60 / tempoAt(beat);
    for (const step of pattern) out.push(t + (step * period) / steps + ((random() * 2 - 1) * jitterMs) / 1000);
    t += period;
  }
  return out;
}

describe("a take at another tempo than the click", () => {
  const click = 92;
  for (const ratio of [0.7, 0.8, 0.9, 1, 100 / 92, 1.2, 1.3]) {
    const tempo = click * ratio;
    it(`reads a steady ${tempo.toFixed(1)} BPM against a ${click} BPM click (${Math.round(ratio * 100)} %) and keeps it steady`, () => {
      // The take lasts 16 of the click's beats; a slower student plays fewer in that time.
      const score = scoreTake({ beats: grid(click, 16), onsets: playing({ beats: 24, tempoAt: () => tempo, jitterMs: 6 }), gridBpm: click });
      expect(Math.abs(score.tempoReachedBpm! - tempo)).toBeLessThanOrEqual(1);
      expect(score.pace).toBe(ratio === 1 ? "with" : ratio > 1 ? "faster" : "slower");
      expect(score.drift).toBe("steady");
      expect(score.spreadMs!).toBeLessThanOrEqual(8);
      if (ratio === 1) expect(Math.abs(score.meanOffsetMs!)).toBeLessThanOrEqual(5);
      else expect(score.meanOffsetMs).toBeNull();
    });
  }

  it("tells a steady 100 BPM against a 92 BPM click, heard through the onset detector", () => {
    const SR = 48_000;
    const track = clickTrack({ bpm: 100, beats: 16, sampleRate: SR, firstBeat: FIRST });
    const onsets = detectOnsets(addNoise(track.samples, 0.02, 5), SR);
    const score = scoreTake({ beats: grid(92, 16), onsets, gridBpm: 92 });
    expect(Math.round(score.tempoReachedBpm!)).toBe(100);
    expect(score.pace).toBe("faster");
    expect(score.drift).toBe("steady");
    expect(score.spreadMs!).toBeLessThanOrEqual(5);
    // The unwrapped offsets grow steadily early: the first beat is on the click, later ones ahead.
    const heard = score.offsets.filter((o): o is number => o !== null);
    expect(heard[0]!).toBeGreaterThan(-10);
    for (let i = 1; i < heard.length; i += 1) expect(heard[i]!).toBeLessThan(heard[i - 1]!);
  });

  it("says when the student accelerates, and by how much", () => {
    const score = scoreTake({
      beats: grid(92, 24),
      onsets: playing({ beats: 24, tempoAt: (b) => 84 + (16 * b) / 23, jitterMs: 5 }),
      gridBpm: 92,
    });
    expect(score.drift).toBe("accelerating");
    expect(Math.abs(score.tempoStartBpm! - 84)).toBeLessThanOrEqual(3);
    expect(Math.abs(score.tempoEndBpm! - 100)).toBeLessThanOrEqual(3);
    expect(score.meanOffsetMs).toBeNull();
    expect(score.spreadMs!).toBeLessThanOrEqual(8);
  });

  it("says when the student slows down, and by how much", () => {
    const score = scoreTake({
      beats: grid(92, 24),
      onsets: playing({ beats: 24, tempoAt: (b) => 104 - (20 * b) / 23, jitterMs: 5 }),
      gridBpm: 92,
    });
    expect(score.drift).toBe("slowing");
    expect(Math.abs(score.tempoStartBpm! - 104)).toBeLessThanOrEqual(3);
    expect(Math.abs(score.tempoEndBpm! - 84)).toBeLessThanOrEqual(3);
  });

  it("calls a jittery but even player steady, and an even player on the click on time", () => {
    const score = scoreTake({ beats: grid(100, 32), onsets: playing({ beats: 32, tempoAt: () => 100, jitterMs: 15, seed: 11 }), gridBpm: 100 });
    expect(score.drift).toBe("steady");
    expect(score.pace).toBe("with");
    expect(score.spreadMs!).toBeGreaterThan(5);
    expect(score.spreadMs!).toBeLessThanOrEqual(14);
    expect(score.hitPercent).toBe(100);
  });

  it("finds the pulse when the student starts after the first beat and skips one", () => {
    const onsets = playing({ beats: 16, tempoAt: () => 110, start: 60 / 92 }).filter((_, i) => i !== 5);
    const score = scoreTake({ beats: grid(92, 16), onsets, gridBpm: 92 });
    expect(Math.abs(score.tempoReachedBpm! - 110)).toBeLessThanOrEqual(1);
    expect(score.offsets[0]).toBeNull();
    expect(Math.abs(score.offsets[1]!)).toBeLessThanOrEqual(2);
  });
});

describe("subdivided airs", () => {
  const airs = [
    { name: "paseo", voice: "guacharaca" as const },
    { name: "paseo", voice: "caja" as const },
    { name: "merengue", voice: "guacharaca" as const },
    { name: "son", voice: "guacharaca" as const },
    { name: "puya", voice: "caja" as const },
  ];
  for (const { name, voice } of airs) {
    const air = AIR_PATTERNS[name as keyof typeof AIR_PATTERNS];
    // The voice's strokes as steps within each beat (its bar folded onto beats: a beat's own pattern).
    const strokes = air[voice].map((s, i) => (s === null ? null : i)).filter((i): i is number => i !== null);
    const perBeat = (beat: number) => strokes.filter((i) => Math.floor(i / air.stepsPerBeat) === beat % air.beatsPerBar).map((i) => i % air.stepsPerBeat);
    for (const ratio of [0.8, 1, 1.15]) {
      it(`reads the ${name}'s ${voice} at ${Math.round(ratio * 100)} % of the click`, () => {
        const click = air.defaultTempo;
        const tempo = click * ratio;
        const random = seededRandom(7);
        const onsets: number[] = [];
        let t = FIRST;
        for (let beat = 0; beat < 16; beat += 1) {
          const period = 60 / tempo;
          for (const step of perBeat(beat)) onsets.push(t + (step * period) / air.stepsPerBeat + ((random() * 2 - 1) * 4) / 1000);
          t += period;
        }
        const score = scoreTake({ beats: grid(click, 16), onsets, gridBpm: click, subdivisions: air.stepsPerBeat });
        expect(Math.abs(score.tempoReachedBpm! - tempo)).toBeLessThanOrEqual(1.5);
        expect(score.pace).toBe(ratio === 1 ? "with" : ratio > 1 ? "faster" : "slower");
        expect(score.drift).toBe("steady");
        expect(score.spreadMs!).toBeLessThanOrEqual(6);
      });
    }
  }
});

describe("whatever the microphone hears", () => {
  it("gives figures the practice log accepts, for random onsets at any tempo", () => {
    const random = seededRandom(42);
    for (let run = 0; run < 300; run += 1) {
      const click = 40 + Math.floor(random() * 200);
      const beats = grid(click, 4 + Math.floor(random() * 60));
      const onsets = Array.from({ length: Math.floor(random() * 120) }, () => random() * (beats[beats.length - 1]! + 2));
      const score = scoreTake({ beats, onsets, gridBpm: click, subdivisions: 1 + Math.floor(random() * 4), latencyMs: random() * 300 });
      expect(score.hitPercent).toBeGreaterThanOrEqual(0);
      expect(score.hitPercent).toBeLessThanOrEqual(100);
      if (score.meanOffsetMs !== null) expect(Math.abs(score.meanOffsetMs)).toBeLessThanOrEqual(750);
      if (score.spreadMs !== null) expect(score.spreadMs).toBeLessThanOrEqual(750);
      if (score.tempoReachedBpm !== null) {
        expect(score.tempoReachedBpm).toBeGreaterThanOrEqual(20);
        expect(score.tempoReachedBpm).toBeLessThanOrEqual(480);
      }
      expect(score.offsets).toHaveLength(beats.length);
    }
  });
});

describe("a take on an air's grid", () => {
  it("scores beats played under a sixteenth grid like beats (100 BPM, every 4th 60 ms late: 75 %, +15 ms)", () => {
    const onsets = grid(100, 16).map((t, i) => t + (i % 4 === 3 ? 0.06 : 0));
    const score = scoreTake({ beats: grid(100, 16), onsets, gridBpm: 100, subdivisions: 4 });
    expect(score.hitPercent).toBe(75);
    expect(Math.abs(score.meanOffsetMs! - 15)).toBeLessThanOrEqual(2);
    expect(Math.round(score.tempoReachedBpm!)).toBe(100);
    expect(score.pace).toBe("with");
    expect(score.drift).toBe("steady");
  });
});

describe("the browser journey's click loop, at every phase of the metronome", () => {
  // The loop the fake microphone plays (scripts/practice-audio.ts): 16 clicks at 100 BPM, every
  // fourth one 60 ms late, 9.6 s, repeated. The metronome starts at any moment of it.
  const SR = 48_000;
  const loop = addNoise(clickTrack({ bpm: 100, beats: 16, sampleRate: SR, firstBeat: 0.3, offsetsMs: [0, 0, 0, 60], seconds: 9.6 }).samples, 0.01, 3);
  const audio = new Float32Array(loop.length * 3);
  for (let i = 0; i < 3; i += 1) audio.set(loop, i * loop.length);
  const onsets = detectOnsets(audio, SR);
  for (let phase = 0; phase < 0.6; phase += 0.05) {
    it(`after calibrating, a paseo take of 8 beats at 100 BPM scores 75 %, +15 ms (phase ${phase.toFixed(2)} s)`, () => {
      const calibration = Array.from({ length: 8 }, (_, i) => 1 + phase + i * 0.6);
      const latencyMs = calibrate(calibrationOffsets(calibration, onsets, 100), 600);
      expect(latencyMs).not.toBeNull();
      const score = scoreTake({ beats: Array.from({ length: 8 }, (_, i) => 7 + phase + i * 0.6), onsets, gridBpm: 100, subdivisions: 4, latencyMs: latencyMs! });
      expect(score.hitPercent).toBe(75);
      expect(Math.abs(score.meanOffsetMs! - 15)).toBeLessThanOrEqual(3);
      expect(Math.abs(score.tempoReachedBpm! - 100)).toBeLessThanOrEqual(1.5);
    });
    it(`against a 92 BPM click the same loop reads 100 BPM, faster (phase ${phase.toFixed(2)} s)`, () => {
      const score = scoreTake({ beats: Array.from({ length: 16 }, (_, i) => 7 + phase + (i * 60) / 92), onsets, gridBpm: 92 });
      expect(Math.abs(score.tempoReachedBpm! - 100)).toBeLessThanOrEqual(1.5);
      expect(score.pace).toBe("faster");
      expect(score.drift).toBe("steady");
    });
  }
});

describe("the calibration's verdict (issue 35.10)", () => {
  const beats = Array.from({ length: 8 }, (_, i) => 1 + i * 0.6);
  it("nothing heard is «silent», not uneven claps", () => {
    expect(calibrationVerdict(calibrationOffsets(beats, [], 100), 600)).toEqual({ kind: "silent" });
    // Sounds long before or after the calibration are not claps along to it.
    expect(calibrationVerdict(calibrationOffsets(beats, [0.1, 12], 100), 600)).toEqual({ kind: "silent" });
  });
  it("a few claps heard says how many", () => {
    expect(calibrationVerdict(calibrationOffsets(beats, [1.08, 1.68, 2.28], 100), 600)).toEqual({ kind: "few", heard: 3 });
  });
  it("claps all over the beat are uneven; steady ones measure the latency", () => {
    const uneven = beats.map((t, i) => t + [0, 0.25, 0.1, 0.2, 0.05, 0.15, 0.28, 0.02][i]!);
    expect(calibrationVerdict(calibrationOffsets(beats, uneven, 100), 600)).toEqual({ kind: "uneven" });
    const steady = beats.map((t) => t + 0.08);
    expect(calibrationVerdict(calibrationOffsets(beats, steady, 100), 600)).toEqual({ kind: "measured", latencyMs: 80 });
  });
});
