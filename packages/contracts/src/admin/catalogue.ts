import { z } from "zod";
import { courseRef, levelRef, VIDEO_PROVIDERS, videoProvider } from "../catalogue";
import { CURRENCIES, currency, money } from "../commerce";
import { pageQuery, paginated } from "../common";
import { practicePreset } from "../practice";
import { adminSlug, id, imageUrl, position, queryId, text } from "./fields";

/** Wire schemas of catalogue management: courses, levels, prices, topics and tutorials. Every path needs the admin role. */

export const adminListQuery = pageQuery.extend({
  q: z.string().trim().max(100, { error: "La búsqueda no puede tener más de 100 caracteres" }).optional(),
});
export const adminLevelsQuery = adminListQuery.extend({ course: queryId("El curso").optional() });
export const adminVideosQuery = adminListQuery.extend({ course: queryId("El curso").optional() });


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

export const adminTopic = z.object({
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
export type AdminTopic = z.infer<typeof adminTopic>;

export const adminTopicsPage = paginated(adminTopic).extend({
  level: levelRef.extend({ course: courseRef }),
  version: z.string(),
});

export const topicCreate = z.object({
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
export type TopicCreate = z.infer<typeof topicCreate>;
export const topicPatch = z.object({
  slug: adminSlug.optional(),
  title: text("El título", 200).optional(),
  summary: z.string({ error: "El resumen debe ser un texto" }).trim().max(500, { error: "El resumen no puede tener más de 500 caracteres" }).optional(),
  body: z.string({ error: "El contenido debe ser un texto" }).max(100_000, { error: "El contenido no puede tener más de 100.000 caracteres" }).optional(),
  is_free_preview: z.boolean({ error: "is_free_preview debe ser true o false" }).optional(),
  video: videoWrite.nullish(),
  duration_seconds: durationSeconds.nullish(),
  practice_preset: practicePreset.nullish(),
});
export type TopicPatch = z.infer<typeof topicPatch>;

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
export type VideoUploadResponse = z.infer<typeof videoUploadResponse>;
