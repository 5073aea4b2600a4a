"use client";

import Link from "next/link";
import { useUpdateLevelMutation, type AdminLevelItem } from "@/features/admin/api/catalogue-api";
import { ArrowDownIcon, ArrowUpIcon } from "@/features/admin/components/admin-icons";
import { PublishedBadge } from "@/features/admin/components/badge";
import { DataTable } from "@/components/ui/data-table";

const moveButton = "inline-flex size-9 items-center justify-center rounded-full hover:bg-neutral-100 disabled:opacity-30";

/** A course's levels in the student's order; each moves up or down by position (the API shifts the others). */
export function LevelsTable({ levels, loading }: { levels: AdminLevelItem[]; loading: boolean }) {
  const [updateLevel, moving] = useUpdateLevelMutation();
  const busy = loading || moving.isLoading;
  // Positions are 1-based in the course.
  const move = (level: AdminLevelItem, position: number) => void updateLevel({ id: level.id, body: { position } });
  return (
    <DataTable
      caption="Niveles del curso"
      busy={busy}
      className="min-w-[46rem]"
      rows={levels}
      rowKey={(level) => level.id}
      empty="Este curso todavía no tiene niveles."
      columns={[
        {
          header: "Nivel",
          className: "max-w-80",
          cell: (level, index) => (
            <>
              <span className="mr-2 text-neutral-600 tabular-nums">{index + 1}.</span>
              <Link href={`/admin/catalogo/niveles/${level.id}`} className="font-semibold underline-offset-2 hover:underline">
                {level.title}
              </Link>
            </>
          ),
        },
        { header: "Estado", cell: (level) => <PublishedBadge published={level.isPublished} /> },
        { header: "Temas", align: "right", className: "tabular-nums", cell: (level) => level.topicsCount },
        { header: "Ejercicios", align: "right", className: "tabular-nums", cell: (level) => level.exercisesCount },
        {
          header: "Orden",
          cell: (level, index) => (
            <div className="flex gap-1">
              <button type="button" disabled={busy || index === 0} onClick={() => move(level, index)} aria-label={`Subir ${level.title}`} className={moveButton}>
                <ArrowUpIcon className="size-4" />
              </button>
              <button
                type="button"
                disabled={busy || index === levels.length - 1}
                onClick={() => move(level, index + 2)}
                aria-label={`Bajar ${level.title}`}
                className={moveButton}
              >
                <ArrowDownIcon className="size-4" />
              </button>
            </div>
          ),
        },
      ]}
    />
  );
}
