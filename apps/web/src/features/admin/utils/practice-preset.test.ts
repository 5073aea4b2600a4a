import { describe, expect, it } from "vitest";
import { presetDraftOf, presetOfDraft } from "./practice-preset";

describe("the topic form's metronome preset", () => {
  it("round-trips a preset, and an unchecked box means none", () => {
    const draft = presetDraftOf({ air: "merengue", tempoBpm: 110, bars: 8 });
    expect(draft).toEqual({ enabled: true, air: "merengue", tempo: "110", bars: "8" });
    expect(presetOfDraft(draft)).toEqual({ preset: { air: "merengue", tempoBpm: 110, bars: 8 } });
    expect(presetOfDraft({ ...draft, air: "" })).toEqual({ preset: { air: null, tempoBpm: 110, bars: 8 } });
    expect(presetOfDraft({ ...draft, enabled: false })).toEqual({ preset: null });
    expect(presetDraftOf(null).enabled).toBe(false);
  });

  it("says in Spanish what is wrong", () => {
    const wrong = presetOfDraft({ enabled: true, air: "paseo", tempo: "10000", bars: "0" });
    expect(wrong).toEqual({ error: "El tempo no puede pasar de 240 pulsos por minuto. Los compases deben ser al menos 1" });
  });
});
