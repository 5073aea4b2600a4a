/** Spanish words for the audit log's machine names (unknown ones are shown as they come). */

const ACTIONS: Record<string, string> = {
  "student.grant": "Acceso otorgado",
  "student.points_adjust": "Puntos ajustados",
  "student.deactivate": "Cuenta desactivada",
  "student.reactivate": "Cuenta reactivada",
  "order.mark_paid": "Pedido marcado como pagado",
  "order.refund": "Pedido reembolsado",
  "course.create": "Curso creado",
  "course.update": "Curso editado",
  "course.delete": "Curso eliminado",
  "level.create": "Nivel creado",
  "level.update": "Nivel editado",
  "level.delete": "Nivel eliminado",
  "theme.create": "Tema creado",
  "theme.update": "Tema editado",
  "theme.delete": "Tema eliminado",
  "theme.move": "Tema movido",
  "theme.reorder": "Temas reordenados",
  "video.create": "Tutorial creado",
  "video.update": "Tutorial editado",
  "video.delete": "Tutorial eliminado",
  "video.upload": "Video subido",
  "exercise.create": "Ejercicio creado",
  "exercise.update": "Ejercicio editado",
  "exercise.delete": "Ejercicio eliminado",
  "blog_post.create": "Entrada creada",
  "blog_post.update": "Entrada editada",
  "blog_post.publish": "Entrada publicada",
  "blog_post.unpublish": "Entrada despublicada",
  "blog_post.delete": "Entrada eliminada",
  "blog_category.create": "Categoría creada",
  "blog_category.update": "Categoría editada",
  "blog_category.delete": "Categoría eliminada",
};

const ENTITIES: Record<string, string> = {
  access_grant: "Acceso",
  blog_post: "Blog · entrada",
  blog_category: "Blog · categoría",
  course: "Curso",
  exercise: "Ejercicio",
  level: "Nivel",
  media: "Archivo",
  order: "Pedido",
  points_ledger: "Puntos",
  theme: "Tema",
  user: "Estudiante",
  video: "Tutorial",
};

export function auditActionLabel(action: string): string {
  return ACTIONS[action] ?? action;
}

export function auditEntityLabel(entity: string): string {
  return ENTITIES[entity] ?? entity;
}

export const AUDIT_ENTITY_OPTIONS = Object.entries(ENTITIES).map(([value, label]) => ({ value, label }));
export const AUDIT_ACTION_OPTIONS = Object.entries(ACTIONS).map(([value, label]) => ({ value, label }));
