import { describe, expect, it } from "vitest";
import { alignTake, barsSeconds, eventsOf, eventsOnClock, fitLine, type NotatedEvent, type PitchReading } from "@/features/practice/play-along/utils/align";
import { pluckedMelody } from "@fz/media/melody";
import type { ScoreTimeline } from "@/features/practice/play-along/utils/align";
import { midiOf } from "@/features/practice/signal/notes";
import { detectOnsets } from "@/features/practice/signal/onsets";
import { PITCH_WINDOW, createPitchTracker } from "@/features/practice/signal/pitch";

/** Two bars of 4/4 at 100 ♩/min, a quarter note each beat: Sol La Si Do | Re Do Si La. */
const MELODY = [67, 69, 71, 72, 74, 72, 71, 69];
const BEAT = 0.6;
const timeline: ScoreTimeline = {
  bars: [
    { index: 0, startTick: 0, durationTicks: 3840, tempo: 100 },
    { index: 1, startTick: 3840, durationTicks: 3840, tempo: 100 },
  ],
  notes: MELODY.map((midi, i) => ({ bar: i < 4 ? 0 : 1, startTick: i * 960, durationTicks: 960, midi })),
};
const events = eventsOf(timeline, 0, 1, false);
const WINDOW = 0.085;

interface Played {
  /** Seconds late (negative: early) against the notated time, before latency and speed. */
  late?: number;
  midi?: number;
  skip?: boolean;
}

/** What the detectors would report for a take: onsets (+ latency) and readings inside each note. */
function heard(played: Played[], { start = 10, speed = 1, latencyMs = 0, extra = [] as number[] } = {}) {
  const notes = events.flatMap((event, i) => {
    const p = played[i] ?? {};
    if (p.skip) return [];
    return [{ onset: start + event.time / speed + (p.late ?? 0) + latencyMs / 1000, midi: p.midi ?? event.midi! }];
  });
  const onsets = [...notes.map((n) => n.onset), ...extra].sort((a, b) => a - b);
  const pitches: PitchReading[] = [];
  notes.forEach((note, k) => {
    const end = notes[k + 1]?.onset ?? note.onset + BEAT / speed;
    for (let t = note.onset + WINDOW + 0.01; t <= end; t += 0.043) pitches.push({ time: t, midi: note.midi + 0.07 });
  });
  return { onsets, pitches };
}

const align = (played: Played[], options: { start?: number; speed?: number; latencyMs?: number; extra?: number[] } = {}) => {
  const { onsets, pitches } = heard(played, options);
  return alignTake({ events, onsets, pitches, start: options.start ?? 10, speed: options.speed ?? 1, latencyMs: options.latencyMs ?? 0, pitchWindow: WINDOW });
};

describe("eventsOf", () => {
  it("gives each attack its time, quarter and note at the written tempo, from the first chosen bar", () => {
    expect(events).toHaveLength(8);
    expect(events[5]).toEqual({ bar: 1, time: 3, quarters: 5, duration: 0.6, midi: 72 });
    const second = eventsOf(timeline, 1, 1, false);
    expect(second.map((e) => e.time)).toEqual([0, 0.6, 1.2, 1.8].map((t) => expect.closeTo(t, 9)));
    expect(barsSeconds(timeline, 0, 1)).toBeCloseTo(4.8, 9);
  });

  it("reads a chord as its top note, and percussion as any sound", () => {
    const chords: ScoreTimeline = { bars: timeline.bars, notes: [...timeline.notes, { bar: 0, startTick: 0, durationTicks: 960, midi: 60 }, { bar: 0, startTick: 960, durationTicks: 960, midi: 76 }] };
    expect(eventsOf(chords, 0, 0, false).map((e) => e.midi)).toEqual([67, 76, 71, 72]);
    expect(eventsOf(chords, 0, 0, true).map((e) => e.midi)).toEqual([null, null, null, null]);
  });
});

