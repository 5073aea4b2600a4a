"use client";

import { toast } from "@/lib/toasts";
import { useAppRouter } from "@/store/use-app-router";
import { useAdminLevelQuery, useDeleteLevelMutation, type AdminLevelItem } from "@/features/admin/api/catalogue-api";
import { AdminSection } from "@/features/admin/components/admin-page-header";
import { Badge, PublishedBadge } from "@/features/admin/components/badge";
import { LEVEL_GATE } from "@/features/admin/utils/level-context";
import { LevelExercises } from "@/features/admin/components/catalogue/level-exercises";
import { LevelForm } from "@/features/admin/components/catalogue/level-form";
import { TopicsList } from "@/features/admin/components/catalogue/topics-list";
import { CrudFormPage } from "@/features/admin/components/crud-form-page";
import { LevelUnlockingSection } from "@/features/admin/components/progression/level-unlocking-form";
import { QueryGate } from "@/components/ui/query-gate";

/** `/admin/catalogo/niveles/<id>`: the level's data and prices, its topics (ordered) and its exercises. */
export function LevelPage({ levelId }: { levelId: number }) {
  const level = useAdminLevelQuery(levelId);
  return (
    <QueryGate
      data={level.currentData}
      error={level.error}
      retry={level.refetch}
      wording={LEVEL_GATE}
    >
      {(data) => <LevelView level={data} />}
    </QueryGate>
  );
}

function plural(count: number, one: string, many: string) {
  return `${count} ${count === 1 ? one : many}`;
}

function LevelView({ level }: { level: AdminLevelItem }) {
  const router = useAppRouter();
  const [deleteLevel, deleting] = useDeleteLevelMutation();
  const coursePath = `/admin/catalogo/cursos/${level.course.id}`;

  const remove = async () => {
    const result = await deleteLevel(level.id);
    if ("error" in result) return;
    toast.success(`Nivel «${level.title}» eliminado`);
    router.push(coursePath);
  };

  return (
    <CrudFormPage
      title={`Nivel ${level.title}`}
      crumbs={[{ label: "Catálogo", href: "/admin/catalogo" }, { label: level.course.title, href: coursePath }, { label: level.title }]}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <PublishedBadge published={level.isPublished} />
          {level.isSpecial ? <Badge tone="warning">Destacado</Badge> : null}
          <span className="text-sm">
            {plural(level.topicsCount, "tema", "temas")} · {plural(level.exercisesCount, "ejercicio", "ejercicios")}
          </span>
        </span>
      }
      remove={{
        label: "Eliminar nivel",
        title: `¿Eliminar el nivel «${level.title}»?`,
        confirmLabel: "Sí, eliminar nivel",
        busy: deleting.isLoading || deleting.isSuccess,
        run: remove,
        body: "Se borra con sus temas y ejercicios. Solo es posible si ningún estudiante lo ha comprado ni tiene acceso a él (si no, despublícalo). Esta acción no se puede deshacer.",
      }}
    >
      <div className="flex flex-col gap-6">
        <AdminSection title="Temas" id="temas" description="El temario del nivel, en el orden en que lo ve el estudiante.">
          <TopicsList levelId={level.id} />
        </AdminSection>
        <AdminSection
          title="Reglas de avance"
          id="reglas"
          description="Cómo se abren los temas para el estudiante, qué hace falta para dar cada uno por hecho y qué pide el certificado del nivel."
        >
          <LevelUnlockingSection levelId={level.id} />
        </AdminSection>
        <LevelExercises levelId={level.id} />
        <AdminSection title="Datos y precios del nivel" id="datos">
          <LevelForm key={level.id} level={level} />
        </AdminSection>
      </div>
    </CrudFormPage>
  );
}
