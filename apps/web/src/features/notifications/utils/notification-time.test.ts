import { describe, expect, it } from "vitest";
import { formatNotificationTime } from "@/features/notifications/utils/notification-time";

describe("when a notification arrived", () => {
  const now = Date.UTC(2026, 10, 20, 15, 0, 0);
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it("reads as a relative time in Spanish for the first week", () => {
    expect(formatNotificationTime(ago(10), now)).toBe("hace un momento");
    expect(formatNotificationTime(ago(5 * 60), now)).toBe("hace 5 minutos");
    expect(formatNotificationTime(ago(59 * 60 + 50), now)).toBe("hace 59 minutos");
    expect(formatNotificationTime(ago(3 * 3600), now)).toBe("hace 3 horas");
    expect(formatNotificationTime(ago(30 * 3600), now)).toBe("ayer");
  });

  it("gives the date after a week, and nothing for a bad value", () => {
    expect(formatNotificationTime(ago(10 * 86_400), now).replace(/\s/g, " ")).toBe("10 de nov de 2026, 10:00 a. m.");
    expect(formatNotificationTime("no es fecha", now)).toBe("");
    expect(formatNotificationTime(undefined, now)).toBe("");
  });
});
