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
};

const ENTITIES: Record<string, string> = {
  access_grant: "Acceso",
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
