import { z } from "zod";
import { SLUG_PATTERN } from "./blog";
import { VIDEO_PROVIDERS, courseRef, levelRef, videoProvider } from "./catalogue";
import { CURRENCIES, ORDER_PROVIDERS, currency, money, order, orderStatus } from "./commerce";
import { MAX_ID, cursorPageQuery, pageQuery } from "./common";
import { pointsEntry } from "./points";
import { practicePreset } from "./practice";

/**
 * Wire schemas of the administrators' back office: students (list, export, detail and
 * actions), the audit log, catalogue management and orders. Every path needs the admin role.
 */

// ---------------------------------------------------------------------------------------------
// Shared pieces

const id = (label: string) =>
  z
    .number({ error: `${label} no es válido` })
    .int({ error: `${label} no es válido` })
    .positive({ error: `${label} no es válido` })
    .max(MAX_ID, { error: `${label} no es válido` });
const queryId = (label: string) =>
  z.coerce
    .number({ error: `${label} no es válido` })
    .int({ error: `${label} no es válido` })
    .positive({ error: `${label} no es válido` })
    .max(MAX_ID, { error: `${label} no es válido` });
const bool = (label: string) =>
  z.enum(["true", "false"], { error: `${label} debe ser true o false` }).transform((value) => value === "true");
const text = (label: string, max: number, min = 1) =>
  z
    .string({ error: `${label} debe ser un texto` })
    .trim()
    .min(min, { error: min === 1 ? `${label} es obligatorio` : `${label} debe tener al menos ${min} caracteres` })
    .max(max, { error: `${label} no puede tener más de ${max} caracteres` });

/** `2026-03-01` (a whole day, Colombian time) or an ISO 8601 date and time with its offset. */
export const dateOrDateTime = (label: string) =>
  z
    .string()
    .trim()
    .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) || z.iso.datetime({ offset: true }).safeParse(value).success, {
      error: `${label} debe ser una fecha AAAA-MM-DD o una fecha y hora ISO 8601`,
    });

export const adminSlug = z
  .string({ error: "El slug debe ser un texto" })
  .trim()
  .min(1, { error: "El slug no puede estar vacío" })
  .max(100, { error: "El slug no puede tener más de 100 caracteres" })
  .regex(SLUG_PATTERN, { error: "El slug solo puede tener letras minúsculas sin tildes, números y guiones entre palabras" });

/** A path of this site (`/images/x.jpg`) or an absolute http(s) URL. */
const imageUrl = z
  .string({ error: "La imagen debe ser un texto" })
  .trim()
  .max(500, { error: "La URL de la imagen no puede tener más de 500 caracteres" })
  .refine(
    (value) => {
      if (value.startsWith("/")) return !value.startsWith("//") && !/[\s\\]/.test(value);
      try {
        return ["http:", "https:"].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: "La imagen debe ser una URL http(s) o una ruta del sitio que empiece por «/»" },
  );

export const countedLink = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number().int(), link: z.string(), results: z.array(item) });

// ---------------------------------------------------------------------------------------------
// Students

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
  role: z.enum(["student", "admin", "all"], { error: "El rol debe ser student, admin o all" }).default("student"),
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
  role: z.enum(["student", "admin"]).nullable(),
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
    note: text("La nota", 500).optional(),
  })
  .refine((value) => (value.months === undefined) !== (value.ends_at === undefined), {
    error: "Indica la duración en meses (months) o la fecha de fin (ends_at), una de las dos.",
    // A path, so the error handler shows this message (a root-level issue reads as "not an object").
    path: ["months"],
  });
export type GrantRequest = z.infer<typeof grantRequest>;

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

// ---------------------------------------------------------------------------------------------
// Audit log

