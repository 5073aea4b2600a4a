import { describe, expect, it } from "vitest";
import { checkFields } from "@/lib/field-checks";
import { describeOffset, describeSpread, describeTempo, metronomeFormChecks, presetFromQuery } from "./metronome-form";

describe("the metronome's settings", () => {
  it("refuses a tempo out of 40–240 with a Spanish message", () => {
    const base = { beatsPerBar: 4, subdivision: 1, air: "", bars: 4, click: true, instrument: "caja-vallenata" };
    expect(checkFields(metronomeFormChecks, { ...base, bpm: "100" }).success).toBe(true);
    const fast = checkFields(metronomeFormChecks, { ...base, bpm: 10_000 });
    expect(fast.success ? null : fast.errors.bpm).toBe("El tempo va de 40 a 240 pulsos por minuto");
  });

  it("says which part of a typed number is wrong, in Spanish, as its zod schema did", () => {
    const base = { bpm: 100, beatsPerBar: 4, subdivision: 1, air: "", bars: 4, click: true, instrument: "caja-vallenata" };
    const first = (values: Record<string, unknown>) => {
      const parsed = checkFields(metronomeFormChecks, { ...base, ...values });
      return parsed.success ? null : Object.values(parsed.errors)[0];
    };
    expect(first({ bpm: "abc" })).toBe("Escribe el tempo en pulsos por minuto");
    expect(first({ bpm: "100.5" })).toBe("Usa un número entero de pulsos por minuto");
    expect(first({ bpm: "300.5" })).toBe("Usa un número entero de pulsos por minuto");
    expect(first({ beatsPerBar: 13 })).toBe("El compás tiene de 1 a 12 tiempos");
    expect(first({ bars: 0 })).toBe("Te escucho de 1 a 64 compases");
    expect(first({ subdivision: 9 })).toBe("Elige una subdivisión de la lista");
    expect(first({ air: "cumbia" })).toBe("Elige un aire de la lista");
    expect(checkFields(metronomeFormChecks, { ...base, bpm: "96", bars: "8" })).toEqual({ success: true, data: { ...base, bpm: 96, bars: 8 } });
    expect(first({ bpm: "" })).toBe("El tempo va de 40 a 240 pulsos por minuto");
    expect(first({ click: "sí" })).toBe("Indica si suena el clic");
    expect(first({ instrument: "piano" })).toBe("Elige tu instrumento");
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

  it("tells the tempo the student played when it is not the click's, or when it changes", () => {
    const steady = { tempoStartBpm: 100, tempoEndBpm: 100, drift: "steady" as const };
    expect(describeTempo({ ...steady, tempoReachedBpm: 92.2, pace: "with" }, 92)).toBeNull();
    expect(describeTempo({ ...steady, tempoReachedBpm: 100.3, pace: "faster" }, 92)).toBe(
      "Vas más rápido que el clic: tocaste a 100 BPM y el clic va a 92. Mantienes tu tempo de principio a fin: sigue el clic, o ajusta el metrónomo a tu tempo.",
    );
    expect(describeTempo({ ...steady, tempoReachedBpm: 80, pace: "slower" }, 92)).toMatch(/^Vas más lento que el clic: tocaste a 80 BPM/);
    expect(describeTempo({ tempoReachedBpm: 92, tempoStartBpm: 84.4, tempoEndBpm: 99.6, pace: "with", drift: "accelerating" }, 92)).toBe(
      "Estás acelerando: empezaste a 84 BPM y terminaste a 100 (16 BPM más rápido).",
    );
    expect(describeTempo({ tempoReachedBpm: 94, tempoStartBpm: 104, tempoEndBpm: 84, pace: "faster", drift: "slowing" }, 92)).toBe(
      "Vas más rápido que el clic: tocaste a 94 BPM y el clic va a 92. Estás frenando: empezaste a 104 BPM y terminaste a 84 (20 BPM más lento).",
    );
    expect(describeTempo({ tempoReachedBpm: null, tempoStartBpm: null, tempoEndBpm: null, pace: null, drift: null }, 92)).toBeNull();
  });
});
