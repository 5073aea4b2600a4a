"use client";

import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { listCourses } from "@/features/admin/api/catalogue-api";
import { AdminPageHeader } from "@/features/admin/components/admin-page-header";
import { AdminTable, EmptyRow, Td, Th, Tr } from "@/features/admin/components/admin-table";
import { Badge } from "@/features/admin/components/badge";
import { CatalogueTabs } from "@/features/admin/components/catalogue/catalogue-tabs";
import { useResource } from "@/features/admin/components/use-resource";

/** `/admin/catalogo`: the courses, each leading to its data, its levels and their topics. */
export function CoursesPage() {
  const courses = useResource("admin-courses", (signal) => listCourses(signal));
  const rows = courses.data?.results ?? [];
  return (
    <>
      <AdminPageHeader title="Catálogo" description="Cursos → niveles → temas y ejercicios. Los cambios publicados se ven en el sitio en unos segundos." />
      <CatalogueTabs />
      <AdminTable caption="Cursos" busy={courses.loading} className="min-w-[44rem]">
        <thead>
          <tr>
            <Th sticky>Curso</Th>
            <Th>Estado</Th>
            <Th className="text-right">Niveles</Th>
            <Th>
              <span className="sr-only">Acciones</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <EmptyRow columns={4}>{courses.loading ? "Cargando cursos…" : "No hay cursos."}</EmptyRow>
          ) : (
            rows.map((course) => (
              <Tr key={course.id}>
                <Td sticky className="max-w-96">
                  <Link href={`/admin/catalogo/cursos/${course.id}`} className="font-semibold underline-offset-2 hover:underline">
                    {course.title}
                  </Link>
                  <span className="block text-xs text-neutral-600">/{course.slug}</span>
                </Td>
                <Td>{course.isPublished ? <Badge tone="success">Publicado</Badge> : <Badge>Borrador</Badge>}</Td>
                <Td className="text-right tabular-nums">{course.levelsCount}</Td>
                <Td className="text-right">
                  <Link href={`/admin/catalogo/cursos/${course.id}`} className={buttonClasses("outline-dark", "sm")} aria-label={`Editar ${course.title}`}>
                    Editar
                  </Link>
                </Td>
              </Tr>
            ))
          )}
        </tbody>
      </AdminTable>
    </>
  );
}
