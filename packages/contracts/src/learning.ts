import { z } from "zod";
import { MAX_ID } from "./common";

/** Wire schemas of ratings and exercises (quizzes). */

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

export const QUESTION_KINDS = ["single", "multiple"] as const;
export const questionKind = z.enum(QUESTION_KINDS);

export const exerciseSummary = z.object({
  id: z.number().int(),
  level_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  position: z.number().int(),
  pass_mark: z.number().int(),
  questions_count: z.number().int(),
  /** The signed-in student's standing; null on public variants and for visitors. */
  best_score: z.number().int().nullable(),
  attempts_count: z.number().int(),
  passed: z.boolean(),
  last_seen: z.boolean(),
});
export type ExerciseSummary = z.infer<typeof exerciseSummary>;

/** Questions and options only: which options are correct is never sent before an attempt. */
export const exerciseDetail = exerciseSummary.extend({
  questions: z.array(
    z.object({
      id: z.number().int(),
      position: z.number().int(),
      prompt: z.string(),
      kind: questionKind,
      options: z.array(z.object({ id: z.number().int(), text: z.string() })),
    }),
  ),
});
export type ExerciseDetail = z.infer<typeof exerciseDetail>;

export const exerciseParams = z.object({
  id: z.coerce
    .number({ error: "El identificador debe ser un número" })
    .int({ error: "El identificador debe ser un número entero" })
    .positive({ error: "El identificador debe ser positivo" })
    .max(MAX_ID, { error: "El identificador no es válido" }),
  exerciseId: z.coerce
    .number({ error: "El ejercicio debe ser un número" })
    .int({ error: "El ejercicio debe ser un número entero" })
    .positive({ error: "El ejercicio debe ser positivo" })
    .max(MAX_ID, { error: "El ejercicio no es válido" }),
});

const positiveId = (label: string) =>
  z
    .number({ error: `${label} no es válido` })
    .int({ error: `${label} no es válido` })
    .positive({ error: `${label} no es válido` })
    .max(MAX_ID, { error: `${label} no es válido` });

export const attemptRequest = z.object({
  answers: z
    .array(
      z.object({
        question_id: positiveId("La pregunta"),
        option_ids: z.array(positiveId("La opción")).max(20, { error: "Demasiadas opciones en una respuesta" }),
      }),
      { error: "Las respuestas son obligatorias" },
    )
    .max(100, { error: "Demasiadas respuestas" }),
});
export type AttemptRequest = z.infer<typeof attemptRequest>;

/**
 * A graded attempt. `credit` is 0–1 per question: single choice is all or nothing; multiple
 * choice earns (right picks − wrong picks) / correct options, never below 0.
 */
export const attemptResult = z.object({
  id: z.number().int(),
  exercise_id: z.number().int(),
  score: z.number().int(),
  pass_mark: z.number().int(),
  passed: z.boolean(),
  correct_count: z.number().int(),
  total_questions: z.number().int(),
  created_at: z.string(),
  questions: z.array(
    z.object({
      question_id: z.number().int(),
      credit: z.number(),
      correct: z.boolean(),
      selected_option_ids: z.array(z.number().int()),
      correct_option_ids: z.array(z.number().int()),
      explanation: z.string(),
    }),
  ),
});
export type AttemptResult = z.infer<typeof attemptResult>;

export const attemptSummary = z.object({
  id: z.number().int(),
  exercise_id: z.number().int(),
  score: z.number().int(),
  passed: z.boolean(),
  created_at: z.string(),
});
export type AttemptSummary = z.infer<typeof attemptSummary>;

export const lastSeenResponse = z.object({
  exercise: exerciseSummary.nullable(),
  seen_at: z.string().nullable(),
});
export type LastSeenResponse = z.infer<typeof lastSeenResponse>;