describe("alignTake", () => {
  it("all in time (within a few ms): every note «a tiempo», every bar at 100 %, at 100 ♩/min", () => {
    const report = align([{ late: 0.004 }, { late: -0.006 }, {}, { late: 0.01 }, {}, { late: -0.012 }, {}, { late: 0.003 }]);
    expect(report.notes.map((n) => n.kind)).toEqual(Array(8).fill("on_time"));
    expect(report.bars).toEqual([
      { bar: 0, notes: 4, good: 4, percent: 100 },
      { bar: 1, notes: 4, good: 4, percent: 100 },
    ]);
    expect(report.percent).toBe(100);
    expect(report.tempoBpm).toBe(100);
    expect(report.counts).toEqual({ on_time: 8, early: 0, late: 0, wrong: 0, missed: 0, extra: 0 });
  });

  it("one note 60 ms late is «atrasado» by 60 ms; one 45 ms early is «adelantado»", () => {
    const report = align([{}, {}, { late: 0.06 }, {}, {}, { late: -0.045 }, {}, {}]);
    expect(report.notes[2]).toMatchObject({ kind: "late", offsetMs: 60, bar: 0 });
    expect(report.notes[5]).toMatchObject({ kind: "early", offsetMs: -45, bar: 1 });
    expect(report.counts.on_time).toBe(6);
    expect(report.bars.map((b) => b.percent)).toEqual([75, 75]);
  });

  it("a wrong note says which note was played", () => {
    const report = align([{}, {}, {}, { midi: 74 }, {}, {}, {}, {}]);
    expect(report.notes[3]).toMatchObject({ kind: "wrong", expectedMidi: 72, playedMidi: 74, offsetMs: 0 });
    expect(report.counts).toMatchObject({ on_time: 7, wrong: 1 });
  });

  it("a missed note is «faltó», and the notes after it keep their own onsets", () => {
    const report = align([{}, { skip: true }, {}, {}, {}, {}, {}, { skip: true }]);
    expect(report.notes.map((n) => n.kind)).toEqual(["on_time", "missed", "on_time", "on_time", "on_time", "on_time", "on_time", "missed"]);
    expect(report.notes[1]!.offsetMs).toBeNull();
  });

  it("extra notes between the written ones are counted apart and take no note's place", () => {
    // A hit halfway between notes 2 and 3, and one 100 ms after note 5 (a double hit).
    const report = align([{}, {}, {}, {}, {}, {}, {}, {}], { extra: [10 + 1.5, 10 + 2.5] });
    expect(report.notes.map((n) => n.kind)).toEqual(Array(8).fill("on_time"));
    expect(report.counts.extra).toBe(2);
    expect(report.extras).toEqual([11.5, 12.5]);
  });

  it("a second onset within 60 ms of one is the same attack (a detector's double trigger), not an extra", () => {
    const report = align([{}, {}, {}, {}, {}, {}, {}, {}], { extra: [10 + 0.046, 10 + 1.85] });
    expect(report.counts.extra).toBe(0);
    expect(report.notes.map((n) => n.kind)).toEqual(Array(8).fill("on_time"));
  });

  it("hits before the first note's window and after the last one's are not the take's", () => {
    const report = align([{}, {}, {}, {}, {}, {}, {}, {}], { extra: [9, 20] });
    expect(report.counts.extra).toBe(0);
  });

  it("follows the speed and removes the calibrated latency: 0.5× and 1.25× with 120 ms of latency", () => {
    for (const speed of [0.5, 0.75, 1.25]) {
      const report = align([{}, {}, {}, {}, { late: 0.06 / speed }, {}, {}, {}], { speed, latencyMs: 120 });
      expect(report.notes.map((n) => n.kind)).toEqual(["on_time", "on_time", "on_time", "on_time", "late", "on_time", "on_time", "on_time"]);
      expect(report.notes[4]!.offsetMs).toBe(Math.round(60 / speed));
      expect(report.tempoBpm).toBeGreaterThanOrEqual(Math.round(100 * speed) - 2);
      expect(report.tempoBpm).toBeLessThanOrEqual(Math.round(100 * speed) + 2);
    }
  });

  it("without the latency removed, a slow device would read every note as late", () => {
    const { onsets, pitches } = heard(Array(8).fill({}), { latencyMs: 120 });
    const report = alignTake({ events, onsets, pitches, start: 10, speed: 1, latencyMs: 0, pitchWindow: WINDOW });
    expect(report.notes.every((n) => n.kind === "late" && n.offsetMs === 120)).toBe(true);
  });

  it("a student who plays steadily slower is told the tempo reached", () => {
    const played = events.map((e) => ({ late: e.time * (100 / 96 - 1) }));
    expect(align(played).tempoBpm).toBe(96);
  });

  it("percussion is read on onsets alone", () => {
    const drum: NotatedEvent[] = events.map((e) => ({ ...e, midi: null }));
    const { onsets } = heard([{}, {}, { late: 0.06 }, {}, {}, {}, {}, {}]);
    const report = alignTake({ events: drum, onsets, pitches: [], start: 10, speed: 1, latencyMs: 0, pitchWindow: WINDOW });
    expect(report.notes.map((n) => n.kind)).toEqual(["on_time", "on_time", "late", "on_time", "on_time", "on_time", "on_time", "on_time"]);
    expect(report.notes.every((n) => n.playedMidi === null)).toBe(true);
  });

  it("nothing heard: every note «faltó», no tempo", () => {
    const report = alignTake({ events, onsets: [], pitches: [], start: 0, speed: 1, latencyMs: 0, pitchWindow: WINDOW });
    expect(report.counts.missed).toBe(8);
    expect(report.percent).toBe(0);
    expect(report.tempoBpm).toBeNull();
  });
});

