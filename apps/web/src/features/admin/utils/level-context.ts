import type { Crumb } from "@/components/ui/breadcrumbs";
import type { AdminLevelItem } from "@/features/admin/api/catalogue-api";
import type { GateWording } from "@/components/ui/query-gate";

/** How the pages that read a level explain a missing one. */
export const LEVEL_GATE: GateWording = {
  loading: "Cargando nivel…",
  notFound: { title: "Nivel no encontrado", message: "No existe un nivel con ese número." },
  failed: "No pudimos cargar el nivel",
  back: { href: "/admin/catalogo", label: "Volver al catálogo" },
};

/** Catálogo › course › level › `title`: where a topic or an exercise sits. */
export function levelItemCrumbs(level: AdminLevelItem, title: string): Crumb[] {
  return [
    { label: "Catálogo", href: "/admin/catalogo" },
    { label: level.course.title, href: `/admin/catalogo/cursos/${level.course.id}` },
    { label: level.title, href: `/admin/catalogo/niveles/${level.id}` },
    { label: title },
  ];
}