export const auditQuery = pageQuery.extend({
  actor: queryId("El administrador").optional(),
  entity: z.string().trim().max(40).optional(),
  entity_id: z.string().trim().max(40).optional(),
  action: z.string().trim().max(60).optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditEntry = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

// ---------------------------------------------------------------------------------------------
// Catalogue: courses, levels, prices

export const adminListQuery = pageQuery.extend({
  q: z.string().trim().max(100, { error: "La búsqueda no puede tener más de 100 caracteres" }).optional(),
});
export const adminLevelsQuery = adminListQuery.extend({ course: queryId("El curso").optional() });
export const adminVideosQuery = adminListQuery.extend({ course: queryId("El curso").optional() });

const position = z.number({ error: "La posición debe ser un número" }).int({ error: "La posición debe ser un número entero" }).min(0, { error: "La posición no puede ser negativa" }).max(100_000, { error: "La posición es demasiado grande" });

export const adminPrice = money.extend({ product_id: z.number().int(), months: z.number().int().nullable(), is_active: z.boolean() });
export type AdminPrice = z.infer<typeof adminPrice>;

/** The plan lengths a level or a course (purchase-all) is sold by. */
export const PLAN_MONTHS = [1, 4, 12] as const;

/**
 * A plan that has no active price in a currency: the shop never offers it, so the back office
 * lists these before (and after) publishing.
 */
export const missingPrice = z.object({ months: z.number().int(), currency });
export type MissingPrice = z.infer<typeof missingPrice>;

export function missingPrices(prices: readonly Pick<AdminPrice, "months" | "currency" | "is_active">[]): MissingPrice[] {
  const missing: MissingPrice[] = [];
  for (const months of PLAN_MONTHS) {
    for (const code of CURRENCIES) {
      if (!prices.some((p) => p.months === months && p.currency === code && p.is_active)) missing.push({ months, currency: code });
    }
  }
  return missing;
}

/** One price to set: `amount_minor` in the currency's minor unit (4990000 = 49.900,00 COP); null removes it. */
const priceWrite = z.object({
  currency,
  amount_minor: z.number({ error: "El precio debe ser un número entero en centavos" }).int({ error: "El precio debe ser un número entero en centavos" }).positive({ error: "El precio debe ser mayor que cero" }).max(1e12, { error: "El precio es demasiado alto" }).nullable(),
});
export const subscriptionPriceWrite = priceWrite.extend({
  months: z.union([z.literal(1), z.literal(4), z.literal(12)], { error: "La duración debe ser de 1, 4 o 12 meses" }),
});
export type SubscriptionPriceWrite = z.infer<typeof subscriptionPriceWrite>;
export const tutorialPriceWrite = priceWrite;
export type TutorialPriceWrite = z.infer<typeof tutorialPriceWrite>;

export const adminCourse = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  short_description: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  instrument_id: z.number().int().nullable(),
  position: z.number().int(),
  is_published: z.boolean(),
  levels_count: z.number().int(),
  /** Purchase-all prices (every level of the course). */
  prices: z.array(adminPrice),
  missing_prices: z.array(missingPrice),
  created_at: z.string(),
});
export type AdminCourse = z.infer<typeof adminCourse>;

export const courseCreate = z.object({
  slug: adminSlug.optional(),
  title: text("El título", 160),
  short_description: text("La descripción corta", 300),
  description: text("La descripción", 20_000),
  image: imageUrl.nullish(),
  instrument_id: id("El instrumento").nullish(),
  position: position.optional(),
  is_published: z.boolean({ error: "is_published debe ser true o false" }).default(false),
  prices: z.array(subscriptionPriceWrite).max(12).optional(),
});
export type CourseCreate = z.infer<typeof courseCreate>;
export const coursePatch = courseCreate.partial().extend({ is_published: z.boolean({ error: "is_published debe ser true o false" }).optional() });
export type CoursePatch = z.infer<typeof coursePatch>;

export const adminLevel = z.object({
  id: z.number().int(),
  course: courseRef,
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  position: z.number().int(),
  is_special: z.boolean(),
  image: z.string().nullable(),
  is_published: z.boolean(),
  topics_count: z.number().int(),
  exercises_count: z.number().int(),
  prices: z.array(adminPrice),
  missing_prices: z.array(missingPrice),
  /** Changes whenever the order (or set) of its topics changes: send it back to reorder. */
  version: z.string(),
  created_at: z.string(),
});
export type AdminLevel = z.infer<typeof adminLevel>;

