import * as alphaTab from "@coderline/alphatab";
import { buttonTabToAlphaTex, parseButtonTab } from "@fz/contracts/button-tab";
import { describe, expect, it } from "vitest";
import { base64Bytes, type ScoreModelLike, timelineOf, timelineOfTab } from "@/features/learning/notation/utils/score-timeline";

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

describe("timelineOfTab", () => {
  /** What the topic page read from alphaTab before: the tab as alphaTex, parsed by alphaTab itself. */
  const engineTimeline = (text: string) => {
    const importer = new alphaTab.importer.AlphaTexImporter();
    importer.initFromString(buttonTabToAlphaTex(parseButtonTab(text)), new alphaTab.Settings());
    return timelineOf(importer.readScore() as unknown as ScoreModelLike);
  };

  it.each([
    ["a paseo in 4/4 with chords, rests, a dotted note and both hands", "tempo: 96\ncompás: 4/4\nSol4c/4. Si4c/8 Re5a+Fa#5a/4 s | Solc/4 Solc/8 s Rea/4 [Re]a/4\nSi4a+Re5a/2 Re5a/4 Do5c/8 s | Rea/2 [Re]a/4 Solc/8 s\n"],
    ["a son in 3/4 with sixteenths and a whole-bar rest", "tempo: 120\ncompás: 3/4\nMi5a/16 Re5a/16 Do5a/8 Si4c/4 La4c/4\ns/2.\nDo5c/2 Si4c/4\n"],
  ])("gives what alphaTab reads from the same tab: %s", (_, text) => {
    expect(timelineOfTab(parseButtonTab(text))).toEqual(engineTimeline(text));
  });
});

describe("base64Bytes", () => {
  it("decodes a file sent as base64, line breaks and all", () => {
    expect([...base64Bytes("R1BY\nAQI=")]).toEqual([71, 80, 88, 1, 2]);
  });
});
