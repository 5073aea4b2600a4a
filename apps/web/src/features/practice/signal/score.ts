/**
 * How a take matched the metronome ("Escúchame"). Pure.
 *
 * A student does not always play at the click's tempo: one who rushes steadily to 100 BPM
 * against a 92 BPM click drifts a whole beat ahead within a few bars, so matching each onset to
 * the nearest click (offsets that wrap at half a beat) gives a random "early" or "late" and a
 * false irregularity. So the take is read in two steps:
 *
 * 1. **The student's own pulse.** The tempo is searched from 68 % to 135 % of the click's (a
 *    comb over the onsets: how well they fall on a grid of each period, at the subdivision
 *    and at the beat), then each onset gets its step on that grid by walking from one onset to
 *    the next with a period that follows the last few steps (so an accelerando is followed).
 *    Onset time against step gives the tempo played (a least-squares line), the tempo at the
 *    start and at the end (a parabola: «estás acelerando / frenando»), and the steadiness as
 *    the spread around that curve — a steady player is steady at any tempo.
 * 2. **Against the click.** The student's steps are laid on the click's grid from the first
 *    onset, unwrapped: each beat's offset is the onset of that step minus the click (plus the
 *    device's latency). A hit is within ±30 ms. The mean offset (adelantado / atrasado) is given
 *    only while the student keeps the click's tempo; otherwise the tempo is the story.
 */

export const HIT_TOLERANCE_MS = 30;

/** Tempo differences smaller than this (a fraction of the click's) count as keeping the click. */
export const SAME_TEMPO_RATIO = 0.015;
/** A change of tempo from the first to the last beat smaller than this (BPM, or fraction) is steady. */
export const DRIFT_MIN_BPM = 3;
export const DRIFT_MIN_RATIO = 0.03;

export type TakePace = "with" | "faster" | "slower";
export type TakeDrift = "steady" | "accelerating" | "slowing";

export interface TakeScore {
  expected: number;
  hits: number;
  /** hits / expected, 0–100, rounded. */
  hitPercent: number;
  /**
   * Mean of the beats' offsets (ms): positive is late (atrasado), negative early (adelantado).
   * Null without onsets, and when the student does not keep the click's tempo (see `pace`).
   */
  meanOffsetMs: number | null;
  /** Spread (standard deviation, ms) of the onsets around the student's own pulse: how steady. Null below three onsets. */
  spreadMs: number | null;
  /** The tempo the student played, in the click's beats per minute. Null below four onsets. */
  tempoReachedBpm: number | null;
  /** The tempo at the take's first and last onset (a parabola through the onsets). Null below six onsets. */
  tempoStartBpm: number | null;
  tempoEndBpm: number | null;
  /** Against the click's tempo; null when the tempo is unknown. */
  pace: TakePace | null;
  /** Within the take; null when it cannot be told (fewer than six onsets). */
  drift: TakeDrift | null;
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
  /** Notes the student may play within one step of the grid (an air's subdivisions: 4 for the paseo's sixteenths). */
  subdivisions?: number;
  /** Output + input latency (ms), from the device's calibration: added to every expected time. */
  latencyMs?: number;
  toleranceMs?: number;
}

/**
 * The student's tempo is looked for between these fractions of the click's: 70–130 % with a
 * margin, and less than an octave wide, so half or double the tempo is never a rival reading.
 */
const SEARCH_MIN_RATIO = 0.68;
const SEARCH_MAX_RATIO = 1.35;
/** An onset nearly halfway between two steps of the student's grid is off it (a ghost note, a stroke between the steps). */
const OFF_GRID_FRACTION = 0.45;
/** Steps whose local period the walk follows. */
const WALK_WINDOW = 8;

