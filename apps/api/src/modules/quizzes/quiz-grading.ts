import type { AttemptRequest } from "@fz/contracts/quizzes";

export interface GradableQuestion {
  id: number;
  position: number;
  kind: "single" | "multiple";
  explanation: string;
  options: { id: number; isCorrect: boolean }[];
}

export interface QuestionGrade {
  question_id: number;
  credit: number;
  correct: boolean;
  selected_option_ids: number[];
  correct_option_ids: number[];
  explanation: string;
}

export interface Grade {
  score: number;
  correctCount: number;
  questions: QuestionGrade[];
}

/** Spanish messages for every problem in the answers, or an empty list when they are valid. */
export function answerProblems(questions: GradableQuestion[], answers: AttemptRequest["answers"]): string[] {
  const problems: string[] = [];
  const byId = new Map(questions.map((q) => [q.id, q]));
  const seen = new Set<number>();
  for (const answer of answers) {
    const question = byId.get(answer.question_id);
    if (!question) {
      problems.push("La respuesta incluye una pregunta que no pertenece a este ejercicio.");
      continue;
    }
    if (seen.has(question.id)) problems.push(`La pregunta ${question.position} aparece más de una vez.`);
    seen.add(question.id);
    if (new Set(answer.option_ids).size !== answer.option_ids.length) {
      problems.push(`La pregunta ${question.position} tiene opciones repetidas.`);
    }
    const optionIds = new Set(question.options.map((o) => o.id));
    if (answer.option_ids.some((id) => !optionIds.has(id))) {
      problems.push(`Una opción elegida no pertenece a la pregunta ${question.position}.`);
    }
    if (question.kind === "single" && answer.option_ids.length > 1) {
      problems.push(`La pregunta ${question.position} admite una sola respuesta.`);
    }
  }
  if (!answers.some((a) => a.option_ids.length > 0) && problems.length === 0) problems.push("Responda al menos una pregunta.");
  return [...new Set(problems)];
}

/**
 * Grades valid answers. Single choice: 1 if the chosen option is the correct one, else 0.
 * Multiple choice: (correct options chosen − wrong options chosen) / correct options, never
 * below 0 — so ticking every option earns nothing and a partial right answer earns part.
 * An unanswered question earns 0. Score = round(100 × Σ credit / questions).
 */
export function gradeAttempt(questions: GradableQuestion[], answers: AttemptRequest["answers"]): Grade {
  const chosen = new Map(answers.map((a) => [a.question_id, a.option_ids]));
  let total = 0;
  let correctCount = 0;
  const graded = questions.map((q) => {
    const selected = [...(chosen.get(q.id) ?? [])].sort((a, b) => a - b);
    const correctIds = q.options.filter((o) => o.isCorrect).map((o) => o.id).sort((a, b) => a - b);
    const right = selected.filter((id) => correctIds.includes(id)).length;
    const wrong = selected.length - right;
    let credit: number;
    if (q.kind === "single") credit = selected.length === 1 && right === 1 ? 1 : 0;
    else credit = correctIds.length === 0 ? 0 : Math.max(0, (right - wrong) / correctIds.length);
    credit = Math.round(credit * 10_000) / 10_000;
    total += credit;
    if (credit === 1) correctCount += 1;
    return {
      question_id: q.id,
      credit,
      correct: credit === 1,
      selected_option_ids: selected,
      correct_option_ids: correctIds,
      explanation: q.explanation,
    };
  });
  const score = questions.length === 0 ? 0 : Math.round((total * 100) / questions.length);
  return { score: Math.min(100, Math.max(0, score)), correctCount, questions: graded };
}