export const levelCreate = z.object({
  course_id: id("El curso"),
  slug: adminSlug.optional(),
  title: text("El título", 160),
  description: text("La descripción", 20_000),
  /** 1-based place among the course's levels; the end when omitted. */
  position: position.min(1, { error: "La posición debe ser 1 o mayor" }).optional(),
  is_special: z.boolean({ error: "is_special debe ser true o false" }).default(false),
  image: imageUrl.nullish(),
  is_published: z.boolean({ error: "is_published debe ser true o false" }).default(false),
  prices: z.array(subscriptionPriceWrite).max(12).optional(),
});
export type LevelCreate = z.infer<typeof levelCreate>;
export const levelPatch = levelCreate.omit({ course_id: true }).partial().extend({
  is_special: z.boolean({ error: "is_special debe ser true o false" }).optional(),
  is_published: z.boolean({ error: "is_published debe ser true o false" }).optional(),
});
export type LevelPatch = z.infer<typeof levelPatch>;

// ---------------------------------------------------------------------------------------------
// Topics (themes)

/** A provider URL (YouTube/Vimeo page or embed URL) or an uploaded file (`source` from the upload). */
export const videoWrite = z.object({
  provider: z.enum(VIDEO_PROVIDERS, { error: "El proveedor del video debe ser youtube, vimeo o self_hosted" }),
  source: text("La dirección del video", 500),
});
export type VideoWrite = z.infer<typeof videoWrite>;

const durationSeconds = z.number({ error: "La duración debe ser un número de segundos" }).int({ error: "La duración debe ser un número entero de segundos" }).min(0, { error: "La duración no puede ser negativa" }).max(86_400, { error: "La duración no puede pasar de 24 horas" });

export const adminTheme = z.object({
  id: z.number().int(),
  level_id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  position: z.number().int(),
  is_free_preview: z.boolean(),
  video: z.object({ provider: videoProvider, source: z.string() }).nullable(),
  duration_seconds: z.number().int().nullable(),
  practice_preset: practicePreset.nullable(),
  created_at: z.string(),
});
export type AdminTheme = z.infer<typeof adminTheme>;

export const adminThemesPage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(adminTheme),
  level: levelRef.extend({ course: courseRef }),
  version: z.string(),
});

export const themeCreate = z.object({
  slug: adminSlug.optional(),
  title: text("El título", 200),
  summary: z.string({ error: "El resumen debe ser un texto" }).trim().max(500, { error: "El resumen no puede tener más de 500 caracteres" }).default(""),
  /** Markdown. */
  body: z.string({ error: "El contenido debe ser un texto" }).max(100_000, { error: "El contenido no puede tener más de 100.000 caracteres" }).default(""),
  is_free_preview: z.boolean({ error: "is_free_preview debe ser true o false" }).default(false),
  video: videoWrite.nullish(),
  duration_seconds: durationSeconds.nullish(),
  /** "Practicar con metrónomo": air, tempo and bars; null for none. */
  practice_preset: practicePreset.nullish(),
  /** 1-based place in the level; the end when omitted. */
  position: position.min(1, { error: "La posición debe ser 1 o mayor" }).optional(),
});
export type ThemeCreate = z.infer<typeof themeCreate>;
export const themePatch = z.object({
  slug: adminSlug.optional(),
  title: text("El título", 200).optional(),
  summary: z.string({ error: "El resumen debe ser un texto" }).trim().max(500, { error: "El resumen no puede tener más de 500 caracteres" }).optional(),
  body: z.string({ error: "El contenido debe ser un texto" }).max(100_000, { error: "El contenido no puede tener más de 100.000 caracteres" }).optional(),
  is_free_preview: z.boolean({ error: "is_free_preview debe ser true o false" }).optional(),
  video: videoWrite.nullish(),
  duration_seconds: durationSeconds.nullish(),
  practice_preset: practicePreset.nullish(),
});
export type ThemePatch = z.infer<typeof themePatch>;

