import { describe, expect, it } from "vitest";
import { formatDate } from "@/lib/format";

describe("dates as es-CO writes them in Bogotá", () => {
  const intl = new Intl.DateTimeFormat("es-CO", { day: "numeric", month: "long", year: "numeric", timeZone: "America/Bogota" });

  it("matches Intl across years, months and the hours around Bogotá's midnight", () => {
    const checked: string[] = [];
    for (let time = Date.UTC(1990, 0, 1); time < Date.UTC(2040, 0, 1); time += 7 * 86_400_000 + 3_600_000 * 5 + 60_000 * 17) {
      const iso = new Date(time).toISOString();
      expect(formatDate(iso), iso).toBe(intl.format(new Date(time)));
      checked.push(iso);
    }
    for (const iso of ["2026-11-04T04:59:59Z", "2026-11-04T05:00:00Z", "2026-12-31T23:30:00-05:00", "2027-01-01T04:59:00Z", "2024-02-29T12:00:00Z"]) {
      expect(formatDate(iso), iso).toBe(intl.format(new Date(iso)));
    }
    expect(checked.length).toBeGreaterThan(2000);
    expect(formatDate("2026-11-04T15:00:00Z")).toBe("4 de noviembre de 2026");
  });

  it("says nothing for a broken date", () => {
    expect(formatDate("mañana")).toBe("");
  });
});