export function scoreTake({
  beats,
  onsets,
  gridBpm,
  stepsPerBeat = 1,
  subdivisions = 1,
  latencyMs = 0,
  toleranceMs = HIT_TOLERANCE_MS,
}: TakeInput): TakeScore {
  const step = 60 / gridBpm;
  const expected = beats.map((t) => t + latencyMs / 1000);
  const heard = withinTake(expected, onsets, step);
  const sub = Math.max(1, Math.round(subdivisions));
  const pulse = heard.length >= 4 ? studentPulse(heard, step / sub, sub) : null;

  const offsetsS = pulse ? alignedOffsets(expected, pulse, step / sub, sub) : nearestOffsets(expected, heard, step);
  const offsets = offsetsS.map((o) => (o === null ? null : o * 1000));
  const matched = offsets.filter((o): o is number => o !== null);
  const hits = matched.filter((o) => Math.abs(o) <= toleranceMs + 1e-9).length;
  const mean = matched.length > 0 ? matched.reduce((s, o) => s + o, 0) / matched.length : null;

  const beatSeconds = step * stepsPerBeat;
  const toBpm = (secondsPerSubStep: number | null) =>
    secondsPerSubStep !== null && secondsPerSubStep > 0 ? 60 / (secondsPerSubStep * sub * stepsPerBeat) : null;
  const tempo = pulse ? toBpm(pulse.line.slope) : null;
  const clickBpm = 60 / beatSeconds;
  const pace: TakePace | null = tempo === null ? null : Math.abs(tempo / clickBpm - 1) <= SAME_TEMPO_RATIO ? "with" : tempo > clickBpm ? "faster" : "slower";

  let tempoStart: number | null = null;
  let tempoEnd: number | null = null;
  let drift: TakeDrift | null = null;
  if (pulse?.curve && tempo !== null) {
    tempoStart = toBpm(pulse.curve.b);
    tempoEnd = toBpm(pulse.curve.b + 2 * pulse.curve.c * pulse.lastStep);
    if (tempoStart !== null && tempoEnd !== null) {
      const change = tempoEnd - tempoStart;
      drift = Math.abs(change) < Math.max(DRIFT_MIN_BPM, DRIFT_MIN_RATIO * tempo) ? "steady" : change > 0 ? "accelerating" : "slowing";
    }
  }

  let spread: number | null = null;
  if (pulse) spread = pulse.residualMs;
  else if (mean !== null && matched.length > 1) spread = Math.sqrt(matched.reduce((s, o) => s + (o - mean) ** 2, 0) / matched.length);

  return {
    expected: expected.length,
    hits,
    hitPercent: expected.length === 0 ? 0 : Math.round((hits * 100) / expected.length),
    meanOffsetMs: pace === null || (pace === "with" && drift !== "accelerating" && drift !== "slowing") ? mean : null,
    spreadMs: spread,
    tempoReachedBpm: tempo,
    tempoStartBpm: tempoStart,
    tempoEndBpm: tempoEnd,
    pace,
    drift,
    onsetCount: heard.length,
    offsets,
  };
}

interface Line {
  intercept: number;
  slope: number;
}

interface Pulse {
  /** Each kept onset with its step on the student's grid (the first onset is step 0). */
  points: { step: number; time: number }[];
  lastStep: number;
  /** time ≈ intercept + slope · step. */
  line: Line;
  /** time ≈ a + b · step + c · step² (six onsets or more). */
  curve: { a: number; b: number; c: number } | null;
  /** Spread of the onsets around the curve (or the line), ms; null below three onsets. */
  residualMs: number | null;
}

