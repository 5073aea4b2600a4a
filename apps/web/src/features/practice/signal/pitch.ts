import { PitchDetector } from "pitchy";

/**
 * Pitch detection with pitchy's McLeod pitch method (normalised square difference + peak
 * picking), on a sliding window, plus the smoothing the needle needs. Pure: the worker feeds it
 * the microphone, the tests feed it synthesised sines.
 */

/** 4096 samples (85 ms at 48 kHz) hold 7 periods of the guitar's low Mi (82.4 Hz). */
export const PITCH_WINDOW = 4096;
export const PITCH_HOP = 2048;
/** Below this clarity (0–1) the window holds no clear note (noise, a chord, silence). */
export const MIN_CLARITY = 0.9;
/** About −45 dBFS: quieter is treated as silence. */
export const MIN_RMS = 0.005;
/** The tuner's range: a little under the guitar's low Mi to the accordion's highest notes. */
export const MIN_FREQUENCY = 60;
export const MAX_FREQUENCY = 2100;

export interface PitchEstimate {
  /** Hz, or null when nothing clear was heard. */
  frequency: number | null;
  clarity: number;
  rms: number;
}

function rmsOf(samples: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < samples.length; i += 1) sum += samples[i]! * samples[i]!;
  return Math.sqrt(sum / samples.length);
}

export function createPitchEstimator(windowSize = PITCH_WINDOW) {
  const detector = PitchDetector.forFloat32Array(windowSize);
  detector.minVolumeAbsolute = MIN_RMS;
  return {
    windowSize,
    estimate(window: Float32Array, sampleRate: number): PitchEstimate {
      const rms = rmsOf(window);
      if (rms < MIN_RMS) return { frequency: null, clarity: 0, rms };
      const [frequency, clarity] = detector.findPitch(window, sampleRate);
      const ok = clarity >= MIN_CLARITY && frequency >= MIN_FREQUENCY && frequency <= MAX_FREQUENCY;
      return { frequency: ok ? frequency : null, clarity, rms };
    },
  };
}

/**
 * A stream of samples in, one estimate per hop out (each over the last `windowSize` samples).
 * `time` is the end of the window, in frames of the stream.
 */
export function createPitchTracker(sampleRate: number, { windowSize = PITCH_WINDOW, hop = PITCH_HOP } = {}) {
  const estimator = createPitchEstimator(windowSize);
  const window = new Float32Array(windowSize);
  let filled = 0;
  let sinceLast = 0;
  return {
    push(chunk: Float32Array, endFrame: number): (PitchEstimate & { frame: number })[] {
      const out: (PitchEstimate & { frame: number })[] = [];
      let offset = 0;
      while (offset < chunk.length) {
        const take = Math.min(chunk.length - offset, hop - sinceLast);
        // Slide the window left by `take` and append.
        window.copyWithin(0, take);
        window.set(chunk.subarray(offset, offset + take), windowSize - take);
        filled = Math.min(windowSize, filled + take);
        sinceLast += take;
        offset += take;
        if (sinceLast === hop) {
          sinceLast = 0;
          if (filled === windowSize) out.push({ ...estimator.estimate(window, sampleRate), frame: endFrame - (chunk.length - offset) });
        }
      }
      return out;
    },
  };
}

/**
 * Steadies the needle: the median of the last readings (one wrong octave or a pluck's
 * transient does not move it), then an exponential average. Works on the fractional MIDI
 * number so the same smoothing suits every register. Silence longer than `holdMs` clears it.
 */
export function createPitchSmoother({ size = 5, alpha = 0.35, holdMs = 600 } = {}) {
  const recent: number[] = [];
  let smoothed: number | null = null;
  let pending: number | null = null;
  let lastHeard = -Infinity;
  return {
    /** `midi` is null for a window without a clear note. Returns the steadied MIDI number, or null. */
    push(midi: number | null, timeMs: number): number | null {
      if (midi === null) {
        if (timeMs - lastHeard > holdMs) {
          recent.length = 0;
          smoothed = null;
        }
        return smoothed;
      }
      lastHeard = timeMs;
      // More than half a semitone away from the median: a wild window is ignored; a second
      // reading near the first is a new note, and the needle starts over from it.
      if (recent.length > 0 && Math.abs(midi - median(recent)) > 0.5) {
        if (pending === null || Math.abs(midi - pending) > 0.5) {
          pending = midi;
          return smoothed;
        }
        recent.length = 0;
        recent.push(pending);
        smoothed = null;
      }
      pending = null;
      recent.push(midi);
      if (recent.length > size) recent.shift();
      const middle = median(recent);
      smoothed = smoothed === null ? middle : smoothed + alpha * (middle - smoothed);
      return smoothed;
    },
    reset() {
      recent.length = 0;
      pending = null;
      smoothed = null;
      lastHeard = -Infinity;
    },
  };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
