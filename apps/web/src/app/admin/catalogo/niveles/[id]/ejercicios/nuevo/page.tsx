import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ExerciseFormPage } from "@/features/admin/components/catalogue/exercise-form-page";
import { parseId } from "@/lib/route-params";

export const metadata: Metadata = { title: "Nuevo ejercicio" };

export default async function AdminNewExercisePage({ params }: { params: Promise<{ id: string }> }) {
  const id = parseId((await params).id);
  if (id === null) notFound();
  return <ExerciseFormPage key={id} levelId={id} exerciseId={null} />;
}
