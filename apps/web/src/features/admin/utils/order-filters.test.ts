import { describe, expect, it } from "vitest";
import { canMarkPaid, canRefund, ORDER_PROVIDER_LABELS } from "@/features/admin/utils/order-filters";

describe("order actions", () => {
  it("offers «Marcar como pagado» only for an order waiting for its money or refused, never a cancelled one", () => {
    expect(canMarkPaid("pending")).toBe(true);
    expect(canMarkPaid("failed")).toBe(true);
    expect(canMarkPaid("cancelled")).toBe(false);
    expect(canMarkPaid("paid")).toBe(false);
    expect(canMarkPaid("refunded")).toBe(false);
  });

  it("offers a refund only for a paid order", () => {
    expect(canRefund("paid")).toBe(true);
    expect(canRefund("refunded")).toBe(false);
    expect(canRefund("pending")).toBe(false);
  });

  it("names every provider in Spanish", () => {
    expect(ORDER_PROVIDER_LABELS.sandbox).toBe("Pasarela de pruebas");
  });
});
