import { describe, expect, it } from "vitest";
import { base64Bytes, timelineOf } from "@/features/learning/notation/utils/score-timeline";

const beat = (start: number, duration: number, ...midis: number[]) => ({ absolutePlaybackStart: start, playbackDuration: duration, notes: midis.map((realValue) => ({ realValue })) });

describe("timelineOf", () => {
  it("reads bars with the tempo in force and the first staff's notes", () => {
    const timeline = timelineOf({
      tempo: 120,
      masterBars: [
        { start: 0, calculateDuration: () => 1920 },
        { start: 1920, calculateDuration: () => 1920, tempoAutomations: [{ value: 90 }] },
        { start: 3840, calculateDuration: () => 960 },
      ],
      tracks: [
        {
          staves: [
            {
              bars: [
                { index: 0, voices: [{ beats: [beat(0, 960, 76), beat(960, 960)] }] },
                { index: 1, voices: [{ beats: [beat(1920, 1920, 73, 69)] }] },
              ],
            },
            { bars: [{ index: 0, voices: [{ beats: [beat(0, 1920, 45)] }] }] },
          ],
        },
      ],
    });
    expect(timeline.bars.map((b) => b.tempo)).toEqual([120, 90, 90]);
    expect(timeline.bars[2]).toEqual({ index: 2, startTick: 3840, durationTicks: 960, tempo: 90 });
    expect(timeline.notes).toEqual([
      { bar: 0, startTick: 0, durationTicks: 960, midi: 76 },
      { bar: 1, startTick: 1920, durationTicks: 1920, midi: 73 },
      { bar: 1, startTick: 1920, durationTicks: 1920, midi: 69 },
    ]);
  });
});

describe("base64Bytes", () => {
  it("decodes a file sent as base64, line breaks and all", () => {
    expect([...base64Bytes("R1BY\nAQI=")]).toEqual([71, 80, 88, 1, 2]);
  });
});
