/**
 * Onset detection for "Escúchame": when a hit, strum or scrape starts. Pure and streaming.
 *
 * The signal is pre-emphasised (a first difference, so a held low note weighs little and a
 * transient a lot) and cut into hops of 64 samples (1.3 ms at 48 kHz). A hop whose energy
 * jumps well above a slowly adapting background, and above an absolute floor, starts an onset;
 * its exact sample is then found by walking back from the hop to where the rise began (the
 * first sample above a fraction of the hit's peak). Nothing can start again during a short
 * refractory time, so a drum's ring or a scrape's ridges count once.
 */

export const ONSET_HOP = 64;
/** A hop must carry this many times the background energy (≈ 11 dB). */
const RISE_RATIO = 12;
/** Pre-emphasised energy floor (≈ −56 dBFS): quieter rises are room noise. */
const ENERGY_FLOOR = 2.5e-6;
/** Background time constant. */
const BACKGROUND_SECONDS = 0.12;
/** After an onset, none for this long (a 16th at 240 BPM is 62 ms). */
const REFRACTORY_SECONDS = 0.045;
/** How far past the trigger the peak is looked for. */
const PEAK_SECONDS = 0.006;
/** The onset is where the signal first reaches this share of the peak. */
const ONSET_SHARE = 0.3;

export interface OnsetDetector {
  /** Feeds `chunk`, whose first sample is frame `startFrame`; returns onsets (in frames, fractional never). */
  push(chunk: Float32Array, startFrame: number): number[];
  reset(): void;
}

export function createOnsetDetector(sampleRate: number): OnsetDetector {
  const lookahead = Math.ceil(PEAK_SECONDS * sampleRate);
  const refractory = Math.round(REFRACTORY_SECONDS * sampleRate);
  const alpha = ONSET_HOP / (BACKGROUND_SECONDS * sampleRate);
  const capacity = 1 << 15;
  const buffer = new Float32Array(capacity);
  let bufferStart = 0; // frame of buffer[0]
  let length = 0;
  let nextHop = 0; // frame of the next hop to analyse
  let previousSample = 0;
  let background = -1;
  let lastOnset = -Infinity;
  let expectedFrame = -1;

  function reset() {
    length = 0;
    background = -1;
    lastOnset = -Infinity;
    expectedFrame = -1;
    previousSample = 0;
  }

  const at = (frame: number) => buffer[frame - bufferStart]!;

  function analyse(hopStart: number, out: number[]) {
    let energy = 0;
    for (let f = hopStart; f < hopStart + ONSET_HOP; f += 1) energy += at(f) * at(f);
    energy /= ONSET_HOP;
    if (background < 0) background = energy;
    const threshold = Math.max(background * RISE_RATIO, ENERGY_FLOOR);
    if (energy > threshold && hopStart - lastOnset > refractory) {
      // The hit's peak, a few milliseconds on.
      let peak = 0;
      for (let f = hopStart; f < hopStart + ONSET_HOP + lookahead; f += 1) peak = Math.max(peak, Math.abs(at(f)));
      const level = Math.max(peak * ONSET_SHARE, Math.sqrt(threshold));
      // Walk forward from one hop back to the first sample at that level.
      let onset = hopStart;
      const from = Math.max(bufferStart, hopStart - ONSET_HOP);
      for (let f = from; f < hopStart + ONSET_HOP + lookahead; f += 1) {
        if (Math.abs(at(f)) >= level) {
          onset = f;
          break;
        }
      }
      if (onset - lastOnset > refractory) {
        out.push(onset);
        lastOnset = onset;
      }
    }
    // A hit barely moves the background; quiet passages pull it down quickly.
    background += alpha * (Math.min(energy, threshold) - background);
  }

  return {
    reset,
    push(chunk, startFrame) {
      if (expectedFrame !== startFrame) {
        // A gap (or the first chunk): start over from here.
        reset();
        bufferStart = startFrame;
        nextHop = startFrame;
      }
      expectedFrame = startFrame + chunk.length;
      // Keep what the next hops still need (one hop back), drop the rest.
      const keepFrom = Math.max(bufferStart, nextHop - ONSET_HOP);
      if (keepFrom > bufferStart) {
        buffer.copyWithin(0, keepFrom - bufferStart, length);
        length -= keepFrom - bufferStart;
        bufferStart = keepFrom;
      }
      if (length + chunk.length > capacity) {
        // More than the buffer holds at once: analyse in pieces.
        const out: number[] = [];
        for (let offset = 0; offset < chunk.length; offset += capacity >> 1) {
          const piece = chunk.subarray(offset, Math.min(chunk.length, offset + (capacity >> 1)));
          expectedFrame = startFrame + offset;
          out.push(...this.push(piece, startFrame + offset));
        }
        return out;
      }
      for (let i = 0; i < chunk.length; i += 1) {
        const sample = chunk[i]!;
        buffer[length + i] = sample - 0.97 * previousSample;
        previousSample = sample;
      }
      length += chunk.length;
      const out: number[] = [];
      const end = bufferStart + length;
      while (nextHop + ONSET_HOP + lookahead <= end) {
        analyse(nextHop, out);
        nextHop += ONSET_HOP;
      }
      return out;
    },
  };
}

/** Every onset of a whole recording (tests, the benchmark), in seconds. */
export function detectOnsets(samples: Float32Array, sampleRate: number, chunkSize = 128): number[] {
  const detector = createOnsetDetector(sampleRate);
  const onsets: number[] = [];
  for (let offset = 0; offset < samples.length; offset += chunkSize) {
    onsets.push(...detector.push(samples.subarray(offset, Math.min(samples.length, offset + chunkSize)), offset));
  }
  return onsets.map((frame) => frame / sampleRate);
}
