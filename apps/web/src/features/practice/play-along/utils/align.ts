import type { PlayAlongTimeline } from "@/components/ui/play-along-slot";

/** Ticks per quarter note in alphaTab's model (the score's timeline). */
const QUARTER_TICKS = 960;

export type ScoreTimeline = PlayAlongTimeline;

/**
 * «Tócalo conmigo» (issue 39): a take the student played against the score, read note by note.
 * Pure: the page feeds it the notated events of the chosen bars, the onsets and pitch estimates
 * the practice studio's detectors heard (features/practice/signal: onsets.ts and pitch.ts, run
 * in the listener's worker), where the take started on the audio clock, the speed and the
 * device's latency (its calibration); it answers a verdict per note — a tiempo, adelantado,
 * atrasado (ms), nota equivocada (which one) or faltó —, the notes of more, a figure per bar and
 * the tempo the student reached.
 *
 * Onsets are matched to notes by dynamic programming (order kept, each onset to one note at
 * most, a note's window at most half the way to its neighbours), so one late note cannot steal
 * the next one's onset, and an extra hit in between is an extra, not a shift of everything after.
 */

/** Within this many ms of the notated time a note is «a tiempo» (the metronome's «Escúchame» uses the same, decision 021). */
export const ON_TIME_MS = 30;
/** No onset further than this from a note is taken for it. */
const MAX_WINDOW_SECONDS = 0.3;
/**
 * Onsets closer than this to the one before are the same attack (the onset detector's
 * refractory time is 45 ms; a plucked note out of silence can trigger it twice). A sixteenth
 * at 240 ♩/min is 62 ms.
 */
const SAME_ATTACK_SECONDS = 0.06;
/** Costs of the alignment: a note left without onset, an onset left without note. */
const MISS_COST = 1;
const EXTRA_COST = 0.6;

export interface NotatedEvent {
  /** 0-based bar of the score. */
  bar: number;
  /** Seconds from the start of the chosen bars, at the score's written tempo. */
  time: number;
  /** Quarter notes from the start of the chosen bars (the tempo reached is measured on them). */
  quarters: number;
  /** Written length, seconds at the written tempo. */
  duration: number;
  /** The written note (MIDI), or null for percussion: any sound is right. */
  midi: number | null;
}

export interface PitchReading {
  /** The end of the analysed window, seconds on the take's clock. */
  time: number;
  /** MIDI number (fractional), null when the window held no clear note. */
  midi: number | null;
}

export interface TakeToAlign {
  events: readonly NotatedEvent[];
  /** Onset times, seconds on the take's clock (the audio clock), ascending. */
  onsets: readonly number[];
  pitches: readonly PitchReading[];
  /** The clock time at which the chosen bars start (their time 0), as the student heard it. */
  start: number;
  /** Playback speed (0.5–1.25): notated time t is heard at start + t / speed. */
  speed: number;
  /** The device's output + input latency (ms, from its calibration): an onset is heard this much after it was played. */
  latencyMs: number;
  /** Length of the pitch detector's window (s): a reading covers [time − window, time]. */
  pitchWindow: number;
  toleranceMs?: number;
}

export type NoteVerdictKind = "on_time" | "early" | "late" | "wrong" | "missed";

export interface NoteVerdict {
  index: number;
  bar: number;
  kind: NoteVerdictKind;
  expectedMidi: number | null;
  /** The note heard (rounded MIDI), null when no clear pitch was heard or none is asked for. */
  playedMidi: number | null;
  /** Onset minus notated time (ms, latency removed): positive is late. Null when missed. */
  offsetMs: number | null;
}

export interface BarFigure {
  bar: number;
  notes: number;
  /** Notes right in pitch and in time. */
  good: number;
  /** good / notes, 0–100. */
  percent: number;
}

export interface PlayAlongReport {
  notes: NoteVerdict[];
  bars: BarFigure[];
  /** Onsets heard between the first and last notes' windows that match no note. */
  extras: number[];
  counts: Record<NoteVerdictKind, number> & { extra: number };
  /** on_time / notes, 0–100. */
  percent: number;
  /** The tempo the student played, in quarter notes per minute (least squares over the matched notes); null below three. */
  tempoBpm: number | null;
}

/**
 * The notated events of bars `from`…`to` (0-based, inclusive) of a timeline: one event per
 * attack (a chord sounds its top note: the melody), times at the written tempo from `from`'s start.
 */
