import { describe, expect, it } from "vitest";
import { describeOffset, describeSpread, metronomeFormSchema, presetFromQuery } from "./metronome-form";

describe("the metronome's settings", () => {
  it("refuses a tempo out of 40–240 with a Spanish message", () => {
    const base = { beatsPerBar: 4, subdivision: 1, air: "", bars: 4, click: true, instrument: "caja-vallenata" };
    expect(metronomeFormSchema.safeParse({ ...base, bpm: "100" }).success).toBe(true);
    const fast = metronomeFormSchema.safeParse({ ...base, bpm: 10_000 });
    expect(fast.success ? null : fast.error.issues[0]!.message).toBe("El tempo va de 40 a 240 pulsos por minuto");
  });

  it("opens with a topic's preset from the link, ignoring what does not fit", () => {
    expect(presetFromQuery(new URLSearchParams("aire=puya&tempo=140&compases=8&tema=12"))).toEqual({ air: "puya", bpm: 140, bars: 8, themeId: 12 });
    expect(presetFromQuery(new URLSearchParams("aire=cumbia&tempo=10000&compases=x"))).toEqual({ air: null, bpm: null, bars: null, themeId: null });
  });

  it("says early, late or on time, and how steady", () => {
    expect(describeOffset(15.4)).toBe("15 ms atrasado");
    expect(describeOffset(-20)).toBe("20 ms adelantado");
    expect(describeOffset(1)).toBe("a tiempo");
    expect(describeSpread(26)).toBe("±26 ms (irregular)");
    expect(describeSpread(8)).toBe("±8 ms (muy estable)");
  });
});
