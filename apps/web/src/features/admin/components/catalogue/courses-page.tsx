"use client";

import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { useAdminCoursesQuery } from "@/features/admin/api/catalogue-api";
import { AdminPageHeader } from "@/features/admin/components/admin-page-header";
import { PublishedBadge } from "@/features/admin/components/badge";
import { CatalogueTabs } from "@/features/admin/components/catalogue/catalogue-tabs";
import { DataTable } from "@/components/ui/data-table";

/** `/admin/catalogo`: the courses, each leading to its data, its levels and their topics. */
export function CoursesPage() {
  const courses = useAdminCoursesQuery();
  return (
    <>
      <AdminPageHeader title="Catálogo" description="Cursos → niveles → temas y ejercicios. Los cambios publicados se ven en el sitio en unos segundos." />
      <CatalogueTabs />
      <DataTable
        caption="Cursos"
        busy={courses.isFetching}
        className="min-w-[44rem]"
        rows={courses.data?.results ?? []}
        rowKey={(course) => course.id}
        empty={courses.isLoading ? "Cargando cursos…" : "No hay cursos."}
        columns={[
          {
            header: "Curso",
            className: "max-w-96",
            cell: (course) => (
              <>
                <Link href={`/admin/catalogo/cursos/${course.id}`} className="font-semibold underline-offset-2 hover:underline">
                  {course.title}
                </Link>
                <span className="block text-xs text-neutral-600">/{course.slug}</span>
              </>
            ),
          },
          { header: "Estado", cell: (course) => <PublishedBadge published={course.isPublished} /> },
          { header: "Niveles", align: "right", className: "tabular-nums", cell: (course) => course.levelsCount },
          {
            header: "Acciones",
            hiddenHeader: true,
            align: "right",
            cell: (course) => (
              <Link href={`/admin/catalogo/cursos/${course.id}`} className={buttonClasses("outline-dark", "sm")} aria-label={`Editar ${course.title}`}>
                Editar
              </Link>
            ),
          },
        ]}
      />
    </>
  );
}
