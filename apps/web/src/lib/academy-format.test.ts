import { describe, expect, it } from "vitest";
import { formatDuration, plural } from "@/lib/academy-format";

describe("academy labels", () => {
  it("formats durations", () => {
    expect(formatDuration(6)).toBe("6 s");
    expect(formatDuration(720)).toBe("12 min");
    expect(formatDuration(3900)).toBe("1 h 05 min");
    expect(formatDuration(null)).toBe("");
  });

  it("agrees in number", () => {
    expect(plural(1, "tema", "temas")).toBe("1 tema");
    expect(plural(12, "tema", "temas")).toBe("12 temas");
    expect(plural(0, "nivel", "niveles")).toBe("0 niveles");
  });
});
