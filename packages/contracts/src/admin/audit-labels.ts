/**
 * The audit log in Spanish (issue 35): every action and entity the API records has its words
 * here — the API's `audit.record` only takes these names, so a new action without words does
 * not compile — and the fields of the snapshots are named and formatted (amounts in minor units
 * become "$ 20.000 COP"). No zod: the web's admin pages import it.
 */

export const AUDIT_ACTION_LABELS = {
  "student.grant": "Acceso otorgado",
  "student.revoke": "Acceso cerrado",
  "student.points_adjust": "Puntos ajustados",
  "student.deactivate": "Cuenta desactivada",
  "student.reactivate": "Cuenta reactivada",
  "order.mark_paid": "Pedido marcado como pagado",
  "order.refund": "Pedido reembolsado",
  "coupon.create": "Cupón creado",
  "coupon.update": "Cupón editado",
  "coupon.delete": "Cupón eliminado",
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
  "level.unlocking": "Reglas de avance del nivel",
  "student.unlock": "Tema abierto para un estudiante",
  "certificate.revoke": "Certificado revocado",
  "certificate.reissue": "Certificado emitido de nuevo",
  "score.create": "Partitura agregada",
  "score.update": "Partitura editada",
  "score.delete": "Partitura eliminada",
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
  "teacher.update": "Profesor y sus cursos actualizados",
  "submission.claim": "Interpretación tomada para revisar",
  "submission.comment": "Comentario en una interpretación",
  "submission.review": "Interpretación respondida",
  "submission.share_approve": "Interpretación aprobada para la biblioteca del nivel",
  "submission.share_decline": "Interpretación no aprobada para la biblioteca del nivel",
  "assignment.create": "Tarea de práctica asignada",
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

export const AUDIT_ENTITY_LABELS = {
  access_grant: "Acceso",
  blog_post: "Blog · entrada",
  blog_category: "Blog · categoría",
  certificate: "Certificado",
  coupon: "Cupón",
  course: "Curso",
  exercise: "Ejercicio",
  level: "Nivel",
  media: "Archivo",
  order: "Pedido",
  points_ledger: "Puntos",
  score: "Partitura",
  theme: "Tema",
  user: "Estudiante",
  submission: "Interpretación",
  practice_assignment: "Tarea de práctica",
  video: "Tutorial",
} as const;
export type AuditEntity = keyof typeof AUDIT_ENTITY_LABELS;

export function auditActionLabel(action: string): string {
  return (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;
}

export function auditEntityLabel(entity: string): string {
  return (AUDIT_ENTITY_LABELS as Record<string, string>)[entity] ?? entity;
}

/** Spanish names of the snapshots' fields; a field not listed shows its name with spaces. */
const FIELD_LABELS: Record<string, string> = {
  code: "Código",
  description: "Descripción",
  discount_kind: "Tipo de descuento",
  percent_off: "Porcentaje",
  amount_off: "Descuento fijo",
  amount_off_cop: "Descuento en pesos",
  amount_off_usd: "Descuento en dólares",
  min_order: "Compra mínima",
  min_order_cop: "Compra mínima en pesos",
  min_order_usd: "Compra mínima en dólares",
  starts_at: "Desde",
  ends_at: "Hasta",
  max_redemptions: "Usos en total",
  once_per_student: "Una vez por estudiante",
  first_purchase_only: "Solo primera compra",
  scope: "Aplica a",
  course_id: "Curso",
  level_id: "Nivel",
  is_active: "Activo",
  status: "Estado",
  status_reason: "Motivo",
  provider: "Medio de pago",
  total_minor: "Total",
  currency: "Moneda",
  paid_at: "Pagado el",
  refunded_at: "Reembolsado el",
  settled_by: "Confirmado por (id)",
  user_id: "Estudiante (id)",
  target_id: "Contenido (id)",
  months: "Meses",
  note: "Nota",
  reason: "Motivo",
  balance: "Saldo",
  delta: "Puntos",
  title: "Título",
  is_published: "Publicado",
  ids: "Identificadores",
  slug: "Dirección (slug)",
  position: "Posición",
  price_cop: "Precio en pesos",
  price_usd: "Precio en dólares",
  sessions_revoked: "Sesiones cerradas",
};

const VALUE_WORDS: Record<string, Record<string, string>> = {
  discount_kind: { percent: "Porcentaje", fixed: "Valor fijo" },
  scope: { all: "Todo", course: "Un curso", level: "Un nivel", tutorials: "Tutoriales", video: "Un tutorial" },
  status: { pending: "Pendiente", paid: "Pagado", failed: "Rechazado", cancelled: "Cancelado", refunded: "Reembolsado", refund_due: "Devolución en curso" },
  provider: { sandbox: "Sandbox (pruebas)", stripe: "Stripe", mercadopago: "Mercado Pago", wompi: "Wompi", manual: "Manual" },
};

export function auditFieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field.replace(/_/g, " ");
}

const MONEY_DIGITS: Record<string, number> = { COP: 0, USD: 2 };
const moneyFormatters = new Map<string, Intl.NumberFormat>();

/** An amount in minor units as people read it: "$ 20.000 COP", "US$ 5,00 USD" (pesos without centavos). */
export function formatMinorAmount(amountMinor: number, currency: string): string {
  let format = moneyFormatters.get(currency);
  if (!format) {
    const digits = MONEY_DIGITS[currency] ?? 2;
    format = new Intl.NumberFormat("es-CO", { style: "currency", currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
    moneyFormatters.set(currency, format);
  }
  return `${format.format(amountMinor / 100)} ${currency}`.replace(/\u00a0/g, " ");
}

const dateTime = new Intl.DateTimeFormat("es-CO", { dateStyle: "medium", timeStyle: "short", timeZone: "America/Bogota" });
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * One value of a snapshot in words. `siblings` is the whole snapshot (a `total_minor` is read in
 * its `currency`). Amounts per currency (`{"COP":2000000,"USD":500}`) and `*_cop`/`*_usd` fields
 * are minor units.
 */
export function formatAuditValue(field: string, value: unknown, siblings: Record<string, unknown> = {}): string {
  if (value === undefined) return "—";
  if (value === null) return "vacío";
  if (typeof value === "boolean") return value ? "sí" : "no";
  if (typeof value === "number") {
    if (/_cop$/.test(field)) return formatMinorAmount(value, "COP");
    if (/_usd$/.test(field)) return formatMinorAmount(value, "USD");
    if (field.endsWith("_minor") && typeof siblings.currency === "string") return formatMinorAmount(value, siblings.currency);
    if (field === "percent_off") return `${value} %`;
    if (field === "delta") return `${value > 0 ? "+" : ""}${new Intl.NumberFormat("es-CO").format(value)}`;
    return new Intl.NumberFormat("es-CO", { useGrouping: field !== "position" && !field.endsWith("_id") && field !== "id" }).format(value);
  }
  if (typeof value === "string") {
    if (value === "") return "«»";
    const words = VALUE_WORDS[field]?.[value];
    if (words) return words;
    if (ISO_DATE.test(value)) {
      const date = new Date(value);
      if (!Number.isNaN(date.getTime())) return dateTime.format(date).replace(/\u00a0/g, " ");
    }
    return value;
  }
  if (isRecord(value) && Object.keys(value).every((key) => /^[A-Z]{3}$/.test(key)) && Object.values(value).every((v) => typeof v === "number")) {
    const entries = Object.entries(value as Record<string, number>);
    return entries.length === 0 ? "ninguno" : entries.map(([currency, minor]) => formatMinorAmount(minor, currency)).join(" · ");
  }
  return JSON.stringify(value);
}

/** A line that says what an entry was about ("Cupón «VERANO»", "Pedido #12 · $ 49.900 COP"), for the dashboard and the log. */
export function auditSummary(entry: { action: string; entity: string; entity_id: string | null; before: unknown; after: unknown }): string {
  const snap = isRecord(entry.after) ? entry.after : isRecord(entry.before) ? entry.before : {};
  const entity = auditEntityLabel(entry.entity);
  const id = entry.entity_id ? ` #${entry.entity_id}` : "";
  switch (entry.entity) {
    case "coupon":
      return typeof snap.code === "string" ? `${entity} «${snap.code}»` : `${entity}${id}`;
    case "order":
      return typeof snap.total_minor === "number" && typeof snap.currency === "string" ? `${entity}${id} · ${formatMinorAmount(snap.total_minor, snap.currency)}` : `${entity}${id}`;
    case "points_ledger":
      return typeof snap.delta === "number" ? `${formatAuditValue("delta", snap.delta)} puntos${typeof snap.reason === "string" ? ` · ${snap.reason}` : ""}` : `${entity}${id}`;
    default:
      return typeof snap.title === "string" ? `${entity} «${snap.title}»` : `${entity}${id}`;
  }
}
