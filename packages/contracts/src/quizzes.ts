import { z } from "zod";
import { MAX_ID } from "./common";

/**
 * Wire schemas of quizzes: a level's graded questions, attempts and the last one seen. The wire
 * keeps the spec's word (`/api/levels/:id/exercises/…`, `exercise_id`); the code says quiz.
 */

export const QUESTION_KINDS = ["single", "multiple"] as const;
export const questionKind = z.enum(QUESTION_KINDS);

export const quizSummary = z.object({
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
export type QuizSummary = z.infer<typeof quizSummary>;

/** Questions and options only: which options are correct is never sent before an attempt. */
export const quizDetail = quizSummary.extend({
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
export type QuizDetail = z.infer<typeof quizDetail>;

export const quizParams = z.object({
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
  exercise: quizSummary.nullable(),
  seen_at: z.string().nullable(),
});
export type LastSeenResponse = z.infer<typeof lastSeenResponse>;
