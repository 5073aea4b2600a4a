import { describe, expect, it } from "vitest";
import { GUITAR_STRINGS, isInTune, nearestNote, nearestString, readingForString, frequencyOfMidi, autoStringReading } from "./notes";
import { PITCH_WINDOW, createPitchEstimator, createPitchSmoother, createPitchTracker } from "./pitch";
import { addNoise, sine } from "@fz/media/signals";

const SR = 48_000;
const detune = (hz: number, cents: number) => hz * 2 ** (cents / 1200);

/** What the tuner reads for a steady sine: the estimate of its last window. */
function read(frequency: number, sampleRate = SR, noise = 0) {
  const signal = sine(frequency, 0.5, sampleRate);
  if (noise) addNoise(signal, noise, 3);
  const estimate = createPitchEstimator().estimate(signal.subarray(signal.length - PITCH_WINDOW), sampleRate);
  expect(estimate.frequency).not.toBeNull();
  return estimate.frequency!;
}

describe("naming notes", () => {
  it("names A4 = 440 Hz as La / A4, and middle C as Do / C4", () => {
    expect(nearestNote(440).note).toMatchObject({ solfege: "La", letter: "A4" });
    expect(nearestNote(261.63).note).toMatchObject({ solfege: "Do", letter: "C4" });
    expect(nearestNote(466.16).note).toMatchObject({ solfege: "La♯", letter: "A♯4" });
  });

  it("follows the reference pitch: with A4 = 432 Hz, 432 Hz is an in-tune La", () => {
    const reading = nearestNote(432, 432);
    expect(reading.note.letter).toBe("A4");
    expect(Math.abs(reading.cents)).toBeLessThan(0.01);
    expect(nearestNote(432, 440).cents).toBeCloseTo(-31.8, 1);
  });

  it("knows the guitar's strings, low Mi to high Mi", () => {
    expect(GUITAR_STRINGS.map((s) => `${s.label} ${Math.round(frequencyOfMidi(s.midi) * 100) / 100}`)).toEqual([
      "Mi grave 82.41",
      "La 110",
      "Re 146.83",
      "Sol 196",
      "Si 246.94",
      "Mi agudo 329.63",
    ]);
    expect(nearestString(85).number).toBe(6);
    expect(nearestString(200).number).toBe(3);
  });

  it("says afinado within ±5 cents only", () => {
    expect(isInTune(4.9)).toBe(true);
    expect(isInTune(-5)).toBe(true);
    expect(isInTune(5.5)).toBe(false);
  });
});

describe("detecting the pitch of sines (pitchy, McLeod)", () => {
  const notes = [
    { hz: 82.41, letter: "E2", solfege: "Mi" },
    { hz: 110, letter: "A2", solfege: "La" },
    { hz: 196, letter: "G3", solfege: "Sol" },
    { hz: 440, letter: "A4", solfege: "La" },
    { hz: 987.77, letter: "B5", solfege: "Si" },
  ];
  for (const { hz, letter, solfege } of notes) {
    for (const cents of [0, 3, -3, 10, -10]) {
      it(`${letter} ${cents >= 0 ? "+" : ""}${cents} cents reads ${solfege} / ${letter} at ${cents} ± 2 cents`, () => {
        const reading = nearestNote(read(detune(hz, cents)));
        expect(reading.note.letter).toBe(letter);
        expect(reading.note.solfege).toBe(solfege);
        expect(Math.abs(reading.cents - cents)).toBeLessThanOrEqual(2);
      });
    }
  }

  it("reads ±50 cents against the chosen string (where the chromatic name would flip)", () => {
    for (const string of GUITAR_STRINGS) {
      for (const cents of [50, -50]) {
        const reading = readingForString(read(detune(frequencyOfMidi(string.midi), cents)), string);
        expect(Math.abs(reading.cents - cents)).toBeLessThanOrEqual(2);
      }
    }
  });

  it("reads ±50 cents in chromatic mode as one of the two neighbouring notes, at the same pitch", () => {
    for (const cents of [50, -50]) {
      const reading = nearestNote(read(detune(440, cents)));
      const fromA4 = (reading.note.midi - 69) * 100 + reading.cents;
      expect(Math.abs(fromA4 - cents)).toBeLessThanOrEqual(2);
    }
  });

  it("keeps the note and the cents with noise at −26 dB and at 44.1 kHz", () => {
    const reading = nearestNote(read(detune(440, 10), 44_100, 0.05));
    expect(reading.note.letter).toBe("A4");
    expect(Math.abs(reading.cents - 10)).toBeLessThanOrEqual(2);
  });

  it("hears nothing in silence or in plain noise", () => {
    const estimator = createPitchEstimator();
    expect(estimator.estimate(new Float32Array(PITCH_WINDOW), SR).frequency).toBeNull();
    expect(estimator.estimate(addNoise(new Float32Array(PITCH_WINDOW), 0.3, 9), SR).frequency).toBeNull();
  });

  it("streams: one estimate per hop once the window is full", () => {
    const tracker = createPitchTracker(SR);
    const signal = sine(440, 1, SR);
    const estimates = [];
    for (let offset = 0; offset < signal.length; offset += 128) estimates.push(...tracker.push(signal.subarray(offset, offset + 128), offset + 128));
    expect(estimates.length).toBe(Math.floor(signal.length / 2048) - 1);
    expect(estimates.every((e) => e.frequency !== null && Math.abs(nearestNote(e.frequency).cents) < 1)).toBe(true);
  });
});

describe("the needle's smoothing", () => {
  it("ignores one wild reading, follows a new note, and clears after silence", () => {
    const smoother = createPitchSmoother();
    let value: number | null = null;
    for (let i = 0; i < 5; i += 1) value = smoother.push(69.1, i * 40);
    expect(value).toBeCloseTo(69.1, 5);
    value = smoother.push(81.1, 200); // an octave jump for one window: ignored
    expect(Math.abs(value! - 69.1)).toBeLessThan(0.05);
    value = smoother.push(69.1, 240);
    expect(Math.abs(value! - 69.1)).toBeLessThan(0.05);
    for (let i = 0; i < 5; i += 1) value = smoother.push(64, 300 + i * 40);
    expect(Math.abs(value! - 64)).toBeLessThan(0.01);
    expect(smoother.push(null, 600)).not.toBeNull();
    expect(smoother.push(null, 1200)).toBeNull();
  });
});

describe("auto string mode far from every string (issue 35.10)", () => {
  it("names an A4 as La, not as the high Mi +500 cents, and says it is not a string", () => {
    const reading = autoStringReading(440);
    expect(reading.offString).toBe(true);
    expect(reading.note.letter).toBe("A4");
    expect(Math.abs(reading.cents)).toBeLessThan(1);
  });
  it("a string a little out of tune is still that string", () => {
    const reading = autoStringReading(110 * 2 ** (-60 / 1200));
    expect(reading.offString).toBe(false);
    expect(reading.note.letter).toBe("A2");
    expect(Math.round(reading.cents)).toBe(-60);
  });
});
