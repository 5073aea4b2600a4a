import type { NavItem } from "@/config/navigation";

/**
 * The academy's own navigation, under the site header. Only pages that exist are listed:
 * Puntos, Notificaciones and Carrito join when their issues build them.
 */
export const ACADEMY_NAV: NavItem[] = [
  { title: "Mis cursos", url: "/academia" },
  { title: "Tutoriales", url: "/academia/tutoriales" },
];

/** The academy's page paths, built in one place. */
export const academyPaths = {
  home: "/academia",
  course: (slug: string) => `/academia/cursos/${encodeURIComponent(slug)}`,
  level: (levelId: number) => `/academia/niveles/${levelId}`,
  theme: (levelId: number, slug: string) => `/academia/niveles/${levelId}/temas/${encodeURIComponent(slug)}`,
  exercise: (levelId: number, exerciseId: number) => `/academia/niveles/${levelId}/ejercicios/${exerciseId}`,
  tutorials: "/academia/tutoriales",
  tutorial: (id: number) => `/academia/tutoriales/${id}`,
};
