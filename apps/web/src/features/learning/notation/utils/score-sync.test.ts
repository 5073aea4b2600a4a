import { describe, expect, it } from "vitest";
import { QUARTER_TICKS, changeTicks, createSyncMap, nextChange, notesAt, type TimelineBar } from "@/features/learning/notation/utils/score-sync";

/** 2/4 bars at 120 ♩/min: one second each. */
const bars = (count: number, tempo = 120, quarters = 2): TimelineBar[] =>
  Array.from({ length: count }, (_, index) => ({ index, startTick: index * quarters * QUARTER_TICKS, durationTicks: quarters * QUARTER_TICKS, tempo }));

describe("createSyncMap", () => {
  it("without sync points follows the score's own tempo from 0 s", () => {
    const map = createSyncMap(bars(4), []);
    expect(map.positionAt(0)).toEqual({ bar: 0, fraction: 0, tick: 0 });
    expect(map.positionAt(2.5)).toMatchObject({ bar: 2, fraction: 0.5, tick: 2.5 * 2 * QUARTER_TICKS });
    expect(map.positionAt(4)).toBeNull();
    expect(map.positionAt(-0.1)).toBeNull();
    expect(map.barStart(3)).toBe(3);
    expect(map.barEnd(3)).toBe(4);
  });

  it("follows tempo changes bar by bar", () => {
    const changing = [...bars(2, 120), ...bars(2, 60).map((b, i) => ({ ...b, index: i + 2, startTick: (i + 2) * 2 * QUARTER_TICKS }))];
    const map = createSyncMap(changing, []);
    expect(map.barStart(2)).toBe(2);
    expect(map.barStart(3)).toBe(4);
    expect(map.positionAt(5)?.bar).toBe(3);
  });

  it("stretches the score between sync points and shifts it by the first one", () => {
    // The video starts the music at 1.5 s and plays it slower than written: 4 bars in 6 s.
    const map = createSyncMap(bars(8), [
      { bar: 0, seconds: 1.5 },
      { bar: 4, seconds: 7.5 },
    ]);
    expect(map.positionAt(1.4)).toBeNull();
    expect(map.positionAt(1.5)).toMatchObject({ bar: 0, fraction: 0 });
    expect(map.positionAt(3)).toMatchObject({ bar: 1, fraction: 0 });
    expect(map.positionAt(6.75)?.bar).toBe(3);
    expect(map.positionAt(6.75)?.fraction).toBeCloseTo(0.5);
    // After the last point the last interval's pace goes on.
    expect(map.barStart(6)).toBeCloseTo(10.5);
    for (let bar = 0; bar < 8; bar += 1) expect(map.positionAt(map.barStart(bar) + 1e-6)?.bar).toBe(bar);
  });

  it("gives the same position for the same video time at every speed and through A–B loops", () => {
    const map = createSyncMap(bars(16), [
      { bar: 0, seconds: 0.5 },
      { bar: 8, seconds: 8.1 },
      { bar: 12, seconds: 12.3 },
    ]);
    // Simulate frames: the media clock advances rate × wall time; a loop from bar 2 to bar 4 jumps back.
    for (const rate of [0.5, 0.75, 1, 1.25]) {
      const a = map.barStart(2);
      const b = map.barEnd(3);
      let media = a;
      const seen = new Set<number>();
      for (let frame = 0; frame < 600; frame += 1) {
        media += rate / 60;
        if (media >= b) media = a + (media - b);
        const position = map.positionAt(media)!;
        seen.add(position.bar);
        expect(position).toEqual(map.positionAt(media));
      }
      // Inside the loop the cursor only ever shows bars 3 and 4 (indexes 2 and 3).
      expect([...seen].sort()).toEqual([2, 3]);
    }
  });

  it("ignores sync points outside the score", () => {
    const map = createSyncMap(bars(2), [{ bar: 9, seconds: 3 }]);
    expect(map.barStart(1)).toBe(1);
  });
});

describe("notesAt", () => {
  it("lists the notes sounding at a tick", () => {
    const notes = [
      { bar: 0, startTick: 0, durationTicks: 480, midi: 76 },
      { bar: 0, startTick: 480, durationTicks: 480, midi: 73 },
      { bar: 0, startTick: 480, durationTicks: 960, midi: 57 },
    ];
    expect(notesAt(notes, 0).map((n) => n.midi)).toEqual([76]);
    expect(notesAt(notes, 960).map((n) => n.midi)).toEqual([57]);
    expect(notesAt(notes, 2000)).toEqual([]);
  });
});

describe("when the cursor wakes", () => {
  it("gives the video time of a tick through tempo changes and sync points", () => {
    const changing = [...bars(2, 120), ...bars(2, 60).map((b, i) => ({ ...b, index: i + 2, startTick: (i + 2) * 2 * QUARTER_TICKS }))];
    const map = createSyncMap(changing, []);
    expect(map.timeAtTick(QUARTER_TICKS)).toBeCloseTo(0.5);
    expect(map.timeAtTick(5 * QUARTER_TICKS)).toBeCloseTo(3);
    expect(map.timeAtTick(100 * QUARTER_TICKS)).toBeCloseTo(6);
    const synced = createSyncMap(bars(8), [
      { bar: 0, seconds: 1.5 },
      { bar: 4, seconds: 7.5 },
    ]);
    expect(synced.timeAtTick(3 * QUARTER_TICKS)).toBeCloseTo(1.5 + 1.5 * 1.5);
    // The inverse of positionAt.
    for (const seconds of [1.5, 2.2, 5.9, 9.3]) expect(synced.timeAtTick(synced.positionAt(seconds)!.tick)).toBeCloseTo(seconds);
  });

  it("lists each bar line and note boundary once, and finds the next one after a tick", () => {
    const ticks = changeTicks(bars(2), [
      { startTick: 0, durationTicks: 480 },
      { startTick: 480, durationTicks: 1440 },
      { startTick: 2400, durationTicks: 480 },
    ]);
    expect(ticks).toEqual([0, 480, 1920, 2400, 2880, 3840]);
    expect(nextChange(ticks, 0)).toBe(480);
    expect(nextChange(ticks, 479.5)).toBe(480);
    expect(nextChange(ticks, 480)).toBe(1920);
    expect(nextChange(ticks, 3000)).toBe(3840);
    expect(nextChange(ticks, 3840)).toBeNull();
  });
});
