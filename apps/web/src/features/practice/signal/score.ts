/**
 * How a take matched the metronome ("Escúchame"). Each onset goes to the nearest expected
 * beat (or subdivision); a beat keeps its nearest onset; a beat is a hit when that onset is
 * within ±30 ms. Pure.
 */

export const HIT_TOLERANCE_MS = 30;

export interface TakeScore {
  expected: number;
  hits: number;
  /** hits / expected, 0–100, rounded. */
  hitPercent: number;
  /** Mean of the matched onsets' offsets (ms): positive is late (atrasado), negative early (adelantado). Null without onsets. */
  meanOffsetMs: number | null;
  /** Standard deviation of those offsets (ms): how steady the playing was. Null below two onsets. */
  spreadMs: number | null;
  /** The tempo the onsets kept (a line through onset time against beat number). Null below four. */
  tempoReachedBpm: number | null;
  /** Onsets heard within the take. */
  onsetCount: number;
  /** Each beat's offset (ms), null where nothing was heard. */
  offsets: (number | null)[];
}

export interface TakeInput {
  /** Expected times (s), ascending, evenly spaced: the metronome's clicks of the take. */
  beats: readonly number[];
  /** Onset times (s), on the same clock. */
  onsets: readonly number[];
  /** Beats per minute of the grid the beats are on (beats × subdivisions), for the tempo reached. */
  gridBpm: number;
  /** The grid's steps per beat (2 for eighths): the tempo reached is given in beats. */
  stepsPerBeat?: number;
  /** Output + input latency (ms), from the device's calibration: added to every expected time. */
  latencyMs?: number;
  toleranceMs?: number;
}

export function scoreTake({ beats, onsets, gridBpm, stepsPerBeat = 1, latencyMs = 0, toleranceMs = HIT_TOLERANCE_MS }: TakeInput): TakeScore {
  const step = 60 / gridBpm;
  const expected = beats.map((t) => t + latencyMs / 1000);
  const claimed: (number | null)[] = expected.map(() => null);
  let onsetCount = 0;
  if (expected.length > 0) {
    const first = expected[0]!;
    const last = expected[expected.length - 1]!;
    for (const onset of onsets) {
      if (onset < first - step / 2 || onset >= last + step / 2) continue;
      onsetCount += 1;
      const index = Math.min(expected.length - 1, Math.max(0, Math.round((onset - first) / step)));
      const offset = onset - expected[index]!;
      const current = claimed[index];
      if (current === null || current === undefined || Math.abs(offset) < Math.abs(current)) claimed[index] = offset;
    }
  }
  const offsets = claimed.map((o) => (o === null ? null : o * 1000));
  const matched = offsets.filter((o): o is number => o !== null);
  const hits = matched.filter((o) => Math.abs(o) <= toleranceMs + 1e-9).length;
  const mean = matched.length > 0 ? matched.reduce((s, o) => s + o, 0) / matched.length : null;
  const spread =
    mean !== null && matched.length > 1 ? Math.sqrt(matched.reduce((s, o) => s + (o - mean) ** 2, 0) / matched.length) : null;
  return {
    expected: expected.length,
    hits,
    hitPercent: expected.length === 0 ? 0 : Math.round((hits * 100) / expected.length),
    meanOffsetMs: mean,
    spreadMs: spread,
    tempoReachedBpm: tempoReached(expected, claimed, stepsPerBeat),
    onsetCount,
    offsets,
  };
}

/** Least-squares slope of onset time against beat number → seconds per step → beats per minute. */
function tempoReached(expected: readonly number[], claimed: readonly (number | null)[], stepsPerBeat: number): number | null {
  const points: [number, number][] = [];
  claimed.forEach((offset, i) => {
    if (offset !== null) points.push([i, expected[i]! + offset]);
  });
  if (points.length < 4) return null;
  const n = points.length;
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (const [x, y] of points) {
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
  }
  const secondsPerStep = sxy / sxx;
  if (!(secondsPerStep > 0)) return null;
  return 60 / (secondsPerStep * stepsPerBeat);
}

/**
 * A latency calibration from the offsets (ms) of a few beats the student clapped along to, on
 * a grid of `periodMs`: their median, when they agree (at least 6 heard, within ±20 ms of it);
 * null otherwise. Offsets are read on a circle — a latency near half a beat puts some claps
 * just before one click and others just after the one before — so they are first unwrapped
 * around their circular mean. The answer lies in [−¼, ¾) of a beat: latency is a delay.
 */
export function calibrate(offsetsMs: readonly (number | null)[], periodMs: number): number | null {
  const heard = offsetsMs.filter((o): o is number => o !== null);
  if (heard.length < 6) return null;
  const angle = (ms: number) => (2 * Math.PI * ms) / periodMs;
  const center = (Math.atan2(heard.reduce((s, o) => s + Math.sin(angle(o)), 0), heard.reduce((s, o) => s + Math.cos(angle(o)), 0)) * periodMs) / (2 * Math.PI);
  const wrap = (ms: number, low: number) => low + ((((ms - low) % periodMs) + periodMs) % periodMs);
  const unwrapped = heard.map((o) => wrap(o, center - periodMs / 2));
  const sorted = [...unwrapped].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  const agreeing = unwrapped.filter((o) => Math.abs(o - median) <= 20).length;
  return agreeing >= 6 ? Math.round(wrap(median, -periodMs / 4)) : null;
}
