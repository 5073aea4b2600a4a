import { describe, expect, it } from "vitest";
import { checkValues } from "@/lib/forms";
import { emptyExercise, emptyQuestion, exerciseSchema, setKind, toggleCorrect, type ExerciseDraft } from "@/features/admin/utils/exercise-form";

const validateExercise = (draft: ExerciseDraft) => checkValues(exerciseSchema, draft);

function filled(): ExerciseDraft {
  const question = emptyQuestion();
  question.prompt = "¿Qué mano mueve el fuelle?";
  question.options[0]!.text = "La izquierda";
  question.options[1]!.text = "La derecha";
  return { ...emptyExercise(), title: "Fundamentos", questions: [question] };
}

describe("the exercise editor", () => {
  it("builds the request of a complete exercise", () => {
    const result = validateExercise(filled());
    expect(result).toEqual({
      data: {
        title: "Fundamentos",
        description: "",
        passMark: 70,
        questions: [
          {
            prompt: "¿Qué mano mueve el fuelle?",
            kind: "single",
            explanation: "",
            options: [
              { text: "La izquierda", isCorrect: true },
              { text: "La derecha", isCorrect: false },
            ],
          },
        ],
      },
    });
  });

  it("asks for at least one correct option, and one only in single choice", () => {
    const draft = filled();
    draft.questions[0]!.options.forEach((option) => (option.isCorrect = false));
    expect(validateExercise(draft)).toEqual({ errors: { "questions.0.options": "Marca al menos una opción correcta." } });
    draft.questions[0]!.options.forEach((option) => (option.isCorrect = true));
    expect(validateExercise(draft)).toEqual({ errors: { "questions.0.options": "Una pregunta de respuesta única tiene una sola opción correcta." } });
    draft.questions[0]!.kind = "multiple";
    expect("data" in validateExercise(draft)).toBe(true);
  });

  it("reports empty fields and a bad pass mark in Spanish", () => {
    const draft = { ...emptyExercise(), pass_mark: "120" };
    expect(validateExercise(draft)).toEqual({
      errors: {
        title: "Escribe el título del ejercicio.",
        pass_mark: "La nota mínima debe ser un número entre 0 y 100.",
        "questions.0.prompt": "Escribe el enunciado de la pregunta.",
        "questions.0.options.0.text": "Escribe el texto de la opción o quítala.",
        "questions.0.options.1.text": "Escribe el texto de la opción o quítala.",
      },
    });
    expect(validateExercise({ ...filled(), questions: [] })).toEqual({ errors: { questions: "El ejercicio necesita al menos una pregunta." } });
  });

  it("keeps one correct option in single choice and toggles freely in multiple choice", () => {
    const single = toggleCorrect(filled().questions[0]!, 1);
    expect(single.options.map((option) => option.isCorrect)).toEqual([false, true]);
    const multiple = toggleCorrect(setKind(single, "multiple"), 0);
    expect(multiple.options.map((option) => option.isCorrect)).toEqual([true, true]);
    expect(setKind(multiple, "single").options.map((option) => option.isCorrect)).toEqual([true, false]);
  });
});
