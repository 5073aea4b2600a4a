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

/** An amount per currency the shop sells in; a currency left out has none. */
const amounts = (what: string) =>
  z.object({ COP: minor(what).nullish(), USD: minor(what).nullish() }, { error: `${what} no es válido` }).transform((value) => {
    const out: { COP?: number; USD?: number } = {};
    if (value.COP != null) out.COP = value.COP;
    if (value.USD != null) out.USD = value.USD;
    return out;
  });

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
    amount_off: amounts("El valor del descuento").default({}),
    min_order: amounts("La compra mínima").default({}),
    starts_at: dateTime("El inicio de la vigencia"),
    ends_at: dateTime("El fin de la vigencia"),
    max_redemptions: z
      .number({ error: "El número de usos debe ser un número entero" })
      .int({ error: "El número de usos debe ser un número entero" })
      .min(1, { error: "El número de usos debe ser 1 o más" })
      .max(1_000_000, { error: "El número de usos es demasiado grande" })
      .nullish(),
    once_per_student: z.boolean({ error: "Indica si cada estudiante puede usarlo una sola vez" }).default(true),
    scope: z.enum(COUPON_SCOPES, { error: "Elige a qué productos aplica" }).default("all"),
    course_id: id("El curso").nullish(),
    level_id: id("El nivel").nullish(),
    is_active: z.boolean({ error: "Indica si el cupón está activo" }).default(true),
  })
  .superRefine((value, ctx) => {
    if (value.discount_kind === "percent" && value.percent_off == null) ctx.addIssue({ code: "custom", path: ["percent_off"], message: "Indica el porcentaje de descuento" });
    if (value.discount_kind === "fixed" && Object.keys(value.amount_off).length === 0) {
      ctx.addIssue({ code: "custom", path: ["amount_off"], message: "Indica el valor del descuento en pesos, en dólares o en ambos" });
    }
    if (value.scope === "course" && value.course_id == null) ctx.addIssue({ code: "custom", path: ["course_id"], message: "Elige el curso" });
    if (value.scope === "level" && value.level_id == null) ctx.addIssue({ code: "custom", path: ["level_id"], message: "Elige el nivel" });
    if (value.starts_at && value.ends_at && Date.parse(value.ends_at) <= Date.parse(value.starts_at)) {
      ctx.addIssue({ code: "custom", path: ["ends_at"], message: "El fin de la vigencia debe ser posterior a su inicio" });
    }
  });
export type AdminCouponInput = z.infer<typeof adminCouponInput>;

const amountsOut = z.object({ COP: z.number().int().optional(), USD: z.number().int().optional() });

export const adminCoupon = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  discount_kind: z.enum(COUPON_DISCOUNT_KINDS),
  percent_off: z.number().int().nullable(),
  amount_off: amountsOut,
  min_order: amountsOut,
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  max_redemptions: z.number().int().nullable(),
  once_per_student: z.boolean(),
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
