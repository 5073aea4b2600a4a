#!/usr/bin/env -S npx tsx
/**
 * The WAV files the «Tócalo conmigo» journey (apps/web/e2e/play-along.spec.ts) plays into
 * Chromium's fake microphone (--use-file-for-fake-audio-capture, which loops the file).
 * Generated from the journey's score, never committed: the spec runs this before it launches
 * its browsers. `npx tsx scripts/notation-audio.ts [folder]`.
 *
 * The score is four bars of 4/4 at 100 ♩/min, a Sol4 on every beat (16 notes, 9.6 s: the loop
 * keeps the beat). The device starts the loop wherever it is when the page opens the
 * microphone, so the take's first note is any of the file's: the calibration (the file's own
 * notes stand for the claps) finds the beat, and every note of the file is the same Sol but
 * one, so each take hears one late or one wrong note wherever the loop stands.
 *
 * - score-in-time.wav: every note on its beat.
 * - score-late.wav: the sixth note 60 ms late.
 * - score-wrong.wav: the tenth note a La4 instead of the Sol4.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { pluckedMelody } from "@fz/media/melody";
import { addNoise } from "@fz/media/signals";
import { encodeWav } from "@fz/media/wav";

const SAMPLE_RATE = 48_000;
/** The journey's score (its alphaTex is in the spec): 16 quarter notes of Sol4 at 100 ♩/min. */
const PLAY_ALONG_SCORE = {
  bpm: 100,
  notes: 16,
} as const;

function melody(change: (index: number) => { late?: number; midi?: number }): Float32Array {
  const beat = 60 / PLAY_ALONG_SCORE.bpm;
  const notes = Array.from({ length: PLAY_ALONG_SCORE.notes }, (_, index) => {
    const c = change(index);
    // A late note ends on time: the next one starts after it, as a player would lift the finger.
    return { time: 0.1 + index * beat + (c.late ?? 0), midi: c.midi ?? 67, seconds: beat - 0.03 - (c.late ?? 0) };
  });
  return addNoise(pluckedMelody(notes, PLAY_ALONG_SCORE.notes * beat, SAMPLE_RATE), 0.004, 5);
}

function writeNotationAudio(folder: string): Record<string, string> {
  mkdirSync(folder, { recursive: true });
  const files: Record<string, Float32Array> = {
    "score-in-time.wav": melody(() => ({})),
    "score-late.wav": melody((index) => (index === 5 ? { late: 0.06 } : {})),
    "score-wrong.wav": melody((index) => (index === 9 ? { midi: 69 } : {})),
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
  const folder = path.resolve(process.argv[2] ?? path.join(root, "test-results", "notation-audio"));
  for (const file of Object.values(writeNotationAudio(folder))) console.log(file);
}
