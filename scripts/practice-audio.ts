#!/usr/bin/env -S npx tsx
/**
 * The WAV files the practice journey (apps/web/e2e/practice.spec.ts) plays into Chromium's
 * fake microphone (--use-file-for-fake-audio-capture). Generated, never committed: the spec
 * runs this before it launches the browsers, in CI too. `npm run e2e:audio [folder]`.
 *
 * - tone-440.wav: A4, 440 Hz — the tuner must read "La" / A4, in tune.
 * - tone-82.wav: E2, 82.41 Hz — the guitar's low Mi.
 * - clicks-100.wav: 16 clicks at 100 BPM (9.6 s, so the looping device keeps the grid), every
 *   fourth one 60 ms late: against the metronome at 100 BPM, after calibrating on the same
 *   loop, a 4-bar take scores 12 of 16 on time (75 %), mean offset +15 ms.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { addNoise, clickTrack, sine } from "@fz/media/signals";
import { encodeWav } from "@fz/media/wav";

const SAMPLE_RATE = 48_000;
export const CLICK_TRACK = { bpm: 100, beats: 16, offsetsMs: [0, 0, 0, 60], expectedHitPercent: 75, expectedMeanOffsetMs: 15 } as const;

export function writePracticeAudio(folder: string): Record<string, string> {
  mkdirSync(folder, { recursive: true });
  const files: Record<string, Float32Array> = {
    "tone-440.wav": addNoise(sine(440, 20, SAMPLE_RATE, 0.5), 0.005, 1),
    "tone-82.wav": addNoise(sine(82.41, 20, SAMPLE_RATE, 0.5), 0.005, 2),
    "clicks-100.wav": addNoise(
      clickTrack({
        bpm: CLICK_TRACK.bpm,
        beats: CLICK_TRACK.beats,
        sampleRate: SAMPLE_RATE,
        firstBeat: 0.3,
        offsetsMs: CLICK_TRACK.offsetsMs,
        seconds: (CLICK_TRACK.beats * 60) / CLICK_TRACK.bpm,
      }).samples,
      0.01,
      3,
    ),
  };
  const written: Record<string, string> = {};
  for (const [name, samples] of Object.entries(files)) {
    const file = path.join(folder, name);
    writeFileSync(file, encodeWav(samples, SAMPLE_RATE));
    written[name] = file;
  }
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const folder = path.resolve(process.argv[2] ?? path.join(root, "test-results", "practice-audio"));
  for (const file of Object.values(writePracticeAudio(folder))) console.log(file);
}
