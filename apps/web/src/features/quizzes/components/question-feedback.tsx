"use client";

import { CheckIcon, CrossIcon } from "@/components/ui/icons";
import type { Question } from "@/features/quizzes/utils/quiz-answers";
import type { AttemptResultItem } from "@/lib/academy-types";
import { cx } from "@/lib/cx";

export type Feedback = AttemptResultItem["questions"][number];

/**
 * One graded question: the verdict (with the partial credit of a multiple choice), every
 * option with the student's picks and the right ones marked, and the explanation.
 */
export function QuestionFeedback({ question, number, feedback }: { question: Question; number: number; feedback: Feedback }) {
  const partial = !feedback.correct && feedback.credit > 0;
  const verdict = feedback.correct ? "Correcta" : partial ? `Parcialmente correcta (${Math.round(feedback.credit * 100)} %)` : "Incorrecta";
  return (
    <li className="rounded-3xl border border-neutral-200 bg-white p-5 sm:p-6" data-testid="question-feedback">
      <div className="flex items-start gap-3">
        <span
          className={cx(
            "inline-flex size-8 shrink-0 items-center justify-center rounded-full",
            feedback.correct ? "bg-success text-white" : partial ? "bg-primary text-secondary" : "bg-error text-white",
          )}
          aria-hidden="true"
        >
          {feedback.correct ? <CheckIcon className="size-5" /> : <CrossIcon className="size-4" />}
        </span>
        <div className="min-w-0">
          <p className="text-sm font-semibold text-neutral-600">
            Pregunta {number} · <span className={feedback.correct ? "text-success-ink" : partial ? "text-primary-ink" : "text-error"}>{verdict}</span>
          </p>
          <p className="mt-0.5 font-bold">{question.prompt}</p>
        </div>
      </div>
      <ul className="mt-3 flex flex-col gap-1.5">
        {question.options.map((option) => {
          const right = feedback.correctOptionIds.includes(option.id);
          const picked = feedback.selectedOptionIds.includes(option.id);
          // Options neither right nor picked stay plain, so the marked ones stand out.
          if (!right && !picked) {
            return (
              <li key={option.id} className="rounded-xl px-3 py-2 text-neutral-600">
                {option.text}
              </li>
            );
          }
          return (
            <li
              key={option.id}
              className={cx(
                "flex flex-wrap items-center justify-between gap-2 rounded-xl border px-3 py-2",
                right ? "border-success/50 bg-success/10" : "border-error/40 bg-error/5",
              )}
            >
              <span className="flex items-center gap-2">
                {right ? <CheckIcon className="size-4 shrink-0 text-success-ink" /> : <CrossIcon className="size-4 shrink-0 text-error" />}
                {option.text}
              </span>
              <span className="text-xs font-semibold text-neutral-700">
                {picked && right ? "Tu respuesta · correcta" : picked ? "Tu respuesta" : "Respuesta correcta"}
              </span>
            </li>
          );
        })}
      </ul>
      {feedback.explanation ? (
        <p className="mt-3 rounded-xl bg-neutral-50 p-3 text-neutral-700">
          <span className="font-semibold text-secondary">Explicación: </span>
          {feedback.explanation}
        </p>
      ) : null}
    </li>
  );
}
