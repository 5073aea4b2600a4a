import { MAX_TEMPO_BPM, MIN_TEMPO_BPM, type PracticeAir } from "@fz/contracts/practice-rules";
import { AIR_PATTERNS, type CajaStroke, type GuacharacaStroke } from "./patterns";

/**
 * What the metronome plays, step by step, as pure data: the engine asks for the sounds of the
 * next ~100 ms of audio-clock time every 25 ms (the "lookahead" scheduler) and hands them to
 * Web Audio with their exact start times, so timers' jitter never reaches the clicks.
 */

export interface MetronomeSettings {
  bpm: number;
  /** Ignored with an air (its pattern sets the bar). */
  beatsPerBar: number;
  /** Clicks per beat: 1, 2 (eighths), 3 (triplets), 4 (sixteenths). Ignored with an air. */
  subdivision: number;
  /** Accented beats of the bar (index 0 is the first beat). */
  accents: readonly boolean[];
  /** A vallenato air: caja and guacharaca play its pattern. */
  air: PracticeAir | null;
  /** The click on each beat (it may be muted when an air plays). */
  click: boolean;
}

export type Sound =
  | { voice: "click"; accent: boolean; strong: boolean }
  | { voice: "caja"; stroke: CajaStroke }
  | { voice: "guacharaca"; stroke: GuacharacaStroke };

export interface ScheduledStep {
  /** Audio-clock time (s). */
  time: number;
  /** Steps since the start. */
  step: number;
  bar: number;
  /** Beat of the bar (0-based), and whether the step falls on it. */
  beat: number;
  onBeat: boolean;
  sounds: Sound[];
}

export interface SchedulerState {
  step: number;
  time: number;
}

export const clampTempo = (bpm: number) => Math.min(MAX_TEMPO_BPM, Math.max(MIN_TEMPO_BPM, Math.round(bpm)));

export function barShape(settings: MetronomeSettings): { beatsPerBar: number; stepsPerBeat: number } {
  if (settings.air) {
    const pattern = AIR_PATTERNS[settings.air];
    return { beatsPerBar: pattern.beatsPerBar, stepsPerBeat: pattern.stepsPerBeat };
  }
  return { beatsPerBar: settings.beatsPerBar, stepsPerBeat: settings.subdivision };
}

export function stepSeconds(settings: MetronomeSettings): number {
  return 60 / (settings.bpm * barShape(settings).stepsPerBeat);
}

/** The sounds of step `step` (counted from the start). */
export function soundsOf(settings: MetronomeSettings, step: number): Omit<ScheduledStep, "time"> {
  const { beatsPerBar, stepsPerBeat } = barShape(settings);
  const stepsPerBar = beatsPerBar * stepsPerBeat;
  const inBar = step % stepsPerBar;
  const bar = Math.floor(step / stepsPerBar);
  const beat = Math.floor(inBar / stepsPerBeat);
  const onBeat = inBar % stepsPerBeat === 0;
  const sounds: Sound[] = [];
  if (settings.air) {
    const pattern = AIR_PATTERNS[settings.air];
    const caja = pattern.caja[inBar];
    const guacharaca = pattern.guacharaca[inBar];
    if (caja) sounds.push({ voice: "caja", stroke: caja });
    if (guacharaca) sounds.push({ voice: "guacharaca", stroke: guacharaca });
    if (settings.click && onBeat) sounds.push({ voice: "click", accent: Boolean(settings.accents[beat]), strong: true });
  } else if (settings.click) {
    sounds.push({ voice: "click", accent: onBeat && Boolean(settings.accents[beat]), strong: onBeat });
  }
  return { step, bar, beat, onBeat, sounds };
}

/** Every step that starts before `until`, from `state`; returns them and the state after. */
export function scheduleUntil(state: SchedulerState, settings: MetronomeSettings, until: number): { steps: ScheduledStep[]; state: SchedulerState } {
  const steps: ScheduledStep[] = [];
  let { step, time } = state;
  while (time < until) {
    steps.push({ time, ...soundsOf(settings, step) });
    // The step length is read at every step, so a tempo change applies from the next one.
    time += stepSeconds(settings);
    step += 1;
  }
  return { steps, state: { step, time } };
}

/**
 * Tap tempo: the median interval of the last taps (at most 6), in BPM; null before two taps
 * or after a pause of more than 2 s (which starts a new count).
 */
export function tapTempo(tapsMs: readonly number[]): number | null {
  const recent: number[] = [];
  for (let i = tapsMs.length - 1; i > 0 && recent.length < 5; i -= 1) {
    const interval = tapsMs[i]! - tapsMs[i - 1]!;
    if (interval <= 0 || interval > 2000) break;
    recent.push(interval);
  }
  if (recent.length === 0) return null;
  const sorted = recent.sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return clampTempo(60_000 / median);
}