describe("alignTake on sound, through the practice studio's detectors", () => {
  const SAMPLE_RATE = 48_000;
  const START = 0.5;

  function listen(samples: Float32Array) {
    const onsets = detectOnsets(samples, SAMPLE_RATE);
    const tracker = createPitchTracker(SAMPLE_RATE);
    const pitches: PitchReading[] = [];
    for (let offset = 0; offset < samples.length; offset += 1024) {
      const chunk = samples.subarray(offset, Math.min(samples.length, offset + 1024));
      for (const estimate of tracker.push(chunk, offset + chunk.length)) {
        pitches.push({ time: estimate.frame / SAMPLE_RATE, midi: estimate.frequency === null ? null : midiOf(estimate.frequency) });
      }
    }
    return { onsets, pitches };
  }

  const take = (change: (i: number) => { late?: number; midi?: number }) =>
    pluckedMelody(
      events.map((e, i) => {
        const c = change(i);
        return { time: START + e.time + (c.late ?? 0), midi: c.midi ?? e.midi!, seconds: e.duration - 0.02 };
      }),
      START + 6,
      SAMPLE_RATE,
    );

  it("a melody played in time, one note 60 ms late, one wrong note", () => {
    const audio = take((i) => (i === 2 ? { late: 0.06 } : i === 6 ? { midi: 69 } : {}));
    const { onsets, pitches } = listen(audio);
    const report = alignTake({ events, onsets, pitches, start: START, speed: 1, latencyMs: 0, pitchWindow: PITCH_WINDOW / SAMPLE_RATE });
    expect(report.notes.map((n) => n.kind)).toEqual(["on_time", "on_time", "late", "on_time", "on_time", "on_time", "wrong", "on_time"]);
    expect(report.notes[2]!.offsetMs).toBeGreaterThanOrEqual(57);
    expect(report.notes[2]!.offsetMs).toBeLessThanOrEqual(63);
    expect(report.notes[6]).toMatchObject({ expectedMidi: 71, playedMidi: 69 });
    expect(report.counts.extra).toBe(0);
  });
});

describe("playing along with the video", () => {
  it("places each note within its bar as the sync places the bar, then on the audio clock", () => {
    // Bar 1 sits at 20–22 s of the video (faster than written), bar 2 at 22–26 s (slower); the video
    // plays at 1.25× from audio time 100 s when it shows 20 s.
    const span = (bar: number) => (bar === 0 ? { start: 20, end: 22 } : { start: 22, end: 26 });
    const line = fitLine([0, 1, 2, 3].map((k) => ({ x: 20 + k, y: 100 + k / 1.25 })))!;
    expect(line.b).toBeCloseTo(0.8, 9);
    const onClock = eventsOnClock(events, timeline, 0, span, (v) => line.a + line.b * v);
    expect(onClock[1]!.time).toBeCloseTo(100 + 0.5 / 1.25, 6);
    expect(onClock[4]!.time).toBeCloseTo(100 + 2 / 1.25, 6);
    expect(onClock[5]!.time).toBeCloseTo(100 + 3 / 1.25, 6);
    expect(onClock[5]!.duration).toBeCloseTo(1 / 1.25, 6);
    // Aligned on that clock: one note 60 ms late, the rest in time.
    const onsets = onClock.map((e, i) => e.time + (i === 6 ? 0.06 : 0));
    const report = alignTake({ events: onClock, onsets, pitches: [], start: 0, speed: 1, latencyMs: 0, pitchWindow: WINDOW });
    expect(report.notes.map((n) => n.kind)).toEqual(["on_time", "on_time", "on_time", "on_time", "on_time", "on_time", "late", "on_time"]);
  });

  it("a line needs two distinct points", () => {
    expect(fitLine([{ x: 1, y: 2 }])).toBeNull();
    expect(fitLine([{ x: 1, y: 2 }, { x: 1, y: 3 }])).toBeNull();
  });
});