export const reorderRequest = z.object({
  /** Every topic id of the level, in the new order. */
  ids: z.array(id("Cada tema"), { error: "Envía la lista de temas en el nuevo orden" }).min(1, { error: "Envía la lista de temas en el nuevo orden" }).max(500, { error: "Demasiados temas" }),
  /** The level's `version` when the list was read. */
  version: z.string({ error: "Envía la versión (version) del nivel que leyó" }).min(1, { error: "Envía la versión (version) del nivel que leyó" }).max(100),
});
export type ReorderRequest = z.infer<typeof reorderRequest>;

export const moveRequest = z.object({ direction: z.enum(["up", "down"], { error: "La dirección debe ser up o down" }) });
export type MoveRequest = z.infer<typeof moveRequest>;

/** The level's topic order after a reorder or a move, and its new `version`. */
export const orderResponse = z.object({ level_id: z.number().int(), ids: z.array(z.number().int()), version: z.string() });

// ---------------------------------------------------------------------------------------------
// Tutorials (videos)

export const adminVideo = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  course: courseRef.nullable(),
  provider: videoProvider,
  source: z.string(),
  thumbnail: z.string().nullable(),
  duration_seconds: z.number().int().nullable(),
  position: z.number().int(),
  is_published: z.boolean(),
  prices: z.array(adminPrice),
  created_at: z.string(),
});
export type AdminVideo = z.infer<typeof adminVideo>;

export const tutorialCreate = z.object({
  slug: adminSlug.optional(),
  title: text("El título", 200),
  description: z.string({ error: "La descripción debe ser un texto" }).trim().max(20_000, { error: "La descripción es demasiado larga" }).default(""),
  course_id: id("El curso").nullish(),
  video: videoWrite,
  thumbnail: imageUrl.nullish(),
  duration_seconds: durationSeconds.nullish(),
  position: position.optional(),
  is_published: z.boolean({ error: "is_published debe ser true o false" }).default(false),
  prices: z.array(tutorialPriceWrite).max(4).optional(),
});
export type TutorialCreate = z.infer<typeof tutorialCreate>;
export const tutorialPatch = tutorialCreate.partial().extend({
  description: z.string({ error: "La descripción debe ser un texto" }).trim().max(20_000, { error: "La descripción es demasiado larga" }).optional(),
  is_published: z.boolean({ error: "is_published debe ser true o false" }).optional(),
});
export type TutorialPatch = z.infer<typeof tutorialPatch>;

export const videoUploadResponse = z.object({
  provider: z.literal("self_hosted"),
  /** Send it as `video.source` of a topic or tutorial. */
  source: z.string(),
  content_type: z.enum(["video/mp4", "video/webm"]),
  size: z.number().int(),
});

// ---------------------------------------------------------------------------------------------
// Exercises

export const optionWrite = z.object({
  text: text("El texto de la opción", 500),
  is_correct: z.boolean({ error: "Indica si la opción es correcta (is_correct)" }),
});
export const questionWrite = z.object({
  prompt: text("El enunciado", 2000),
  kind: z.enum(["single", "multiple"], { error: "El tipo de pregunta debe ser single o multiple" }).default("single"),
  explanation: z.string({ error: "La explicación debe ser un texto" }).trim().max(5000, { error: "La explicación es demasiado larga" }).default(""),
  options: z.array(optionWrite, { error: "Envía las opciones de la pregunta" }).min(2, { error: "Cada pregunta necesita al menos dos opciones" }).max(10, { error: "Una pregunta puede tener como máximo 10 opciones" }),
});
export type QuestionWrite = z.infer<typeof questionWrite>;

