import { z } from "zod";
import { QUESTION_KINDS, quizSummary, questionKind } from "../quizzes";
import { position, queryId, text } from "./fields";

/** Wire schemas of a level's exercises (quizzes) in the back office. Every path needs the admin role. */

export const optionWrite = z.object({
  text: text("El texto de la opción", 500),
  is_correct: z.boolean({ error: "Indica si la opción es correcta (is_correct)" }),
});
export const questionWrite = z.object({
  prompt: text("El enunciado", 2000),
  kind: z.enum(QUESTION_KINDS, { error: "El tipo de pregunta debe ser single o multiple" }).default("single"),
  explanation: z.string({ error: "La explicación debe ser un texto" }).trim().max(5000, { error: "La explicación es demasiado larga" }).default(""),
  options: z.array(optionWrite, { error: "Envía las opciones de la pregunta" }).min(2, { error: "Cada pregunta necesita al menos dos opciones" }).max(10, { error: "Una pregunta puede tener como máximo 10 opciones" }),
});
export type QuestionWrite = z.infer<typeof questionWrite>;

const passMark = z.number({ error: "La nota mínima debe ser un número" }).int({ error: "La nota mínima debe ser un número entero" }).min(0, { error: "La nota mínima debe estar entre 0 y 100" }).max(100, { error: "La nota mínima debe estar entre 0 y 100" });

export const quizCreate = z.object({
  title: text("El título", 200),
  description: z.string({ error: "La descripción debe ser un texto" }).trim().max(5000, { error: "La descripción es demasiado larga" }).default(""),
  pass_mark: passMark.default(70),
  position: position.min(1, { error: "La posición debe ser 1 o mayor" }).optional(),
  questions: z.array(questionWrite, { error: "Envía las preguntas" }).min(1, { error: "El ejercicio necesita al menos una pregunta" }).max(100, { error: "Un ejercicio puede tener como máximo 100 preguntas" }),
});
export type QuizCreate = z.infer<typeof quizCreate>;
export const quizPatch = z.object({
  title: text("El título", 200).optional(),
  description: z.string({ error: "La descripción debe ser un texto" }).trim().max(5000, { error: "La descripción es demasiado larga" }).optional(),
  pass_mark: passMark.optional(),
  position: position.min(1, { error: "La posición debe ser 1 o mayor" }).optional(),
  /** When sent, replaces every question. */
  questions: quizCreate.shape.questions.optional(),
});
export type QuizPatch = z.infer<typeof quizPatch>;

/** The student's summary without the student's standing, with the answers the grader uses. */
export const adminQuiz = quizSummary.pick({ id: true, level_id: true, title: true, description: true, position: true, pass_mark: true, questions_count: true }).extend({
  questions: z.array(
    z.object({
      id: z.number().int(),
      position: z.number().int(),
      prompt: z.string(),
      kind: questionKind,
      explanation: z.string(),
      options: z.array(z.object({ id: z.number().int(), position: z.number().int(), text: z.string(), is_correct: z.boolean() })),
    }),
  ),
  created_at: z.string(),
});
export type AdminQuiz = z.infer<typeof adminQuiz>;

export const levelQuizParams = z.object({ id: queryId("El nivel"), exerciseId: queryId("El ejercicio") });
