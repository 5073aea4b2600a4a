/**
 * Where the score is at a video time, and the video time of a bar (issue 39). Pure: the
 * score view feeds it the bars alphaTab read and the admin's sync points, and asks it whenever
 * the cursor checks the player. The video's `currentTime` is media time, so playing at 0.5× or 1.25×, or
 * jumping back through an A–B loop, changes nothing here: the position is a function of the
 * time alone.
 */

/** Ticks per quarter note in alphaTab's model. */
export const QUARTER_TICKS = 960;

export interface TimelineBar {
  /** 0-based, as alphaTab's master bars. */
  index: number;
  startTick: number;
  durationTicks: number;
  /** Quarter notes per minute in force at the bar's start. */
  tempo: number;
}

export interface TimelineNote {
  bar: number;
  startTick: number;
  durationTicks: number;
  midi: number;
}

export interface ScoreTimeline {
  bars: TimelineBar[];
  /** The first staff's notes in order (the melody the accordion view lights). */
  notes: TimelineNote[];
}

export interface SyncPointInput {
  bar: number;
  seconds: number;
}

export interface ScorePosition {
  bar: number;
  /** 0 at the bar's start, up to (not including) 1 at its end. */
  fraction: number;
  /** The tick (alphaTab's score time) at this position. */
  tick: number;
}

export interface SyncMap {
  /** The score's position at a video time; null before the first bar or after the last. */
  positionAt(seconds: number): ScorePosition | null;
  /** The video time at which a bar starts. */
  barStart(bar: number): number;
  /** The video time at which a bar ends (the next one starts). */
  barEnd(bar: number): number;
  /** The video time of a tick (alphaTab's score time); a tick past the end gives the end. */
  timeAtTick(tick: number): number;
  barCount: number;
}

const barSeconds = (bar: TimelineBar) => (bar.durationTicks / QUARTER_TICKS) * (60 / bar.tempo);

/**
 * Builds the map. The score's own time (its tempo, bar by bar) is stretched piecewise between
 * the sync points: a bar between two points takes its share of their video interval in
 * proportion to its written length. Before the first point and after the last, the score
 * runs at its own tempo (scaled as the last interval, if there is one). No sync points: the
 * first bar starts at 0 s and the score keeps its own tempo.
 */
export function createSyncMap(bars: TimelineBar[], points: SyncPointInput[]): SyncMap {
  // The score's own clock: when each bar starts, and the end of the last.
  const own: number[] = [0];
  for (const bar of bars) own.push(own[own.length - 1]! + barSeconds(bar));
  const anchors = points.filter((p) => p.bar >= 0 && p.bar < bars.length).map((p) => ({ own: own[p.bar]!, video: p.seconds }));
  if (anchors.length === 0) anchors.push({ own: 0, video: 0 });
  const lastScale = anchors.length > 1 ? slope(anchors[anchors.length - 2]!, anchors[anchors.length - 1]!) : 1;

  function ownToVideo(t: number): number {
    const first = anchors[0]!;
    if (t <= first.own) return first.video + (t - first.own) * (anchors.length > 1 ? slope(first, anchors[1]!) : 1);
    for (let i = 1; i < anchors.length; i += 1) {
      const a = anchors[i - 1]!;
      const b = anchors[i]!;
      if (t <= b.own) return a.video + (t - a.own) * slope(a, b);
    }
    const last = anchors[anchors.length - 1]!;
    return last.video + (t - last.own) * lastScale;
  }

  function videoToOwn(v: number): number {
    const first = anchors[0]!;
    if (v <= first.video) return first.own + (v - first.video) / (anchors.length > 1 ? slope(first, anchors[1]!) : 1);
    for (let i = 1; i < anchors.length; i += 1) {
      const a = anchors[i - 1]!;
      const b = anchors[i]!;
      if (v <= b.video) return a.own + (v - a.video) / slope(a, b);
    }
    const last = anchors[anchors.length - 1]!;
    return last.own + (v - last.video) / lastScale;
  }

  return {
    barCount: bars.length,
    positionAt(seconds) {
      const t = videoToOwn(seconds);
      if (bars.length === 0 || t < 0 || t >= own[bars.length]!) return null;
      // Binary search: the last bar starting at or before t.
      let lo = 0;
      let hi = bars.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (own[mid]! <= t) lo = mid;
        else hi = mid - 1;
      }
      const bar = bars[lo]!;
      const fraction = Math.min(0.999999, (t - own[lo]!) / (own[lo + 1]! - own[lo]!));
      return { bar: lo, fraction, tick: bar.startTick + fraction * bar.durationTicks };
    },
    barStart: (bar) => ownToVideo(own[clampBar(bar, bars.length)]!),
    barEnd: (bar) => ownToVideo(own[clampBar(bar, bars.length) + 1]!),
    timeAtTick(tick) {
      if (bars.length === 0) return ownToVideo(0);
      // The last bar starting at or before the tick; within a bar the tempo is constant.
      let lo = 0;
      let hi = bars.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (bars[mid]!.startTick <= tick) lo = mid;
        else hi = mid - 1;
      }
      const bar = bars[lo]!;
      const fraction = Math.max(0, Math.min(1, (tick - bar.startTick) / bar.durationTicks));
      return ownToVideo(own[lo]! + fraction * (own[lo + 1]! - own[lo]!));
    },
  };
}

function slope(a: { own: number; video: number }, b: { own: number; video: number }): number {
  const ds = b.own - a.own;
  return ds > 0 ? (b.video - a.video) / ds : 1;
}

const clampBar = (bar: number, count: number) => Math.max(0, Math.min(count - 1, Math.floor(bar)));

/** The notes sounding at a tick (start ≤ tick < end). */
export function notesAt(notes: TimelineNote[], tick: number): TimelineNote[] {
  return notes.filter((n) => n.startTick <= tick && tick < n.startTick + n.durationTicks);
}

/**
 * The ticks at which what sounds changes: every bar line and each event's start and end (the
 * melody's notes, the bass), sorted and without repeats. The cursor sleeps until the next one.
 */
export function changeTicks(bars: readonly TimelineBar[], events: readonly { startTick: number; durationTicks: number }[]): number[] {
  const ticks = new Set<number>();
  for (const bar of bars) {
    ticks.add(bar.startTick);
    ticks.add(bar.startTick + bar.durationTicks);
  }
  for (const event of events) {
    ticks.add(event.startTick);
    ticks.add(event.startTick + event.durationTicks);
  }
  return [...ticks].sort((a, b) => a - b);
}

/** The first change strictly after `tick`, or null after the last. */
export function nextChange(ticks: readonly number[], tick: number): number | null {
  let lo = 0;
  let hi = ticks.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ticks[mid]! <= tick) lo = mid + 1;
    else hi = mid;
  }
  return lo < ticks.length ? ticks[lo]! : null;
}
