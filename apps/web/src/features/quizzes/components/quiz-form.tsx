"use client";

import type { Dispatch, FormEvent, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { unansweredCount, type AnswersAction, type AnswersState, type Question } from "@/features/quizzes/utils/quiz-answers";
import { QuestionCard } from "@/features/quizzes/components/question-card";
import { QuestionNav, QuizControls, QuizToolbar } from "@/features/quizzes/components/quiz-navigation";

/** The questions, one at a time or all, with the way through them and the submission. */
export function QuizForm({
  questions,
  answers,
  act,
  sending,
  confirming,
  canSubmit,
  onSubmit,
  onConfirm,
  onCancelConfirm,
  unlock,
}: {
  questions: Question[];
  answers: AnswersState;
  act: Dispatch<AnswersAction>;
  sending: boolean;
  confirming: boolean;
  canSubmit: boolean;
  onSubmit: () => void;
  onConfirm: () => void;
  onCancelConfirm: () => void;
  /** Shown instead of submitting when the student has no access to the level. */
  unlock: ReactNode;
}) {
  const total = questions.length;
  const one = answers.mode === "one";
  const index = Math.min(answers.index, Math.max(0, total - 1));
  const shown = one ? questions.slice(index, index + 1) : questions;
  const missing = unansweredCount(questions, answers);
  const answered = total - missing;
  const last = index === total - 1;
  const goTo = (position: number) => act({ type: "goTo", index: position, total });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  if (total === 0) return <p className="text-neutral-700">Este ejercicio aún no tiene preguntas.</p>;

  // Each conditional part keeps its own slot among the form's children, so React's ids
  // (server-rendered, then hydrated) stay put whichever parts are shown.
  return (
    <form onSubmit={submit} className="flex flex-col gap-5" aria-label="Preguntas del ejercicio">
      <QuizToolbar mode={answers.mode} answered={answered} total={total} onModeChange={(mode) => act({ type: "mode", mode })} />

      {one ? <QuestionNav questions={questions} answers={answers} index={index} onGoTo={goTo} /> : null}

      {shown.map((question) => (
        <QuestionCard
          key={question.id}
          question={question}
          number={questions.indexOf(question) + 1}
          total={total}
          answers={answers}
          act={act}
        />
      ))}

      {confirming ? <MissingAnswersPrompt missing={missing} sending={sending} onConfirm={onConfirm} onCancel={onCancelConfirm} /> : null}

      <QuizControls one={one} index={index} last={last} canSubmit={canSubmit} sending={sending} answered={answered} onGoTo={goTo} />
      {canSubmit && answered === 0 && (!one || last) ? (
        <p className="-mt-2 text-right text-sm text-neutral-600">Responde al menos una pregunta para enviar.</p>
      ) : null}
      {!canSubmit ? unlock : null}
    </form>
  );
}

/** Unanswered questions count as wrong: ask before sending them. */
function MissingAnswersPrompt({
  missing,
  sending,
  onConfirm,
  onCancel,
}: {
  missing: number;
  sending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <div role="alertdialog" aria-labelledby="faltan-titulo" aria-describedby="faltan-texto" className="rounded-2xl border border-primary bg-primary-light p-4">
      <p id="faltan-titulo" className="font-bold">
        Te {missing === 1 ? "falta 1 pregunta" : `faltan ${missing} preguntas`} por responder
      </p>
      <p id="faltan-texto" className="mt-1 text-neutral-700">
        Las preguntas sin responder cuentan como incorrectas. ¿Quieres enviar tus respuestas de todos modos?
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button size="sm" onClick={onConfirm} disabled={sending}>
          Enviar de todos modos
        </Button>
        <Button size="sm" variant="outline-dark" onClick={onCancel}>
          Seguir respondiendo
        </Button>
      </div>
    </div>
  );
}
