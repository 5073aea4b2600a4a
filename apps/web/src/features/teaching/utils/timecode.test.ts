import { describe, expect, it } from "vitest";
import { formatTimecode, markerPercent } from "./timecode";

describe("timecodes", () => {
  it("formats minutes and seconds", () => {
    expect(formatTimecode(0)).toBe("0:00");
    expect(formatTimecode(7.9)).toBe("0:07");
    expect(formatTimecode(65.4)).toBe("1:05");
    expect(formatTimecode(-3)).toBe("0:00");
  });
  it("places markers on the take, clamped", () => {
    expect(markerPercent(3, 12)).toBe(25);
    expect(markerPercent(20, 12)).toBe(100);
    expect(markerPercent(3, 0)).toBe(0);
  });
});
