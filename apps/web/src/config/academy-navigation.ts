import type { NavItem } from "@/config/navigation";

/**
 * The academy's own navigation, under the site header. Only pages that exist are listed.
 */
export const ACADEMY_NAV: NavItem[] = [
  { title: "Mis cursos", url: "/academia" },
  { title: "Tutoriales", url: "/academia/tutoriales" },
  { title: "Práctica", url: "/academia/practica" },
  { title: "Mis revisiones", url: "/academia/revisiones" },
  { title: "Carrito", url: "/academia/carrito" },
  { title: "Mis compras", url: "/academia/compras" },
  { title: "Puntos", url: "/academia/puntos" },
  { title: "Certificados", url: "/academia/certificados" },
  { title: "Notificaciones", url: "/academia/notificaciones" },
  { title: "Mi cuenta", url: "/academia/cuenta" },
];

/** The academy's page paths, built in one place. */
export const academyPaths = {
  home: "/academia",
  course: (slug: string) => `/academia/cursos/${encodeURIComponent(slug)}`,
  level: (levelId: number) => `/academia/niveles/${levelId}`,
  topic: (levelId: number, slug: string) => `/academia/niveles/${levelId}/temas/${encodeURIComponent(slug)}`,
  quiz: (levelId: number, quizId: number) => `/academia/niveles/${levelId}/ejercicios/${quizId}`,
  tutorials: "/academia/tutoriales",
  tutorial: (id: number) => `/academia/tutoriales/${id}`,
  cart: "/academia/carrito",
  purchases: "/academia/compras",
  points: "/academia/puntos",
  certificates: "/academia/certificados",
  /** The public verification page of a certificate. */
  certificate: (code: string) => `/certificados/${encodeURIComponent(code)}`,
  notifications: "/academia/notificaciones",
  practice: "/academia/practica",
  tuner: "/academia/practica/afinador",
  /** The student's takes sent to the teacher, and one of them with its answer. */
  reviews: "/academia/revisiones",
  review: (id: number) => `/academia/revisiones/${id}`,
  /** Record and send a take of a topic (optionally for an assignment). */
  sendTake: (themeId: number, title: string, assignmentId?: number, tempoBpm?: number | null) => {
    const query = new URLSearchParams({ tema: String(themeId), titulo: title });
    if (assignmentId !== undefined) query.set("tarea", String(assignmentId));
    if (tempoBpm) query.set("tempo", String(tempoBpm));
    return `/academia/revisiones/enviar?${query}`;
  },
  /** The teacher's queue and review page. */
  teacher: "/profesor",
  teacherReview: (id: number) => `/profesor/revisiones/${id}`,
  /** The metronome, optionally opened with a topic's preset (air, tempo, bars). */
  metronome: (preset?: { air: string | null; tempoBpm: number; bars: number; themeId?: number }) => {
    if (!preset) return "/academia/practica/metronomo";
    const query = new URLSearchParams({ tempo: String(preset.tempoBpm), compases: String(preset.bars) });
    if (preset.air) query.set("aire", preset.air);
    if (preset.themeId !== undefined) query.set("tema", String(preset.themeId));
    return `/academia/practica/metronomo?${query}`;
  },
  /** Where the payment provider sends the browser back (the API builds the same paths). */
  purchaseResult: (result: "exito" | "rechazada" | "cancelada", orderId: number) => `/academia/compra/${result}?pedido=${orderId}`,
};
