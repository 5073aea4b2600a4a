"use client";

import { AcademyLink } from "@/components/ui/academy-link";
import type { RefObject } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { academyPaths } from "@/config/academy-navigation";
import type { Question } from "@/features/quizzes/utils/quiz-answers";
import { QuestionFeedback } from "@/features/quizzes/components/question-feedback";
import type { AttemptResultItem, QuizDetailItem } from "@/lib/academy-types";
import { plural } from "@/lib/academy-format";
import { cx } from "@/lib/cx";

/**
 * A graded attempt: the score and verdict, then each question's feedback. "Intentar de
 * nuevo" is the main action until the student passes; then going back to the level is.
 */
export function ResultView({
  result,
  quiz,
  questions,
  headingRef,
  levelId,
  onRetry,
}: {
  result: AttemptResultItem;
  quiz: QuizDetailItem;
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
            <AcademyLink href={academyPaths.level(levelId)} className={buttonClasses(result.passed ? "primary" : "outline-dark")}>
              Volver al nivel
            </AcademyLink>
          </div>
        </div>
      </div>

      <h3 className="text-xl font-extrabold">Revisa tus respuestas</h3>
      <ol className="flex flex-col gap-4">
        {questions.map((question, index) => {
          const feedback = byQuestion.get(question.id);
          if (!feedback) return null;
          return <QuestionFeedback key={question.id} question={question} number={index + 1} feedback={feedback} />;
        })}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button onClick={onRetry}>Intentar de nuevo</Button>
        <AcademyLink href={academyPaths.level(quiz.levelId)} className={buttonClasses("outline-dark")}>
          Volver al nivel
        </AcademyLink>
      </div>
    </section>
  );
}

/** The score as a ring filled to it (clamped to 0–100); the label carries it for screen readers. */
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
      {/*
        The hole is ~83 px across, narrower still above and below its middle: the digits at a
        size that leaves room at any score, the «%» smaller beside them (issue 35.8: «100 %» in
        the ring's own size touched the ring).
      */}
      <span
        className={cx("absolute inset-0 flex items-center justify-center font-extrabold whitespace-nowrap tabular-nums", score >= 100 ? "text-xl" : "text-2xl")}
        aria-hidden="true"
        data-testid="score"
      >
        {score}
        {/* The space is in the text («88 %», as every score in the product is written) but not on screen: a flex item drops its leading space. */}
        <span className="ml-0.5 text-sm">{" %"}</span>
      </span>
    </div>
  );
}