/** The student's pulse: the period searched by a comb, then each onset walked onto its step. */
function studentPulse(onsets: readonly number[], clickSubStep: number, sub: number): Pulse | null {
  const start = comb(onsets.slice(0, Math.max(8, Math.ceil(onsets.length / 2))), clickSubStep, sub);
  const low = clickSubStep / SEARCH_MAX_RATIO;
  const high = clickSubStep / SEARCH_MIN_RATIO;
  const points = [{ step: 0, time: onsets[0]! }];
  let period = start;
  let local: Line | null = null;
  for (let k = 1; k < onsets.length; k += 1) {
    const onset = onsets[k]!;
    const last = points[points.length - 1]!;
    // Where this onset falls on the student's grid: from the last step, as the last few steps'
    // line places it (which smooths one late or early note), at their period.
    const anchor = local ? local.intercept + local.slope * last.step : last.time;
    const position = last.step + (onset - anchor) / period;
    const step = Math.round(position);
    // Between two steps (a flam, a ghost note, a stroke off the grid): not part of the pulse.
    if (Math.abs(position - step) > OFF_GRID_FRACTION) continue;
    if (step <= last.step) {
      // A second onset on the same step: keep the one nearer the pulse.
      if (step === last.step && Math.abs(onset - anchor) < Math.abs(last.time - anchor)) points[points.length - 1] = { step, time: onset };
      continue;
    }
    points.push({ step, time: onset });
    const recent = points.slice(-WALK_WINDOW);
    // A line through a few onsets, one of them late, tilts: the comb's period leads until there are six.
    if (recent.length >= 6) {
      const fitted = fitLine(recent);
      if (fitted && fitted.slope >= low && fitted.slope <= high) {
        local = fitted;
        period = fitted.slope;
      }
    }
  }
  const line = fitLine(points);
  // Onsets that fit no pulse in the range (noise, someone talking): no tempo to tell.
  if (!line || points.length < 4 || line.slope < low / 1.1 || line.slope > high * 1.1) return null;
  const lastStep = points[points.length - 1]!.step;
  const curve = points.length >= 6 && lastStep >= 4 ? fitParabola(points) : null;
  const residuals = points.map((p) => p.time - (curve ? curve.a + curve.b * p.step + curve.c * p.step ** 2 : line.intercept + line.slope * p.step));
  const dof = points.length - (curve ? 3 : 2);
  const residualMs = points.length >= 3 && dof > 0 ? Math.sqrt(residuals.reduce((s, r) => s + r * r, 0) / dof) * 1000 : null;
  return { points, lastStep, line, curve, residualMs };
}

/**
 * The period (s per sub-step) on whose grid the onsets fall best, between 68 % and 135 % of the
 * click's tempo. Each candidate is scored by how well the onsets line up on its sub-step grid and,
 * at half weight, on its beats — so a student playing only beats under a sixteenth grid is not
 * read as playing every fifth sixteenth of a faster beat. Near-ties go to the click's own tempo.
 */
function comb(onsets: readonly number[], clickSubStep: number, sub: number): number {
  const low = clickSubStep / SEARCH_MAX_RATIO;
  const high = clickSubStep / SEARCH_MIN_RATIO;
  const candidates: { period: number; fit: number }[] = [];
  for (let period = low; period <= high; period *= 1.002) {
    candidates.push({ period, fit: resultant(onsets, period) + 0.5 * resultant(onsets, period * sub) });
  }
  const best = Math.max(...candidates.map((c) => c.fit));
  let chosen = candidates[0]!;
  for (const candidate of candidates) {
    if (candidate.fit < best - 0.02) continue;
    if (Math.abs(Math.log(candidate.period / clickSubStep)) < Math.abs(Math.log(chosen.period / clickSubStep)) || chosen.fit < best - 0.02) chosen = candidate;
  }
  return chosen.period;
}

/** How well onsets fall on a grid of `period`: the length of their mean phase vector, 0–1. */
function resultant(onsets: readonly number[], period: number): number {
  let x = 0;
  let y = 0;
  for (const onset of onsets) {
    const angle = (2 * Math.PI * onset) / period;
    x += Math.cos(angle);
    y += Math.sin(angle);
  }
  return Math.hypot(x, y) / onsets.length;
}

/**
 * The student's steps laid on the click's grid from the first onset: each beat's offset (s) is
 * that step's onset minus the click, or null when the student played nothing on that beat.
 */
function alignedOffsets(expected: readonly number[], pulse: Pulse, clickSubStep: number, sub: number): (number | null)[] {
  const shift = Math.round((pulse.points[0]!.time - expected[0]!) / clickSubStep);
  const offsets: (number | null)[] = expected.map(() => null);
  for (const point of pulse.points) {
    const gridStep = point.step + shift;
    if (gridStep % sub !== 0) continue;
    const beat = gridStep / sub;
    if (beat >= 0 && beat < expected.length) offsets[beat] = point.time - expected[beat]!;
  }
  return offsets;
}

/** The onsets from half a step before the first beat to half a step after the last, in order. */
function withinTake(beats: readonly number[], onsets: readonly number[], step: number): number[] {
  if (beats.length === 0) return [];
  return onsets.filter((o) => o >= beats[0]! - step / 2 && o < beats[beats.length - 1]! + step / 2).sort((a, b) => a - b);
}

