import { z } from "zod";
import { courseRef } from "./catalogue";
import { pageQuery } from "./common";

/**
 * Discount coupons (issue 18): the back office's wire schemas. Amounts are integers in the
 * currency's minor unit, like every price (1.000.000 minor = 10.000 COP).
 */

export const COUPON_DISCOUNT_KINDS = ["percent", "fixed"] as const;
export const COUPON_SCOPES = ["all", "course", "level", "tutorials"] as const;
export type CouponScope = (typeof COUPON_SCOPES)[number];

export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;

export const couponCode = z
  .string({ error: "Escribe el código del cupón" })
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(COUPON_CODE_PATTERN, { error: "El código debe tener de 3 a 32 letras (sin tildes), números, guiones o guiones bajos" }));

const minor = (what: string) =>
  z
    .number({ error: `${what} debe ser un número entero de centavos` })
    .int({ error: `${what} debe ser un número entero de centavos` })
    .positive({ error: `${what} debe ser mayor que cero` })
    .max(100_000_000_000, { error: `${what} es demasiado grande` });

const dateTime = (what: string) => z.iso.datetime({ offset: true, error: `${what} no es una fecha válida` }).nullish();
const id = (what: string) => z.number({ error: `${what} no es válido` }).int({ error: `${what} no es válido` }).positive({ error: `${what} no es válido` });

export const adminCouponInput = z
  .object({
    code: couponCode,
    description: z.string({ error: "La descripción no es válida" }).trim().max(200, { error: "La descripción admite hasta 200 caracteres" }).default(""),
    discount_kind: z.enum(COUPON_DISCOUNT_KINDS, { error: "Elige un descuento en porcentaje o en valor fijo" }),
    percent_off: z
      .number({ error: "El porcentaje debe ser un número entero" })
      .int({ error: "El porcentaje debe ser un número entero" })
      .min(1, { error: "El porcentaje debe estar entre 1 y 100" })
      .max(100, { error: "El porcentaje debe estar entre 1 y 100" })
      .nullish(),
    /** A fixed discount per currency (minor units); a currency left out is not discounted. */
    amount_off_cop: minor("El descuento en pesos").nullish(),
    amount_off_usd: minor("El descuento en dólares").nullish(),
    /** The least the order must add up to, per currency (minor units); none when left out. */
    min_order_cop: minor("La compra mínima en pesos").nullish(),
    min_order_usd: minor("La compra mínima en dólares").nullish(),
    starts_at: dateTime("El inicio de la vigencia"),
    ends_at: dateTime("El fin de la vigencia"),
    max_redemptions: z
      .number({ error: "El número de usos debe ser un número entero" })
      .int({ error: "El número de usos debe ser un número entero" })
      .min(1, { error: "El número de usos debe ser 1 o más" })
      .max(1_000_000, { error: "El número de usos es demasiado grande" })
      .nullish(),
    once_per_student: z.boolean({ error: "Indica si cada estudiante puede usarlo una sola vez" }).default(true),
    /** Only for a student's first purchase (no paid order before). */
    first_purchase_only: z.boolean({ error: "Indica si el cupón es solo para la primera compra" }).default(false),
    scope: z.enum(COUPON_SCOPES, { error: "Elige a qué productos aplica" }).default("all"),
    course_id: id("El curso").nullish(),
    level_id: id("El nivel").nullish(),
    is_active: z.boolean({ error: "Indica si el cupón está activo" }).default(true),
  })
  .superRefine((value, ctx) => {
    if (value.discount_kind === "percent" && value.percent_off == null) ctx.addIssue({ code: "custom", path: ["percent_off"], message: "Indica el porcentaje de descuento" });
    if (value.discount_kind === "fixed" && value.amount_off_cop == null && value.amount_off_usd == null) {
      ctx.addIssue({ code: "custom", path: ["amount_off_cop"], message: "Indica el valor del descuento en pesos, en dólares o en ambos" });
    }
    // Pesos have no centavos (issue 35): a peso amount is whole pesos (a multiple of 100 minor units).
    for (const field of ["amount_off_cop", "min_order_cop"] as const) {
      const amount = value[field];
      if (amount != null && amount % 100 !== 0) ctx.addIssue({ code: "custom", path: [field], message: "Los pesos van sin centavos: escribe un valor entero de pesos" });
    }
    if (value.scope === "course" && value.course_id == null) ctx.addIssue({ code: "custom", path: ["course_id"], message: "Elige el curso" });
    if (value.scope === "level" && value.level_id == null) ctx.addIssue({ code: "custom", path: ["level_id"], message: "Elige el nivel" });
    if (value.starts_at && value.ends_at && Date.parse(value.ends_at) <= Date.parse(value.starts_at)) {
      ctx.addIssue({ code: "custom", path: ["ends_at"], message: "El fin de la vigencia debe ser posterior a su inicio" });
    }
  });
export type AdminCouponInput = z.infer<typeof adminCouponInput>;

export const adminCoupon = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  discount_kind: z.enum(COUPON_DISCOUNT_KINDS),
  percent_off: z.number().int().nullable(),
  amount_off_cop: z.number().int().nullable(),
  amount_off_usd: z.number().int().nullable(),
  min_order_cop: z.number().int().nullable(),
  min_order_usd: z.number().int().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  max_redemptions: z.number().int().nullable(),
  once_per_student: z.boolean(),
  first_purchase_only: z.boolean(),
  scope: z.enum(COUPON_SCOPES),
  course: courseRef.nullable(),
  level: z.object({ id: z.number().int(), slug: z.string(), title: z.string(), course_title: z.string().nullable() }).nullable(),
  is_active: z.boolean(),
  /** Paid orders that used it, and pending orders holding a use right now. */
  uses: z.object({ consumed: z.number().int(), reserved: z.number().int() }),
  /** "Vigente", "Programado", "Vencido", "Agotado", "Inactivo". */
  state_label: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCoupon>;

export const adminCouponsQuery = pageQuery.extend({
  search: z.string().trim().max(64, { error: "La búsqueda es demasiado larga" }).optional(),
});
export type AdminCouponsQuery = z.infer<typeof adminCouponsQuery>;
