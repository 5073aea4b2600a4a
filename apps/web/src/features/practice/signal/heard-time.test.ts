import { describe, expect, it } from "vitest";
import { HEARD_HOLD_MS, createHeardClock } from "./heard-time";

describe("the time the microphone heard the student", () => {
  it("is nothing in a silent room, however long the tool runs", () => {
    const clock = createHeardClock();
    expect(clock.total(5 * 60_000)).toBe(0);
  });

  it("joins a held note read many times a second into one stretch", () => {
    const clock = createHeardClock();
    for (let t = 1_000; t <= 11_000; t += 43) clock.mark(t);
    // From the first reading to the last one's hold (10 s of note + the hold), never past now.
    expect(clock.total(12_000)).toBe(11_000);
    expect(clock.total(60_000)).toBe(10_000 - (10_000 % 43) + HEARD_HOLD_MS);
  });

  it("counts strokes at 40 BPM as continuous playing, and a pause between phrases as silence", () => {
    const clock = createHeardClock();
    for (let beat = 0; beat < 8; beat += 1) clock.mark(beat * 1_500);
    // Eight strokes, 1.5 s apart: 7 × 1.5 s + the last hold.
    expect(clock.total(100_000)).toBe(10_500 + HEARD_HOLD_MS);
    clock.mark(60_000);
    expect(clock.total(100_000)).toBe(10_500 + 2 * HEARD_HOLD_MS);
    clock.reset();
    expect(clock.total(100_000)).toBe(0);
  });
});
