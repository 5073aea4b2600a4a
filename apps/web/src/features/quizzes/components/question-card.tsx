"use client";

import { useId, type Dispatch } from "react";
import type { AnswersAction, AnswersState, Question } from "@/features/quizzes/utils/quiz-answers";
import { cx } from "@/lib/cx";

/**
 * One question as a fieldset of radios (single choice) or checkboxes (multiple choice).
 * The legend carries the number and the prompt for screen readers; the visible copies are
 * hidden from them so they are not read twice.
 */
export function QuestionCard({
  question,
  number,
  total,
  answers,
  act,
}: {
  question: Question;
  number: number;
  total: number;
  answers: AnswersState;
  act: Dispatch<AnswersAction>;
}) {
  const hintId = useId();
  const chosen = answers.chosen[question.id] ?? [];
  const multiple = question.kind === "multiple";
  return (
    <fieldset className="rounded-3xl border border-neutral-200 bg-white p-5 sm:p-6" aria-describedby={hintId} data-testid="question">
      <legend className="sr-only">
        Pregunta {number} de {total}: {question.prompt}
      </legend>
      <p aria-hidden="true" className="text-sm font-semibold text-neutral-600">
        Pregunta {number} de {total}
      </p>
      <p aria-hidden="true" className="mt-1 text-xl leading-snug font-bold">
        {question.prompt}
      </p>
      <p id={hintId} className="mt-1 text-sm text-neutral-600">
        {multiple ? "Elige todas las respuestas correctas." : "Elige una respuesta."}
      </p>
      <div className="mt-4 flex flex-col gap-2">
        {question.options.map((option) => {
          const checked = chosen.includes(option.id);
          return (
            <label
              key={option.id}
              className={cx(
                "flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl border-2 px-4 py-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-secondary",
                checked ? "border-primary bg-primary-light" : "border-neutral-200 hover:border-neutral-300 hover:bg-neutral-50",
              )}
            >
              <input
                type={multiple ? "checkbox" : "radio"}
                name={`pregunta-${question.id}`}
                value={option.id}
                checked={checked}
                onChange={() => act({ type: "choose", question, optionId: option.id })}
                className="size-5 shrink-0 accent-[#e08c00]"
              />
              <span>{option.text}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
