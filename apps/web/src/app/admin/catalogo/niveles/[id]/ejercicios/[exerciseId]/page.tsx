import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ExerciseFormPage } from "@/features/admin/components/catalogue/exercise-form-page";
import { parseId } from "@/lib/route-params";

export const metadata: Metadata = { title: "Ejercicio" };

export default async function AdminExercisePage({ params }: { params: Promise<{ id: string; exerciseId: string }> }) {
  const { id, exerciseId } = await params;
  const levelId = parseId(id);
  const exercise = parseId(exerciseId);
  if (levelId === null || exercise === null) notFound();
  return <ExerciseFormPage key={`${levelId}-${exercise}`} levelId={levelId} exerciseId={exercise} />;
}
