"use client";

import Link from "next/link";
import { useCallback, useEffect, useId, useReducer, useRef, useState, type FormEvent, type ReactNode, type RefObject } from "react";
import { CheckCircleIcon, CheckIcon, ChevronLeftIcon, ChevronRightIcon, CrossIcon } from "@/components/ui/icons";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Button, buttonClasses } from "@/components/ui/button";
import { LoadingPanel, ProblemPanel } from "@/components/ui/status-panel";
import { UnlockPrompt } from "@/components/ui/unlock-prompt";
import { academyPaths } from "@/config/academy-navigation";
import {
  answersReducer,
  initialAnswers,
  isAnswered,
  toAttemptAnswers,
  unansweredCount,
  type AnswersState,
  type Question,
  type QuizMode,
} from "@/features/quizzes/components/exercise-answers";
import { fetchExercise, submitAttempt } from "@/features/quizzes/store/quizzes-thunks";
import type { AttemptResultItem, ExerciseDetailItem } from "@/lib/academy-types";
import { plural } from "@/lib/academy-format";
import { cx } from "@/lib/cx";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useAppDispatch, useAppSelector } from "@/store/hooks";
import { clearAttemptResult } from "@/store/slices/exercises-slice";

type Status = "loading" | "ready" | "notFound" | "failed";

/** `/academia/niveles/<id>/ejercicios/<id>`: take an exercise, see the score and the feedback, retry. */
export function ExercisePage({ levelId, exerciseId }: { levelId: number; exerciseId: number }) {
  const dispatch = useAppDispatch();
  const exercise = useAppSelector((state) => state.exercises.exercise);
  const result = useAppSelector((state) => state.exercises.result);
  const level = useAppSelector((state) => (state.levels.detail?.id === levelId ? state.levels.detail : null));
  const [status, setStatus] = useState<Status>("loading");
  const [answers, act] = useReducer(answersReducer, initialAnswers);
  const [sending, setSending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  const load = useCallback(() => {
    setStatus("loading");
    const request = dispatch(fetchExercise({ levelId, exerciseId }));
    request.then((action) => {
      if (fetchExercise.fulfilled.match(action)) setStatus("ready");
      else if (action.payload?.aborted) return;
      else setStatus(action.payload?.status === 404 ? "notFound" : "failed");
    });
    return request;
  }, [dispatch, levelId, exerciseId]);

  useEffect(() => {
    const request = load();
    return () => request.abort();
  }, [load]);

  const current = exercise?.id === exerciseId && exercise.levelId === levelId ? exercise : null;
  const shownResult = result && result.exerciseId === exerciseId ? result : null;
  useDocumentTitle(current?.title);

  useEffect(() => {
    if (shownResult) resultHeading.current?.focus();
  }, [shownResult]);

  const send = useCallback(async () => {
    if (!current) return;
    setConfirming(false);
    setSending(true);
    await dispatch(submitAttempt({ levelId, exerciseId, answers: toAttemptAnswers(current.questions, answers) }));
    setSending(false);
  }, [dispatch, current, levelId, exerciseId, answers]);

  const retry = () => {
    act({ type: "reset" });
    dispatch(clearAttemptResult());
    window.scrollTo({ top: 0 });
  };

  if (status === "notFound") {
    return (
      <ProblemPanel
        title="Ejercicio no encontrado"
        message="No encontramos este ejercicio en el nivel."
        back={{ href: academyPaths.level(levelId), label: "Volver al nivel" }}
      />
    );
  }
  if (status === "failed") {
    return <ProblemPanel title="No pudimos cargar el ejercicio" message="Revisa tu conexión e inténtalo de nuevo." onRetry={() => void load()} />;
  }
  if (!current) return <LoadingPanel message="Cargando el ejercicio…" />;

  const questions = [...current.questions].sort((a, b) => a.position - b.position);
  const canSubmit = level?.access.hasAccess ?? true;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <Breadcrumbs
        items={[
          { label: "Mis cursos", href: academyPaths.home },
          ...(level ? [{ label: level.course.title, href: academyPaths.course(level.course.slug) }] : []),
          { label: level ? `Nivel ${level.title}` : "Nivel", href: academyPaths.level(levelId) },
          { label: current.title },
        ]}
      />

      <header className="flex flex-col gap-3">
        <p className="text-sm font-bold tracking-wide text-primary-ink uppercase">Ejercicio{level ? ` · Nivel ${level.title}` : ""}</p>
        <h1 className="text-3xl leading-tight font-extrabold sm:text-4xl">{current.title}</h1>
        {current.description ? <p className="text-lg text-neutral-700">{current.description}</p> : null}
        <ul className="flex flex-wrap gap-2 text-sm font-semibold">
          <li className="rounded-full bg-neutral-100 px-3 py-1">{plural(questions.length, "pregunta", "preguntas")}</li>
          <li className="rounded-full bg-neutral-100 px-3 py-1">Apruebas con {current.passMark} %</li>
          {current.bestScore !== null ? (
            <li className="rounded-full bg-neutral-100 px-3 py-1">Tu mejor nota: {current.bestScore} %</li>
          ) : null}
          {current.attemptsCount > 0 ? (
            <li className="rounded-full bg-neutral-100 px-3 py-1">{plural(current.attemptsCount, "intento", "intentos")}</li>
          ) : null}
          {current.passed ? (
            <li className="flex items-center gap-1 rounded-full bg-success/15 px-3 py-1 text-success-ink">
              <CheckCircleIcon className="size-4" /> Aprobado
            </li>
          ) : null}
        </ul>
      </header>

      {shownResult ? (
        <ResultView result={shownResult} exercise={current} questions={questions} headingRef={resultHeading} levelId={levelId} onRetry={retry} />
      ) : (
        <QuizForm
          questions={questions}
          answers={answers}
          act={act}
          sending={sending}
          confirming={confirming}
          canSubmit={canSubmit}
          onSubmit={() => {
            if (unansweredCount(questions, answers) > 0) setConfirming(true);
            else void send();
          }}
          onConfirm={() => void send()}
          onCancelConfirm={() => setConfirming(false)}
          unlock={
            level && !canSubmit ? (
              <UnlockPrompt
                title="Presenta este ejercicio con el acceso al nivel"
                description={`Puedes leer las preguntas; para enviar tus respuestas y ver la calificación necesitas el acceso al nivel ${level.title} de ${level.course.title}.`}
                levelSlug={level.slug}
                prices={level.prices}
                compact
              />
            ) : null
          }
        />
      )}
    </div>
  );
}

