import { z } from "zod";

/**
 * A topic's scores (issue 39): notation and tablature (alphaTab's alphaTex, MusicXML or a
 * Guitar Pro file), the accordion's buttons, and the sync points that tie bars to the video.
 */

export const SCORE_INSTRUMENTS = ["guitar", "bass", "percussion", "accordion"] as const;
/** `button_tab`: the accordion's button tablature as text (docs/notation-button-tab.md). */
export const SCORE_FORMATS = ["alphatex", "musicxml", "guitar_pro", "button_tab"] as const;
/** The three-row vallenato layouts named by their rows' keys, outer row first. */
export const ACCORDION_LAYOUTS = ["sol-do-fa", "la-re-sol", "fa-sib-mib"] as const;

export const scoreInstrument = z.enum(SCORE_INSTRUMENTS, { error: "El instrumento de la partitura no es válido" });
export const scoreFormat = z.enum(SCORE_FORMATS, { error: "El formato debe ser alphaTex, MusicXML, Guitar Pro o tablatura de botones" });
export const accordionLayout = z.enum(ACCORDION_LAYOUTS, { error: "La afinación del acordeón debe ser Sol-Do-Fa, La-Re-Sol o Fa-Si♭-Mi♭" });

export { ALPHATAB_ASSETS, ALPHATAB_VERSION } from "./alphatab";

/** The largest source accepted: a Guitar Pro file of a whole song is well under 1 MB. */
export const SCORE_MAX_CHARS = 2_000_000;
export const SYNC_POINTS_MAX = 2000;

/** The video second at which bar `bar` (0-based) starts. */
export const syncPoint = z.object({
  bar: z.number({ error: "El compás del punto de sincronía no es válido" }).int({ error: "El compás del punto de sincronía no es válido" }).min(0).max(9999),
  seconds: z
    .number({ error: "El segundo del punto de sincronía no es válido" })
    .min(0, { error: "El segundo del punto de sincronía no puede ser negativo" })
    .max(86_400, { error: "El segundo del punto de sincronía no es válido" }),
});
export type SyncPoint = z.infer<typeof syncPoint>;

export const syncPoints = z
  .array(syncPoint, { error: "Los puntos de sincronía deben ser una lista" })
  .max(SYNC_POINTS_MAX, { error: `No puede haber más de ${SYNC_POINTS_MAX} puntos de sincronía` })
  .refine((points) => points.every((p, i) => i === 0 || (p.bar > points[i - 1]!.bar && p.seconds > points[i - 1]!.seconds)), {
    error: "Los puntos de sincronía deben avanzar: cada compás después del anterior y en un segundo posterior",
  });

export const scoreSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  instrument: scoreInstrument,
  format: scoreFormat,
  accordion_layout: accordionLayout.nullable(),
  bar_count: z.number().int(),
});
export type ScoreSummary = z.infer<typeof scoreSummary>;

/** One score with its source (base64 for Guitar Pro) and its sync points. */
export const scoreDetail = scoreSummary.extend({
  content: z.string(),
  sync_points: z.array(syncPoint),
});
export type ScoreDetail = z.infer<typeof scoreDetail>;

export const adminScore = scoreDetail.extend({
  theme_id: z.number().int(),
  position: z.number().int(),
  updated_at: z.string(),
});
export type AdminScore = z.infer<typeof adminScore>;

const title = z
  .string({ error: "El título de la partitura debe ser un texto" })
  .trim()
  .min(1, { error: "El título de la partitura es obligatorio" })
  .max(160, { error: "El título de la partitura no puede tener más de 160 caracteres" });
const content = z
  .string({ error: "La partitura debe ser un texto" })
  .min(1, { error: "La partitura está vacía" })
  .max(SCORE_MAX_CHARS, { error: "La partitura es demasiado grande (máximo 1,5 MB)" });

export const scoreCreate = z.object({
  title,
  instrument: scoreInstrument,
  format: scoreFormat,
  content,
  accordion_layout: accordionLayout.nullable().optional(),
  sync_points: syncPoints.optional(),
  /** A MusicXML melody sent with `convert_to: "button_tab"` is stored as the button tablature it maps to (docs/notation-button-tab.md). */
  convert_to: z.literal("button_tab", { error: "Solo se puede convertir a tablatura de botones" }).optional(),
});
export type ScoreCreate = z.infer<typeof scoreCreate>;

export const scorePatch = scoreCreate.omit({ convert_to: true }).partial();
export type ScorePatch = z.infer<typeof scorePatch>;

export const scoreParams = z.object({
  slug: z.string().trim().min(1, { error: "El identificador no es válido" }).max(160, { error: "El identificador no es válido" }),
  id: z.coerce.number({ error: "La partitura no es válida" }).int({ error: "La partitura no es válida" }).positive({ error: "La partitura no es válida" }).max(2_147_483_647, { error: "La partitura no es válida" }),
});
