/**
 * A melody as a student's instrument might sound it, for the tests of «Tócalo conmigo» and the
 * WAV files its browser journey plays into Chromium's fake microphone (scripts/notation-audio.ts):
 * each note a plucked tone (a sine and a little of its octave, a 3 ms attack, an exponential
 * decay of 0.15 s) that stops just before the next one. The decay leaves the next attack well
 * above what rings of the last one, as the practice studio's onset detector needs (about 11 dB,
 * apps/web/src/features/practice/signal/onsets.ts). Pure.
 */
import { hz } from "./synth";

export interface SynthNote {
  /** Seconds from the start of the file. */
  time: number;
  midi: number;
  /** How long it sounds (s). */
  seconds: number;
}

export function pluckedMelody(notes: readonly SynthNote[], seconds: number, sampleRate: number, amplitude = 0.5): Float32Array {
  const out = new Float32Array(Math.round(seconds * sampleRate));
  const attack = 0.003 * sampleRate;
  const release = 0.015 * sampleRate;
  for (const note of notes) {
    const frequency = hz(note.midi);
    const start = Math.round(note.time * sampleRate);
    const length = Math.round(note.seconds * sampleRate);
    for (let i = 0; i < length; i += 1) {
      const at = start + i;
      if (at < 0) continue;
      // A file that loops: what passes its end comes back at its start.
      const index = at % out.length;
      const t = i / sampleRate;
      const envelope = Math.min(1, i / attack) * Math.exp(-t / 0.15) * Math.min(1, (length - i) / release);
      out[index]! += amplitude * envelope * (0.8 * Math.sin(2 * Math.PI * frequency * t) + 0.2 * Math.sin(4 * Math.PI * frequency * t));
    }
  }
  return out;
}
