"use client";

import { useAdminExerciseQuery, useAdminLevelQuery } from "@/features/admin/api/catalogue-api";
import { ExerciseForm } from "@/features/admin/components/catalogue/exercise-form";
import { QueryGate } from "@/components/ui/query-gate";

/** `/admin/catalogo/niveles/<id>/ejercicios/nuevo` and `/admin/catalogo/niveles/<id>/ejercicios/<exerciseId>`. */
export function ExerciseFormPage({ levelId, exerciseId }: { levelId: number; exerciseId: number | null }) {
  const level = useAdminLevelQuery(levelId);
  const exercise = useAdminExerciseQuery({ levelId, id: exerciseId ?? 0 }, { skip: exerciseId === null });
  const current = exerciseId === null ? null : exercise.currentData;
  return (
    <QueryGate
      data={level.currentData && current !== undefined ? { level: level.currentData, exercise: current } : undefined}
      error={level.error ?? exercise.error}
      retry={() => {
        void level.refetch();
        if (exerciseId !== null) void exercise.refetch();
      }}
      wording={{
        loading: "Cargando ejercicio…",
        notFound: { title: "Ejercicio no encontrado", message: "No existe ese nivel o ese ejercicio." },
        failed: "No pudimos cargar el ejercicio",
        back: { href: `/admin/catalogo/niveles/${levelId}`, label: "Volver al nivel" },
      }}
    >
      {(data) => <ExerciseForm key={data.exercise?.id ?? "nuevo"} level={data.level} exercise={data.exercise} />}
    </QueryGate>
  );
}
