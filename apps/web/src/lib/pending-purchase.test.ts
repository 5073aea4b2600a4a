import { afterEach, describe, expect, it } from "vitest";
import { clearPendingPurchase, PENDING_PURCHASE_KEY, readPendingPurchase, savePendingPurchase } from "@/lib/pending-purchase";

describe("pending purchase (sessionStorage fz.pendingPurchase)", () => {
  afterEach(() => window.sessionStorage.clear());

  it("keeps the visitor's choice under the documented key", () => {
    savePendingPurchase(
      { monthSelected: 4, levelSlug: "acordeon-basico", isPurchaseAll: false, courseSlug: "como-tocar-acordeon-vallenato" },
      new Date("2026-01-01T12:00:00.000Z"),
    );
    expect(PENDING_PURCHASE_KEY).toBe("fz.pendingPurchase");
    expect(JSON.parse(window.sessionStorage.getItem("fz.pendingPurchase") ?? "null")).toEqual({
      monthSelected: 4,
      levelSlug: "acordeon-basico",
      isPurchaseAll: false,
      courseSlug: "como-tocar-acordeon-vallenato",
      savedAt: "2026-01-01T12:00:00.000Z",
    });
    expect(readPendingPurchase()).toMatchObject({ monthSelected: 4, levelSlug: "acordeon-basico" });
    clearPendingPurchase();
    expect(readPendingPurchase()).toBeNull();
  });

  it("stores nothing when nothing was chosen, and ignores garbage", () => {
    savePendingPurchase({ monthSelected: null, levelSlug: null, isPurchaseAll: false, courseSlug: null });
    expect(window.sessionStorage.getItem(PENDING_PURCHASE_KEY)).toBeNull();
    window.sessionStorage.setItem(PENDING_PURCHASE_KEY, "{no es json");
    expect(readPendingPurchase()).toBeNull();
  });
});
