/**
 * Known signals, for the practice studio's tests, the detection benchmark and the WAV files
 * the browser journey plays into Chromium's fake microphone (scripts/practice-audio.ts): sines
 * at a frequency, click tracks at a tempo with chosen offsets, seeded noise. Pure.
 */
import { seededRandom } from "./synth";

export function sine(frequency: number, seconds: number, sampleRate: number, amplitude = 0.5): Float32Array {
  const out = new Float32Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < out.length; i += 1) out[i] = amplitude * Math.sin((2 * Math.PI * frequency * i) / sampleRate);
  return out;
}

/** Adds white noise of the given peak amplitude, in place. */
export function addNoise(samples: Float32Array, amplitude: number, seed = 1): Float32Array {
  const random = seededRandom(seed);
  for (let i = 0; i < samples.length; i += 1) samples[i]! += amplitude * (random() * 2 - 1);
  return samples;
}

/** A wooden click: a 2.5 kHz tone and a noise burst under a fast exponential decay (~8 ms). */
export function writeClick(samples: Float32Array, at: number, sampleRate: number, amplitude = 0.8, seed = 7): void {
  const random = seededRandom(seed + at);
  const length = Math.round(0.03 * sampleRate);
  for (let i = 0; i < length && at + i < samples.length; i += 1) {
    if (at + i < 0) continue;
    const t = i / sampleRate;
    const envelope = Math.exp(-t / 0.006);
    samples[at + i]! += amplitude * envelope * (0.6 * Math.sin(2 * Math.PI * 2500 * t) + 0.4 * (random() * 2 - 1));
  }
}

export interface ClickTrack {
  samples: Float32Array;
  /** Where each click starts (s). */
  clickTimes: number[];
}

/**
 * Clicks on a grid of `bpm`, the first at `firstBeat` seconds, each moved by its offset (ms,
 * cycled: [0, 0, 0, 60] puts every fourth click 60 ms late).
 */
export function clickTrack({
  bpm,
  beats,
  sampleRate,
  firstBeat = 0.5,
  offsetsMs = [0],
  seconds,
}: {
  bpm: number;
  beats: number;
  sampleRate: number;
  firstBeat?: number;
  offsetsMs?: readonly number[];
  seconds?: number;
}): ClickTrack {
  const period = 60 / bpm;
  const total = seconds ?? firstBeat + beats * period + 0.5;
  const samples = new Float32Array(Math.round(total * sampleRate));
  const clickTimes: number[] = [];
  for (let beat = 0; beat < beats; beat += 1) {
    const time = firstBeat + beat * period + offsetsMs[beat % offsetsMs.length]! / 1000;
    clickTimes.push(time);
    writeClick(samples, Math.round(time * sampleRate), sampleRate);
  }
  return { samples, clickTimes };
}