export function eventsOf(timeline: ScoreTimeline, from: number, to: number, percussion: boolean): NotatedEvent[] {
  const bars = timeline.bars;
  const first = bars[from];
  if (!first) return [];
  // Seconds at each bar's start, from bar `from`.
  const barStarts: number[] = [];
  let clock = 0;
  for (let b = from; b <= to && b < bars.length; b += 1) {
    barStarts.push(clock);
    clock += (bars[b]!.durationTicks / QUARTER_TICKS) * (60 / bars[b]!.tempo);
  }
  const byTick = new Map<number, NotatedEvent>();
  for (const note of timeline.notes) {
    if (note.bar < from || note.bar > to) continue;
    const bar = bars[note.bar];
    if (!bar) continue;
    const secondsPerTick = 60 / bar.tempo / QUARTER_TICKS;
    const time = barStarts[note.bar - from]! + (note.startTick - bar.startTick) * secondsPerTick;
    const existing = byTick.get(note.startTick);
    if (existing) {
      if (!percussion && existing.midi !== null && note.midi > existing.midi) existing.midi = note.midi;
      continue;
    }
    byTick.set(note.startTick, {
      bar: note.bar,
      time,
      quarters: (note.startTick - first.startTick) / QUARTER_TICKS,
      duration: note.durationTicks * secondsPerTick,
      midi: percussion ? null : note.midi,
    });
  }
  return [...byTick.values()].sort((a, b) => a.time - b.time);
}

/** How long the chosen bars last at the written tempo (s). */
export function barsSeconds(timeline: ScoreTimeline, from: number, to: number): number {
  let total = 0;
  for (let b = from; b <= to && b < timeline.bars.length; b += 1) total += (timeline.bars[b]!.durationTicks / QUARTER_TICKS) * (60 / timeline.bars[b]!.tempo);
  return total;
}

export function alignTake(take: TakeToAlign): PlayAlongReport {
  const { events, speed, pitchWindow } = take;
  const tolerance = take.toleranceMs ?? ON_TIME_MS;
  const latency = take.latencyMs / 1000;
  const expected = events.map((e) => take.start + e.time / speed + latency);
  const n = events.length;
  // Each note's window: at most half the way to its neighbours, and never more than MAX_WINDOW.
  const windows = expected.map((t, i) => {
    const before = i > 0 ? (t - expected[i - 1]!) / 2 : Infinity;
    const after = i < n - 1 ? (expected[i + 1]! - t) / 2 : Infinity;
    return Math.max((tolerance * 1.5) / 1000, Math.min(MAX_WINDOW_SECONDS, before, after));
  });
  const attacks = take.onsets.filter((o, k) => k === 0 || o - take.onsets[k - 1]! >= SAME_ATTACK_SECONDS);
  const onsets = n === 0 ? [] : attacks.filter((o) => o >= expected[0]! - windows[0]! && o <= expected[n - 1]! + windows[n - 1]!);
  const m = onsets.length;

  // cost[i][j]: the cheapest reading of notes < i and onsets < j.
  const cost: Float64Array[] = Array.from({ length: n + 1 }, () => new Float64Array(m + 1));
  const move: Uint8Array[] = Array.from({ length: n + 1 }, () => new Uint8Array(m + 1)); // 1 match, 2 miss, 3 extra
  for (let i = 0; i <= n; i += 1) {
    for (let j = 0; j <= m; j += 1) {
      if (i === 0 && j === 0) continue;
      let best = Infinity;
      let how = 0;
      if (i > 0 && j > 0) {
        const distance = Math.abs(onsets[j - 1]! - expected[i - 1]!);
        if (distance <= windows[i - 1]!) {
          const c = cost[i - 1]![j - 1]! + distance / windows[i - 1]!;
          if (c < best) [best, how] = [c, 1];
        }
      }
      if (i > 0 && cost[i - 1]![j]! + MISS_COST < best) [best, how] = [cost[i - 1]![j]! + MISS_COST, 2];
      if (j > 0 && cost[i]![j - 1]! + EXTRA_COST < best) [best, how] = [cost[i]![j - 1]! + EXTRA_COST, 3];
      cost[i]![j] = best;
      move[i]![j] = how;
    }
  }
  const matched: (number | null)[] = events.map(() => null);
  const extras: number[] = [];
  for (let i = n, j = m; i > 0 || j > 0; ) {
    const how = move[i]![j];
    if (how === 1) {
      matched[i - 1] = j - 1;
      i -= 1;
      j -= 1;
    } else if (how === 2) i -= 1;
    else {
      extras.push(onsets[j - 1]!);
      j -= 1;
    }
  }
  extras.reverse();

  const notes: NoteVerdict[] = events.map((event, i) => {
    const j = matched[i];
    if (j === null || j === undefined) return { index: i, bar: event.bar, kind: "missed", expectedMidi: event.midi, playedMidi: null, offsetMs: null };
    const onset = onsets[j]!;
    const offsetMs = Math.round((onset - expected[i]!) * 1000);
    let playedMidi: number | null = null;
    if (event.midi !== null) {
      // The note lasts until the next onset heard, or its written end (with a little slack).
      const nextOnset = attacks.find((o) => o > onset) ?? Infinity;
      const end = Math.min(nextOnset, onset + Math.max(event.duration / speed, pitchWindow) + 0.03);
      playedMidi = pitchBetween(take.pitches, onset, end, pitchWindow);
    }
    const wrong = event.midi !== null && playedMidi !== null && playedMidi !== event.midi;
    const kind: NoteVerdictKind = wrong ? "wrong" : Math.abs(offsetMs) <= tolerance ? "on_time" : offsetMs < 0 ? "early" : "late";
    return { index: i, bar: event.bar, kind, expectedMidi: event.midi, playedMidi, offsetMs };
  });

  const barMap = new Map<number, BarFigure>();
  for (const note of notes) {
    const figure = barMap.get(note.bar) ?? { bar: note.bar, notes: 0, good: 0, percent: 0 };
    figure.notes += 1;
    if (note.kind === "on_time") figure.good += 1;
    barMap.set(note.bar, figure);
  }
  const bars = [...barMap.values()].sort((a, b) => a.bar - b.bar).map((b) => ({ ...b, percent: Math.round((100 * b.good) / b.notes) }));
  const counts = { on_time: 0, early: 0, late: 0, wrong: 0, missed: 0, extra: extras.length };
  for (const note of notes) counts[note.kind] += 1;

  // The tempo: onset time against the notated quarter, a least-squares line (at the take's speed).
  const points = notes.flatMap((note, i) => (note.offsetMs === null ? [] : [{ x: events[i]!.quarters, y: onsets[matched[i]!]! }]));
  let tempoBpm: number | null = null;
  if (points.length >= 3) {
    const mx = points.reduce((s, p) => s + p.x, 0) / points.length;
    const my = points.reduce((s, p) => s + p.y, 0) / points.length;
    const sxx = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
    const sxy = points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0);
    const secondsPerQuarter = sxx > 0 ? sxy / sxx : 0;
    if (secondsPerQuarter > 0) tempoBpm = Math.round(60 / secondsPerQuarter);
  }

  return { notes, bars, extras, counts, percent: n === 0 ? 0 : Math.round((100 * counts.on_time) / n), tempoBpm };
}

