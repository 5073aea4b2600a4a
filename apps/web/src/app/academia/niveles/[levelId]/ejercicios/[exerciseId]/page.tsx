import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ExercisePage } from "@/features/quizzes/components/exercise-page";
import { parseId } from "@/lib/route-params";

export const metadata: Metadata = { title: "Ejercicio", robots: { index: false } };

export default async function AcademyExercisePage({ params }: { params: Promise<{ levelId: string; exerciseId: string }> }) {
  const raw = await params;
  const levelId = parseId(raw.levelId);
  const exerciseId = parseId(raw.exerciseId);
  if (levelId === null || exerciseId === null) notFound();
  return <ExercisePage levelId={levelId} exerciseId={exerciseId} />;
}
