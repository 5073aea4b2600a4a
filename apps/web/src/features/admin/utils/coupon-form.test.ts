import { describe, expect, it } from "vitest";
import { EMPTY_COUPON, couponFormSchema, toMinor } from "@/features/admin/utils/coupon-form";

describe("the coupon form", () => {
  it("reads pesos and dollars as the administrator types them, into minor units", () => {
    expect(toMinor("20.000", "COP")).toBe(2_000_000);
    expect(toMinor("20000", "COP")).toBe(2_000_000);
    expect(toMinor("", "COP")).toBeNull();
    expect(toMinor("20,5", "COP")).toBeNaN();
    expect(toMinor("9,99", "USD")).toBe(999);
    expect(toMinor("10.5", "USD")).toBe(1050);
    expect(toMinor("diez", "USD")).toBeNaN();
  });

  it("becomes the contract's body (days of Bogotá, upper-case code) and says what is wrong on each field", () => {
    const parsed = couponFormSchema.safeParse({
      ...EMPTY_COUPON,
      code: "navidad",
      discount_kind: "fixed",
      amount_off_cop: "15.000",
      min_order_cop: "100.000",
      starts_at: "2026-12-01",
      ends_at: "2026-12-31",
      max_redemptions: "50",
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      code: "NAVIDAD",
      discount_kind: "fixed",
      percent_off: null,
      amount_off_cop: 1_500_000,
      min_order_cop: 10_000_000,
      starts_at: "2026-12-01T00:00:00-05:00",
      ends_at: "2026-12-31T23:59:59-05:00",
      max_redemptions: 50,
    });

    const refused = couponFormSchema.safeParse({ ...EMPTY_COUPON, code: "ok-code", percent_off: "", scope: "level", min_order_usd: "muchos" });
    expect(refused.success).toBe(false);
    const byField = Object.fromEntries(refused.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(byField).toMatchObject({ min_order_usd: "Escribe el valor en dólares (por ejemplo 9,99)" });
  });
});