/**
 * The note heard between an onset and the note's end: the median of the clear readings whose
 * window lies inside it; a short note takes the readings whose window's later half does.
 */
function pitchBetween(pitches: readonly PitchReading[], onset: number, end: number, window: number): number | null {
  const clear = (list: readonly PitchReading[]) => list.flatMap((p) => (p.midi === null ? [] : [p.midi]));
  let readings = clear(pitches.filter((p) => p.time - window >= onset - 0.005 && p.time <= end + 0.005));
  if (readings.length === 0) readings = clear(pitches.filter((p) => p.time - window / 2 >= onset - 0.005 && p.time - window / 2 <= end));
  if (readings.length === 0) return null;
  const sorted = [...readings].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Math.round(median);
}

/**
 * The chosen bars' events on another clock — the lesson video's, where the score's sync
 * says each bar starts and ends — then through a line (video → audio clock) measured while
 * the take played: each event keeps its place within its bar. Answers events whose `time`
 * and `duration` are on that clock (align them with `start: 0`, `speed: 1`).
 */
export function eventsOnClock(
  events: readonly NotatedEvent[],
  timeline: ScoreTimeline,
  from: number,
  barSpan: (bar: number) => { start: number; end: number },
  toClock: (seconds: number) => number,
): NotatedEvent[] {
  const writtenStart = new Map<number, number>();
  return events.map((event) => {
    let start = writtenStart.get(event.bar);
    if (start === undefined) {
      start = barsSeconds(timeline, from, event.bar - 1);
      writtenStart.set(event.bar, start);
    }
    const length = barsSeconds(timeline, event.bar, event.bar);
    const span = barSpan(event.bar);
    const scale = length > 0 ? (span.end - span.start) / length : 1;
    const at = toClock(span.start + (event.time - start) * scale);
    return { ...event, time: at, duration: toClock(span.start + (event.time - start + event.duration) * scale) - at };
  });
}

/** A least-squares line y = a + b·x through pairs (the audio clock against the video's); null below two distinct x. */
export function fitLine(pairs: readonly { x: number; y: number }[]): { a: number; b: number } | null {
  if (pairs.length < 2) return null;
  const mx = pairs.reduce((s, p) => s + p.x, 0) / pairs.length;
  const my = pairs.reduce((s, p) => s + p.y, 0) / pairs.length;
  const sxx = pairs.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  if (sxx <= 0) return null;
  const b = pairs.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0) / sxx;
  return { a: my - b * mx, b };
}
