"use client";

import { ChevronLeftIcon, ChevronRightIcon } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { isAnswered, type AnswersState, type Question, type QuizMode } from "@/features/quizzes/utils/quiz-answers";
import { cx } from "@/lib/cx";
import { type SegmentOption, SegmentedControl } from "@/components/ui/segmented-control";

/** The mode switch and how many questions are answered, announced as it changes. */
export function QuizToolbar({
  mode,
  answered,
  total,
  onModeChange,
}: {
  mode: QuizMode;
  answered: number;
  total: number;
  onModeChange: (mode: QuizMode) => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <ModeToggle mode={mode} onChange={onModeChange} />
      <p className="text-sm font-semibold text-neutral-600" aria-live="polite">
        {answered} de {total} respondidas
      </p>
    </div>
  );
}

const MODE_OPTIONS: readonly SegmentOption<QuizMode>[] = [
  { value: "one", label: "Una por una" },
  { value: "all", label: "Todas" },
];

function ModeToggle({ mode, onChange }: { mode: QuizMode; onChange: (mode: QuizMode) => void }) {
  return <SegmentedControl label="Cómo ver las preguntas" options={MODE_OPTIONS} value={mode} onChange={onChange} />;
}

/** In "one at a time" mode: a numbered button per question, marking the answered ones. */
export function QuestionNav({
  questions,
  answers,
  index,
  onGoTo,
}: {
  questions: Question[];
  answers: AnswersState;
  /** The question on screen. */
  index: number;
  onGoTo: (index: number) => void;
}) {
  return (
    <nav aria-label="Ir a una pregunta">
      <ol className="flex flex-wrap gap-2">
        {questions.map((question, position) => {
          const done = isAnswered(answers, question.id);
          return (
            <li key={question.id}>
              <button
                type="button"
                onClick={() => onGoTo(position)}
                aria-current={position === index ? "step" : undefined}
                aria-label={`Pregunta ${position + 1}${done ? ", respondida" : ""}`}
                className={cx(
                  "inline-flex size-10 items-center justify-center rounded-full border-2 text-sm font-bold transition-colors",
                  position === index ? "border-secondary" : "border-transparent",
                  done ? "bg-primary text-secondary" : "bg-neutral-100 text-neutral-700 hover:bg-neutral-200",
                )}
              >
                {position + 1}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** How long the submit button ignores activation after taking Siguiente's place. */
export const SUBMIT_ARM_MS = 450;

/**
 * Below the questions: Anterior / Siguiente in "one at a time" mode, and the submit button
 * on the last question or when all are shown (only with access to the level).
 */
export function QuizControls({
  one,
  index,
  last,
  canSubmit,
  sending,
  answered,
  onGoTo,
}: {
  one: boolean;
  index: number;
  last: boolean;
  canSubmit: boolean;
  sending: boolean;
  answered: number;
  onGoTo: (index: number) => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {one ? (
        <Button variant="ghost" disabled={index === 0} onClick={() => onGoTo(index - 1)}>
          <ChevronLeftIcon className="size-5" />
          Anterior
        </Button>
      ) : (
        // Keeps the submit button on the right when there is no "Anterior".
        <span />
      )}
      {/* Distinct keys: were "Siguiente" and "Enviar respuestas" the same node, React would
          turn the clicked button into a submit button during its own click, and the browser's
          default action that follows would send the attempt on arriving at the last question. */}
      {one && !last ? (
        <Button key="next" type="button" variant="dark" onClick={() => onGoTo(index + 1)}>
          Siguiente
          <ChevronRightIcon className="size-5" />
        </Button>
      ) : canSubmit ? (
        // In "one at a time" mode it takes Siguiente's place: the second click of a double-click
        // (or a fast second tap) on Siguiente must not send the attempt (issue 35.8).
        <Button key="submit" type="submit" armAfterMs={one ? SUBMIT_ARM_MS : 0} disabled={sending || answered === 0}>
          {sending ? "Calificando…" : "Enviar respuestas"}
        </Button>
      ) : null}
    </div>
  );
}
