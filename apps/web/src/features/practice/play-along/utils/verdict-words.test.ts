import { describe, expect, it } from "vitest";
import type { NoteVerdict } from "@/features/practice/play-along/utils/align";
import { buttonWords, verdictWords, writtenName } from "@/features/practice/play-along/utils/verdict-words";

const note = (kind: NoteVerdict["kind"], extra: Partial<NoteVerdict> = {}): NoteVerdict => ({ index: 0, bar: 0, kind, expectedMidi: 67, playedMidi: null, offsetMs: 0, ...extra });

describe("the verdicts in words", () => {
  it("says each verdict in Spanish, with the milliseconds", () => {
    expect(verdictWords(note("on_time"), null)).toBe("a tiempo");
    expect(verdictWords(note("late", { offsetMs: 60 }), null)).toBe("atrasado 60 ms");
    expect(verdictWords(note("early", { offsetMs: -45 }), null)).toBe("adelantado 45 ms");
    expect(verdictWords(note("missed", { offsetMs: null }), null)).toBe("faltó");
    expect(writtenName(67)).toBe("Sol4");
    expect(writtenName(null)).toBe("golpe");
  });

  it("names the wrong note played, and its accordion button when the view is the accordion", () => {
    expect(verdictWords(note("wrong", { playedMidi: 72 }), null)).toBe("nota equivocada: tocaste Do5");
    const words = verdictWords(note("wrong", { playedMidi: 72 }), "sol-do-fa");
    expect(words).toMatch(/^nota equivocada: tocaste Do5 \(botón \d+ de la hilera \d, (abriendo|cerrando)\)$/);
    // Do♯5 is on no button of a Sol-Do-Fa accordion (decision 032's own example).
    expect(buttonWords(73, "sol-do-fa")).toBe("no está en tu acordeón");
  });
});
