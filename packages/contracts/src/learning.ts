import { z } from "zod";

/** Wire schemas of ratings (a level's stars and comments). Quizzes: quizzes.ts. */

export const RATE_COMMENT_MAX = 1000;

export const rateRequest = z.object({
  score: z
    .number({ error: "La calificación es obligatoria" })
    .int({ error: "La calificación debe ser un número entero de 1 a 5" })
    .min(1, { error: "La calificación debe ser un número entero de 1 a 5" })
    .max(5, { error: "La calificación debe ser un número entero de 1 a 5" }),
  comment: z
    .string({ error: "El comentario debe ser un texto" })
    .trim()
    .max(RATE_COMMENT_MAX, { error: `El comentario no puede tener más de ${RATE_COMMENT_MAX} caracteres` })
    .nullish(),
});
export type RateRequest = z.infer<typeof rateRequest>;

export const rate = z.object({
  id: z.number().int(),
  level_id: z.number().int(),
  score: z.number().int(),
  comment: z.string().nullable(),
  /** First name and initial of the last name only: ratings are public. */
  author: z.string(),
  is_mine: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Rate = z.infer<typeof rate>;

export const rateStats = z.object({
  level_id: z.number().int(),
  count: z.number().int(),
  /** Mean score rounded to two decimals; null when nobody has rated yet. */
  average: z.number().nullable(),
  /** Always five entries, scores 1 to 5. */
  distribution: z.array(z.object({ score: z.number().int(), count: z.number().int() })),
});
export type RateStats = z.infer<typeof rateStats>;
