import { z } from "zod";
import { adminCouponInput, COUPON_SCOPES } from "@fz/contracts/coupons";
import type { AdminCouponItem } from "@/features/admin/api/coupons-api";

/**
 * The coupon dialog's form: what the administrator types (pesos and dollars, dates of the
 * academy's calendar) turned into the contract's body (minor units, instants) and validated
 * by the contract itself. Field names are the contract's, so its messages land on the fields.
 */

/** Bogotá has no daylight saving: a day starts at 00:00 −05:00. */
const BOGOTA_OFFSET = "-05:00";

export const couponFormFields = z.object({
  code: z.string(),
  description: z.string(),
  discount_kind: z.enum(["percent", "fixed"]),
  percent_off: z.string(),
  amount_off_cop: z.string(),
  amount_off_usd: z.string(),
  min_order_cop: z.string(),
  min_order_usd: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  max_redemptions: z.string(),
  once_per_student: z.boolean(),
  first_purchase_only: z.boolean(),
  scope: z.enum(COUPON_SCOPES),
  course_id: z.string(),
  level_id: z.string(),
  is_active: z.boolean(),
});
export type CouponFormValues = z.infer<typeof couponFormFields>;

/** "49.900" or "49900" pesos, "12,99" or "12.99" dollars → minor units; null when empty; NaN when not a price. */
export function toMinor(text: string, currency: "COP" | "USD"): number | null {
  const value = text.trim().replace(/\s/g, "");
  if (!value) return null;
  if (currency === "COP") return /^\d{1,3}(\.\d{3})*$|^\d+$/.test(value) ? Number(value.replace(/\./g, "")) * 100 : Number.NaN;
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(value);
  return match ? Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0")) : Number.NaN;
}

export function fromMinor(amountMinor: number | null, currency: "COP" | "USD"): string {
  if (amountMinor === null) return "";
  return currency === "COP" ? new Intl.NumberFormat("es-CO", { useGrouping: true }).format(amountMinor / 100) : (amountMinor / 100).toFixed(2).replace(".", ",");
}

const WHOLE = /^\d+$/;

export const couponFormSchema = couponFormFields
  .transform((values, ctx) => {
    const money = (field: "amount_off_cop" | "amount_off_usd" | "min_order_cop" | "min_order_usd") => {
      const currency = field.endsWith("cop") ? "COP" : "USD";
      const minor = toMinor(values[field], currency);
      if (Number.isNaN(minor)) {
        ctx.addIssue({ code: "custom", path: [field], message: currency === "COP" ? "Escribe el valor en pesos, sin decimales (por ejemplo 20.000)" : "Escribe el valor en dólares (por ejemplo 9,99)" });
        return null;
      }
      return minor;
    };
    const whole = (field: "percent_off" | "max_redemptions", message: string) => {
      const text = values[field].trim();
      if (!text) return null;
      if (!WHOLE.test(text)) {
        ctx.addIssue({ code: "custom", path: [field], message });
        return null;
      }
      return Number(text);
    };
    const body: z.input<typeof adminCouponInput> = {
      code: values.code,
      description: values.description,
      discount_kind: values.discount_kind,
      percent_off: values.discount_kind === "percent" ? whole("percent_off", "El porcentaje debe ser un número entero entre 1 y 100") : null,
      amount_off_cop: values.discount_kind === "fixed" ? money("amount_off_cop") : null,
      amount_off_usd: values.discount_kind === "fixed" ? money("amount_off_usd") : null,
      min_order_cop: money("min_order_cop"),
      min_order_usd: money("min_order_usd"),
      starts_at: values.starts_at ? `${values.starts_at}T00:00:00${BOGOTA_OFFSET}` : null,
      ends_at: values.ends_at ? `${values.ends_at}T23:59:59${BOGOTA_OFFSET}` : null,
      max_redemptions: whole("max_redemptions", "El número de usos debe ser un número entero"),
      once_per_student: values.once_per_student,
      first_purchase_only: values.first_purchase_only,
      scope: values.scope,
      course_id: values.scope === "course" && values.course_id ? Number(values.course_id) : null,
      level_id: values.scope === "level" && values.level_id ? Number(values.level_id) : null,
      is_active: values.is_active,
    };
    return body;
  })
  .pipe(adminCouponInput);

/** A date of the academy's calendar (YYYY-MM-DD in Bogotá) for an instant. */
function bogotaDate(iso: string | null): string {
  if (!iso) return "";
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Bogota", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(iso));
}

export const EMPTY_COUPON: CouponFormValues = {
  code: "",
  description: "",
  discount_kind: "percent",
  percent_off: "",
  amount_off_cop: "",
  amount_off_usd: "",
  min_order_cop: "",
  min_order_usd: "",
  starts_at: "",
  ends_at: "",
  max_redemptions: "",
  once_per_student: true,
  first_purchase_only: false,
  scope: "all",
  course_id: "",
  level_id: "",
  is_active: true,
};

export function couponToForm(coupon: AdminCouponItem): CouponFormValues {
  return {
    code: coupon.code,
    description: coupon.description,
    discount_kind: coupon.discountKind,
    percent_off: coupon.percentOff === null ? "" : String(coupon.percentOff),
    amount_off_cop: fromMinor(coupon.amountOffCop, "COP"),
    amount_off_usd: fromMinor(coupon.amountOffUsd, "USD"),
    min_order_cop: fromMinor(coupon.minOrderCop, "COP"),
    min_order_usd: fromMinor(coupon.minOrderUsd, "USD"),
    starts_at: bogotaDate(coupon.startsAt),
    ends_at: bogotaDate(coupon.endsAt),
    max_redemptions: coupon.maxRedemptions === null ? "" : String(coupon.maxRedemptions),
    once_per_student: coupon.oncePerStudent,
    first_purchase_only: coupon.firstPurchaseOnly,
    scope: coupon.scope,
    course_id: coupon.course ? String(coupon.course.id) : "",
    level_id: coupon.level ? String(coupon.level.id) : "",
    is_active: coupon.isActive,
  };
}