const passMark = z.number({ error: "La nota mínima debe ser un número" }).int({ error: "La nota mínima debe ser un número entero" }).min(0, { error: "La nota mínima debe estar entre 0 y 100" }).max(100, { error: "La nota mínima debe estar entre 0 y 100" });

export const exerciseCreate = z.object({
  title: text("El título", 200),
  description: z.string({ error: "La descripción debe ser un texto" }).trim().max(5000, { error: "La descripción es demasiado larga" }).default(""),
  pass_mark: passMark.default(70),
  position: position.min(1, { error: "La posición debe ser 1 o mayor" }).optional(),
  questions: z.array(questionWrite, { error: "Envía las preguntas" }).min(1, { error: "El ejercicio necesita al menos una pregunta" }).max(100, { error: "Un ejercicio puede tener como máximo 100 preguntas" }),
});
export type ExerciseCreate = z.infer<typeof exerciseCreate>;
export const exercisePatch = z.object({
  title: text("El título", 200).optional(),
  description: z.string({ error: "La descripción debe ser un texto" }).trim().max(5000, { error: "La descripción es demasiado larga" }).optional(),
  pass_mark: passMark.optional(),
  position: position.min(1, { error: "La posición debe ser 1 o mayor" }).optional(),
  /** When sent, replaces every question. */
  questions: exerciseCreate.shape.questions.optional(),
});
export type ExercisePatch = z.infer<typeof exercisePatch>;

export const adminExercise = z.object({
  id: z.number().int(),
  level_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  position: z.number().int(),
  pass_mark: z.number().int(),
  questions_count: z.number().int(),
  questions: z.array(
    z.object({
      id: z.number().int(),
      position: z.number().int(),
      prompt: z.string(),
      kind: z.enum(["single", "multiple"]),
      explanation: z.string(),
      options: z.array(z.object({ id: z.number().int(), position: z.number().int(), text: z.string(), is_correct: z.boolean() })),
    }),
  ),
  created_at: z.string(),
});
export type AdminExercise = z.infer<typeof adminExercise>;

export const levelExerciseParams = z.object({ id: queryId("El nivel"), exerciseId: queryId("El ejercicio") });

// ---------------------------------------------------------------------------------------------
// Orders

export const adminOrdersQuery = pageQuery.extend({
  status: orderStatus.optional(),
  provider: z.enum(ORDER_PROVIDERS, { error: "El medio de pago debe ser sandbox, stripe, mercadopago, wompi o manual" }).optional(),
  from: dateOrDateTime("La fecha inicial").optional(),
  to: dateOrDateTime("La fecha final").optional(),
  /** An order number, or words of the buyer's name or e-mail. */
  search: z.string().trim().max(100, { error: "La búsqueda no puede tener más de 100 caracteres" }).optional(),
  user: queryId("El estudiante").optional(),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuery>;

export const adminPaymentEvent = z.object({
  id: z.number().int(),
  provider: z.string(),
  event_id: z.string(),
  type: z.string(),
  outcome: z.string(),
  received_at: z.string(),
});

export const adminOrderDetail = order.extend({
  user: z.object({ id: z.number().int(), email: z.string(), name: z.string() }),
  provider_reference: z.string().nullable(),
  provider_payment_id: z.string().nullable(),
  settled_by: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  payment_events: z.array(adminPaymentEvent),
  grants: z.array(adminGrant),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;

/**
 * POST /api/admin/markdown-preview/: the editor's preview of a post or topic body, rendered
 * by the API's one Markdown renderer and sanitiser, so the preview is the published HTML.
 */
export const markdownPreviewRequest = z.object({
  body_markdown: z
    .string({ error: "El contenido debe ser un texto" })
    .max(100_000, { error: "El contenido no puede tener más de 100.000 caracteres" }),
});
export type MarkdownPreviewRequest = z.infer<typeof markdownPreviewRequest>;
export const markdownPreviewResponse = z.object({ body_html: z.string() });
export type MarkdownPreviewResponse = z.infer<typeof markdownPreviewResponse>;