function ModeToggle({ mode, onChange }: { mode: QuizMode; onChange: (mode: QuizMode) => void }) {
  const options: { value: QuizMode; label: string }[] = [
    { value: "one", label: "Una por una" },
    { value: "all", label: "Todas" },
  ];
  return (
    <div role="group" aria-label="Cómo ver las preguntas" className="inline-flex rounded-full bg-neutral-100 p-1">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={mode === option.value}
          onClick={() => onChange(option.value)}
          className="min-h-10 rounded-full px-4 text-sm font-semibold text-neutral-700 transition-colors aria-pressed:bg-white aria-pressed:text-secondary aria-pressed:shadow"
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

function QuestionCard({
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
  act: (action: Parameters<typeof answersReducer>[1]) => void;
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

function QuizForm({
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
  act: (action: Parameters<typeof answersReducer>[1]) => void;
  sending: boolean;
  confirming: boolean;
  canSubmit: boolean;
  onSubmit: () => void;
  onConfirm: () => void;
  onCancelConfirm: () => void;
  unlock: ReactNode;
}) {
  const total = questions.length;
  const one = answers.mode === "one";
  const index = Math.min(answers.index, Math.max(0, total - 1));
  const shown = one ? questions.slice(index, index + 1) : questions;
  const missing = unansweredCount(questions, answers);
  const answered = total - missing;
  const last = index === total - 1;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  if (total === 0) return <p className="text-neutral-700">Este ejercicio aún no tiene preguntas.</p>;

  return (
    <form onSubmit={submit} className="flex flex-col gap-5" aria-label="Preguntas del ejercicio">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ModeToggle mode={answers.mode} onChange={(mode) => act({ type: "mode", mode })} />
        <p className="text-sm font-semibold text-neutral-600" aria-live="polite">
          {answered} de {total} respondidas
        </p>
      </div>

      {one ? (
        <nav aria-label="Ir a una pregunta">
          <ol className="flex flex-wrap gap-2">
            {questions.map((question, position) => {
              const done = isAnswered(answers, question.id);
              return (
                <li key={question.id}>
                  <button
                    type="button"
                    onClick={() => act({ type: "goTo", index: position, total })}
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
      ) : null}

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

      {confirming ? (
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
            <Button size="sm" variant="outline-dark" onClick={onCancelConfirm}>
              Seguir respondiendo
            </Button>
          </div>
        </div>
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-3">
        {one ? (
          <Button variant="ghost" disabled={index === 0} onClick={() => act({ type: "goTo", index: index - 1, total })}>
            <ChevronLeftIcon className="size-5" />
            Anterior
          </Button>
        ) : (
          <span />
        )}
        {one && !last ? (
          <Button variant="dark" onClick={() => act({ type: "goTo", index: index + 1, total })}>
            Siguiente
            <ChevronRightIcon className="size-5" />
          </Button>
        ) : canSubmit ? (
          <Button type="submit" disabled={sending || answered === 0}>
            {sending ? "Calificando…" : "Enviar respuestas"}
          </Button>
        ) : null}
      </div>
      {canSubmit && answered === 0 && (!one || last) ? (
        <p className="-mt-2 text-right text-sm text-neutral-600">Responde al menos una pregunta para enviar.</p>
      ) : null}
      {!canSubmit ? unlock : null}
    </form>
  );
}

function ResultView({
  result,
  exercise,
  questions,
  headingRef,
  levelId,
  onRetry,
}: {
  result: AttemptResultItem;
  exercise: ExerciseDetailItem;
  questions: Question[];
  headingRef: RefObject<HTMLHeadingElement | null>;
  levelId: number;
  onRetry: () => void;
}) {
  const byQuestion = new Map(result.questions.map((feedback) => [feedback.questionId, feedback]));
  return (
    <section aria-labelledby="resultado" className="flex flex-col gap-6" data-testid="attempt-result">
      <div
        className={cx(
          "flex flex-col items-center gap-5 rounded-3xl p-6 text-center sm:flex-row sm:text-left",
          result.passed ? "bg-success/10 ring-1 ring-success/40" : "bg-primary-light ring-1 ring-primary/40",
        )}
      >
        <ScoreRing score={result.score} passed={result.passed} />
        <div className="flex-1">
          <h2 id="resultado" ref={headingRef} tabIndex={-1} className="text-2xl font-extrabold focus:outline-none">
            {result.passed ? "¡Aprobaste!" : "Aún no apruebas"}
          </h2>
          <p className="mt-1 text-neutral-700">
            Tu nota es {result.score} %. {plural(result.correctCount, "respuesta correcta", "respuestas correctas")} de {result.totalQuestions}
            {" · "}se aprueba con {result.passMark} %.
          </p>
          <div className="mt-4 flex flex-wrap justify-center gap-3 sm:justify-start">
            <Button onClick={onRetry} variant={result.passed ? "outline-dark" : "primary"}>
              Intentar de nuevo
            </Button>
            <Link href={academyPaths.level(levelId)} className={buttonClasses(result.passed ? "primary" : "outline-dark")}>
              Volver al nivel
            </Link>
          </div>
        </div>
      </div>

      <h3 className="text-xl font-extrabold">Revisa tus respuestas</h3>
      <ol className="flex flex-col gap-4">
        {questions.map((question, index) => {
          const feedback = byQuestion.get(question.id);
          if (!feedback) return null;
          const partial = !feedback.correct && feedback.credit > 0;
          const verdict = feedback.correct ? "Correcta" : partial ? `Parcialmente correcta (${Math.round(feedback.credit * 100)} %)` : "Incorrecta";
          return (
            <li key={question.id} className="rounded-3xl border border-neutral-200 bg-white p-5 sm:p-6" data-testid="question-feedback">
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
                    Pregunta {index + 1} · <span className={feedback.correct ? "text-success-ink" : partial ? "text-primary-ink" : "text-error"}>{verdict}</span>
                  </p>
                  <p className="mt-0.5 font-bold">{question.prompt}</p>
                </div>
              </div>
              <ul className="mt-3 flex flex-col gap-1.5">
                {question.options.map((option) => {
                  const right = feedback.correctOptionIds.includes(option.id);
                  const picked = feedback.selectedOptionIds.includes(option.id);
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
        })}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button onClick={onRetry}>Intentar de nuevo</Button>
        <Link href={academyPaths.level(exercise.levelId)} className={buttonClasses("outline-dark")}>
          Volver al nivel
        </Link>
      </div>
    </section>
  );
}

function ScoreRing({ score, passed }: { score: number; passed: boolean }) {
  const radius = 42;
  const circumference = 2 * Math.PI * radius;
  return (
    <div className="relative size-28 shrink-0" role="img" aria-label={`Nota: ${score} %`}>
      <svg viewBox="0 0 100 100" className="size-full -rotate-90" aria-hidden="true">
        <circle cx="50" cy="50" r={radius} fill="none" stroke="currentColor" strokeWidth="10" className="text-white" />
        <circle
          cx="50"
          cy="50"
          r={radius}
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          stroke="currentColor"
          className={passed ? "text-success" : "text-primary"}
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - Math.max(0, Math.min(100, score)) / 100)}
        />
      </svg>
      <span className="absolute inset-0 flex items-center justify-center text-3xl font-extrabold tabular-nums" aria-hidden="true" data-testid="score">
        {score} %
      </span>
    </div>
  );
}
