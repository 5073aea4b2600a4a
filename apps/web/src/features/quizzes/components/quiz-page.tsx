"use client";

import { LoadingPanel, ProblemPanel } from "@/components/ui/status-panel";
import { Unlock } from "@/components/ui/unlock-slot";
import { academyPaths } from "@/config/academy-navigation";
import { ResultView } from "@/features/quizzes/components/attempt-result";
import { QuizBreadcrumbs, QuizHeader } from "@/features/quizzes/components/quiz-header";
import { QuizForm } from "@/features/quizzes/components/quiz-form";
import { useQuizAttempt } from "@/features/quizzes/hooks/use-quiz-attempt";

/** `/academia/niveles/<id>/ejercicios/<id>`: take a quiz, see the score and the feedback, retry. */
export function QuizPage({ levelId, quizId }: { levelId: number; quizId: number }) {
  const attempt = useQuizAttempt(levelId, quizId);
  const { status, quiz, result, level } = attempt;

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
    return <ProblemPanel title="No pudimos cargar el ejercicio" message="Revisa tu conexión e inténtalo de nuevo." onRetry={attempt.reload} />;
  }
  if (!quiz) return <LoadingPanel message="Cargando el ejercicio…" />;

  const questions = [...quiz.questions].sort((a, b) => a.position - b.position);
  // Only a level known to be locked stops the submission; without the level it stays open.
  const canSubmit = level?.access.hasAccess ?? true;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <QuizBreadcrumbs quiz={quiz} level={level} levelId={levelId} />

      <QuizHeader quiz={quiz} level={level} questionsCount={questions.length} />

      {result ? (
        <ResultView result={result} quiz={quiz} questions={questions} headingRef={attempt.resultHeading} levelId={levelId} onRetry={attempt.retry} />
      ) : (
        <QuizForm
          questions={questions}
          answers={attempt.answers}
          act={attempt.act}
          sending={attempt.sending}
          confirming={attempt.confirming}
          canSubmit={canSubmit}
          onSubmit={attempt.submit}
          onConfirm={attempt.confirm}
          onCancelConfirm={attempt.cancelConfirm}
          unlock={
            level && !canSubmit ? (
              <Unlock
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
