import { describe, expect, it } from "vitest";
import { addDays, bogotaDate, mondayOf, streaks } from "./practice-days";

describe("days in Bogotá", () => {
  it("names the day in Colombia, not in UTC: 04:59 UTC is still the day before", () => {
    expect(bogotaDate(new Date("2026-03-10T04:59:00Z"))).toBe("2026-03-09");
    expect(bogotaDate(new Date("2026-03-10T05:00:00Z"))).toBe("2026-03-10");
  });

  it("steps days across months and years, and finds the week's Monday", () => {
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
    expect(mondayOf("2026-03-11")).toBe("2026-03-09");
    expect(mondayOf("2026-03-09")).toBe("2026-03-09");
    expect(mondayOf("2026-03-15")).toBe("2026-03-09");
  });

  it("counts the run that ends today or yesterday, and the longest run ever", () => {
    const days = ["2026-03-01", "2026-03-02", "2026-03-03", "2026-03-07", "2026-03-08", "2026-03-08"];
    expect(streaks(days, "2026-03-08")).toEqual({ current: 2, best: 3 });
    expect(streaks(days, "2026-03-09")).toEqual({ current: 2, best: 3 });
    expect(streaks(days, "2026-03-10")).toEqual({ current: 0, best: 3 });
    expect(streaks([], "2026-03-10")).toEqual({ current: 0, best: 0 });
  });
});
