import { describe, expect, it } from "vitest";
import { tabCheck } from "@/features/admin/utils/score-form";

describe("the tablature's live check in the topic form", () => {
  it("says how many bars carry the bass, and gives the tablature to draw", () => {
    const both = tabCheck("afinación: sol-do-fa\ncompás: 2/4\nSol4c Si4c | Solc [Sol]c\nRe5a/2\n", "la-re-sol");
    expect(both.message).toBe("2 compases, bajos en 1 compás, acordeón Sol-Do-Fa.");
    expect(both.tab?.bars[0]?.bass.map((e) => e.button?.kind)).toEqual(["bajo", "acorde"]);
    expect(tabCheck("compás: 2/4\nLa4c Do♯5c\n", "la-re-sol").message).toBe("1 compás, sin bajos, acordeón La-Re-Sol.");
  });

  it("gives the first mistake with its line and nothing to draw", () => {
    const wrong = tabCheck("compás: 2/4\nSol4c Si4c | Fac/2\nRe5a/2 | Faa/2\n", "sol-do-fa");
    expect(wrong.tab).toBeNull();
    expect(wrong.message).toMatch(/^Línea 3: el bajo Fa abriendo no está en los bajos del acordeón Sol-Do-Fa; sí cerrando \(botón 3\)\.$/);
  });
});
