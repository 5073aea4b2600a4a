import { z } from "zod";
import type { AdminExerciseItem, ExerciseBody } from "@/features/admin/api/catalogue-api";

/**
 * The exercise editor's draft and its schema: every question needs a prompt, two to ten
 * options with text, and at least one correct option (exactly one for single choice).
 */

export interface OptionDraft {
  key: string;
  text: string;
  isCorrect: boolean;
}

export interface QuestionDraft {
  key: string;
  prompt: string;
  kind: "single" | "multiple";
  explanation: string;
  options: OptionDraft[];
}

export interface ExerciseDraft {
  title: string;
  description: string;
  pass_mark: string;
  questions: QuestionDraft[];
}

export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 10;
export const MAX_QUESTIONS = 100;

let counter = 0;
/** A stable React key for a row that has no id yet. */
export function draftKey(): string {
  counter += 1;
  return `nuevo-${counter}`;
}

export function emptyQuestion(): QuestionDraft {
  return {
    key: draftKey(),
    prompt: "",
    kind: "single",
    explanation: "",
    options: [
      { key: draftKey(), text: "", isCorrect: true },
      { key: draftKey(), text: "", isCorrect: false },
    ],
  };
}

export function emptyExercise(): ExerciseDraft {
  return { title: "", description: "", pass_mark: "70", questions: [emptyQuestion()] };
}

export function draftOfExercise(exercise: AdminExerciseItem): ExerciseDraft {
  return {
    title: exercise.title,
    description: exercise.description,
    pass_mark: String(exercise.passMark),
    questions: exercise.questions.map((question) => ({
      key: `q-${question.id}`,
      prompt: question.prompt,
      kind: question.kind,
      explanation: question.explanation,
      options: question.options.map((option) => ({ key: `o-${option.id}`, text: option.text, isCorrect: option.isCorrect })),
    })),
  };
}

/** Marks `optionIndex` correct; in a single-choice question it becomes the only correct one. */
export function toggleCorrect(question: QuestionDraft, optionIndex: number): QuestionDraft {
  return {
    ...question,
    options: question.options.map((option, index) =>
      question.kind === "single" ? { ...option, isCorrect: index === optionIndex } : index === optionIndex ? { ...option, isCorrect: !option.isCorrect } : option,
    ),
  };
}

/** Switching to single choice keeps only the first correct option marked. */
export function setKind(question: QuestionDraft, kind: QuestionDraft["kind"]): QuestionDraft {
  if (kind === "multiple") return { ...question, kind };
  const first = question.options.findIndex((option) => option.isCorrect);
  return { ...question, kind, options: question.options.map((option, index) => ({ ...option, isCorrect: index === first })) };
}

/** A message for each place that is wrong, at the form's own paths (`questions.0.options.1.text`). */
function checkDraft(draft: ExerciseDraft, ctx: z.RefinementCtx) {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
  const title = draft.title.trim();
  if (!title) issue(["title"], "Escribe el título del ejercicio.");
  else if (title.length > 200) issue(["title"], "El título no puede tener más de 200 caracteres.");
  if (draft.description.trim().length > 5000) issue(["description"], "La descripción no puede tener más de 5000 caracteres.");
  const passMark = draft.pass_mark.trim();
  if (!/^\d{1,3}$/.test(passMark) || Number(passMark) > 100) issue(["pass_mark"], "La nota mínima debe ser un número entre 0 y 100.");
  if (draft.questions.length === 0) issue(["questions"], "El ejercicio necesita al menos una pregunta.");
  if (draft.questions.length > MAX_QUESTIONS) issue(["questions"], `Un ejercicio puede tener como máximo ${MAX_QUESTIONS} preguntas.`);

  draft.questions.forEach((question, q) => {
    const prompt = question.prompt.trim();
    if (!prompt) issue(["questions", q, "prompt"], "Escribe el enunciado de la pregunta.");
    else if (prompt.length > 2000) issue(["questions", q, "prompt"], "El enunciado no puede tener más de 2000 caracteres.");
    if (question.explanation.trim().length > 5000) issue(["questions", q, "explanation"], "La explicación es demasiado larga.");
    question.options.forEach((option, o) => {
      if (!option.text.trim()) issue(["questions", q, "options", o, "text"], "Escribe el texto de la opción o quítala.");
      else if (option.text.trim().length > 500) issue(["questions", q, "options", o, "text"], "La opción no puede tener más de 500 caracteres.");
    });
    const correct = question.options.filter((option) => option.isCorrect).length;
    const options = ["questions", q, "options"];
    if (question.options.length < MIN_OPTIONS) issue(options, "Cada pregunta necesita al menos dos opciones.");
    else if (question.options.length > MAX_OPTIONS) issue(options, `Una pregunta puede tener como máximo ${MAX_OPTIONS} opciones.`);
    else if (correct === 0) issue(options, "Marca al menos una opción correcta.");
    else if (question.kind === "single" && correct > 1) issue(options, "Una pregunta de respuesta única tiene una sola opción correcta.");
  });
}

const optionDraft = z.object({ key: z.string(), text: z.string(), isCorrect: z.boolean() });
const questionDraft = z.object({ key: z.string(), prompt: z.string(), kind: z.enum(["single", "multiple"]), explanation: z.string(), options: z.array(optionDraft) });

/**
 * The exercise editor's schema: the draft as typed, checked with the editor's Spanish messages
 * (stricter than the contract: a prompt and option texts are required), and turned into the
 * request body.
 */
export const exerciseSchema = z
  .object({ title: z.string(), description: z.string(), pass_mark: z.string(), questions: z.array(questionDraft) })
  .superRefine(checkDraft)
  .transform(
    (draft): Required<Pick<ExerciseBody, "title" | "description" | "passMark" | "questions">> => ({
      title: draft.title.trim(),
      description: draft.description.trim(),
      passMark: Number(draft.pass_mark.trim()),
      questions: draft.questions.map((question) => ({
        prompt: question.prompt.trim(),
        kind: question.kind,
        explanation: question.explanation.trim(),
        options: question.options.map((option) => ({ text: option.text.trim(), isCorrect: option.isCorrect })),
      })),
    }),
  );
