import { describe, expect, it } from "vitest";
import { ACCORDION_LAYOUT_LIST, buttonsFor, fingerMelody, spanishNoteName } from "@fz/contracts/accordion";

describe("accordion layouts", () => {
  it("gives each row the ten-button pattern of its key: closing the triad, opening the rest of the scale", () => {
    const gcf = ACCORDION_LAYOUT_LIST.find((l) => l.id === "sol-do-fa")!;
    const middle = gcf.buttons.filter((b) => b.row === 2);
    expect(middle.filter((b) => b.direction === "cerrando").map((b) => spanishNoteName(b.midi))).toEqual(
      ["Mi3", "Sol3", "Do4", "Mi4", "Sol4", "Do5", "Mi5", "Sol5", "Do6", "Mi6"],
    );
    expect(middle.filter((b) => b.direction === "abriendo").map((b) => spanishNoteName(b.midi))).toEqual(
      ["Sol3", "Si3", "Re4", "Fa4", "La4", "Si4", "Re5", "Fa5", "La5", "Si5"],
    );
    for (const layout of ACCORDION_LAYOUT_LIST) expect(layout.buttons).toHaveLength(60);
  });

  it("finds a note's buttons with row, number and bellows", () => {
    // La4 on La-Re-Sol: the outer row's 6th button closing, …
    expect(buttonsFor(69, "la-re-sol")).toContainEqual({ row: 1, button: 6, direction: "cerrando", midi: 69 });
    expect(buttonsFor(69, "la-re-sol").every((b) => b.midi === 69)).toBe(true);
    // Fa-Si♭-Mi♭ (cinco letras): Si♭4 closes on the middle row.
    expect(buttonsFor(70, "fa-sib-mib")).toContainEqual({ row: 2, button: 6, direction: "cerrando", midi: 70 });
  });

  it("refuses notes a layout does not have", () => {
    expect(buttonsFor(73, "sol-do-fa")).toEqual([]); // Do♯5
    expect(buttonsFor(40, "la-re-sol")).toEqual([]); // Mi2, below the keyboard
  });

  it("fingers a melody keeping the bellows in one direction where it can", () => {
    // The demo paseo's first bar on La-Re-Sol: all four notes close on the outer (La) row.
    const fingering = fingerMelody([76, 73, 69, 73], "la-re-sol");
    expect(fingering.map((b) => b && `${b.row}-${b.button}-${b.direction}`)).toEqual(["1-8-cerrando", "1-7-cerrando", "1-6-cerrando", "1-7-cerrando"]);
    // A missing note gets null and the line goes on after it.
    const withGap = fingerMelody([76, 41, 73], "la-re-sol");
    expect(withGap[1]).toBeNull();
    expect(withGap[2]).toMatchObject({ midi: 73 });
  });

  it("fingers a melody within the bellows a bass allows, keeping them while a button is held", () => {
    const as = (fingering: ReturnType<typeof fingerMelody>) => fingering.map((b) => b && `${b.row}-${b.button}-${b.direction}`);
    // Sol-Do-Fa: Sol4 then La4 both close on their own…
    expect(as(fingerMelody([67, 69], "sol-do-fa"))).toEqual(["2-5-cerrando", "3-4-cerrando"]);
    // …an opening-only bass under the first turns the phrase.
    expect(as(fingerMelody([67, 69], "sol-do-fa", { directions: [["abriendo"], undefined] }))).toEqual(["3-3-abriendo", "2-5-abriendo"]);
    // Fa♯4 (opening only) then Sol4: on their own the bellows turn on the same button; with a bass held over both they do not.
    expect(as(fingerMelody([66, 67], "sol-do-fa"))).toEqual(["1-6-abriendo", "1-6-cerrando"]);
    expect(as(fingerMelody([66, 67], "sol-do-fa", { keepBellows: [false, true] }))).toEqual(["1-6-abriendo", "3-3-abriendo"]);
    // No button in the directions allowed: null, as for a note the layout lacks.
    expect(fingerMelody([66], "sol-do-fa", { directions: [["cerrando"]] })).toEqual([null]);
  });

  it("names notes in Spanish", () => {
    expect(spanishNoteName(60)).toBe("Do4");
    expect(spanishNoteName(70)).toBe("Si♭4");
    expect(spanishNoteName(61)).toBe("Do♯4");
  });
});