/** Few onsets: each goes to the nearest beat, and a beat keeps its nearest onset. */
function nearestOffsets(expected: readonly number[], onsets: readonly number[], step: number): (number | null)[] {
  const claimed: (number | null)[] = expected.map(() => null);
  if (expected.length === 0) return claimed;
  const first = expected[0]!;
  for (const onset of onsets) {
    const index = Math.min(expected.length - 1, Math.max(0, Math.round((onset - first) / step)));
    const offset = onset - expected[index]!;
    const current = claimed[index];
    if (current === null || current === undefined || Math.abs(offset) < Math.abs(current)) claimed[index] = offset;
  }
  return claimed;
}

function fitLine(points: readonly { step: number; time: number }[]): Line | null {
  const n = points.length;
  if (n < 2) return null;
  const mx = points.reduce((s, p) => s + p.step, 0) / n;
  const my = points.reduce((s, p) => s + p.time, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (const p of points) {
    sxy += (p.step - mx) * (p.time - my);
    sxx += (p.step - mx) ** 2;
  }
  if (sxx === 0) return null;
  const slope = sxy / sxx;
  return { slope, intercept: my - slope * mx };
}

/** Least squares time = a + b·step + c·step², through the normal equations (steps centred for stability). */
function fitParabola(points: readonly { step: number; time: number }[]): { a: number; b: number; c: number } | null {
  const n = points.length;
  const m = points.reduce((s, p) => s + p.step, 0) / n;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let s4 = 0;
  let t0 = 0;
  let t1 = 0;
  let t2 = 0;
  for (const p of points) {
    const x = p.step - m;
    s1 += x;
    s2 += x * x;
    s3 += x * x * x;
    s4 += x * x * x * x;
    t0 += p.time;
    t1 += x * p.time;
    t2 += x * x * p.time;
  }
  // Solve [[n s1 s2][s1 s2 s3][s2 s3 s4]] · [a' b' c'] = [t0 t1 t2] by Cramer's rule.
  const det3 = (a: number[][]) =>
    a[0]![0]! * (a[1]![1]! * a[2]![2]! - a[1]![2]! * a[2]![1]!) -
    a[0]![1]! * (a[1]![0]! * a[2]![2]! - a[1]![2]! * a[2]![0]!) +
    a[0]![2]! * (a[1]![0]! * a[2]![1]! - a[1]![1]! * a[2]![0]!);
  const matrix = [
    [n, s1, s2],
    [s1, s2, s3],
    [s2, s3, s4],
  ];
  const det = det3(matrix);
  if (Math.abs(det) < 1e-12) return null;
  const rhs = [t0, t1, t2];
  const solve = (column: number) => det3(matrix.map((row, i) => row.map((v, j) => (j === column ? rhs[i]! : v)))) / det;
  const a0 = solve(0);
  const b0 = solve(1);
  const c = solve(2);
  // Back from the centred step x = step − m: time = a0 + b0 (step − m) + c (step − m)².
  return { a: a0 - b0 * m + c * m * m, b: b0 - 2 * c * m, c };
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

/** The calibration's claps: each goes to the nearest click (the latency is read on a circle by `calibrate`). */
export function calibrationOffsets(beats: readonly number[], onsets: readonly number[], gridBpm: number): (number | null)[] {
  const step = 60 / gridBpm;
  return nearestOffsets(beats, withinTake(beats, onsets, step), step).map((o) => (o === null ? null : o * 1000));
}

/** Why a calibration gave no latency, or the latency it measured. */
export type CalibrationVerdict =
  | { kind: "measured"; latencyMs: number }
  /** No clap was heard near any click: the microphone heard nothing (issue 35.10). */
  | { kind: "silent" }
  /** Too few claps were heard to measure (`heard` of the beats). */
  | { kind: "few"; heard: number }
  /** Enough claps were heard, but they did not agree. */
  | { kind: "uneven" };

/** The calibration's outcome: measured, or why not — nothing heard, too little heard, or uneven claps. */
export function calibrationVerdict(offsetsMs: readonly (number | null)[], periodMs: number): CalibrationVerdict {
  const heard = offsetsMs.filter((o) => o !== null).length;
  if (heard === 0) return { kind: "silent" };
  if (heard < 6) return { kind: "few", heard };
  const latencyMs = calibrate(offsetsMs, periodMs);
  return latencyMs === null ? { kind: "uneven" } : { kind: "measured", latencyMs };
}
