"use client";

import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { useAdminExercisesQuery } from "@/features/admin/api/catalogue-api";
import { PlusIcon } from "@/features/admin/components/admin-icons";
import { AdminSection } from "@/features/admin/components/admin-page-header";
import { DataTable } from "@/components/ui/data-table";

/** A level's exercises (quizzes), each leading to its editor. */
export function LevelExercises({ levelId }: { levelId: number }) {
  const exercises = useAdminExercisesQuery(levelId);
  const path = `/admin/catalogo/niveles/${levelId}/ejercicios`;
  return (
    <AdminSection
      title="Ejercicios"
      id="ejercicios"
      description="Cuestionarios que el estudiante presenta al avanzar en el nivel."
      actions={
        <Link href={`${path}/nuevo`} className={buttonClasses("dark", "sm")}>
          <PlusIcon className="size-4" />
          Nuevo ejercicio
        </Link>
      }
    >
      <DataTable
        caption="Ejercicios del nivel"
        busy={exercises.isFetching}
        className="min-w-[36rem]"
        rows={exercises.data?.results ?? []}
        rowKey={(exercise) => exercise.id}
        empty={exercises.isLoading ? "Cargando ejercicios…" : "Este nivel todavía no tiene ejercicios."}
        columns={[
          { header: "Ejercicio", className: "max-w-80 font-semibold", cell: (exercise) => exercise.title },
          { header: "Preguntas", align: "right", className: "tabular-nums", cell: (exercise) => exercise.questionsCount },
          { header: "Nota mínima", align: "right", className: "tabular-nums", cell: (exercise) => `${exercise.passMark} %` },
          {
            header: "Acciones",
            hiddenHeader: true,
            align: "right",
            cell: (exercise) => (
              <Link href={`${path}/${exercise.id}`} className={buttonClasses("outline-dark", "sm")} aria-label={`Editar «${exercise.title}»`}>
                Editar
              </Link>
            ),
          },
        ]}
      />
    </AdminSection>
  );
}
