import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { QuizPage } from "@/features/quizzes/components/quiz-page";
import { parseId } from "@/lib/route-params";

export const metadata: Metadata = { title: "Ejercicio", robots: { index: false } };

export default async function AcademyExercisePage({ params }: { params: Promise<{ levelId: string; exerciseId: string }> }) {
  const raw = await params;
  const levelId = parseId(raw.levelId);
  // The URL says "ejercicios" (Spanish, public); the code calls them quizzes.
  const quizId = parseId(raw.exerciseId);
  if (levelId === null || quizId === null) notFound();
  return <QuizPage levelId={levelId} quizId={quizId} />;
}
