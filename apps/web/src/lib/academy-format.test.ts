import { describe, expect, it } from "vitest";
import { formatDecimal, formatDuration, formatInteger, plural } from "@/lib/academy-format";

describe("academy labels", () => {
  it("formats durations", () => {
    expect(formatDuration(6)).toBe("6 s");
    expect(formatDuration(0.4)).toBe("1 s");
    expect(formatDuration(45)).toBe("45 s");
    expect(formatDuration(60)).toBe("1 min");
    expect(formatDuration(95)).toBe("1 min 35 s");
    expect(formatDuration(245)).toBe("4 min 05 s");
    expect(formatDuration(599.6)).toBe("10 min");
    expect(formatDuration(720)).toBe("12 min");
    expect(formatDuration(0)).toBe("");
    expect(formatDuration(3900)).toBe("1 h 05 min");
    expect(formatDuration(null)).toBe("");
  });

  it("agrees in number", () => {
    expect(plural(1, "tema", "temas")).toBe("1 tema");
    expect(plural(12, "tema", "temas")).toBe("12 temas");
    expect(plural(0, "nivel", "niveles")).toBe("0 niveles");
  });
});

describe("numbers without Intl, as Intl writes them in es-CO", () => {
  const intlInteger = new Intl.NumberFormat("es-CO");

  it("whole numbers: the thousands dot from four digits, the sign, and zero", () => {
    const values = [0, 1, 7, 12, 999, 1000, 1250, 9000, 12_345, 100_000, 1_234_567, 987_654_321, -1, -1250, -1_000_000];
    for (let n = 0; n < 3000; n += 37) values.push(n * 41);
    for (const value of values) expect(formatInteger(value), String(value)).toBe(intlInteger.format(value));
    expect(plural(9000, "punto", "puntos")).toBe("9.000 puntos");
  });

  it("ratings with one fixed decimal and playback rates with up to two", () => {
    const oneFixed = new Intl.NumberFormat("es-CO", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const upToTwo = new Intl.NumberFormat("es-CO", { maximumFractionDigits: 2 });
    for (let tenth = 0; tenth <= 50; tenth += 1) {
      for (const value of [tenth / 10, tenth / 10 + 0.04, tenth / 10 + 0.05, tenth / 10 + 0.06, 1 / 3 + tenth / 10]) {
        expect(formatDecimal(value, 1, { fixed: true }), String(value)).toBe(oneFixed.format(value));
      }
    }
    expect(formatDecimal(999.96, 1, { fixed: true })).toBe(oneFixed.format(999.96));
    for (const rate of [0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 0.8, 1.1, 2 / 3]) {
      expect(formatDecimal(rate, 2), String(rate)).toBe(upToTwo.format(rate));
    }
  });
});
