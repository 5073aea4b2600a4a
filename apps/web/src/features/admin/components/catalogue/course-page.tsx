"use client";

import Link from "next/link";
import { useState } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { useAdminCourseQuery, useAdminLevelsQuery, type AdminCourseItem } from "@/features/admin/api/catalogue-api";
import { PlusIcon } from "@/features/admin/components/admin-icons";
import { AdminPageHeader, AdminSection } from "@/features/admin/components/admin-page-header";
import { PublishedBadge } from "@/features/admin/components/badge";
import { CourseForm } from "@/features/admin/components/catalogue/course-form";
import { LevelsTable } from "@/features/admin/components/catalogue/levels-table";
import { NewLevelDialog } from "@/features/admin/components/catalogue/new-level-dialog";
import { QueryGate } from "@/components/ui/query-gate";

const BACK = { href: "/admin/catalogo", label: "Volver al catálogo" };

/** `/admin/catalogo/cursos/<id>`: the course's data and purchase-all prices, and its levels. */
export function CoursePage({ courseId }: { courseId: number }) {
  const course = useAdminCourseQuery(courseId);
  return (
    <QueryGate
      data={course.currentData}
      error={course.error}
      retry={course.refetch}
      wording={{
        loading: "Cargando curso…",
        notFound: { title: "Curso no encontrado", message: "No existe un curso con ese número." },
        failed: "No pudimos cargar el curso",
        back: BACK,
      }}
    >
      {(data) => <CourseView course={data} />}
    </QueryGate>
  );
}

function CourseView({ course }: { course: AdminCourseItem }) {
  const levels = useAdminLevelsQuery(course.id);
  const [creating, setCreating] = useState(false);
  return (
    <>
      <AdminPageHeader
        title={course.title}
        crumbs={[{ label: "Catálogo", href: "/admin/catalogo" }, { label: course.title }]}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <PublishedBadge published={course.isPublished} />
            <a href={`/${course.slug}`} target="_blank" rel="noopener" className="text-sm underline underline-offset-2">
              Ver la página del curso<span className="sr-only"> (se abre en una pestaña nueva)</span>
            </a>
          </span>
        }
      />
      <div className="flex flex-col gap-6">
        <AdminSection
          title="Niveles"
          id="niveles"
          description="En el orden en que los ve el estudiante."
          actions={
            <Button variant="dark" size="sm" onClick={() => setCreating(true)}>
              <PlusIcon className="size-4" />
              Nuevo nivel
            </Button>
          }
        >
          <LevelsTable levels={levels.data?.results ?? []} loading={levels.isFetching} />
        </AdminSection>
        <AdminSection title="Datos del curso" id="datos">
          <CourseForm key={course.id} course={course} />
        </AdminSection>
        <p>
          <Link href={BACK.href} className={buttonClasses("ghost", "sm")}>
            ← {BACK.label}
          </Link>
        </p>
      </div>
      <NewLevelDialog open={creating} courseId={course.id} onClose={() => setCreating(false)} />
    </>
  );
}
