import { describe, expect, it } from "vitest";
import { formatDuration, plural } from "@/lib/academy-format";

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
