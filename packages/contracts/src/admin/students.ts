import { z } from "zod";
import { courseRef, levelRef } from "../catalogue";
import { money, ORDER_PROVIDERS, orderStatus } from "../commerce";
import { cursorPageQuery } from "../common";
import { pointsEntry } from "../points";
import { bool, countedLink, dateOrDateTime, id, queryId, text } from "./fields";

/** Wire schemas of the back office's students: list, export, detail, grants and points adjustments. Every path needs the admin role. */

export const STUDENT_ORDERINGS = ["name", "-name", "email", "-email", "created_at", "-created_at", "last_login_at", "-last_login_at"] as const;

export const studentFilters = z.object({
  /** Words to find in the name or e-mail (accents and case ignored). */
  q: z.string().trim().max(100, { error: "La búsqueda no puede tener más de 100 caracteres" }).optional(),
  country: queryId("El país").optional(),
  instrument: queryId("El instrumento").optional(),
  /** true: with a current access grant; false: without one. */
  has_access: bool("has_access").optional(),
  registered_from: dateOrDateTime("La fecha inicial de registro").optional(),
  registered_to: dateOrDateTime("La fecha final de registro").optional(),
  status: z.enum(["active", "deactivated"], { error: "El estado debe ser active o deactivated" }).optional(),
  role: z.enum(["student", "admin", "teacher", "all"], { error: "El rol debe ser student, admin, teacher o all" }).default("student"),
});
export type StudentFilters = z.infer<typeof studentFilters>;

export const studentsQuery = cursorPageQuery.extend(studentFilters.shape).extend({
  ordering: z.enum(STUDENT_ORDERINGS, { error: `El orden debe ser uno de: ${STUDENT_ORDERINGS.join(", ")}` }).default("-created_at"),
});
export type StudentsQuery = z.infer<typeof studentsQuery>;

export const studentsExportQuery = studentFilters.extend({
  /** Comma (RFC 4180) by default; semicolon opens in columns in a Spanish-locale Excel. */
  delimiter: z.enum(["comma", "semicolon"], { error: "El separador debe ser comma o semicolon" }).default("comma"),
});
export type StudentsExportQuery = z.infer<typeof studentsExportQuery>;

const named = z.object({ id: z.number().int(), name: z.string() });

export const adminStudent = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(["student", "admin", "teacher"]).nullable(),
  country: named.nullable(),
  instrument: named.nullable(),
  points: z.number().int(),
  is_active: z.boolean(),
  email_verified: z.boolean(),
  has_active_access: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});
export type AdminStudent = z.infer<typeof adminStudent>;

export const GRANT_SCOPES = ["level", "course", "video"] as const;

export const adminGrant = z.object({
  id: z.number().int(),
  scope: z.enum(["course", "level", "video", "all"]),
  /**
   * The level, course or tutorial (null for scope all, or when it no longer exists), with the
   * course it belongs to (for a course grant, the course itself).
   */
  target: z.object({ id: z.number().int(), slug: z.string(), title: z.string(), course: courseRef.nullable() }).nullable(),
  target_id: z.number().int().nullable(),
  source: z.enum(["order", "points", "admin"]),
  created_by: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  reference: z.string().nullable(),
  /** The administrator's note, for grants given by hand. */
  note: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** starts_at <= now < ends_at. */
  is_current: z.boolean(),
  created_at: z.string(),
});
export type AdminGrant = z.infer<typeof adminGrant>;

export const adminOrderSummary = z.object({
  id: z.number().int(),
  status: orderStatus,
  status_label: z.string(),
  provider: z.enum(ORDER_PROVIDERS),
  total: money,
  /** The coupon's code and what it took off, when one was used. */
  coupon: z.object({ code: z.string(), discount: money }).nullable(),
  items_count: z.number().int(),
  description: z.string(),
  user: z.object({ id: z.number().int(), email: z.string(), name: z.string() }),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummary>;

export const studentLevelProgress = z.object({
  level: levelRef,
  course: courseRef,
  viewed: z.number().int(),
  finished: z.number().int(),
  total: z.number().int(),
  percentage: z.number().int(),
});

export const studentDetail = z.object({
  student: adminStudent,
  /** The most recent grants (at most 100), newest first. */
  grants: z.array(adminGrant),
  orders: countedLink(adminOrderSummary),
  points: countedLink(pointsEntry).extend({ balance: z.number().int() }),
  progress: z.array(studentLevelProgress),
});
export type StudentDetail = z.infer<typeof studentDetail>;

export const grantRequest = z
  .object({
    scope: z.enum(GRANT_SCOPES, { error: "El alcance debe ser level, course o video" }),
    target_id: id("El contenido"),
    months: z
      .number({ error: "Los meses deben ser un número" })
      .int({ error: "Los meses deben ser un número entero" })
      .min(1, { error: "El acceso debe ser de 1 mes o más" })
      .max(120, { error: "El acceso no puede ser de más de 120 meses" })
      .optional(),
    ends_at: z.iso.datetime({ offset: true, error: "La fecha de fin debe ser una fecha y hora ISO 8601" }).optional(),
    /** The reason, told to the student with the notice of the new access. */
    note: text("La nota", 500).optional(),
  })
  .refine((value) => (value.months === undefined) !== (value.ends_at === undefined), {
    error: "Indica la duración en meses (months) o la fecha de fin (ends_at), una de las dos.",
    // A path, so the error handler shows this message (a root-level issue reads as "not an object").
    path: ["months"],
  });
export type GrantRequest = z.infer<typeof grantRequest>;

export const grantParams = z.object({ id: queryId("El estudiante"), grantId: queryId("El acceso") });

/** An administrator closes one access before its end; the student is told why. */
export const revokeRequest = z.object({ reason: text("El motivo", 300, 3) });
export type RevokeRequest = z.infer<typeof revokeRequest>;

export const POINTS_ADJUSTMENT_LIMIT = 1_000_000;

export const pointsAdjustRequest = z.object({
  delta: z
    .number({ error: "La cantidad de puntos debe ser un número" })
    .int({ error: "La cantidad de puntos debe ser un número entero" })
    .min(-POINTS_ADJUSTMENT_LIMIT, { error: "El ajuste es demasiado grande" })
    .max(POINTS_ADJUSTMENT_LIMIT, { error: "El ajuste es demasiado grande" })
    .refine((value) => value !== 0, { error: "La cantidad de puntos no puede ser cero" }),
  reason: text("El motivo", 300, 3),
  /** Repeating a request with the same key (a double click, a retry) adjusts once. */
  idempotency_key: z.string().trim().min(8, { error: "La clave de idempotencia es demasiado corta" }).max(100, { error: "La clave de idempotencia es demasiado larga" }).optional(),
});
export type PointsAdjustRequest = z.infer<typeof pointsAdjustRequest>;

export const pointsAdjustResponse = z.object({ entry: pointsEntry, balance: z.number().int(), created: z.boolean() });
