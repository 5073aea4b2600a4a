"use client";

import { OpenTopicForm } from "@/components/connected/open-topic-form";
import { useAdminLevelsQuery } from "@/features/admin/api/catalogue-api";
import { AdminSection } from "@/features/admin/components/admin-page-header";

/** The student's page: open a topic or a level for them past its rule (issue 40), with the reason. */
export function OpenTopicSection({ studentId, studentName }: { studentId: number; studentName: string }) {
  const levels = useAdminLevelsQuery(undefined);
  return (
    <AdminSection
      title="Abrir un tema o un nivel"
      id="abrir-tema"
      description="Para un nivel que va paso a paso o por fechas: abre un tema (o todo el nivel) a este estudiante aunque no haya cumplido lo que pide, por ejemplo si ya lo domina o retoma después de una pausa."
    >
      <div className="max-w-xl">
        <OpenTopicForm
          studentId={studentId}
          studentName={studentName}
          as="admin"
          levels={(levels.data?.results ?? []).map((l) => ({ id: l.id, label: `${l.course.title} · ${l.title}` }))}
        />
      </div>
    </AdminSection>
  );
}
