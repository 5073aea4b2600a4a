import type { ButtonTab } from "@fz/contracts/button-tab";
import type { ScoreTimeline } from "@/features/learning/notation/utils/score-sync";

/** The parts of alphaTab's score model the timeline reads (structural, so tests need no alphaTab). */
export interface ScoreModelLike {
  tempo: number;
  masterBars: { start: number; calculateDuration(): number; tempoAutomations?: { value: number }[] }[];
  tracks: {
    staves: {
      bars: { index: number; voices: { beats: { absolutePlaybackStart: number; playbackDuration: number; notes: { realValue: number }[] }[] }[] }[];
    }[];
  }[];
}

/** Bars (with the tempo in force) and the first staff's notes, in alphaTab's ticks. */
export function timelineOf(score: ScoreModelLike): ScoreTimeline {
  let tempo = score.tempo > 0 ? score.tempo : 120;
  const bars = score.masterBars.map((masterBar, index) => {
    const change = masterBar.tempoAutomations?.[0];
    if (change && change.value > 0) tempo = change.value;
    return { index, startTick: masterBar.start, durationTicks: masterBar.calculateDuration(), tempo };
  });
  const notes: ScoreTimeline["notes"] = [];
  for (const bar of score.tracks[0]?.staves[0]?.bars ?? []) {
    for (const beat of bar.voices[0]?.beats ?? []) {
      for (const note of beat.notes) notes.push({ bar: bar.index, startTick: beat.absolutePlaybackStart, durationTicks: beat.playbackDuration, midi: note.realValue });
    }
  }
  return { bars, notes };
}

/**
 * A button tablature's timeline read from the tab itself, the same alphaTab reads from
 * `buttonTabToAlphaTex` (a test holds them equal): the bars at the tab's one tempo and the right
 * hand's buttons. The keyboard, the tablature, the bar list and the sync map need no engine, so
 * they show at once and alphaTab waits until its staff is on the screen.
 */
export function timelineOfTab(tab: ButtonTab): ScoreTimeline {
  return {
    bars: tab.bars.map((bar, index) => ({ index, startTick: bar.startTick, durationTicks: bar.durationTicks, tempo: tab.tempo })),
    notes: tab.bars.flatMap((bar, index) =>
      bar.treble.flatMap((event) => event.buttons.map((button) => ({ bar: index, startTick: event.startTick, durationTicks: event.durationTicks, midi: button.midi }))),
    ),
  };
}

/** A Guitar Pro file travels as base64 text. */
export function base64Bytes(text: string): Uint8Array {
  const binary = atob(text.replace(/\s+/g, ""));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
